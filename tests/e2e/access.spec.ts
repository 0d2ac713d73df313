import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('staff cannot open the order screens; the API agrees', async ({ page, request }) => {
  await login(page, 'staff');
  await page.goto('/apps/order/order/create');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await expect(page.getByText('You are not authorized')).toBeVisible();
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'accessToken')!.value);
  const answer = await request.get('/api-spp/v1/orders', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
  expect((await answer.json()).message).toMatch(/OrderManual Create/);
});

test('sales can open the order create screen', async ({ page }) => {
  await login(page, 'sales');
  await page.goto('/apps/order/order/create');
  await expect(page.getByText('Create Order')).toBeVisible();
});

test('staff sees the employee list but cannot create or edit employees', async ({ page }) => {
  await login(page, 'staff');
  await page.goto('/apps/employees');
  await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await expect(page.locator('tbody tr.ant-table-row').first().getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test('the API refuses requests without a valid token', async ({ request }) => {
  const none = await request.get('/api-spp/v1/suppliers');
  expect(none.status()).toBe(401);
  const bad = await request.get('/api-spp/v1/suppliers', { headers: { Authorization: 'Bearer nope' } });
  expect(bad.status()).toBe(401);
});
