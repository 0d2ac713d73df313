/**
 * Number and money boxes never change what was typed (issue 37): at the POS, deleting the cash received leaves
 * an empty box, not a "0" that turns the next 4000 into 40,000; text that is not an amount is refused beside the
 * box and Pay waits; F2, a few letters and Enter add the first product found. In a form, "25k" in a money field is
 * refused beside the field and nothing is saved until it is an amount.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, bearer, login, newBarcode, pickOption, unique } from './helpers';
import { fillContactAndConsent } from './applications';

const API = '/api-spp/v1';

async function product(request: APIRequestContext, token: string, name: string, price: number) {
  const barcode = newBarcode('88');
  const res = await request.post(`${API}/products`, {
    headers: bearer(token),
    data: { code: `NUM-${barcode.slice(-8)}`, barcode, name, unit: 'piece', category: 'brakes', price },
  });
  expect(res.status(), await res.text()).toBe(201);
  const p = (await res.json()) as { id: number; barcode: string };
  const moved = await request.post(`${API}/stockMovements`, {
    headers: bearer(token),
    data: { date: '2026-11-20', product: p.id, type: 'in', quantity: 10, reason: 'Opening stock' },
  });
  expect(moved.status()).toBe(201);
  return { ...p, name };
}

const cash = (page: Page) => page.getByLabel('Cash received', { exact: true });
const pay = (page: Page) => page.getByRole('button', { name: /^Pay/ });

test('the cash box keeps what the cashier types: Backspace and select-all leave it empty, letters are refused', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'admin');
  const pad = await product(request, token, unique('Brake disc'), 3835);
  await login(page, 'sales', '/apps/pos');
  await expect(page.getByLabel('Scan barcode')).toBeFocused();
  await page.keyboard.type(pad.barcode);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Grand total', { exact: true })).toHaveText('฿3,835.00');
  await expect(page.getByText('Items: 1', { exact: true })).toBeVisible();

  // 5000, then Backspace four times: an empty box, not "0"; then 4000 is 4,000 and the change 165.00.
  await cash(page).click();
  await page.keyboard.type('5000');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace');
  await expect(cash(page)).toHaveValue('');
  await expect(pay(page)).toBeDisabled();
  await page.keyboard.type('4000');
  await expect(cash(page)).toHaveValue('4000');
  await expect(page.getByLabel('Change', { exact: true })).toHaveText('฿165.00');
  await expect(pay(page)).toBeEnabled();

  // Select-all and Backspace: empty again; 20000 is 20,000.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(cash(page)).toHaveValue('');
  await page.keyboard.type('20000');
  await expect(page.getByLabel('Change', { exact: true })).toHaveText('฿16,165.00');

  // "2O,OOO" with letter O: kept as typed, refused beside the box, Pay waits; no change is offered for it.
  await cash(page).fill('2O,OOO');
  await expect(cash(page)).toHaveValue('2O,OOO');
  await expect(page.getByRole('alert').filter({ hasText: 'Cash received must be a number' })).toBeVisible();
  await expect(cash(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(pay(page)).toBeDisabled();
  await page.keyboard.press('F9');
  await expect(page.getByTestId('pos-receipt')).toHaveCount(0);

  // More decimals than satang: refused, never rounded. A grouped amount reads as it is written.
  await cash(page).fill('4000.005');
  await expect(page.getByRole('alert').filter({ hasText: 'Cash received takes at most 2 decimal places' })).toBeVisible();
  await cash(page).fill('4,000.50');
  await cash(page).blur();
  await expect(cash(page)).toHaveValue('4,000.50');
  await expect(page.getByLabel('Change', { exact: true })).toHaveText('฿165.50');
  await expect(pay(page)).toBeEnabled();

  // A quantity that is not one is refused beside it and the sale waits; the line still counts 1.
  const qty = page.getByLabel(`Qty ${pad.name}`);
  await qty.fill('2x');
  await expect(page.getByRole('alert').filter({ hasText: 'Qty must be a number' })).toBeVisible();
  await expect(pay(page)).toBeDisabled();
  await qty.fill('1');
  await expect(pay(page)).toBeEnabled();
  await expect(page.getByLabel('Grand total', { exact: true })).toHaveText('฿3,835.00');
});

test('F2, a few letters and Enter add the first product found', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const name = unique('Wheel bearing');
  await product(request, token, name, 120);
  await login(page, 'sales', '/apps/pos');
  await expect(page.getByLabel('Scan barcode')).toBeFocused();
  await page.keyboard.press('F2');
  await expect(page.getByLabel('Find product')).toBeFocused();
  await page.keyboard.type(name);
  // The first result is highlighted once the results for what was typed are there; Enter adds it.
  await expect(page.locator('.ant-select-item-option-active')).toContainText(name);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-table-row', { hasText: name })).toBeVisible();
  await expect(page.getByLabel('Grand total', { exact: true })).toHaveText('฿120.00');
});

test('"25k" in a money field is refused beside it and nothing is saved until it is an amount', async ({ page, request }) => {
  const username = `applicant.${Date.now().toString(36)}`;
  const reg = await request.post(`${API}/auth/register`, {
    data: { fullName: 'Nida Money', username, email: `${username}@example.com`, password: 'secret123' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/0$/);

  await page.getByLabel('First name').fill('Nida');
  await page.getByLabel('Last name').fill('Money');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Phone', { exact: true }).fill('0812345678');
  await pickOption(page, page.getByLabel('Highest education'), "Bachelor's degree");
  await page.getByLabel('Position applied for').fill('Accountant');
  const salary = page.getByLabel('Expected salary');
  await salary.fill('25k');
  await fillContactAndConsent(page, { name: 'Somsri Money', relationship: 'Mother', phone: '0819876543' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Expected salary must be a number')).toBeVisible();
  await expect(salary).toHaveValue('25k');
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/0$/);
  const token = await apiToken(request, 'hr');
  const mine = async () =>
    (await (await request.get(`${API}/jobApplications?email=${username}@example.com`, { headers: bearer(token) })).json()) as {
      expectedSalary: number;
    }[];
  expect(await mine()).toHaveLength(0);

  await salary.fill('25,000');
  await expect(page.getByText('Expected salary must be a number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/\d+$/);
  await expect.poll(async () => (await mine()).map((a) => a.expectedSalary)).toEqual([25000]);
});
