/**
 * Purchasing: a purchase order made from an approved purchase request (the create-from dialog itself is
 * covered in comments-createfrom.spec.ts) receives its goods in two parts on the edit form: partially
 * received, then received, each step in the trail; past "open" the ordered quantities are read-only.
 */
import { expect, test } from './fixtures';
import { api, apiToken, login, tokenOf, unique } from './helpers';

type Json = Record<string, unknown>;

test('a purchase order from an approved request receives its goods in two parts and ends received', async ({ page, request }) => {
  await login(page, 'admin');
  const token = await tokenOf(page);
  const [supplier] = await api<Json[]>(request, token, 'get', 'suppliers?_start=0&_end=1');
  const pr = await api(request, token, 'post', 'purchaseRequests', {
    title: unique('Toner for floor 3'),
    department: 'it',
    supplier: supplier!.id,
    neededBy: '2030-01-31',
    items: [
      { description: 'Toner HP 26A', qty: 10, unitPrice: 2450.5 },
      { description: 'Paper A4 80g', qty: 4, unitPrice: 115 },
    ],
  });
  await api(request, token, 'post', `purchaseRequests/${pr.id}/actions/submit`);
  // Approved by HR: its author (the administrator) may not approve it (segregation of duties).
  await api(request, await apiToken(request, 'hr'), 'post', `purchaseRequests/${pr.id}/actions/approve`);
  const po = await api(request, token, 'post', `purchaseOrders/from/purchaseRequests/${pr.id}`, { orderDate: '2026-11-25' });
  expect(po.status).toBe('open');

  await page.goto(`/apps/purchase/po/${po.id}`);
  await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Received 1').fill('6');
  await page.getByLabel('Received 2').fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/purchase/po/${po.id}$`));
  await expect(page.getByText('Partially received', { exact: true }).first()).toBeVisible();

  // The second delivery: the ordered quantities are fixed now, the received ones are not.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Qty 1')).toBeDisabled();
  await page.getByLabel('Received 1').fill('11');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A line cannot receive more than was ordered')).toBeVisible();
  await page.getByLabel('Received 1').fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/purchase/po/${po.id}$`));
  await expect(page.getByText('Received', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByText('Goods partly received').first()).toBeVisible();
  await expect(page.getByText('All goods received').first()).toBeVisible();
  expect((await api(request, token, 'get', `purchaseOrders/${po.id}`)).status).toBe('received');
});
