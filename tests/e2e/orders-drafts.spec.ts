/**
 * Issue 8, orders and invoices, as users: sales saves a half-filled order as a draft, leaves, comes back,
 * confirms loading the saved draft, completes it (the line's price filled from the product) and saves;
 * the draft is gone. A tax invoice request with a 12-digit tax ID is refused beside the field, and a
 * 13-digit one with a wrong check digit too. An order is rechecked. An invoice is added by typing a
 * barcode and Enter.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, bearer, login, pickOption, tokenOf, unique } from './helpers';

const API = '/api-spp/v1';

async function pickSelect(page: Page, label: string, option: string) {
  await pickOption(page, page.getByLabel(label, { exact: true }), option);
}

/** The form's Save (its icon names it "save Save"), not "Save draft". */
const saveButton = (page: Page) => page.getByRole('button', { name: /Save$/ });

/** Deletes the user's drafts of orders left by an earlier run, so the form opens without the confirm. */
async function clearDrafts(request: APIRequestContext, token: string) {
  for (const d of await api<{ id: number }[]>(request, token, 'get', 'orders/drafts'))
    await request.delete(`${API}/orders/drafts/${d.id}`, { headers: bearer(token) });
}

test('sales saves an order as a draft, comes back, loads it after the confirm, completes and saves it', async ({
  page,
  request,
}) => {
  await login(page, 'sales');
  const token = await tokenOf(page);
  await clearDrafts(request, token);
  const [product] = await api<{ id: number; name: string; price: number }[]>(
    request,
    token,
    'get',
    'products?_start=0&_end=1&_sort=id&_order=asc',
  );

  await page.goto('/apps/order/order/create');
  await expect(page.getByRole('button', { name: 'Drafts (0)' })).toBeDisabled();
  const customer = unique('Khun Draft');
  await page.getByLabel('Customer', { exact: true }).fill(customer);
  await page.getByLabel('Tel').fill('081-234-5678');
  // The product's price fills the line's price.
  await pickOption(page, page.getByLabel('Product 1'), product!.name);
  const price = product!.price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByLabel('Price 1')).toHaveValue(price);
  await page.getByLabel('Qty 1').fill('3');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Drafts (1)' })).toBeEnabled();

  // The draft is on the server, unvalidated (no date yet), the sales user's own.
  const saved = await api<{ id: number; title: string; values: Record<string, unknown> }[]>(
    request,
    token,
    'get',
    'orders/drafts',
  );
  expect(saved).toHaveLength(1);
  expect(saved[0]!.title).toBe(customer);
  expect(saved[0]!.values).toMatchObject({
    customer,
    tel: '081-234-5678',
    lines: [{ product: product!.id, price: product!.price, qty: 3 }],
  });

  // Leave, come back: the form asks the spec's question before filling anything.
  await page.goto('/apps/order/order');
  await page.getByRole('button', { name: 'Create' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Load the saved draft?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(customer);
  await expect(page.getByLabel('Customer', { exact: true })).toHaveValue('');
  await confirm.getByRole('button', { name: 'Load draft' }).click();
  await expect(page.getByLabel('Customer', { exact: true })).toHaveValue(customer);
  await expect(page.getByLabel('Qty 1')).toHaveValue('3');

  // Complete it: the date was missing.
  await page.getByLabel('Date').fill('2026-11-20');
  await page.getByLabel('Date').press('Enter');
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/apps\/order\/order\/\d+$/);
  await expect(page.getByText(customer).first()).toBeVisible();
  const total = (product!.price * 3).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByText(total).first()).toBeVisible();
  // Saving the order deleted the draft it was made from.
  await expect.poll(async () => (await api<unknown[]>(request, token, 'get', 'orders/drafts')).length).toBe(0);
});

test('a tax invoice request needs a 13-digit tax ID with a right check digit, refused beside the field', async ({
  page,
  request,
}) => {
  await login(page, 'sales');
  await clearDrafts(request, await tokenOf(page));
  await page.goto('/apps/order/order/create');
  await page.getByLabel('Date').fill('2026-11-21');
  await page.getByLabel('Date').press('Enter');
  await page.getByLabel('Customer', { exact: true }).fill(unique('Tax customer'));
  await page.getByLabel('Tel').fill('081-234-5678');
  await pickOption(page, page.getByLabel('Product 1'), null);
  // The product's price fills in once its record arrives: typed before that, the fill could land between the
  // selection of the old text and the typing (7,590.50100).
  await expect(page.getByLabel('Price 1')).not.toHaveValue('');
  await page.getByLabel('Price 1').fill('100');

  await expect(page.getByLabel('Tax ID')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Tax invoice requested' }).click();
  await page.getByLabel('Tax ID').fill('010555012345');
  await page.getByLabel('Tax invoice address').fill('99 Rama IV Road, Khlong Toei, Bangkok 10110');
  await saveButton(page).click();
  const taxItem = page.locator('.ant-form-item').filter({ has: page.getByLabel('Tax ID') });
  await expect(taxItem.getByText('Tax ID must be 13 digits')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);

  // Thirteen digits, but the last one is not the check digit (0105550123451 is; ...452 is not).
  await page.getByLabel('Tax ID').fill('0105550123452');
  await saveButton(page).click();
  await expect(taxItem.getByText("This tax ID's check digit is wrong")).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);

  await page.getByLabel('Tax ID').fill('0105550123451');
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/apps\/order\/order\/\d+$/);
  await expect(page.getByText('0105550123451')).toBeVisible();
});

test('sales rechecks a new order from the list of orders awaiting recheck', async ({ page, request }) => {
  await login(page, 'sales');
  const token = await tokenOf(page);
  const [product] = await api<{ id: number; price: number }[]>(request, token, 'get', 'products?_start=0&_end=1');
  const customer = unique('Recheck customer');
  const order = await api<{ id: number; orderCode: string; status: string }>(request, token, 'post', 'orders', {
    date: '2026-11-22',
    customer,
    tel: '0812345678',
    paymentType: 'transfer',
    branch: 'chiangmai',
    deliveryMethod: 'pickup',
    lines: [{ product: product!.id, price: 250, qty: 2 }],
  });
  expect(order.status).toBe('new');

  await page.goto('/apps/order/order/recheck');
  await expect(page.getByRole('group', { name: 'Applied filters' })).toContainText('New (awaiting recheck)');
  await page.getByRole('searchbox', { name: 'Search' }).fill(order.orderCode);
  // The search reaches the address (debounced) before the row is opened, else it navigates back to the list.
  await expect(page).toHaveURL(new RegExp(order.orderCode));
  await expect(page.getByText('Total 1')).toBeVisible();
  await page.getByRole('link', { name: order.orderCode }).first().click();
  await expect(page).toHaveURL(new RegExp(`/apps/order/order/${order.id}$`));
  await expect(page.getByText('New (awaiting recheck)').first()).toBeVisible();
  await page.getByRole('button', { name: 'Recheck done' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Recheck done' }).click();
  await expect(page.getByText('Rechecked (ready to pick)').first()).toBeVisible();
  const stored = await api<{ status: string }>(request, token, 'get', `orders/${order.id}`);
  expect(stored.status).toBe('rechecked');
  // Sales may not pack: that is the warehouse's step.
  await expect(page.getByRole('button', { name: 'Packed' })).toHaveCount(0);
});

test('sales adds an invoice by typing its barcode and Enter', async ({ page, request }) => {
  await login(page, 'sales');
  const token = await tokenOf(page);
  await page.goto('/apps/order/invoice/scan');
  await expect(page.getByText('Create Invoice')).toBeVisible();
  const code = `67${Date.now().toString().slice(-9)}`;
  // The invoice code has the focus: a scanner types digits and Enter, which moves on instead of submitting.
  await expect(page.getByLabel('Invoice code')).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Invoice code')).not.toBeFocused();
  // The alias opens the generated create screen, whose address it takes.
  await expect(page).toHaveURL(/\/apps\/order\/invoice\/create$/);
  await expect(page.getByText('Invoice date is required')).toHaveCount(0);

  await page.getByLabel('Invoice date').fill('2026-11-23');
  await page.getByLabel('Invoice date').press('Enter');
  await pickSelect(page, 'Customer type', 'Wholesale');
  await page.getByLabel('Job code').fill('JOB-77001');
  await page.getByLabel('Driver name').fill('Somchai Jaidee');
  await page.getByRole('switch', { name: 'Return invoice' }).click();
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/apps\/order\/invoice\/\d+$/);
  await expect(page.getByText(code).first()).toBeVisible();

  const [stored] = await api<Record<string, unknown>[]>(request, token, 'get', `invoices?invoiceCode=${code}`);
  expect(stored).toMatchObject({
    invoiceCode: code,
    date: '2026-11-23',
    customerType: 'wholesale',
    category: 'sale',
    jobCode: 'JOB-77001',
    driverName: 'Somchai Jaidee',
    returnInvoice: 'Y',
  });
});
