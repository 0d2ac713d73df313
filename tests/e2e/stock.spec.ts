/**
 * Products and stock movements, and the IT store, as users do it: Admin records stock in and the product's
 * total stock (computed by the server from its movements) follows on its list and page, an out past the
 * stock is refused beside the quantity; a barcode with a wrong EAN-13 check digit is refused beside the
 * field, in English and Thai; IT issues printer ink to an employee and the item's page shows the issue in its
 * history with the total issued and the quantity on hand; an IT store item becomes an asset.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, ean13, fillDate, login, pickOption, searchOption, tokenOf, toThai, unique } from './helpers';

const API = '/api-spp/v1';

test.setTimeout(120_000);

/** The value beside a label on a record's page (the bordered details table). */
const detail = (page: Page, label: string) =>
  page.locator('th.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');

async function post(request: APIRequestContext, token: string, path: string, data: unknown): Promise<{ id: number }> {
  const res = await request.post(`${API}/${path}`, { headers: bearer(token), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

test('Admin records stock in and the product total follows on its list and page; an out past the stock is refused', async ({
  consoleWatch,
  page,
  request,
}) => {
  consoleWatch.allow(
    /status of 409 \(Conflict\) \(\/api-spp\/v1\/stockMovements:/,
    'the stock-out past the stock is refused on purpose',
  );
  await login(page, 'admin');
  const token = await tokenOf(page);
  const name = unique('Brake pad Bendix DB1170');
  const code = `BP-${Date.now().toString(36).toUpperCase()}`;
  const product = await post(request, token, 'products', {
    code,
    barcode: ean13(`885${String(Date.now()).slice(-9)}`),
    name,
    unit: 'set',
    category: 'brakes',
    price: 1290,
  });
  await post(request, token, 'stockMovements', { date: '2026-11-02', product: product.id, type: 'in', quantity: 5 });

  await page.goto('/apps/order/stockMovements/create');
  await fillDate(page, 'Date', '2026-11-20');
  await searchOption(page, page.getByLabel('Product', { exact: true }), name);
  await expect(page.getByLabel('Type', { exact: true })).toBeVisible(); // "Stock in" is the default
  await page.getByLabel('Quantity', { exact: true }).fill('12');
  await page.getByLabel('Reference', { exact: true }).fill('PO2611-0042');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/order\/stockMovements\/\d+$/);
  await expect(page.getByText(/STM\d{4}-\d{4}/).first()).toBeVisible();
  const movementNo = /STM\d{4}-\d{4}/.exec(
    (await page
      .getByText(/STM\d{4}-\d{4}/)
      .first()
      .textContent()) ?? '',
  )![0];

  // The product's list row and page show 5 + 12.
  await page.goto('/apps/order/product');
  await page.getByPlaceholder('Search Products').fill(code);
  await page.getByPlaceholder('Search Products').press('Enter');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByRole('cell').nth(6)).toHaveText('17');
  await page.goto(`/apps/order/product/${product.id}`);
  await expect(detail(page, 'Total stock')).toHaveText('17');
  const movements = page.getByRole('region', { name: 'Stock movements' });
  await expect(movements.getByRole('row').filter({ hasText: movementNo })).toContainText('Stock in');
  await expect(page.getByLabel('Stock change')).toHaveText('Stock change: 17');
  const stored = (await (await request.get(`${API}/products/${product.id}`, { headers: bearer(token) })).json()) as {
    totalStock: number;
  };
  expect(stored.totalStock).toBe(17);

  // An out of 18 would take it below 0: a shortfall (409), refused beside the quantity, nothing stored.
  await page.goto('/apps/order/stockMovements/create');
  await fillDate(page, 'Date', '2026-11-21');
  await searchOption(page, page.getByLabel('Product', { exact: true }), name);
  await pickOption(page, page.getByLabel('Type', { exact: true }), 'Stock out');
  await page.getByLabel('Quantity', { exact: true }).fill('18');
  await page.getByRole('button', { name: 'Save' }).click();
  const quantity = page.locator('.ant-form-item').filter({ has: page.locator('input#field-quantity') });
  await expect(quantity).toContainText(`Only 17 left of ${name}`);
  await expect(page).toHaveURL(/\/create$/);
  await page.getByLabel('Quantity', { exact: true }).fill('17');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/order\/stockMovements\/\d+$/);
  await page.goto(`/apps/order/product/${product.id}`);
  await expect(detail(page, 'Total stock')).toHaveText('0');
  await expect(page.getByLabel('Stock change')).toHaveText('Stock change: 0');
});

test('a barcode with a wrong EAN-13 check digit is refused beside the field, in English and Thai', async ({ page }) => {
  await login(page, 'admin', '/apps/order/product/create');
  await page.getByLabel('Code', { exact: true }).fill(`EAN-${Date.now().toString(36)}`);
  await page.getByLabel('Name', { exact: true }).fill(unique('Oil filter'));
  await page.getByLabel('Price', { exact: true }).fill('250');
  await page.getByLabel('Barcode', { exact: true }).fill('8850999320015');
  await page.getByRole('button', { name: 'Save' }).click();
  const item = page.locator('.ant-form-item').filter({ has: page.locator('input#field-barcode') });
  await expect(item).toContainText('Barcode check digit is wrong');
  await page.getByLabel('Barcode', { exact: true }).fill('88509993200');
  await expect(item).toContainText('Barcode must be 13 digits (EAN-13)');
  await toThai(page);
  await page.getByLabel('บาร์โค้ด', { exact: true }).fill('8850999320015');
  await expect(item).toContainText('เลขตรวจสอบ (หลักสุดท้าย) ของบาร์โค้ดไม่ถูกต้อง');
  // The right check digit clears it.
  await page.getByLabel('บาร์โค้ด', { exact: true }).fill('8850999320014');
  await expect(item.locator('.ant-form-item-explain-error')).toHaveCount(0);
});

test('IT issues printer ink to an employee: the item shows the issue in its history, the total issued and what is left', async ({
  page,
  request,
}) => {
  await login(page, 'admin');
  const token = await tokenOf(page);
  const name = unique('HP 680 Black ink cartridge');
  const item = await post(request, token, 'itItems', { category: 'printerInk', name, unit: 'cartridge', unitCost: 350 });
  await post(request, token, 'itStockMovements', { date: '2026-11-01', item: item.id, type: 'receive', quantity: 10 });
  const [employee] = (await (await request.get(`${API}/employees?_start=3&_end=4`, { headers: bearer(token) })).json()) as {
    id: number;
    fullName: string;
  }[];

  await page.goto('/apps/datait/storeitMovements/create');
  await fillDate(page, 'Date', '2026-11-22');
  await searchOption(page, page.getByLabel('Item', { exact: true }), name);
  await searchOption(page, page.getByLabel('Issued to', { exact: true }), employee!.fullName);
  await page.getByLabel('Quantity', { exact: true }).fill('3');
  await page.getByLabel('Note', { exact: true }).fill('Printer on the 2nd floor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/datait\/storeitMovements\/\d+$/);

  await page.goto(`/apps/datait/storeit/${item.id}`);
  await expect(page.getByLabel('Issued', { exact: true })).toHaveText('Issued: 3');
  const history = page.getByRole('region', { name: 'Issuance history' });
  await expect(history).toContainText(employee!.fullName);
  await expect(history).toContainText('Issue to employee');
  const shown = (await (await request.get(`${API}/itItems/${item.id}`, { headers: bearer(token) })).json()) as {
    onHand: number;
    issued: number;
  };
  expect(shown).toMatchObject({ onHand: 7, issued: 3 });
  await expect(detail(page, 'On hand')).toHaveText('7');
  await expect(detail(page, 'Issued in all')).toHaveText('3');

  // The IT store list, and the printer ink list the spec names.
  await page.goto('/apps/datait/storeit/printerink');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('7');
  // Issuing 8 more than the 7 left is refused.
  const over = await request.post(`${API}/itStockMovements`, {
    headers: bearer(token),
    data: { date: '2026-11-23', item: item.id, type: 'issue', employee: employee!.id, quantity: 8 },
  });
  expect(over.status()).toBe(409); // a shortfall, as for a sale
  expect(((await over.json()) as { errors: Record<string, string> }).errors).toEqual({
    quantity: 'Not enough in the IT store: this would take the item below 0',
  });
});

test('an IT store item becomes an asset through Create asset', async ({ page, request }) => {
  await login(page, 'admin');
  const token = await tokenOf(page);
  const name = unique('Notebook Dell Latitude 3440');
  const item = await post(request, token, 'itItems', { category: 'computer', name, unit: 'piece', unitCost: 28500 });

  await page.goto(`/apps/datait/storeit/${item.id}`);
  await page.getByRole('button', { name: 'Create asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create asset' });
  await expect(dialog).toContainText('Name');
  await pickOption(page, page.getByLabel('Category', { exact: true }), 'Notebook');
  await pickOption(page, page.getByLabel('Location', { exact: true }), 'Head office, Bangkok');
  await dialog.getByRole('button', { name: 'Create asset' }).click();
  await expect(page).toHaveURL(/\/apps\/assets\/\d+$/);
  const assetId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText(name).first()).toBeVisible();
  const asset = (await (await request.get(`${API}/assets/${assetId}`, { headers: bearer(token) })).json()) as Record<
    string,
    unknown
  >;
  expect(asset).toMatchObject({ name, price: 28500, itItem: item.id, category: 'notebook', location: 'hq' });
  // The item's page lists the asset made from it.
  await page.goto(`/apps/datait/storeit/${item.id}`);
  await expect(page.getByRole('region', { name: 'Assets' })).toContainText(String(asset.assetCode));
});
