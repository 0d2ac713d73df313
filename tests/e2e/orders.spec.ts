import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, pickOption, unique } from './helpers';

/**
 * Picks the first product on line `row` and waits for its price to be filled in from the product (`fetch`), as a user
 * sees it before typing a special price: typing while the product's price is on its way raced with it.
 */
async function pickFirstProduct(page: Page, row: number): Promise<void> {
  await pickOption(page, page.getByLabel(`Product ${row}`), null);
  await expect(page.getByLabel(`Price ${row}`)).not.toHaveValue('');
}

test('sales creates an order with two lines and sees the totals update as they type', async ({ page }) => {
  await login(page, 'sales', '/apps/order/order');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Create Order')).toBeVisible();
  await expect(page.getByLabel('Order code')).toBeDisabled();

  await page.getByLabel('Date').fill('2026-11-20');
  await page.getByLabel('Date').press('Enter');
  const customer = unique('Khun Somsri');
  await page.getByLabel('Customer', { exact: true }).fill(customer);
  await page.getByLabel('Tel').fill('081-234-5678');

  await pickFirstProduct(page, 1);
  await page.getByLabel('Price 1').fill('1234.5');
  await page.getByLabel('Qty 1').fill('2');
  await expect(page.getByLabel('Total 1')).toHaveValue('2,469.00');

  await page.getByRole('button', { name: 'Add row' }).click();
  await pickFirstProduct(page, 2);
  await page.getByLabel('Price 2').fill('10');
  await page.getByLabel('Qty 2').fill('3');
  await expect(page.getByLabel('Total 2')).toHaveValue('30.00');
  await expect(page.getByLabel('Subtotal')).toHaveValue('2,499.00');

  // Shipping shows the address field (a condition) and adds the fee to the grand total (a formula).
  // A select showing a value covers its input: click the select itself.
  await page
    .locator('.ant-select')
    .filter({ has: page.getByLabel('Delivery method') })
    .click();
  await page.locator('.ant-select-dropdown:visible').getByText('Shipping', { exact: true }).click();
  await page.getByLabel('Shipping address').fill('12 Sukhumvit Soi 11, Bangkok 10110');
  await page.getByLabel('Shipping fee').fill('100');
  await expect(page.getByLabel('Grand total')).toHaveValue('2,599.00');

  await page.getByRole('button', { name: /Save$/ }).click();
  await expect(page).toHaveURL(/\/apps\/order\/order\/\d+$/);
  await expect(page.getByText(customer).first()).toBeVisible();
  await expect(page.getByText(/SO\d{4}-\d{4}/).first()).toBeVisible();
  await expect(page.getByText('2,599.00').first()).toBeVisible();
});

test('a missing line field is flagged in its row, and the server recomputes totals it is sent', async ({ page, request }) => {
  await login(page, 'sales', '/apps/order/order/create');
  await page.getByLabel('Price 1').fill('5');
  await page.getByRole('button', { name: /Save$/ }).click();
  await expect(page.getByText('Product is required')).toBeVisible();
  await expect(page.getByText('Customer is required')).toBeVisible();

  // Through the API: a forged grand total is ignored, the stored one is price x qty + shipping.
  const token = (await page.context().cookies()).find((c) => c.name === 'accessToken')!.value;
  const products = await (
    await request.get('/api-spp/v1/products?_start=0&_end=1', {
      headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    })
  ).json();
  const created = await request.post('/api-spp/v1/orders', {
    headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    data: {
      date: '2026-11-21',
      customer: 'API customer',
      tel: '0812345678',
      paymentType: 'cash',
      branch: 'bangkok',
      deliveryMethod: 'pickup',
      lines: [{ product: products[0].id, price: 100.255, qty: 3, total: 1 }],
      shippingFee: 0,
      grandTotal: 999999,
    },
  });
  expect(created.status()).toBe(201);
  const order = await created.json();
  expect(order.lines[0].total).toBe(300.78);
  expect(order.grandTotal).toBe(300.78);
});
