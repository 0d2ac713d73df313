import { expect, test } from './fixtures';
import { login, logout, USERS } from './helpers';

test.describe('sign-in and landing by role', () => {
  for (const who of ['admin', 'hr', 'staff', 'sales'] as const) {
    test(`${who} lands on the announcements`, async ({ page }) => {
      await login(page, who);
      await expect(page).toHaveURL(/\/apps\/announce(\?.*)?$/);
      await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
    });
  }

  test('guest lands on the job application with id 0', async ({ page }) => {
    await login(page, 'guest');
    await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/0$/);
  });

  test('wrong credentials are refused with a clear message', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 401 \(Unauthorized\) \(\/api-spp\/v1\/auth\/login/, 'the wrong password is sent on purpose');
    await page.goto('/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a protected page without a session goes to login and back after signing in', async ({ page }) => {
    await page.goto('/apps/purchase/suppliers');
    await expect(page).toHaveURL(/\/login\?to=%2Fapps%2Fpurchase%2Fsuppliers/);
    await page.getByLabel('Username').fill(USERS.admin.username);
    await page.getByLabel('Password').fill(USERS.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/apps\/purchase\/suppliers(\?.*)?$/);
  });

  test('an expired token clears the session and shows the expiry toast', async ({ page, context }) => {
    await login(page, 'staff');
    // A syntactically valid token whose exp lies in the past.
    const payload = Buffer.from(JSON.stringify({ exp: 1_000_000, data: {} })).toString('base64url');
    await context.addCookies([{ name: 'accessToken', value: `e30.${payload}.sig`, url: page.url() }]);
    await page.goto('/apps/memo/memo');
    await expect(page).toHaveURL(/\/login\?to=%2Fapps%2Fmemo%2Fmemo/);
    await expect(page.getByText('Your token has expired')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });

  test('logout returns to login and the login page is then only for signed-out users', async ({ page }) => {
    await login(page, 'hr');
    await logout(page);
    await page.goto('/apps/announce');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a signed-in user opening /login goes back to the app', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/apps\/announce(\?.*)?$/);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});
