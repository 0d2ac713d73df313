import { expect, test } from './fixtures';
import { clickInPopup, login, unique } from './helpers';

test('admin creates, edits and deletes a supplier, seeing required-field errors first', async ({ page }) => {
  await login(page, 'admin', '/apps/purchase/suppliers');
  await expect(page.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/apps\/purchase\/suppliers\/create$/);

  // Saving the empty form shows every required field's message beside it, and stays on the form.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Tax ID is required')).toBeVisible();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);

  // A bad tax id is explained by the schema's own message.
  const name = unique('Siam Parts');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Tax ID').fill('12345');
  await page.getByLabel('Address').fill('99 Rama IV Road, Bangkok 10500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax ID must be 13 digits')).toBeVisible();
  const taxId = String(Date.now()).padStart(13, '7').slice(-13);
  await page.getByLabel('Tax ID').fill(taxId);
  await page.getByRole('button', { name: 'Save' }).click();

  // The show page has the server-assigned code.
  await expect(page).toHaveURL(/\/apps\/purchase\/suppliers\/\d+$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText(/SUP-\d{5}/).first()).toBeVisible();

  // Edit the name.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  const renamed = `${name} Co., Ltd.`;
  await page.getByLabel('Name').fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/purchase\/suppliers\/\d+$/);
  await expect(page.getByText(renamed).first()).toBeVisible();

  // Delete it, confirming, and it is gone from a search of the list.
  await page.getByRole('button', { name: 'Delete' }).click();
  await clickInPopup(page.getByRole('tooltip').getByRole('button', { name: 'Delete' }));
  await expect(page).toHaveURL(/\/apps\/purchase\/suppliers(\?.*)?$/);
  await page.getByPlaceholder('Search').fill(renamed);
  await expect(page.getByText('No data').or(page.getByText('No records'))).toBeVisible();
});
