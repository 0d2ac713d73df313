import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, clickInPopup, fillDate, login, pickOption, signedIn, tokenOf, unique } from './helpers';

/** Picks the first option of an open select; a select showing a value covers its input, so click the select. */
async function pickFirst(page: Page, label: string): Promise<void> {
  await pickOption(page, page.getByLabel(label, { exact: true }), null);
}

test.setTimeout(120_000);

test('staff files a claim of two items (0.10 + 0.20 = 0.30), submits it, HR approves it', async ({ browser, page, request }) => {
  await login(page, 'staff', '/apps/claim');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Create Expense claim')).toBeVisible();
  await expect(page.getByLabel('Claim no.')).toBeDisabled();

  await pickFirst(page, 'Claimant');
  await fillDate(page, 'Claim date', '2026-11-20');
  await pickFirst(page, 'Category');
  const purpose = unique('Taxi to the Chonburi branch');
  await page.getByLabel('Purpose').fill(purpose);

  await page.getByLabel('Description 1').fill('Taxi, office to Mo Chit');
  await fillDate(page, 'Date 1', '2026-11-18');
  await page.getByLabel('Amount (THB) 1').fill('0.10');
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByLabel('Description 2').fill('Expressway toll');
  await fillDate(page, 'Date 2', '2026-11-18');
  await page.getByLabel('Amount (THB) 2').fill('0.20');
  await expect(page.getByLabel('Total (THB)')).toHaveValue('0.30');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/claim\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText(/CL\d{4}-\d{4}/).first()).toBeVisible();
  await expect(page.getByText('0.30').first()).toBeVisible();
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();

  // The stored total is exact: 0.3, not 0.30000000000000004.
  const stored = await (await request.get(`/api-spp/v1/claims/${id}`, { headers: bearer(await tokenOf(page)) })).json();
  expect(stored.total).toBe(0.3);

  // The claimant submits; approving is not theirs.
  await expect(page.getByRole('button', { name: 'Submit for approval' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // Staff may not open the master data (administration area, Admin only).
  await page.goto('/apps/master/code');
  await expect(page).toHaveURL(/not-authorized/);

  // HR holds Claim Approve: the spec's /apps/claim/view/{id} opens the claim, and HR approves it.
  const hr = await signedIn(browser, 'hr', `/apps/claim/view/${id}`);
  await expect(hr.getByText(purpose).first()).toBeVisible();
  await expect(hr.getByText('0.30').first()).toBeVisible();
  await expect(hr.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await hr.getByRole('button', { name: 'Approve' }).click();
  await clickInPopup(hr.getByRole('tooltip').getByRole('button', { name: 'Approve' }));
  await expect(hr.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(hr.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  // Paying is the Admin's (Claim Pay), not the approver's.
  await expect(hr.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await hr.context().close();
});
