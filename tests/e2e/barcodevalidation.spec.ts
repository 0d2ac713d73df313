/**
 * Barcode validation as the sales user: a pasted list where a bad check digit is flagged, a known product
 * (made through the API) is found, and a repeat is flagged as a duplicate; a scanned code is added and checked;
 * an empty list asks for a barcode; the result table downloads as .xlsx.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, bearer, login, newBarcode, toThai, unique } from './helpers';

const API = '/api-spp/v1';
test.setTimeout(60_000);

/** The same code with its check digit wrong. */
const badDigit = (code: string) => `${code.slice(0, 12)}${(Number(code[12]) + 1) % 10}`;

async function product(request: APIRequestContext, name: string): Promise<{ id: number; name: string; barcode: string }> {
  const token = await apiToken(request, 'admin');
  const barcode = newBarcode('86');
  const res = await request.post(`${API}/products`, {
    headers: bearer(token),
    data: { code: `BV-${barcode.slice(-8)}`, barcode, name, unit: 'piece', price: 99 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; name: string; barcode: string };
}

test('flags a bad check digit, finds a known product, flags a duplicate, exports .xlsx', async ({ page, request }) => {
  const known = await product(request, unique('Validated clutch'));
  const bad = badDigit(newBarcode('86'));
  await login(page, 'sales', '/apps/barcodevalidation');
  await page.getByRole('button', { name: 'Check barcodes' }).click();
  await expect(page.getByTestId('barcode-problem')).toHaveText('Please enter at least one barcode.');

  await page.getByLabel('Barcodes', { exact: true }).fill(`${bad}\n${known.barcode}\n\n${known.barcode}`);
  await page.getByRole('button', { name: 'Check barcodes' }).click();
  const rows = page.getByTestId('barcode-results').locator('.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(bad);
  await expect(rows.nth(0).locator('[data-problem="checkDigit"]')).toHaveText('Wrong check digit');
  await expect(rows.nth(0)).toContainText('No');
  await expect(rows.nth(1)).toContainText(known.name);
  await expect(rows.nth(1)).toContainText('OK');
  await expect(rows.nth(2).locator('[data-problem="duplicate"]')).toHaveText('Duplicate of line 2');

  await page.getByLabel('Scan a barcode').fill('12345');
  await page.getByLabel('Scan a barcode').press('Enter');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3).locator('[data-problem="format"]')).toHaveText('Not 13 digits');
  await expect(rows.nth(3).locator('[data-problem="unknown"]')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toBe('barcode-validation.xlsx');
});

test('screenshots of barcode validation, English and Thai, desktop and 390 px (E2E_SHOTS)', async ({ page, request }) => {
  const shots = process.env.E2E_SHOTS;
  test.skip(!shots, 'set E2E_SHOTS to a folder to take them');
  const known = await product(request, unique('ผ้าคลัตช์'));
  await login(page, 'sales');
  for (const lang of ['en', 'th'] as const) {
    if (lang === 'th') await toThai(page);
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto('/apps/barcodevalidation');
      await page.locator('textarea').fill(`${badDigit(known.barcode)}\n${known.barcode}\n${known.barcode}\n12345`);
      await page.getByRole('button', { name: lang === 'th' ? 'ตรวจสอบบาร์โค้ด' : 'Check barcodes' }).click();
      await expect(page.getByTestId('barcode-results')).toBeVisible();
      await page.screenshot({ path: `${shots}/barcode-${lang}-${w}.png`, fullPage: true });
    }
  }
});
