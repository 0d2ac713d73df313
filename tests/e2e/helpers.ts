import { expect, request, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

export const USERS = {
  admin: { username: 'admin', password: 'admin1234' },
  hr: { username: 'hr', password: 'hr1234' },
  staff: { username: 'staff', password: 'staff1234' },
  sales: { username: 'sales', password: 'sales1234' },
  guest: { username: 'guest', password: 'guest1234' },
} as const;
export type DemoUser = keyof typeof USERS;

/**
 * Signs in through the login form, as a user would, and waits until the app has taken the user to their landing
 * screen and that screen has settled its URL: a navigation the test makes next is then never undone.
 *
 * With `path`, the user first opens that page signed out, is sent to sign in, and is taken back to it: the screen
 * under test opens without drawing the landing screen first (a third of a sign-in's time).
 */
export async function login(page: Page, who: DemoUser, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(USERS[who].username);
  await page.getByLabel('Password').fill(USERS[who].password);
  await page.getByRole('button', { name: 'Login' }).click();
  await landed(page);
}

/**
 * Waits until a signed-in page has left the root and the login page and its screen has settled its URL. Staff land
 * on the announcements list, which then writes its page and sort into the URL (Refine's syncWithLocation: a replace
 * made with the location the list rendered at). A navigation the test makes before that write would be undone by it,
 * so the write is awaited.
 */
async function landed(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/login'));
  if (new URL(page.url()).pathname === '/apps/announce') await expect(page).toHaveURL(/[?&]pageSize=/);
}

/**
 * Clicks an item of a pop-up (a dropdown menu, a select's options) once the pop-up stands where it opens.
 * Ant Design renders a pop-up off-screen (-1000vw, -1000vh) until it has measured its place; an element
 * there already counts as visible and stable, so a click in that moment scrolled the page and missed.
 */
export async function clickInPopup(item: Locator): Promise<void> {
  await expect(item).toBeInViewport();
  await item.click();
}

/**
 * Opens an area of the side menu and waits until it has finished opening: an item clicked while its group
 * still unfolds is hit at the place it is leaving.
 */
export async function openMenuArea(page: Page, area: string | RegExp): Promise<void> {
  await page.getByRole('menuitem', { name: area }).click();
  const group = page.locator('.ant-menu-submenu-open').filter({ has: page.getByRole('menuitem', { name: area }) });
  await expect(group.locator('.ant-menu-sub').first()).toBeVisible();
  await expect(group.locator('.ant-menu-sub').first()).not.toHaveClass(/motion-collapse/);
}

export async function logout(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await clickInPopup(page.getByRole('menuitem', { name: 'Logout' }));
  await expect(page).toHaveURL(/\/login/);
}

/** A name no other test run uses, so tests can share one database. */
export const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The signed-in page's access token, for calling the API as that user. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'accessToken');
  expect(cookie, 'signed in').toBeDefined();
  return decodeURIComponent(cookie!.value);
}

export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });

/**
 * A fresh browser context per sign-in: menus, permissions and ability rules are loaded at login. Signed in through the
 * API, as Playwright's authentication guide does it: the sign-in's answer is stored as the app stores it (the token
 * cookie, the user and their ability rules), and the page opens at `path` (the user's landing screen without one),
 * where the app loads the user's menu and permissions as on any load. The login form itself is what `login` drives
 * (auth.spec.ts tests it, and most specs sign in through it); a context per user only needs a signed-in page, and sparing its
 * form and first screen saved about 0.6 s of a busy 2-core machine per sign-in.
 */
export async function signedIn(browser: Browser, who: DemoUser, path = '/'): Promise<Page> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const api = await request.newContext({ baseURL: origin });
  const res = await api.post('/api-spp/v1/auth/login', { data: USERS[who] });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: { accessToken: string; userData: unknown; userAbilityRules: unknown } };
  await api.dispose();
  const context = await browser.newContext({
    storageState: {
      cookies: [
        {
          name: 'accessToken',
          value: encodeURIComponent(data.accessToken),
          domain: new URL(origin).hostname,
          path: '/',
          expires: Math.floor(Date.now() / 1000) + 86_400,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'userData', value: JSON.stringify(data.userData) },
            { name: 'userAbilityRules', value: JSON.stringify(data.userAbilityRules) },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.goto(path);
  await landed(page);
  return page;
}

/**
 * Opens an antd Select (given its combobox) and clicks an option of that select's own dropdown (the first
 * one when `option` is null). Scoped by the listbox id the combobox controls: a dropdown of another select
 * that is still fading out matches `.ant-select-dropdown:visible` for a moment and then hides, and a click
 * aimed at it waits forever.
 */
export async function pickOption(page: Page, combobox: Locator, option: string | null): Promise<void> {
  // The select's box, not its input: a chosen value's label lies over the input and takes the click.
  await page.locator('.ant-select').filter({ has: combobox }).click();
  const listId = await combobox.getAttribute('aria-controls');
  expect(listId, 'the combobox names its listbox').toBeTruthy();
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  const options = dropdown.locator('.ant-select-item-option');
  await clickInPopup(option === null ? options.first() : options.filter({ hasText: option }).first());
}

/** Types `text` into a searchable select (a reference: the list is searched on the server) and picks the option showing it. */
export async function searchOption(page: Page, combobox: Locator, text: string): Promise<void> {
  await page.locator('.ant-select').filter({ has: combobox }).click();
  await combobox.fill(text);
  const listId = await combobox.getAttribute('aria-controls');
  expect(listId, 'the combobox names its listbox').toBeTruthy();
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  await clickInPopup(dropdown.locator('.ant-select-item-option').filter({ hasText: text }).first());
}

/** Switches the signed-in page to Thai through the header's Language menu, and waits until the document says so. */
export async function toThai(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Language' }).click();
  await clickInPopup(page.getByRole('menuitem', { name: 'ไทย' }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
}

/** The demo users' employee records are named in Thai (mock-server/seed/seed.ts). */
export const DEMO_NAMES = {
  admin: 'สมชาย ใจดี',
  hr: 'สุดารัตน์ วงศ์ไทย',
  staff: 'วิชัย ศรีสุข',
  sales: 'นภา รุ่งเรือง',
} as const;

/** A demo user's own employee record (id and fullName), found through the API as `token`'s user may search it. */
export async function personOf(
  request: APIRequestContext,
  token: string,
  who: keyof typeof DEMO_NAMES,
): Promise<{ id: number; fullName: string }> {
  const first = DEMO_NAMES[who].split(' ')[0]!;
  const res = await request.get(`/api-spp/v1/employees?q=${encodeURIComponent(first)}&_start=0&_end=20`, {
    headers: bearer(token),
  });
  expect(res.status(), await res.text()).toBe(200);
  const found = ((await res.json()) as { id: number; fullName: string }[]).find((e) => e.fullName === DEMO_NAMES[who]);
  expect(found, `${who}'s employee record`).toBeDefined();
  return found!;
}

/** A demo user's access token from the sign-in API, for preparing preconditions without a browser. */
export async function apiToken(request: APIRequestContext, who: DemoUser): Promise<string> {
  const res = await request.post('/api-spp/v1/auth/login', { data: USERS[who] });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A valid EAN-13 from 12 digits: the check digit appended (written here, not taken from the code under test). */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((t, c, i) => t + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

let barcodeSerial = 0;
/** A fresh valid EAN-13 no other test run uses: a two-digit `prefix` per spec, the time, a serial. */
export const newBarcode = (prefix: string): string =>
  ean13(`${prefix}${String(Date.now()).slice(-8)}${String(++barcodeSerial % 100).padStart(2, '0')}`);

/**
 * A stored ISO date (or month, or "date time") as an English screen shows it (src/i18n/dates.ts): day first,
 * "2026-11-20" -> "20/11/2026", "2019-06" -> "06/2019", "2026-12-08 13:30" -> "08/12/2026 13:30".
 */
export const asShown = (iso: string): string =>
  iso.replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3/$2/$1').replace(/^(\d{4})-(\d{2})$/, '$2/$1');

/**
 * Calls the API (`/api-spp/v1/<path>`) as the holder of `token` and answers the JSON body; a status outside 2xx
 * fails the test, naming the method, the path, the status and the body.
 */
export async function api<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](`/api-spp/v1/${path}`, { headers: bearer(token), data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * Types a date (or month, or date and time) into the picker labelled `label` (exactly) and confirms it with Enter;
 * with `shown`, waits until the field shows it as an English screen does (`asShown`).
 */
export async function fillDate(page: Page, label: string, value: string, { shown = false } = {}): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Enter');
  if (shown) await expect(input).toHaveValue(asShown(value));
}

/**
 * Picks `option` (the first when null) in a select: `select` is its combobox, or the combobox's accessible name
 * (a string matches part of it, as getByRole does; a RegExp as written).
 */
export async function choose(page: Page, select: string | RegExp | Locator, option: string | null): Promise<void> {
  const combobox = typeof select === 'string' || select instanceof RegExp ? page.getByRole('combobox', { name: select }) : select;
  await pickOption(page, combobox, option);
}
