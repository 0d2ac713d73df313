/**
 * The pages and the header of issue 12 (../shared/spec/staff-app-spec.md §2, §6, §8): /register then signing in as the new guest;
 * the header's search (Ctrl+K) finding a supplier by name and opening it, and never a record the reader may not
 * list; the 404 inside the layout when signed in (menu kept, readable in dark mode) and blank when signed out;
 * /second-page and /dialogsBC with keyboard-usable dialogs; a shortcut that survives a reload. Screenshots with
 * E2E_SHOTS=<folder>.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, clickInPopup, login, tokenOf, unique } from './helpers';

const API = '/api-spp/v1';
const SHOTS = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [suffix, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a visitor registers, lands on the job application as a Guest, and the username is then taken', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await shoot(page, 'register-en');

  const username = unique('new.guest').replace(/\s+/g, '.');
  // The rules beside the fields, then the form's own checks before anything is sent.
  await expect(page.getByText('At least 8 characters, with at least one letter and one digit.')).toBeVisible();
  await page.getByLabel('Full name').fill('Malee Srisuk');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill('malee.s@example.com');
  await page.getByLabel('Password', { exact: true }).fill('letters-only');
  await page.getByLabel('Confirm password').fill('letters-only2');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 8 characters with a letter and a digit')).toBeVisible();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/0$/);
  await expect(page.getByTestId('user-menu')).toContainText('Malee Srisuk');
  const token = await tokenOf(page);
  const me = await request.get(`${API}/auth/me`, { headers: bearer(token) });
  expect(((await me.json()) as { data: { role: string; username: string } }).data).toMatchObject({ role: 'Guest', username });

  // Signed in, /register sends the guest back to the root (and so to the application).
  await page.goto('/register');
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/0$/);

  // The same username again, in any case: 409 on the field; a role asked for is ignored.
  const again = await request.post(`${API}/auth/register`, {
    data: { fullName: 'Someone Else', username: username.toUpperCase(), email: 'x@example.com', password: 'secret123' },
  });
  expect(again.status()).toBe(409);
  const other = await request.post(`${API}/auth/register`, {
    data: { fullName: 'Would Be Admin', username: `${username}.2`, email: 'y@example.com', password: 'secret123', role: 'Admin' },
  });
  expect(other.status()).toBe(201);
  expect(((await other.json()) as { data: { role: string } }).data.role).toBe('Guest');
});

test('the register page and its rules in Thai, French and Arabic', async ({ page }) => {
  await page.goto('/register');
  for (const [code, title, dir] of [
    ['TH', 'สร้างบัญชีผู้ใช้', 'ltr'],
    ['FR', 'Créer un compte', 'ltr'],
    ['AR', 'إنشاء حساب', 'rtl'],
  ] as const) {
    await page.getByText(code, { exact: true }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    if (code === 'TH') await shoot(page, 'register-th');
  }
  await page.getByText('EN', { exact: true }).click();
});

test('Ctrl+K finds a supplier by name and opens it; staff never finds what staff may not list', async ({ page, request }) => {
  await login(page, 'staff');
  const token = await tokenOf(page);
  const suppliers = (await (await request.get(`${API}/suppliers?_start=5&_end=6`, { headers: bearer(token) })).json()) as {
    id: number;
    name: string;
  }[];
  const supplier = suppliers[0]!;

  await expect(page.getByTestId('header-search')).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search screens and records' });
  await expect(box).toBeFocused();
  await box.fill(supplier.name);
  const option = page.getByRole('option', {
    name: new RegExp(`^${supplier.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*Suppliers$`),
  });
  await expect(option).toBeVisible();
  await shoot(page, 'search-en');
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/apps/purchase/suppliers/${supplier.id}$`));
  await expect(page.getByText(supplier.name).first()).toBeVisible();

  // Screens too, by their menu label: Enter opens the first.
  await page.getByTestId('header-search').click();
  await page.getByRole('combobox', { name: 'Search screens and records' }).fill('Suppliers');
  await expect(page.getByRole('option', { name: /^Suppliers.*Screens$/ })).toBeVisible();
  await page.keyboard.press('Enter');
  // The list, bare or once it has written its page and sort into the address (it does so as soon as it is drawn).
  await expect(page).toHaveURL(/\/apps\/purchase\/suppliers(\?|$)/);
  // Closing gives the focus back to the button that opened the search.
  await page.getByTestId('header-search').click();
  await expect(page.getByRole('combobox', { name: 'Search screens and records' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Search screens and records' })).toBeHidden();
  await expect(page.getByTestId('header-search')).toBeFocused();

  // The access rules are the Admin's alone: the admin's search finds one by its text, staff's does not.
  const admin = await request.post(`${API}/auth/login`, { data: { username: 'admin', password: 'admin1234' } });
  const adminToken = ((await admin.json()) as { data: { accessToken: string } }).data.accessToken;
  const rules = (await (await request.get(`${API}/accessRules?_start=0&_end=1`, { headers: bearer(adminToken) })).json()) as {
    reason: string;
  }[];
  const text = rules[0]!.reason.slice(0, 8);
  const groups = async (t: string) =>
    (
      (await (await request.get(`${API}/search?q=${encodeURIComponent(text)}`, { headers: bearer(t) })).json()) as {
        data: { resource: string }[];
      }
    ).data.map((g) => g.resource);
  expect(await groups(adminToken)).toContain('accessRules');
  expect(await groups(token)).not.toContain('accessRules');
  expect(
    (await request.get(`${API}/accessRules?reason_like=${encodeURIComponent(text)}`, { headers: bearer(token) })).status(),
  ).toBe(403);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search screens and records' }).fill(text);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Nothing found|Showing the first/ })
      .or(page.getByRole('option').first()),
  ).toBeVisible();
  await expect(page.getByRole('option', { name: /Access (control|rules)/i })).toHaveCount(0);
});

test('an unknown route: the 404 inside the layout when signed in (also dark), blank when signed out', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page /no/such/page does not exist.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await shoot(page, 'not-found-signed-out');

  // Signed out, an unknown route is the blank 404 (above), not the sign-in: sign in first, then open it.
  await login(page, 'hr');
  await page.goto('/apps/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('menu').first()).toBeVisible();
  await shoot(page, 'not-found-signed-in');

  // Dark: the title reads light on the dark page.
  await page.getByRole('button', { name: /^Theme/ }).click();
  await clickInPopup(page.getByRole('menuitem', { name: 'Dark' }));
  const heading = page.getByRole('heading', { name: 'Page not found' });
  const light = await heading.evaluate((el) => {
    const [r, g, b] = getComputedStyle(el).color.match(/\d+/g)!.map(Number);
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
  });
  expect(light).toBeGreaterThan(0.6);
  await shoot(page, 'not-found-dark');
  await page.getByRole('button', { name: /^Theme/ }).click();
  await clickInPopup(page.getByRole('menuitem', { name: 'Light' }));

  // Not authorized: inside the layout too.
  await page.goto('/not-authorized');
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('/pages/errors/500');
  await expect(page.getByRole('heading', { name: 'Something went wrong on our side' })).toBeVisible();
});

test('the second page and the dialogs screen: dialogs by keyboard, focus kept inside and given back', async ({ page }) => {
  await login(page, 'sales', '/second-page');
  await expect(page.getByRole('heading', { name: 'Second page' })).toBeVisible();
  await page.goto('/dialogsBC');
  await expect(page.getByRole('heading', { name: 'Dialogs', exact: true })).toBeVisible();
  await shoot(page, 'dialogs-en');

  // A form in a dialog: the first field has the focus; Tab stays inside; an empty subject is refused.
  const ask = page.getByRole('button', { name: 'Ask IT support' });
  await ask.click();
  const dialog = page.getByRole('dialog', { name: 'Ask IT support' });
  await expect(dialog.getByLabel('Subject')).toBeFocused();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Enter a subject')).toBeVisible();
  await dialog.getByLabel('Subject').fill('Printer on floor 3');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Last result: sent "Printer on floor 3"' })).toBeVisible();
  await expect(ask).toBeFocused();

  // A confirmation: the safe choice has the focus; Esc keeps the draft.
  const del = page.getByRole('button', { name: 'Delete a draft' });
  await del.click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: 'the draft was kept' })).toBeVisible();

  // Full screen on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Read the IT policy' }).click();
  const full = page.getByRole('dialog', { name: 'IT asset policy' });
  // Once its opening animation is over, it fills the phone's screen.
  await expect.poll(async () => (await full.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(388);
  await expect.poll(async () => (await full.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(840);
  await page.getByRole('button', { name: 'I have read it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'IT policy read' })).toBeVisible();
});

test('a shortcut added to the header survives a reload; the user menu has profile and preferences', async ({ page }) => {
  await login(page, 'staff', '/apps/purchase/suppliers');
  await page.getByTestId('shortcuts').click();
  await clickInPopup(page.getByRole('menuitem', { name: 'Add this screen' }));
  await page.goto('/second-page');
  await page.reload();
  await page.getByTestId('shortcuts').click();
  await clickInPopup(page.getByRole('menuitem', { name: 'Suppliers' }));
  await expect(page).toHaveURL(/\/apps\/purchase\/suppliers(\?.*)?$/);
  await page.getByTestId('shortcuts').click();
  await expect(page.getByRole('menuitem', { name: 'Remove this screen' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The user menu: name as its accessible name; the own profile opens the own employee record.
  const menu = page.getByRole('button', { name: 'วิชัย ศรีสุข' });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Preferences' })).toBeVisible();
  await clickInPopup(page.getByRole('menuitem', { name: 'My profile' }));
  await expect(page).toHaveURL(/\/apps\/employees\/\d+$/);
  await expect(page.getByText('วิชัย ศรีสุข').first()).toBeVisible();
});
