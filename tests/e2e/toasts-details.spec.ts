/**
 * Issue 37 (items 6, 7, 9, 11): a toast names the resource by its label in the reader's language and, on a phone, covers
 * neither the page's title nor its buttons; a record's child table takes the whole width of its details; Arabic chosen
 * on the login page reaches the menu's screen labels at once; a code list's labels (departments) follow the reader's
 * language; a field added in the schema editor joins the section above it; the schema list's last column fits.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, apiToken, clickInPopup, DEMO_NAMES, login, personOf, searchOption, toThai, unique } from './helpers';

type Json = Record<string, unknown>;

async function toArabic(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Language' }).click();
  await clickInPopup(page.getByRole('menuitem', { name: 'العربية' }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'it has a box').not.toBeNull();
  return box!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A purchase request of admin's, in the purchasing department, with three lines. */
async function purchaseRequest(page: Page): Promise<number> {
  const token = await apiToken(page.request, 'admin');
  const [supplier] = await api<Json[]>(page.request, token, 'get', 'suppliers?_start=0&_end=1');
  const pr = await api<{ id: number }>(page.request, token, 'post', 'purchaseRequests', {
    title: unique('Shelving for the store room'),
    department: 'purchasing',
    supplier: supplier!.id,
    neededBy: '2030-01-31',
    items: [
      { description: 'Steel shelf 180 cm', qty: 4, unitPrice: 3250 },
      { description: 'Shelf bracket', qty: 16, unitPrice: 85.5 },
      { description: 'Floor anchor kit', qty: 4, unitPrice: 120 },
    ],
  });
  return pr.id;
}

test('a memo made in Thai on a phone: the toast names a memo in Thai, over the header, not over the title or buttons', async ({
  page,
}) => {
  await login(page, 'staff');
  await toThai(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apps/memo/memo/create');
  const title = unique('Toast memo');
  await page.getByLabel('เรื่อง', { exact: true }).fill(title);
  await page.getByLabel('รายละเอียด', { exact: true }).fill('A memo to see its toast.');
  await searchOption(page, page.getByLabel('ผู้อนุมัติ', { exact: true }), DEMO_NAMES.hr);
  await page.getByRole('button', { name: 'บันทึก' }).last().click();

  await expect(page).toHaveURL(/\/apps\/memo\/memo\/\d+$/);
  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'เรียบร้อยแล้ว' });
  // The schema's label in Thai, not its code ("สร้างmemoเรียบร้อยแล้ว"), and nothing more under it.
  await expect(toast).toHaveText('สร้างบันทึกข้อความเรียบร้อยแล้ว');
  const toastBox = await boxOf(toast);
  const heading = await boxOf(page.getByRole('heading', { name: title }));
  expect(overlaps(toastBox, heading), 'the toast leaves the page title uncovered').toBe(false);
  for (const name of ['แก้ไข', 'ลบ']) {
    const button = await boxOf(
      page
        .getByRole('button')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .first(),
    );
    expect(overlaps(toastBox, button), `the toast leaves "${name}" uncovered`).toBe(false);
  }
});

test('a saved edit in English names the resource by its label: "Memo saved"', async ({ page }) => {
  await login(page, 'staff');
  const token = await apiToken(page.request, 'staff');
  const approver = await personOf(page.request, token, 'hr');
  const memo = await api<{ id: number }>(page.request, token, 'post', 'memos', {
    title: unique('Edited memo'),
    category: 'general',
    type: 'internal',
    description: 'Before',
    approveBy: approver.id,
  });
  await page.goto(`/apps/memo/memo/edit/${memo.id}`);
  await page.getByLabel('Description', { exact: true }).fill('After');
  await page.getByRole('button', { name: 'Save' }).last().click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'saved' })).toHaveText('Memo saved');
});

test("a purchase request's lines in Arabic take the whole width of its details, its department in Arabic; on a phone they scroll in their own box", async ({
  page,
}) => {
  const id = await purchaseRequest(page);
  await login(page, 'admin', `/apps/purchase/pr/${id}`);
  await toArabic(page);
  // The details card: the innermost card holding the lines' label.
  const details = page
    .locator('.ant-card-body')
    .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: 'البنود' }) })
    .last();
  const lines = details.locator('.ant-table-wrapper').first();
  await expect(lines).toContainText('Steel shelf 180 cm');
  const grid = await boxOf(details);
  const table = await boxOf(lines);
  // As wide as the details, less the paddings of the card and the cell: not one of the grid's columns (a third of it).
  expect(table.width).toBeGreaterThan(grid.width * 0.9);
  // Its label above it, not beside it.
  const label = await boxOf(details.locator('.ant-descriptions-item-label').filter({ hasText: 'البنود' }));
  expect(label.y + label.height).toBeLessThanOrEqual(table.y + 1);
  // A code list's label in the reader's language (departments are a code list), not its English.
  await expect(details.locator('.ant-tag').filter({ hasText: 'المشتريات' })).toBeVisible();
  await expect(details.getByText('Purchasing', { exact: true })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(lines).toBeVisible();
  const narrowGrid = await boxOf(details);
  const narrowTable = await boxOf(lines);
  expect(narrowTable.width).toBeGreaterThan(narrowGrid.width * 0.75);
  expect(narrowTable.width).toBeLessThanOrEqual(narrowGrid.width);
  // The page itself does not scroll sideways: the table does, in its box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const scroller = lines.locator('.ant-table-content').first();
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

test('Arabic chosen on the login page: the menu\'s "My dashboard" reads in Arabic at once, without a reload', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByText('AR', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByLabel('اسم المستخدم').fill('staff');
  await page.getByLabel('كلمة المرور').fill('staff1234');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/login'));
  // Staff land on the announcements, whose area (Communication, with "My dashboard") the menu opens.
  await expect(page).toHaveURL(/\/apps\/announce/);
  const menu = page.locator('.ant-layout-sider').first();
  await expect(menu.getByRole('menuitem', { name: 'لوحة معلوماتي' })).toBeVisible();
  await expect(menu.getByText('My dashboard')).toHaveCount(0);
});

test("a field added in the schema editor joins the section above it: one 'General' card in the preview", async ({ page }) => {
  await login(page, 'admin', '/apps/master/schemas/suppliers');
  await page.getByRole('button', { name: 'Add field' }).click();
  const added = page.getByLabel(/^Label en, field \d+$/).last();
  await added.fill('Loading dock');
  await page
    .getByLabel(/^Label th, field \d+$/)
    .last()
    .fill('ท่าขนถ่ายสินค้า');
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  const general = preview.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^General$/ }) });
  await expect(general).toHaveCount(1);
  // At the end of that section, after the field that was last.
  await expect(general.getByLabel('Loading dock')).toBeVisible();
  const labels = await general.locator('.ant-form-item-label label').allTextContents();
  expect(labels.at(-1)).toBe('Loading dock');
});

test("the schema list's Fields and Version columns fit the card in every language", async ({ page }) => {
  await login(page, 'admin', '/apps/master/schemas');
  const card = page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-table') })
    .first();
  for (const [lang, version] of [
    ['en', 'Version'],
    ['th', 'เวอร์ชัน'],
    ['fr', 'Version'],
    ['ar', 'الإصدار'],
  ] as const) {
    if (lang !== 'en') {
      await page.getByRole('button', { name: /Language|ภาษา|Langue|اللغة/ }).click();
      await clickInPopup(page.getByRole('menuitem', { name: { th: 'ไทย', fr: 'Français', ar: 'العربية' }[lang] }));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    const header = page.getByRole('columnheader', { name: version, exact: true });
    const box = await boxOf(header);
    const within = await boxOf(card.locator('.ant-card-body'));
    expect(box.x, lang).toBeGreaterThanOrEqual(within.x);
    expect(box.x + box.width, lang).toBeLessThanOrEqual(within.x + within.width);
    // The header's text is whole, not cut by its cell.
    expect(await header.evaluate((th) => th.scrollWidth <= th.clientWidth), lang).toBe(true);
  }
});
