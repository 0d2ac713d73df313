import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, login, signedIn, tokenOf } from './helpers';

test("the spec's own paths open the generated screens, under the same access rules", async ({ page }) => {
  await login(page, 'staff', '/apps/memo/memo/add?from=menu');
  await expect(page).toHaveURL(/\/apps\/memo\/memo\/create\?from=menu$/);
  await expect(page.getByText('Create Memo')).toBeVisible();
  await page.goto('/apps/announce/manage');
  await expect(page).toHaveURL(/\/apps\/announce(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
});

test('an alias is no way around the rules: the guest may not write memos by any path', async ({ browser }) => {
  const guest = await signedIn(browser, 'guest', '/apps/memo/memo/add');
  await expect(guest).toHaveURL(/\/not-authorized$/);
  await guest.context().close();
});

/** The texts of one column's tags, row by row, found by the column's header. */
async function columnTags(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `a "${header}" column`).toBeGreaterThanOrEqual(0);
  return page
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows, i) => rows.map((r) => r.querySelectorAll('td')[i]?.querySelector('.ant-tag')?.textContent ?? ''), index);
}

/** The filters of the list's URL, as Refine keeps them there (qs: filters[0][field]=...). */
const urlFilters = (page: Page): string[] =>
  [...new URL(page.url()).searchParams].filter(([k]) => k.startsWith('filters[')).map(([k, v]) => `${k}=${v}`);

test('a list alias opens the list filtered: open tickets, in the URL and a chip the user may remove', async ({ page }) => {
  await login(page, 'staff', '/apps/ticket/open');
  await expect(page).toHaveURL(/\/apps\/ticket\?/);
  expect(urlFilters(page)).toEqual([
    'filters[0][field]=status',
    'filters[0][operator]=in',
    'filters[0][value][0]=open',
    'filters[0][value][1]=inProgress',
    'filters[0][value][2]=waiting',
  ]);
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  const chips = page.getByTestId('filter-chips');
  await expect(chips).toContainText('Status:');
  await expect(chips).toContainText('Open');
  await expect(chips).toContainText('In progress');
  await expect(chips).toContainText('Waiting');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const open = await columnTags(page, 'Status');
  expect(open.length).toBeGreaterThan(0);
  for (const status of open) expect(['Open', 'In progress', 'Waiting']).toContain(status);
  const openTotal = await page.getByTestId('list-total').textContent();

  await chips.getByRole('button', { name: 'Remove the filter Status' }).click();
  await expect(chips).toHaveCount(0);
  expect(urlFilters(page)).toEqual([]);
  await expect(page.getByTestId('list-total')).not.toHaveText(openTotal!);
  await expect(page.locator('tbody tr.ant-table-row .ant-tag', { hasText: /^(Closed|Resolved)$/ }).first()).toBeVisible();
});

test('list aliases with a user and a state: my requests, and the requests waiting for approval', async ({ browser }) => {
  const staff = await signedIn(browser, 'staff', '/apps/document/application');
  await expect(staff).toHaveURL(/\/apps\/document\/request\?/);
  expect(urlFilters(staff)).toEqual(['filters[0][field]=createdBy', 'filters[0][operator]=eq', 'filters[0][value]=staff']);
  await expect(staff.getByTestId('filter-chips')).toContainText('Created by: staff');
  // The rows are the staff's own: the list's total is the API's count of requests staff created.
  const res = await staff.request.get('/api-spp/v1/documentRequests?createdBy=staff&_start=0&_end=1', {
    headers: bearer(await tokenOf(staff)),
  });
  expect(res.status()).toBe(200);
  await expect(staff.getByTestId('list-total')).toHaveText(`Total ${res.headers()['x-total-count']}`);
  await staff.context().close();

  const hr = await signedIn(browser, 'hr', '/apps/document/approve');
  await expect(hr).toHaveURL(/\/apps\/document\/request\?/);
  expect(urlFilters(hr)).toEqual(['filters[0][field]=status', 'filters[0][operator]=eq', 'filters[0][value]=submitted']);
  await expect(hr.getByTestId('filter-chips')).toContainText('Status: Submitted');
  await expect(hr.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const states = await columnTags(hr, 'Status');
  expect(states.length).toBeGreaterThan(0);
  for (const status of states) expect(status).toBe('Submitted');
  await hr.context().close();
});
