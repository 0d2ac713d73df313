/**
 * What loads when (issue 28; docs/ARCHITECTURE.md "What loads when"): the login page downloads neither the schemas'
 * registry nor the chart library nor a screen's code; a signed-in user opening a screen's address directly gets that
 * screen from the first draw (the registry is awaited before it); and a screen's chunk that fails to load raises
 * Vite's preload error, on which the app reloads once and so recovers.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login } from './helpers';

/** The JavaScript files the page asks for from now on, by file name. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js')) seen.push(path.slice(path.lastIndexOf('/') + 1));
  });
  return seen;
}

test('the login page loads no schemas, charts or screens; signing in brings the registry', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /schema-registry|charts|^app-|^screens-|iconTable/.test(s))).toEqual([]);
  const accessLoads: string[] = [];
  page.on('request', (r) => {
    const read = /\/api-spp\/v1\/(permissions|menu|registry)\b/.exec(r.url());
    if (read) accessLoads.push(read[1]!);
  });
  await page.getByLabel('Username').fill('hr');
  await page.getByLabel('Password').fill('hr1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/apps\//);
  expect(scripts.some((s) => s.includes('schema-registry'))).toBe(true);
  // The menu, permissions and registry are read once: the sign-in's load serves the app's first draw too.
  await expect(page.getByRole('menu', { name: 'Main menu' })).toBeVisible();
  expect(accessLoads.sort()).toEqual(['menu', 'permissions', 'registry']);
});

test('a screen opened by its address is drawn from the first load, not the not-found page', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/apps/purchase/suppliers');
  await expect(page.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.ant-result')).toHaveCount(0);
});

test("a screen's chunk that fails to load reloads the page once, which then shows the screen", async ({ page, consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/, 'the list page chunk is made to fail once on purpose');
  consoleWatch.allow(/Failed to fetch dynamically imported module/, 'the failed chunk load the app recovers from');
  await login(page, 'admin');
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
  });
  // The generated screens' chunk (the list page's code: scripts/vite/load-stages.ts) fails for the first document (its
  // preload and its import alike), as when a deploy removed it.
  let failed = 0;
  await page.route(/\/assets\/screens-[^/]+\.js$/, (route) => {
    if (documents.length > 1) return route.fallback();
    failed += 1;
    return route.abort('failed');
  });
  await page.goto('/apps/purchase/suppliers');
  // Two loads of the app before a row shows (the failed one, then the reload): twice a page load's time.
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  expect(failed).toBeGreaterThan(0);
  // The first load, then the one reload the preload error asked for.
  expect(documents).toEqual(['/apps/purchase/suppliers', '/apps/purchase/suppliers']);
  expect(await page.evaluate(() => sessionStorage.getItem('preload-reloaded'))).toBe('1');
});

test("signing in before the app's code has arrived: the menu and permissions load with the new session", async ({ page }) => {
  // The app's chunk (its boot: scripts/vite/load-stages.ts) held back while the user signs in on the light login page:
  // it gives the API client the session's token, so the sign-in waits for it rather than reading the menu "Not signed
  // in" (the console stays quiet).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login?to=%2Fapps%2Fpurchase%2Fsuppliers');
  await page.getByLabel('Username').fill('hr');
  await page.getByLabel('Password').fill('hr1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForTimeout(300);
  release();
  await expect(page).toHaveURL(/\/apps\/purchase\/suppliers/);
  await expect(page.getByRole('menuitem', { name: 'Purchasing' })).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
});
