import * as XLSX from '@e965/xlsx';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { login } from './helpers';

test('exporting a filtered list gives an .xlsx with every matching row and translated headers', async ({ page }) => {
  await login(page, 'admin', '/apps/purchase/suppliers');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('Services', { exact: true }).click();
  await expect(page.locator('tbody tr.ant-table-row').first()).toContainText('Services');
  const total = Number((await page.getByTestId('list-total').innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  // The app reports the outcome either way; on failure this names the reason instead of a bare timeout.
  const outcome = page.locator('.ant-notification-notice').filter({ hasText: /Export/ });
  await expect(outcome).toContainText(`Exported ${total} rows`, { timeout: 30_000 });
  const file = await download;
  expect(file.suggestedFilename()).toBe('suppliers.xlsx');
  const workbook = XLSX.read(readFileSync(await file.path()));
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets[workbook.SheetNames[0]!]!);
  // All filtered rows, not only the visible page of 10.
  expect(rows).toHaveLength(total);
  expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['Code', 'Name', 'Tax ID', 'Category']));
  expect(rows.every((r) => r.Category === 'Services')).toBe(true);
});

test('page sizes include All and the spec options', async ({ page }) => {
  await login(page, 'admin', '/apps/order/product');
  await page
    .locator('.ant-select')
    .filter({ has: page.getByLabel('Rows per page') })
    .click();
  for (const size of ['2', '3', '5', '10', '20', '25', '50', '100', 'All'])
    await expect(page.locator('.ant-select-dropdown:visible').getByText(size, { exact: true })).toBeVisible();
  await page.locator('.ant-select-dropdown:visible').getByText('All', { exact: true }).click();
  const total = Number((await page.getByTestId('list-total').innerText()).replace(/\D/g, ''));
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(total);
});
