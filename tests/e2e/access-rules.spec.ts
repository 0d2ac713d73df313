/**
 * Access control settings end to end: the Admin edits the forbidding CASL rules per role on a screen
 * generated from schemas/accessRules.json, and a rule reaches the affected users at their next sign-in
 * (the UI hides the action) and at once in the API. Every test restores what it changed (the database
 * is shared with the other e2e tests).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, clickInPopup, login, openMenuArea, signedIn, tokenOf, unique } from './helpers';

const API = '/api-spp/v1';
const SCREEN = '/apps/master/accesscontrol';

// Admin and two staff sign-ins in separate browser contexts: give them room on a busy machine.
test.beforeEach(() => test.slow());

/** Safety net after a failed run: removes the rules this test created, found by their reason. */
async function removeRules(request: APIRequestContext, adminToken: string, reason: string): Promise<void> {
  const found = await request.get(`${API}/accessRules?q=${encodeURIComponent(reason)}`, { headers: bearer(adminToken) });
  for (const rule of (await found.json()) as { id: number; reason: string }[])
    if (rule.reason === reason) await request.delete(`${API}/accessRules/${rule.id}`, { headers: bearer(adminToken) });
}

/** Picks options of the form's (multi)select labelled `label` as a user does, then closes its dropdown. */
async function pick(page: Page, form: Locator, label: string, options: string[]): Promise<void> {
  const box = form.getByRole('combobox', { name: label });
  // The select itself: once it holds a value, the shown value covers its search input.
  await form
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: label }) })
    .click();
  // Typed first: a long option list is virtual, and an option out of view is not in the page.
  for (const option of options) {
    await box.fill(option);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
  }
  await page.keyboard.press('Escape');
}

test('admin forbids Staff exporting suppliers in Access control settings; staff loses Export until the rule is deleted', async ({
  browser,
  page,
  request,
}) => {
  // Before: staff may export suppliers.
  const before = await signedIn(browser, 'staff', '/apps/purchase/suppliers');
  await expect(before.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
  await expect(before.getByRole('button', { name: 'Export' })).toBeVisible();
  await before.context().close();

  await login(page, 'admin');
  const adminToken = await tokenOf(page);
  const reason = unique('Supplier lists stay in purchasing');
  try {
    await openMenuArea(page, /Administration/);
    await page.getByRole('link', { name: 'Access control settings', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${SCREEN}(\\?.*)?$`));
    await expect(page.getByRole('heading', { name: 'Access control settings' })).toBeVisible();
    const guestRule = page.getByRole('row').filter({ hasText: 'Guests may not delete or export' });
    await expect(guestRule).toContainText('Guest');
    await expect(guestRule).toContainText('Delete');
    await expect(guestRule).toContainText('Export');

    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(new RegExp(`${SCREEN}/create$`));
    const form = page.getByRole('form', { name: 'Create Access control rule' });
    await expect(form.getByRole('switch', { name: 'Active' })).toBeChecked();
    // The screens to pick from come from the schemas; a missing reason is flagged beside its field.
    await pick(page, form, 'Role', ['Staff']);
    await pick(page, form, 'Forbidden actions', ['Export']);
    await pick(page, form, 'Screen', ['Suppliers']);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Reason is required')).toBeVisible();
    await expect(page).toHaveURL(/\/create$/);
    await form.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`${SCREEN}/\\d+$`));
    await expect(page.getByText(reason).first()).toBeVisible();

    // Staff's next sign-in carries the rule: no Export button, and the API refuses with the reason.
    const after = await signedIn(browser, 'staff', '/apps/purchase/suppliers');
    await expect(after.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
    await expect(after.locator('tbody tr.ant-table-row').first().getByRole('button', { name: 'View' })).toBeVisible();
    await expect(after.getByRole('button', { name: 'Export' })).toHaveCount(0);
    const refused = await request.get(`${API}/suppliers?_export=1`, { headers: bearer(await tokenOf(after)) });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain(reason);
    await after.context().close();

    // Delete it on its show page, as an admin would; the list keeps the Guest rule only.
    await page.getByRole('button', { name: 'Delete' }).click();
    await clickInPopup(page.getByRole('tooltip').getByRole('button', { name: 'Delete' }));
    await expect(page).toHaveURL(new RegExp(`${SCREEN}(\\?.*)?$`));
    await expect(guestRule).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: reason })).toHaveCount(0);

    const restored = await signedIn(browser, 'staff', '/apps/purchase/suppliers');
    await expect(restored.getByRole('button', { name: 'Export' })).toBeVisible();
    await restored.context().close();
  } finally {
    await removeRules(request, adminToken, reason);
  }
});

test('staff has no Access control settings entry and is refused at its route', async ({ page, request }) => {
  await login(page, 'staff');
  await expect(page.getByRole('menuitem', { name: /Human Resources/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Access control settings', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: /Administration/ })).toHaveCount(0);
  await page.goto(SCREEN);
  await expect(page).toHaveURL(/\/not-authorized$/);
  const answer = await request.get(`${API}/accessRules`, { headers: bearer(await tokenOf(page)) });
  expect(answer.status()).toBe(403);
});
