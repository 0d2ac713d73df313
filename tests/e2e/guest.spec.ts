import { expect, test, type Page } from '@playwright/test';
import { login, pickOption, unique } from './helpers';

/** What an application cannot be sent without besides the applicant's details: an emergency contact and the consent. */
async function fillContactAndConsent(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Emergency contacts & references' }).click();
  const contacts = page.locator('#field-emergencyContacts');
  await contacts.getByLabel('Name 1', { exact: true }).fill('Somsri Srisuk');
  // From the page, as pickOption finds the select around it there: the references table has no row yet.
  await pickOption(page, page.getByLabel('Relationship 1', { exact: true }), 'Mother');
  await contacts.getByLabel('Phone 1', { exact: true }).fill('0819876543');
  await page.getByRole('switch', { name: /I certify that the information in this application is true/ }).click();
  const date = page.getByLabel('Date of consent', { exact: true });
  await date.fill('2026-11-20');
  await date.press('Enter');
  await expect(date).toHaveValue('2026-11-20');
}

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
  await fillContactAndConsent(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/\d+$/);
  await expect(page.getByText(position)).toBeVisible();
  await expect(page.getByText(/Malee/).first()).toBeVisible();
});
