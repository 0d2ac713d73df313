/**
 * Layout and preferences (issue 12 part 1, ../shared/spec/staff-app-spec.md §3, §4, §9): the customizer's navigation types survive a
 * reload, the overlay menu below the large breakpoint, the dark theme from the first paint, the loading bar during a
 * slow navigation, scroll-to-top and the hidden navbar. E2E_SHOTS=<folder> also saves screenshots.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clickInPopup, login, toThai } from './helpers';

const SHOTS = process.env.E2E_SHOTS;
const KEY = 'staff-backoffice';

async function openCustomizer(page: Page) {
  await page.getByTestId('user-menu').click();
  await clickInPopup(page.getByRole('menuitem', { name: /Preferences|การตั้งค่า/ }));
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('radiogroup') });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function chooseRadio(page: Page, group: string | RegExp, option: string | RegExp) {
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('radiogroup') });
  const radios = drawer.getByRole('radiogroup', { name: group });
  const radio = radios.getByRole('radio', { name: option });
  // The radio's input lies under its button (antd): the user clicks the button, its label.
  await radios
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: option }) })
    .click();
  await expect(radio).toBeChecked();
}

const sider = (page: Page) => page.locator('aside.ant-layout-sider');
const mainMenu = (page: Page) => page.getByRole('menu', { name: 'Main menu' });

test('horizontal navigation, chosen in the customizer, survives a reload and its pop-ups lead to screens', async ({ page }) => {
  await login(page, 'admin');
  await expect(sider(page)).toBeVisible();
  await expect(sider(page)).not.toHaveClass(/collapsed/);

  await openCustomizer(page);
  await chooseRadio(page, 'Menu', 'Horizontal');
  await expect(sider(page)).toHaveCount(0);
  await expect(mainMenu(page)).toHaveClass(/ant-menu-horizontal/);
  expect(await page.evaluate((k) => localStorage.getItem(`${k}-navType`), KEY)).toBe('horizontal');
  // Horizontal keeps the bar in place: "Hidden" cannot be chosen.
  await expect(page.getByRole('radiogroup', { name: 'Top bar' }).getByRole('radio', { name: 'Hidden' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(mainMenu(page)).toHaveClass(/ant-menu-horizontal/);
  await expect(sider(page)).toHaveCount(0);
  // The top menu's pop-up opens (on a click) under its item and leads to the screen.
  await mainMenu(page).getByRole('menuitem', { name: 'Human Resources' }).click();
  await clickInPopup(page.getByRole('menuitem', { name: 'Employees', exact: true }));
  await expect(page).toHaveURL(/\/apps\/employees(\?.*)?$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/layout-horizontal-1280.png` });
});

test('collapsed survives a reload; at 390 px the menu is an overlay and the chosen type comes back', async ({ page }) => {
  await login(page, 'admin');
  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await expect(sider(page)).toHaveClass(/ant-layout-sider-collapsed/);
  expect(await page.evaluate((k) => localStorage.getItem(`${k}-navType`), KEY)).toBe('collapsed');
  await page.goto('/apps/employees');
  await expect(sider(page)).toHaveClass(/ant-layout-sider-collapsed/);
  expect((await sider(page).boundingBox())!.width).toBe(80);

  // At 390 px the side menu gives way to a menu button and a drawer; the button covers nothing of the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sider(page)).toHaveCount(0);
  const menuButton = page.getByRole('button', { name: 'Open the menu' });
  await expect(menuButton).toBeVisible();
  const heading = page.getByRole('heading', { name: 'Employees' });
  await expect(heading).toBeVisible();
  const [b, h] = [(await menuButton.boundingBox())!, (await heading.boundingBox())!];
  expect(b.y + b.height <= h.y || h.y + h.height <= b.y || b.x + b.width <= h.x || h.x + h.width <= b.x).toBe(true);
  await menuButton.click();
  const drawer = page.locator('.app-overlay-nav');
  await expect(drawer.getByRole('menu', { name: 'Main menu' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/layout-overlay-390.png` });
  await drawer.getByRole('menuitem', { name: 'Purchasing' }).click();
  await drawer.getByRole('link', { name: 'Suppliers', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/purchase\/suppliers(\?.*)?$/);
  await expect(drawer.getByRole('menu', { name: 'Main menu' })).toBeHidden();

  // Back at desktop width the chosen type returns; its own button expands it again (vertical).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sider(page)).toHaveClass(/ant-layout-sider-collapsed/);
  await expect(menuButton).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand the menu' }).click();
  await expect(sider(page)).not.toHaveClass(/collapsed/);
  expect(await page.evaluate((k) => localStorage.getItem(`${k}-navType`), KEY)).toBe('vertical');
});

test('dark theme persists across a reload and paints dark from the first frame', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await login(page, 'hr');
  await openCustomizer(page);
  await chooseRadio(page, 'Theme', 'Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await chooseRadio(page, 'Skin', 'Bordered');
  await chooseRadio(page, 'Content width', 'Boxed');
  await page.keyboard.press('Escape');

  // The body's background the moment it exists, before any module script has run.
  await page.addInitScript(() => {
    const w = window as unknown as { firstPaint?: { bg: string; theme: string | null; rootEmpty: boolean } };
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      w.firstPaint = {
        bg: getComputedStyle(document.body).backgroundColor,
        theme: document.documentElement.getAttribute('data-theme'),
        rootEmpty: !document.getElementById('root')?.hasChildNodes(),
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  const first = await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint);
  expect(first).toEqual({ bg: 'rgb(0, 0, 0)', theme: 'dark', rootEmpty: true });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'bordered');
  await expect(page.locator('.app-content')).toHaveAttribute('data-width', 'boxed');
  await expect(page.locator('.ant-layout-header')).toHaveCSS('background-color', 'rgb(31, 31, 31)');
  if (SHOTS) {
    await toThai(page);
    await page.screenshot({ path: `${SHOTS}/layout-dark-th-1280.png` });
    await openCustomizer(page);
    await page.screenshot({ path: `${SHOTS}/layout-customizer-th-1280.png` });
    await page.keyboard.press('Escape');
  }

  // System follows the device, live.
  await openCustomizer(page);
  await chooseRadio(page, /Theme|ธีม/, /System|ตามระบบ/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Reset to defaults: light (the device says light again), the default skin and width.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: /Reset to defaults|คืนค่าเริ่มต้น/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'default');
  await expect(page.locator('.app-content')).toHaveAttribute('data-width', 'fluid');
  expect(await page.evaluate((k) => localStorage.getItem(`${k}-skin`), KEY)).toBeNull();
});

test('the loading bar shows during a slow navigation and hides when the page has its data', async ({ page }) => {
  await login(page, 'admin');
  const bar = page.getByRole('progressbar', { name: 'Loading the page' });
  // A page whose own loading has finished.
  await page.goto('/apps/employees');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(bar).toBeHidden();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api-spp\/v1\/suppliers\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('menuitem', { name: 'Purchasing' }).click();
  await page.getByRole('link', { name: 'Suppliers', exact: true }).click();
  await expect(bar).toBeVisible();
  const start = Number(await bar.getAttribute('aria-valuenow'));
  expect(start).toBeGreaterThanOrEqual(10);
  // It creeps forward while the list is held, never past 82 %.
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 5000 }).toBeGreaterThan(start);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(82);
  release();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(bar).toBeHidden();
});

test('scroll-to-top appears after 200 px; a hidden navbar comes back on scroll up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await login(page, 'admin', '/apps/employees');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const toTop = page.getByRole('button', { name: 'Back to top' });
  await expect(toTop).toHaveCount(0);
  await page.mouse.wheel(0, 150);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(toTop).toHaveCount(0);
  await page.mouse.wheel(0, 300);
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toHaveCount(0);

  await openCustomizer(page);
  await chooseRadio(page, 'Top bar', 'Hidden');
  await page.keyboard.press('Escape');
  // The pointer back on the page (the focus the drawer gave back to the bar's button keeps the bar in view).
  await page.getByRole('heading', { name: 'Employees' }).click();
  const header = page.locator('.ant-layout-header');
  await page.mouse.wheel(0, 400);
  await expect.poll(async () => (await header.boundingBox())!.y + 64).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -100);
  await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
  await expect(page.getByTestId('user-menu')).toBeInViewport();
});
