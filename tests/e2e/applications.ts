/** For the job application flows: the parts an application cannot be sent without besides the applicant's details. */
import { expect, type Page } from '@playwright/test';
import { pickOption } from './helpers';

/** Fills the first emergency contact and gives the consent with its date, on the application form. */
export async function fillContactAndConsent(
  page: Page,
  contact: { name: string; relationship: string; phone: string },
): Promise<void> {
  await page.getByRole('tab', { name: 'Emergency contacts & references' }).click();
  const contacts = page.locator('#field-emergencyContacts');
  await contacts.getByLabel('Name 1', { exact: true }).fill(contact.name);
  // From the page, as pickOption finds the select around it there: the references table has no row yet.
  await pickOption(page, page.getByLabel('Relationship 1', { exact: true }), contact.relationship);
  await contacts.getByLabel('Phone 1', { exact: true }).fill(contact.phone);
  await page.getByRole('switch', { name: /I certify that the information in this application is true/ }).click();
  const date = page.getByLabel('Date of consent', { exact: true });
  await date.fill('2026-11-20');
  await date.press('Enter');
  await expect(date).toHaveValue('20/11/2026');
}
