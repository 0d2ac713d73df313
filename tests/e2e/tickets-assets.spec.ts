/**
 * Tickets and assets (issue 8, assets and IT): a ticket goes from staff through IT (admin) and back to its
 * requester, the open list shows it; a seeded ticket past its due time carries the live "Overdue" flag in
 * the list and on its page; an asset's page shows its depreciation to date (live values, mock-server/records/live.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, pickOption, signedIn, tokenOf, toThai, unique } from './helpers';

const API = '/api-spp/v1';

/** Runs a workflow button that asks for an optional comment: the dialog's button carries the action's name. */
async function act(page: Page, action: string, comment?: string): Promise<void> {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  if (comment !== undefined) await dialog.getByRole('textbox').fill(comment);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toHaveCount(0);
}

const statusTag = (page: Page, label: string) => page.locator('[data-status]', { hasText: new RegExp(`^${label}$`) }).first();

test('staff opens a ticket, IT works it, it is resolved, the requester reopens it, the open list shows it', async ({
  browser,
}) => {
  // Staff reports a problem; the requester is already them.
  const staff = await signedIn(browser, 'staff', '/apps/ticket/create');
  const title = unique('Printer on floor 2 jams');
  await staff.getByLabel('Subject').fill(title);
  await pickOption(staff, staff.getByLabel('Category'), 'Printer');
  await pickOption(staff, staff.getByLabel('Priority'), 'High');
  await staff.getByLabel('Description').fill('Paper jams in tray 2 on every print.');
  const requester = staff.locator('.ant-form-item').filter({ hasText: 'Requester' }).locator('.ant-select-selection-item');
  await expect(requester).not.toHaveText('');
  const requesterName = (await requester.textContent())!;
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff).toHaveURL(/\/apps\/ticket\/\d+$/);
  const ticketUrl = new URL(staff.url()).pathname;
  await expect(statusTag(staff, 'Open')).toBeVisible();
  await expect(staff.getByText(requesterName).first()).toBeVisible();
  await expect(staff.locator('[data-flag="overdue"]')).toHaveCount(0);
  // Staff cannot work their own ticket.
  await expect(staff.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Start work' })).toHaveCount(0);

  // IT (admin) starts, waits for information, then resolves it.
  const admin = await signedIn(browser, 'admin', ticketUrl);
  await admin.getByRole('button', { name: 'Start work' }).click();
  await expect(statusTag(admin, 'In progress')).toBeVisible();
  await act(admin, 'Wait for information', 'Which printer model is it?');
  await expect(statusTag(admin, 'Waiting')).toBeVisible();
  await act(admin, 'Mark resolved', 'Replaced the pickup roller.');
  await expect(statusTag(admin, 'Resolved')).toBeVisible();
  await expect(admin.getByText('Resolved at')).toBeVisible();

  // The requester reopens it: the jam is back.
  await staff.goto(ticketUrl);
  await expect(statusTag(staff, 'Resolved')).toBeVisible();
  await act(staff, 'Reopen', 'It jams again since this morning.');
  await expect(statusTag(staff, 'Open')).toBeVisible();

  // /apps/ticket/open lists open, in progress and waiting tickets: this one is there.
  await staff.goto('/apps/ticket/open');
  await expect(staff.getByTestId('filter-chips')).toContainText('Waiting');
  await staff.getByPlaceholder('Search').fill(title);
  const row = staff.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-status="open"]')).toBeVisible();
  await staff.context().close();
  await admin.context().close();
});

test('a ticket past its due time is flagged overdue in the list and on its page, in English and Thai', async ({
  browser,
  request,
}) => {
  const admin = await signedIn(browser, 'admin');
  const token = await tokenOf(admin);
  const open = (await (
    await request.get(`${API}/tickets?status=open&_sort=id&_order=asc`, { headers: bearer(token) })
  ).json()) as {
    id: number;
    ticketNo: string;
    dueAt: string;
    overdue: boolean;
  }[];
  const late = open.find((t) => Date.parse(t.dueAt) < Date.now());
  expect(late, 'a seeded open ticket past its due time').toBeDefined();
  expect(late!.overdue).toBe(true);

  await admin.goto('/apps/ticket');
  await admin.getByPlaceholder('Search').fill(late!.ticketNo);
  const row = admin.getByRole('row').filter({ hasText: late!.ticketNo });
  await expect(row.locator('[data-flag="overdue"]')).toHaveText('Overdue');
  // A live value is not a sort key: its column header offers no sorting.
  await expect(admin.getByRole('columnheader', { name: 'Overdue' })).not.toHaveAttribute('aria-sort');
  await expect(admin.locator('th.ant-table-column-has-sorters', { hasText: 'Overdue' })).toHaveCount(0);
  if (process.env.E2E_SHOTS) {
    await admin.getByPlaceholder('Search').fill('');
    await expect(admin.locator('[data-flag="overdue"]').first()).toBeVisible();
    await admin.screenshot({ path: `${process.env.E2E_SHOTS}/tickets-list-en.png`, fullPage: true });
  }

  await admin.goto(`/apps/ticket/${late!.id}`);
  await expect(admin.locator('[data-flag="overdue"]')).toHaveText('Overdue');
  await toThai(admin);
  await expect(admin.locator('[data-flag="overdue"]')).toHaveText('เกินกำหนด');
  const shots = process.env.E2E_SHOTS;
  if (shots) await admin.screenshot({ path: `${shots}/ticket-overdue-th.png`, fullPage: true });
  await admin.context().close();
});

/** The same day of the month, `months` months back (day 28 at most), in Bangkok. */
function monthsAgo(months: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const total = y * 12 + (m - 1) - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;
}

test("an asset's page shows its accumulated depreciation and book value to date", async ({ browser, request }) => {
  const admin = await signedIn(browser, 'admin');
  const token = await tokenOf(admin);
  const name = unique('Notebook Dell Latitude 5440');
  const created = await request.post(`${API}/assets`, {
    headers: bearer(token),
    data: {
      name,
      category: 'notebook',
      model: 'Latitude 5440',
      purchaseDate: monthsAgo(12),
      price: 36000,
      salvageValue: 0,
      usefulLife: 3,
      location: 'hq',
      status: 'inUse',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const asset = (await created.json()) as { id: number; assetCode: string };

  await admin.goto(`/apps/assets/detail/${asset.id}`);
  await expect(admin.getByText(name).first()).toBeVisible();
  // The value cell beside its label cell.
  const item = (label: string) =>
    admin.locator('th.ant-descriptions-item-label', { hasText: label }).locator('xpath=following-sibling::td[1]');
  await expect(item('Accumulated depreciation (THB)')).toContainText('12,000.00');
  await expect(item('Book value (THB)')).toContainText('24,000.00');
  await expect(item('Months in use')).toContainText('12');
  await expect(item('Depreciable amount (THB)')).toContainText('36,000.00');

  // The list shows the book value too.
  await admin.goto('/apps/assets');
  await admin.getByPlaceholder('Search').fill(asset.assetCode);
  await expect(admin.getByRole('row').filter({ hasText: asset.assetCode })).toContainText('24,000.00');
  if (process.env.E2E_SHOTS) await admin.screenshot({ path: `${process.env.E2E_SHOTS}/assets-list-en.png`, fullPage: true });

  await admin.goto(`/apps/assets/detail/${asset.id}`);
  await toThai(admin);
  await expect(item('มูลค่าตามบัญชี (บาท)')).toContainText('24,000.00');
  await expect(item('ค่าเสื่อมราคาสะสม (บาท)')).toContainText('12,000.00');
  const shots = process.env.E2E_SHOTS;
  if (shots) await admin.screenshot({ path: `${shots}/asset-th.png`, fullPage: true });
  await admin.context().close();
});
