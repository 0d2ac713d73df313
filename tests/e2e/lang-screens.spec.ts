/**
 * French and Arabic on the hand-written screens (issue 12, part 2): the point of sale and the sale summary speak
 * French, and Arabic (right to left: the payment panel and the second card stand on the left); money shows as
 * "฿1,070.00" and dates day first with Western digits in every language; a Thai receipt is dated DD/MM/25xx
 * (the Buddhist Era). E2E_SHOTS=<folder> also takes screenshots (French and Arabic, desktop and 390 px).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, bearer, login, newBarcode, unique } from './helpers';

const API = '/api-spp/v1';
const LANGUAGE_KEY = 'staff-backoffice-language';
const shots = process.env.E2E_SHOTS;

/** Switches the signed-in page's language as the header's menu stores it, then opens `path` in it. */
async function openIn(page: Page, lang: 'fr' | 'ar' | 'th', path: string): Promise<void> {
  await page.evaluate(([key, code]) => localStorage.setItem(key!, code!), [LANGUAGE_KEY, lang]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

async function shoot(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  if (!shots) return;
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await ready();
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The scan field has the focus; a barcode typed there with Enter, as a scanner does. */
async function scan(page: Page, label: string, code: string): Promise<void> {
  await expect(page.getByLabel(label, { exact: true })).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** Today in Bangkok (the sale's date), as Thai writes it in the Buddhist Era: DD/MM/25xx. */
function thaiToday(): string {
  const [y, m, d] = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${Number(y) + 543}`;
}

test('the point of sale in French and Arabic (right to left), and a Thai receipt dated in the Buddhist Era', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'admin');
  const barcode = newBarcode('87');
  const made = await request.post(`${API}/products`, {
    headers: bearer(token),
    data: { code: `LANG-${barcode.slice(-8)}`, barcode, name: unique('Filtre'), unit: 'piece', category: 'brakes', price: 1070 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const moved = await request.post(`${API}/stockMovements`, {
    headers: bearer(token),
    data: { date: '2026-11-20', product: id, type: 'in', quantity: 5, reason: 'Opening stock' },
  });
  expect(moved.status()).toBe(201);

  await login(page, 'sales');
  await openIn(page, 'fr', '/apps/pos');
  await expect(page.getByRole('heading', { name: 'Point de vente' })).toBeVisible();
  await expect(page.getByText('Scannez un produit pour commencer une vente')).toBeVisible();
  await scan(page, 'Scanner un code-barres', barcode);
  await expect(page.getByLabel('Total TTC', { exact: true })).toHaveText('฿1,070.00');
  await expect(page.getByLabel('TVA 7 % (incluse)')).toHaveText('฿70.00');
  await expect(page.getByRole('button', { name: 'Encaisser (F9)' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Prix unitaire' })).toBeVisible();
  await shoot(page, 'pos-fr', () => expect(page.getByLabel('Total TTC', { exact: true })).toBeVisible());

  await openIn(page, 'ar', '/apps/pos');
  await expect(page.getByRole('heading', { name: 'نقطة البيع' })).toBeVisible();
  await scan(page, 'مسح الباركود', barcode);
  await expect(page.getByLabel('الإجمالي الكلي', { exact: true })).toHaveText('฿1,070.00');
  await expect(page.getByRole('button', { name: 'دفع (F9)' })).toBeVisible();
  // Right to left: the cart stands on the right, the payment panel on its left.
  const cart = await page.getByRole('heading', { name: 'نقطة البيع' }).boundingBox();
  const pay = await page.getByRole('button', { name: 'دفع (F9)' }).boundingBox();
  expect(pay!.x + pay!.width, 'the payment panel ends before the cart begins').toBeLessThan(cart!.x);
  await shoot(page, 'pos-ar', () => expect(page.getByLabel('الإجمالي الكلي', { exact: true })).toBeVisible());

  // Thai: the receipt is dated in the Buddhist Era.
  await openIn(page, 'th', '/apps/pos');
  await scan(page, 'สแกนบาร์โค้ด', barcode);
  // The exact-amount button pays the total shown: it waits until the scanned item is in it.
  await expect(page.getByLabel('ยอดรวมทั้งสิ้น', { exact: true })).toHaveText('฿1,070.00');
  await page.getByRole('button', { name: 'พอดี' }).click();
  await page.keyboard.press('F9');
  const receipt = page.getByTestId('pos-receipt');
  await expect(receipt).toContainText(thaiToday());
  await expect(page.getByTestId('pos-receipt-total')).toHaveText('฿1,070.00');
});

test('the sale summary in French and Arabic: translated cards, money with the baht sign, dates day first', async ({ page }) => {
  test.setTimeout(60_000);
  const money = /^฿\d{1,3}(,\d{3})*\.\d{2}$/;
  const now = new Date();
  const today = `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;

  await login(page, 'sales');
  await openIn(page, 'fr', '/apps/salesummary');
  await expect(page.getByText('Ventes par succursale')).toBeVisible();
  await expect(page.getByText('Meilleures ventes')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Montant (THB)' })).toBeVisible();
  await expect(page.getByTestId('stat-sales').locator('.ant-statistic-content')).toHaveText(money);
  await expect(page.getByTestId('top-products').locator('.ant-table-row').first().locator('td').last()).toHaveText(money);
  // The range picker writes dates day first, in the Common Era outside Thai.
  await expect(page.locator('.ant-picker-range input').nth(1)).toHaveValue(today);
  await shoot(page, 'salesummary-fr', () => expect(page.getByText('Ventes par succursale')).toBeVisible());

  await openIn(page, 'ar', '/apps/salesummary');
  await expect(page.getByText('المبيعات حسب الفرع')).toBeVisible();
  await expect(page.getByText('المنتجات الأكثر مبيعًا')).toBeVisible();
  await expect(page.getByTestId('stat-sales').locator('.ant-statistic-content')).toHaveText(money);
  await expect(page.locator('.ant-picker-range input').nth(1)).toHaveValue(today);
  // Right to left: the first card of a row stands on the right.
  const first = await page.getByTestId('sales-by-day').boundingBox();
  const second = await page.getByTestId('sales-by-branch').boundingBox();
  expect(second!.x + second!.width, 'the second card ends before the first begins').toBeLessThanOrEqual(first!.x);
  await shoot(page, 'salesummary-ar', () => expect(page.getByText('المبيعات حسب الفرع')).toBeVisible());
});
