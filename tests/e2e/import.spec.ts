/**
 * Import from .xlsx as a user does it: the files are made here with SheetJS. A products file with one
 * bad row shows that row's message in the preview; importing stores only the good rows, each with an
 * "Imported from file" audit entry naming the file. A .csv (and a .csv renamed to .xlsx) is refused.
 * The template carries the columns, a sample row and the column descriptions.
 */
import * as XLSX from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { bearer, login, logout, tokenOf } from './helpers';
import { xlsxBuffer, XLSX_TYPE } from './sheets';

const xlsxOf = (rows: unknown[][]) => xlsxBuffer(rows, 'Products');
const API = '/api-spp/v1';
const PRODUCTS = '/apps/order/product';

async function openImport(page: Page): Promise<void> {
  await page.goto(PRODUCTS);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('dialog', { name: 'Import products from Excel' })).toBeVisible();
}

const fileInput = (page: Page) => page.getByRole('dialog').locator('input[type=file]');

test('a products file with one bad row: the preview marks it, the good rows are imported with their audit entry', async ({
  page,
  request,
}) => {
  await login(page, 'admin');
  const token = await tokenOf(page);
  const tag = `IMP${Date.now().toString(36).toUpperCase()}`;
  const fileName = `products-${tag}.xlsx`;
  // Headers in English, in Thai ("ราคา" is the price) and by field name, in any case and spacing.
  const buffer = xlsxOf([
    ['Code', 'Barcode', ' name ', 'หน่วย', 'ราคา', 'totalStock', 'Vehicle type'],
    [`${tag}-1`, '8850000000010', `Import widget ${tag} 1`, 'Box', 120.5, 4, 'Pickup'],
    [`${tag}-2`, '', `Import widget ${tag} 2`, 'ชิ้น', '1,250', '', ''],
    [`${tag}-3`, '', `Import widget ${tag} 3`, 'Kilo', -5, 2, ''],
    [`${tag}-4`, '', `Import widget ${tag} 4`, 'set', 99, 0, 'SUV'],
  ]);

  await openImport(page);
  await fileInput(page).setInputFiles({ name: fileName, mimeType: XLSX_TYPE, buffer });
  await expect(page.getByTestId('import-summary')).toHaveText('4 rows: 3 ready to import, 1 with problems');
  // The preview opens on the rows with problems: row 4 of the sheet, with the form's own messages.
  const preview = page.getByTestId('import-preview');
  const bad = preview.locator('tbody tr.ant-table-row');
  await expect(bad).toHaveCount(1);
  await expect(bad.first()).toContainText(`${tag}-3`);
  await expect(bad.first()).toContainText('Unit must be one of: Piece, Set, Box, Litre');
  await expect(bad.first()).toContainText('Price must be at least 0');
  await expect(bad.first().locator('td[data-invalid="true"]')).toHaveCount(2);
  await page.getByText('Ready (3)').click();
  await expect(preview.locator('tbody tr.ant-table-row')).toHaveCount(3);

  await page.getByRole('button', { name: 'Import 3 ready rows' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Imported 3 products');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const found = await request.get(`${API}/products?q=${tag}&_sort=code&_order=asc`, { headers: bearer(token) });
  const stored = (await found.json()) as { id: number; code: string; unit: string; price: number; typeCar?: string }[];
  expect(stored.map((p) => p.code)).toEqual([`${tag}-1`, `${tag}-2`, `${tag}-4`]);
  expect(stored.map((p) => [p.unit, p.price])).toEqual([
    ['box', 120.5],
    ['piece', 1250],
    ['set', 99],
  ]);
  expect(stored[0]!.typeCar).toBe('pickup');

  // Each stored row has its audit entry: "Imported from file", naming the file.
  const audit = await request.get(`${API}/audit?resource=products&action=import&recordId=${stored[1]!.id}`, {
    headers: bearer(token),
  });
  const entries = (await audit.json()) as { id: number; file: string; username: string }[];
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ file: fileName, username: 'admin' });
  await page.goto(`/apps/master/audit/${entries[0]!.id}`);
  await expect(page.getByText('Imported from file').first()).toBeVisible();
  await expect(page.getByText(fileName)).toBeVisible();
});

test('a .csv is refused, also when renamed to .xlsx', async ({ page }) => {
  await login(page, 'admin');
  await openImport(page);
  const csv = Buffer.from('Code,Name,Unit,Price\nCSV-1,From csv,piece,10\n');
  await fileInput(page).setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: csv });
  await expect(page.getByTestId('import-error')).toContainText(
    'Only .xlsx files can be imported. "products.csv" is not an .xlsx file',
  );
  await fileInput(page).setInputFiles({ name: 'renamed.xlsx', mimeType: XLSX_TYPE, buffer: csv });
  await expect(page.getByTestId('import-error')).toContainText('"renamed.xlsx" is not an .xlsx file');
  await expect(page.getByTestId('import-preview')).toHaveCount(0);
});

test('the template has the importable columns, a sample row and a sheet describing each column', async ({ page }) => {
  await login(page, 'admin');
  await openImport(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('products-template.xlsx');
  const book = XLSX.read(readFileSync(await file.path()));
  expect(book.SheetNames).toEqual(['Products', 'Columns']);
  const [header, sample] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Products!, { header: 1 });
  expect(header).toEqual(['Code', 'Barcode', 'Name', 'Part no.', 'Unit', 'Category', 'Price', 'Vehicle type', 'Model']);
  expect(sample).toHaveLength(header!.length);
  const columns = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.Columns!);
  expect(columns.find((c) => c.Column === 'Unit')).toMatchObject({
    'Field name': 'unit',
    Type: 'One of the options',
    Required: 'Yes',
    'Options and rules': 'Piece, Set, Box, Litre',
  });
});

test('Import is offered where the user may create: HR on employees, not staff', async ({ page }) => {
  await login(page, 'hr', '/apps/employees');
  await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toBeVisible();
  await logout(page);
  await login(page, 'staff', '/apps/employees');
  await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
});
