import { expect, test } from './fixtures';
import { login, logout, openMenuArea } from './helpers';

test('a stored app version other than 1.0.3 logs the user out with the new-version notice', async ({ page }) => {
  await login(page, 'staff');
  // As if an older build had stored its version: set before the app's scripts run on the next load.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('old-version-set')) return;
    sessionStorage.setItem('old-version-set', '1');
    localStorage.setItem('app_version', '1.0.2');
  });
  await page.goto('/apps/memo/memo');
  await expect(page.getByText('New version available')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
});

test('logging out in one tab sends the other tab to the login page', async ({ context }) => {
  const first = await context.newPage();
  await login(first, 'hr');
  const second = await context.newPage();
  // Chromium throttles timers in a background tab; look at the tab we are checking, as a user would.
  await second.bringToFront();
  await second.goto('/apps/employees');
  await expect(second.getByRole('heading', { name: 'Employees' })).toBeVisible();
  await first.bringToFront();
  // The first tab caught up while in the background; let it finish rendering, as a user would look first.
  await expect(first.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await logout(first);
  await second.bringToFront();
  await expect(second).toHaveURL(/\/login/);
});

test('logging in in one tab moves the other tab from the login page to where it was going', async ({ context }) => {
  const waiting = await context.newPage();
  await waiting.goto('/apps/ticket');
  await expect(waiting).toHaveURL(/\/login\?to=%2Fapps%2Fticket/);
  const other = await context.newPage();
  await login(other, 'admin');
  await waiting.bringToFront();
  await expect(waiting).toHaveURL(/\/apps\/ticket(\?.*)?$/);
  await expect(waiting.getByRole('heading', { name: 'Tickets' })).toBeVisible();
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await login(page, 'admin', '/apps/ticket/create');
  await expect(page.getByText('Create Ticket')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.getByLabel('Subject').fill('Printer jams on floor 2');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await openMenuArea(page, /Communication/);
  await page.getByRole('menuitem', { name: 'Announcements' }).click();
  await expect.poll(() => asked).toContain('unsaved changes');
  await expect(page).toHaveURL(/\/apps\/ticket\/create$/);
  await expect(page.getByLabel('Subject')).toHaveValue('Printer jams on floor 2');
});
