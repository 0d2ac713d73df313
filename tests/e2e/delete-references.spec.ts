/**
 * A supplier that a purchase request uses cannot be deleted (issue 11, onDelete "restrict"): the list's
 * and the show page's delete buttons show the server's "Used by 1 purchase request", and it stays.
 */
import { expect, test } from './fixtures';
import { bearer, clickInPopup, login, tokenOf, unique } from './helpers';

const API = '/api-spp/v1';

test('admin cannot delete a supplier a purchase request uses, and is told why', async ({ consoleWatch, page, request }) => {
  consoleWatch.allow(
    /status of 409 \(Conflict\) \(\/api-spp\/v1\/suppliers\/\d+:/,
    'deleting a supplier in use is refused on purpose',
  );
  await login(page, 'admin');
  const token = await tokenOf(page);

  // A supplier of its own, and a purchase request naming it (the seed guarantees no such pair).
  const name = unique('Used Supplier');
  const made = await request.post(`${API}/suppliers`, {
    headers: bearer(token),
    data: { name, taxId: String(Date.now()).padStart(13, '3').slice(-13), address: '1 Silom Road, Bangkok 10500' },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const pr = await request.post(`${API}/purchaseRequests`, {
    headers: bearer(token),
    data: {
      title: unique('Paper for'),
      department: 'it',
      supplier: id,
      neededBy: '2030-01-31',
      items: [{ description: 'A4 paper', qty: 2, unitPrice: 120 }],
    },
  });
  expect(pr.status()).toBe(201);

  // From the list: the row's delete, confirmed, is refused with the reason, and the row stays.
  await page.goto('/apps/purchase/suppliers');
  await page.getByPlaceholder('Search').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete' }).click();
  await clickInPopup(page.getByRole('tooltip').getByRole('button', { name: 'Delete' }));
  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Used by 1 purchase request' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Could not delete the supplier');
  await expect(row).toHaveCount(1);

  // From the show page: the same, and the page stays on the record.
  await page.goto(`/apps/purchase/suppliers/${id}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await clickInPopup(page.getByRole('tooltip').getByRole('button', { name: 'Delete' }));
  await expect(page.getByText('Used by 1 purchase request')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/apps/purchase/suppliers/${id}$`));

  // And the server kept it.
  expect((await request.get(`${API}/suppliers/${id}`, { headers: bearer(token) })).status()).toBe(200);
});
