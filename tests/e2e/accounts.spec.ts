/**
 * Issue 38, accounts and sessions, as people use them. Every account here is a throwaway one the Admin opens through
 * the API (POST users, then a one-time code): no demo user's password or sessions are touched.
 *
 * - A new hire signs in with the one-time code, is held on the page that asks for their own password (the rule said
 *   beside the field as they type), lands home, changes the password again on the account page (a wrong current one
 *   refused beside its field), signs out (the token is refused from then on) and signs in with the new password.
 * - HR records a leaver's resignation while the leaver's browser is open: the leaver's next step sends them to sign
 *   in, told why, and signing in again is refused with the same clear message.
 * - A session signed out from another device: that device's next page asks to sign in again, says why, and the order
 *   draft saved there is still offered after signing in (drafts are kept on the server per user, as before).
 * - An Admin issues a one-time code on the account's page: shown once, with its expiry; it signs in to the password
 *   page only, which offers signing out.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, apiToken, bearer, clickInPopup, login, tokenOf, unique } from './helpers';

const FIRST_PASSWORD = 'violet-harbour-lantern-42';
const SECOND_PASSWORD = 'copper-meadow-falcon-97';

interface Account {
  id: number;
  username: string;
}

/** A username no other run uses: letters, digits and dots (the users schema's pattern). */
const username = (prefix: string): string => unique(prefix).replace(/\s+/g, '.').toLowerCase();

/** A throwaway employee record (the person an account belongs to), made by the Admin. */
async function newEmployee(request: APIRequestContext, firstName: string): Promise<{ id: number; empCode: string }> {
  const admin = await apiToken(request, 'admin');
  return api<{ id: number; empCode: string }>(request, admin, 'post', 'employees', {
    firstName,
    lastName: unique('Tester').replace(/\s+/g, ''),
    email: `${username(firstName)}@example.com`,
    department: 'it',
    position: 'Clerk',
    employmentStatus: 'permanent',
    startDate: '2025-01-06',
  });
}

/** An account opened by the Admin, and the one-time code to sign in with. */
async function openAccount(
  request: APIRequestContext,
  fields: { role: 'Staff' | 'Sales'; fullName: string; employeeId?: number },
): Promise<Account & { code: string }> {
  const admin = await apiToken(request, 'admin');
  const account = await api<Account>(request, admin, 'post', 'users', { username: username('e2e.acc'), active: true, ...fields });
  const issued = await api<{ data: { code: string; expiresAt: string } }>(
    request,
    admin,
    'post',
    `auth/accounts/${account.id}/code`,
  );
  expect(Date.parse(issued.data.expiresAt)).toBeGreaterThan(Date.now());
  return { ...account, code: issued.data.code };
}

/** The account's own password chosen through the API (signed in with the code, then POST auth/password). */
async function choosePassword(request: APIRequestContext, account: Account & { code: string }, password: string): Promise<void> {
  const res = await request.post('/api-spp/v1/auth/login', { data: { username: account.username, password: account.code } });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  await api(request, token, 'post', 'auth/password', { currentPassword: account.code, newPassword: password });
  await api(request, token, 'post', 'auth/logout');
}

async function signIn(page: Page, name: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function openAccountPage(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await clickInPopup(page.getByRole('menuitem', { name: 'Password and sessions' }));
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Password and sessions' })).toBeVisible();
}

test('a new hire signs in with a one-time code, chooses a password, changes it on the account page and signs in with it', async ({
  page,
  request,
  consoleWatch,
}) => {
  consoleWatch.allow(
    /status of 400 \(Bad Request\) \(\/api-spp\/v1\/auth\/password/,
    'a wrong current password is sent on purpose',
  );
  consoleWatch.allow(/status of 401 \(Unauthorized\) \(\/api-spp\/v1\/auth\/login/, 'the replaced password is tried on purpose');
  const account = await openAccount(request, { role: 'Staff', fullName: 'Kanya Srisuk' });

  // Signed in with the code: held on the password page, whatever page was asked for.
  await page.goto('/apps/memo/memo');
  await expect(page).toHaveURL(/\/login\?to=/);
  await signIn(page, account.username, account.code);
  await expect(page).toHaveURL(/\/password\?to=%2Fapps%2Fmemo%2Fmemo$/);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.goto('/apps/announce');
  await expect(page).toHaveURL(/\/password\?to=%2Fapps%2Fannounce$/);

  // The rule beside the field as it is typed: too short, then the person's own name.
  const fresh = page.getByLabel('New password', { exact: true });
  await fresh.fill('short');
  await expect(page.getByText('A password is 10 to 128 characters long')).toBeVisible();
  await fresh.fill('kanya-river-2031');
  await expect(page.getByText('A password must not contain your username or your name')).toBeVisible();
  await page.getByLabel('One-time code or current password').fill(account.code);
  await fresh.fill(FIRST_PASSWORD);
  await page.getByLabel('Confirm the new password').fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Your password is saved')).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/announce(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();

  // The account page: this device among the sessions; a wrong current password is refused beside its field.
  await openAccountPage(page);
  await expect(page.getByRole('row').filter({ hasText: 'This device' })).toHaveCount(1);
  await page.getByLabel('Current password').fill('not-my-password-at-all');
  await page.getByLabel('New password', { exact: true }).fill(SECOND_PASSWORD);
  await page.getByLabel('Confirm the new password').fill(SECOND_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not right')).toBeVisible();
  await page.getByLabel('Current password').fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. Your other sessions were signed out.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // Signing out ends the session on the server: its token is refused from then on.
  const token = await tokenOf(page);
  await page.getByTestId('user-menu').click();
  await clickInPopup(page.getByRole('menuitem', { name: 'Logout' }));
  await expect(page).toHaveURL(/\/login/);
  const after = await request.get('/api-spp/v1/auth/me', { headers: bearer(token) });
  expect(after.status()).toBe(401);

  // The replaced password no longer signs in; the new one does, in the tab just signed out.
  await signIn(page, account.username, FIRST_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  await signIn(page, account.username, SECOND_PASSWORD);
  await expect(page).toHaveURL(/\/apps\/announce(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
});

test('HR records a leaver’s resignation while the leaver’s browser is open: the leaver is sent to sign in and refused', async ({
  page,
  request,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 401 \(Unauthorized\) \(\/api-spp\/v1\//, "the leaver's session is refused on purpose");
  consoleWatch.allow(/status of 403 \(Forbidden\) \(\/api-spp\/v1\/auth\/login/, 'the leaver signs in again on purpose');
  const hr = await apiToken(request, 'hr');
  const employee = await newEmployee(request, 'Anong');
  const account = await openAccount(request, { role: 'Staff', fullName: 'Anong Leaver', employeeId: employee.id });
  await choosePassword(request, account, FIRST_PASSWORD);

  // The leaver works in the app.
  await page.goto('/login');
  await signIn(page, account.username, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/apps\/announce(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();

  // HR, elsewhere, records the resignation.
  await api(request, hr, 'patch', `employees/${employee.id}`, { employmentStatus: 'resigned' });

  // The leaver's next page (its several requests each refused as the account's, not as an ended session): sent to
  // sign in, told why.
  await page.goto('/apps/memo/memo');
  await expect(page).toHaveURL(/\/login\?to=%2Fapps%2Fmemo%2Fmemo$/);
  await expect(page.getByText('This account is disabled: ask an administrator')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();

  // Signing in again: refused, with the same clear message beside the form.
  await signIn(page, account.username, FIRST_PASSWORD);
  await expect(page.locator('.ant-alert').filter({ hasText: 'This account is disabled: ask an administrator' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a session signed out from another device asks to sign in again there, and the draft saved there is still offered', async ({
  page,
  browser,
  request,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 401 \(Unauthorized\) \(\/api-spp\/v1\//, "the other device's session is refused on purpose");
  // A salesperson of their own: the order form (the one that keeps drafts) needs the OrderManual Create grant.
  const admin = await apiToken(request, 'admin');
  const employee = await newEmployee(request, 'Preeya');
  const account = await openAccount(request, { role: 'Sales', fullName: 'Preeya Twodevices', employeeId: employee.id });
  await choosePassword(request, account, FIRST_PASSWORD);
  await api(request, admin, 'post', 'permissions', { docType: 'OrderManual', action: 'Create', empCode: employee.empCode });
  try {
    // The other device: an order started and saved as a draft.
    const other = await (await browser.newContext()).newPage();
    await other.goto('/apps/order/order/create');
    await signIn(other, account.username, FIRST_PASSWORD);
    await expect(other).toHaveURL(/\/apps\/order\/order\/create$/);
    const customer = unique('Khun Twodevices');
    await other.getByLabel('Customer', { exact: true }).fill(customer);
    await other.getByRole('button', { name: 'Save draft' }).click();
    await expect(other.getByText('Draft saved')).toBeVisible();

    // This device: both sessions listed; the others signed out.
    await page.goto('/login');
    await signIn(page, account.username, FIRST_PASSWORD);
    await expect(page).toHaveURL(/\/apps\/announce(\?.*)?$/);
    await openAccountPage(page);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(page.getByText('Other sessions signed out: 1')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('No other session is open.')).toBeVisible();

    // The other device's next page: sign in again, told why; the saved draft is offered once signed in.
    await other.bringToFront();
    await other.goto('/apps/order/order/create');
    await expect(other).toHaveURL(/\/login\?to=%2Fapps%2Forder%2Forder%2Fcreate$/);
    await expect(other.getByText('Your session was signed out. Please sign in again.')).toBeVisible();
    await signIn(other, account.username, FIRST_PASSWORD);
    await expect(other).toHaveURL(/\/apps\/order\/order\/create$/);
    const confirm = other.getByRole('dialog').filter({ hasText: 'Load the saved draft?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(customer);
    await confirm.getByRole('button', { name: 'Load draft' }).click();
    await expect(other.getByLabel('Customer', { exact: true })).toHaveValue(customer);
    await page.bringToFront();
  } finally {
    await request.delete(`/api-spp/v1/permissions/OrderManual/Create/${encodeURIComponent(employee.empCode)}`, {
      headers: bearer(admin),
    });
  }
});

test('an Admin issues a one-time code on the account’s page: shown once, it signs in to the password page only', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiToken(request, 'admin');
  const account = await api<Account>(request, admin, 'post', 'users', {
    username: username('e2e.code'),
    fullName: 'Somchai Newhire',
    role: 'Staff',
    active: true,
  });

  await login(page, 'admin', `/apps/master/users/${account.id}`);
  await page.getByRole('button', { name: 'Issue a one-time sign-in code' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Issue a one-time sign-in code for ${account.username}?` });
  await expect(confirm).toContainText('Every session of this account is signed out.');
  await confirm.getByRole('button', { name: 'Issue the code' }).click();
  const shown = page.getByRole('dialog').filter({ hasText: `One-time sign-in code for ${account.username}` });
  await expect(shown).toContainText('This code is shown only once: nobody can read it again.');
  await expect(shown).toContainText(/Valid until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const code = (await shown.getByTestId('one-time-code').textContent())!.trim();
  expect(code.length).toBeGreaterThanOrEqual(8);
  await shown.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('one-time-code')).toHaveCount(0);

  // The new hire, starting on the login page: the code leads to the password page, which offers only that and
  // signing out.
  const newHire = await (await browser.newContext()).newPage();
  await newHire.goto('/login');
  await signIn(newHire, account.username, code);
  await expect(newHire).toHaveURL(/\/password$/);
  await expect(newHire.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expect(newHire.getByTestId('user-menu')).toHaveCount(0);
  await newHire.getByRole('button', { name: 'Sign out' }).click();
  await expect(newHire).toHaveURL(/\/login$/);
  await newHire.goto('/password');
  await expect(newHire).toHaveURL(/\/login$/);
});
