/**
 * Saved views and bulk actions on the generated lists (issue 6, parts 5 and 6): a view saved with a
 * filter and a hidden column follows the user to a new browser context; the approver approves three
 * pending memos at once (select all on the page, then all matching); a bulk delete tells which row it
 * refused and why. Preconditions are made through the API; what each test creates has a unique name.
 */
import * as XLSX from '@e965/xlsx';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { bearer, choose, login, logout, personOf, signedIn, tokenOf, unique } from './helpers';

const API = '/api-spp/v1';
const MEMOS = '/apps/memo/memo';

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
/** A saved view's entry in the views menu (not the "Save changes to “…”" or "Delete “…”" entries). */
const viewItem = (page: Page, name: string) => page.getByRole('menuitem').filter({ hasText: name }).filter({ hasNotText: '“' });
const columnHeader = (page: Page, name: string) => page.locator('thead th').filter({ hasText: new RegExp(`^${name}$`) });

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
}

// Two browser contexts and several list loads per test: on a busy machine that is more than a minute.
test.beforeEach(() => test.slow());

/** Deletes every saved view of the signed-in user on the memo list (the database is shared with the other tests). */
async function deleteViews(request: APIRequestContext, token: string): Promise<void> {
  const views = (await (await request.get(`${API}/listViews?resource=memos`, { headers: bearer(token) })).json()) as {
    id: number;
  }[];
  for (const v of views)
    expect((await request.delete(`${API}/listViews/${v.id}`, { headers: bearer(token) })).status()).toBe(200);
}

test('a view saved with a filter and a hidden column follows the user to a new browser context', async ({ browser, request }) => {
  const page = await signedIn(browser, 'hr');
  const token = await tokenOf(page);
  try {
    await page.goto(MEMOS);
    await expect(rows(page).first()).toBeVisible();
    await expect(columnHeader(page, 'Approver')).toHaveCount(1);

    await choose(page, 'Category', 'IT');
    await expect(page.getByTestId('filter-chips')).toContainText('Category: IT');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'Approver' }).uncheck();
    await expect(columnHeader(page, 'Approver')).toHaveCount(0);
    await page.keyboard.press('Escape');

    const name = unique('IT memos');
    await page.getByTestId('views-menu').click();
    await page.getByRole('menuitem', { name: 'Save as a new view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('checkbox', { name: 'Open this list with this view' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('views-menu')).toHaveText(name);

    // Another browser (nothing in its storage), a new sign-in: the bare list opens with the default view.
    const other = await signedIn(browser, 'hr', MEMOS);
    await expect(other.getByTestId('views-menu')).toHaveText(name);
    await expect(other.getByTestId('filter-chips')).toContainText('Category: IT');
    await expect(other).toHaveURL(/filters/);
    await expect(columnHeader(other, 'Approver')).toHaveCount(0);
    await expect(columnHeader(other, 'Title')).toHaveCount(1);
    await expect(rows(other).first()).toBeVisible();
    for (const row of await rows(other).all()) await expect(row).toContainText('IT');
    // It is in the menu of views, marked as the default.
    await other.getByTestId('views-menu').click();
    await expect(viewItem(other, name)).toContainText('default');
    await other.context().close();
  } finally {
    await deleteViews(request, token);
    await page.context().close();
  }
});

test('choosing a view, the standard view and removing a chip keep the URL, the chips and the rows in step', async ({
  page,
  request,
}) => {
  await login(page, 'hr');
  const token = await tokenOf(page);
  const name = unique('Pending');
  const made = await request.post(`${API}/listViews`, {
    headers: bearer(token),
    data: {
      resource: 'memos',
      name,
      filters: [{ field: 'status', operator: 'eq', value: 'pending' }],
      columns: ['no', 'title', 'status'],
    },
  });
  expect(made.status()).toBe(201);
  try {
    await page.goto(MEMOS);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    await page.getByTestId('views-menu').click();
    await viewItem(page, name).click();
    await expect(page.getByTestId('filter-chips')).toContainText('Status: Pending approval');
    await expect(page).toHaveURL(/filters%5B0%5D%5Bfield%5D=status|filters\[0\]\[field\]=status/);
    await expect(columnHeader(page, 'Category')).toHaveCount(0);
    for (const row of await rows(page).all()) await expect(row).toContainText('Pending approval');

    // Removing the chip removes the filter, from the URL too, and the view reads as changed.
    await page.getByRole('button', { name: 'Remove the filter Status' }).click();
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    await expect(page).not.toHaveURL(/filters/);
    await expect(page.getByTestId('views-menu')).toHaveText(`${name} (changed)`);

    // The standard view: the schema's columns again, no view applied.
    await page.getByTestId('views-menu').click();
    await page.getByRole('menuitem', { name: 'Standard view' }).click();
    await expect(columnHeader(page, 'Category')).toHaveCount(1);
    await expect(page.getByTestId('views-menu')).toHaveText('Views');

    // Deleting it from the menu.
    await page.getByTestId('views-menu').click();
    await viewItem(page, name).click();
    await page.getByTestId('views-menu').click();
    await page.getByRole('menuitem', { name: `Delete “${name}”` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('views-menu')).toHaveText('Views');
    const left = (await (await request.get(`${API}/listViews?resource=memos`, { headers: bearer(token) })).json()) as unknown[];
    expect(left).toEqual([]);
  } finally {
    await deleteViews(request, token);
  }
});

/** Three of staff's memos, submitted for approval, through the API. */
async function pendingMemos(request: APIRequestContext, token: string, prefix: string): Promise<number[]> {
  // HR, the approver who approves them below, is named on each.
  const approver = await personOf(request, token, 'hr');
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const made = await request.post(`${API}/memos`, {
      headers: bearer(token),
      data: {
        title: `${prefix} ${n}`,
        category: 'general',
        type: 'internal',
        description: 'Bulk test',
        approveBy: approver.id,
      },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    expect((await request.post(`${API}/memos/${id}/actions/submit`, { headers: bearer(token) })).status()).toBe(200);
    ids.push(id);
  }
  return ids;
}

test('the approver approves three pending memos at once, across pages', async ({ page, request }) => {
  await login(page, 'staff');
  const prefix = unique('Bulk approve');
  const ids = await pendingMemos(request, await tokenOf(page), prefix);
  await logout(page);

  await login(page, 'hr', MEMOS);
  await search(page, prefix);
  await expect(rows(page)).toHaveCount(3);
  // Two rows a page: select the page, then every matching row.
  await page
    .locator('.ant-select')
    .filter({ has: page.getByLabel('Rows per page') })
    .click();
  await page.locator('.ant-select-dropdown:visible').getByText('2', { exact: true }).click();
  await expect(rows(page)).toHaveCount(2);
  await page.locator('thead').getByRole('checkbox').check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Select all 3 matching rows' }).click();
  await expect(bar).toContainText('3 selected');
  await expect(bar).toContainText('All 3 matching rows are selected.');
  // Pending memos offer approve and reject, not submit or delete.
  await expect(bar.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await bar.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve: all 3 matching rows?' });
  await confirm.getByRole('button', { name: 'Approve' }).click();

  await expect(page.getByTestId('bulk-result')).toContainText('3 approved');
  await expect(bar).toHaveCount(0);
  await expect(rows(page).first()).toContainText('Approved');
  const token = await tokenOf(page);
  for (const id of ids) {
    const memo = (await (await request.get(`${API}/memos/${id}`, { headers: bearer(token) })).json()) as { status: string };
    expect(memo.status).toBe('approved');
  }
});

test('a bulk delete where one row is refused says which and why', async ({ page, request }) => {
  await login(page, 'admin');
  const token = await tokenOf(page);
  const prefix = unique('Bulk Supplier');
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const made = await request.post(`${API}/suppliers`, {
      headers: bearer(token),
      data: {
        name: `${prefix} ${n}`,
        taxId: String(Date.now() + n)
          .padStart(13, '4')
          .slice(-13),
        address: '1 Silom Road, Bangkok 10500',
      },
    });
    expect(made.status()).toBe(201);
    ids.push(((await made.json()) as { id: number }).id);
  }
  // The second is used by a purchase request: its onDelete rule (restrict) keeps it.
  const pr = await request.post(`${API}/purchaseRequests`, {
    headers: bearer(token),
    data: {
      title: unique('Paper for'),
      department: 'it',
      supplier: ids[1],
      neededBy: '2030-01-31',
      items: [{ description: 'A4 paper', qty: 2, unitPrice: 120 }],
    },
  });
  expect(pr.status()).toBe(201);

  await page.goto('/apps/purchase/suppliers');
  await search(page, prefix);
  await expect(rows(page)).toHaveCount(3);
  await page.locator('thead').getByRole('checkbox').check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('3 selected');

  // The selection exports as it is: these three rows only.
  await rows(page).nth(2).getByRole('checkbox').uncheck();
  await expect(bar).toContainText('2 selected');
  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Export selection' }).click();
  const sheet = XLSX.read(readFileSync(await (await download).path()));
  const exported = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet.Sheets[sheet.SheetNames[0]!]!);
  const nameIn = async (i: number) => (await rows(page).nth(i).innerText()).match(new RegExp(`${prefix} \\d`))?.[0];
  expect(exported.map((r) => r.Name).sort()).toEqual([await nameIn(0), await nameIn(1)].sort());

  await page.locator('thead').getByRole('checkbox').check();
  await expect(bar).toContainText('3 selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete: 3 selected rows?' }).getByRole('button', { name: 'Delete' }).click();

  const result = page.getByTestId('bulk-result');
  await expect(result).toContainText('2 deleted, 1 refused: Used by 1 purchase request');
  await expect(result).toContainText(`Refused: ${prefix} 2`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${prefix} 2`);
  expect((await request.get(`${API}/suppliers/${ids[0]}`, { headers: bearer(token) })).status()).toBe(404);
  expect((await request.get(`${API}/suppliers/${ids[1]}`, { headers: bearer(token) })).status()).toBe(200);
});
