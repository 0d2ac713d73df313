import { expect, test } from './fixtures';
import { fillContactAndConsent } from './applications';
import { login, unique } from './helpers';

test('a guest applies for a job from their landing page and sees the application they sent', async ({ page }) => {
  await login(page, 'guest');
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/0$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();

  const position = unique('Accounting officer');
  await page.getByLabel('First name').fill('Malee');
  await page.getByLabel('Last name').fill('Srisuk');
  await page.getByLabel('Email').fill('malee.s@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('0812345678');
  await page
    .locator('.ant-select')
    .filter({ has: page.getByLabel('Highest education') })
    .click();
  await page.locator('.ant-select-dropdown:visible').getByText("Bachelor's degree", { exact: true }).click();
  await page.getByLabel('Position applied for').fill(position);
  await fillContactAndConsent(page, { name: 'Somsri Srisuk', relationship: 'Mother', phone: '0819876543' });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/\d+$/);
  await expect(page.getByText(position)).toBeVisible();
  await expect(page.getByText(/Malee/).first()).toBeVisible();
});
