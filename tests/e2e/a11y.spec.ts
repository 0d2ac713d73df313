/**
 * Accessible to everyone who works here (issue 12 part 6): no serious or critical WCAG 2.1 A/AA violation (axe-core)
 * on the login page, a generated list, form and show page, the role-menu screen and a dashboard, in the light and the
 * dark theme; the keyboard reaches the header and a form with a visible focus ring; the customizer drawer and a
 * confirm dialog keep the focus inside and give it back to the control that opened them.
 * E2E_SHOTS=<folder> also saves screenshots.
 */
import type { Locator, Page } from '@playwright/test';
import { applyTheme, axeViolations, focusIndicator, settle, type Theme } from './a11y-helpers';
import { expect, test } from './fixtures';
import { clickInPopup, login, toThai } from './helpers';

const SHOTS = process.env.E2E_SHOTS;
const THEMES: Theme[] = ['light', 'dark'];

/** The screens checked, each with what shows once it has loaded. */
const SCREENS: { name: string; path: string; ready: (page: Page) => Locator }[] = [
  { name: 'list', path: '/apps/employees', ready: (p) => p.locator('.ant-table-row').first() },
  { name: 'form', path: '/apps/order/order/create', ready: (p) => p.locator('form').first() },
  { name: 'show', path: '/apps/order/order/1', ready: (p) => p.locator('.ant-steps').first() },
  { name: 'role menu', path: '/apps/master/rolemenu?role=3', ready: (p) => p.locator('.ant-table-row').first() },
  { name: 'dashboard', path: '/apps/dashboard/status', ready: (p) => p.getByTestId('dashboard-status') },
];

test('login page: no serious or critical WCAG 2.1 AA violation, light and dark', async ({ page }) => {
  await page.goto('/login');
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    await expect(page.getByLabel('Username')).toBeVisible();
    const found = await axeViolations(page, `login (${theme})`);
    expect.soft(found, found.join('\n')).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/a11y-login-${theme}.png` });
  }
});

// One test per theme, each signing in once and visiting each screen once.
for (const theme of THEMES)
  test(`list, form, show, role-menu and dashboard screens: no serious or critical violation, ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await login(page, 'admin');
    await applyTheme(page, theme);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(screen.ready(page), screen.name).toBeVisible();
      const found = await axeViolations(page, `${screen.name} ${screen.path} (${theme})`);
      // Soft: one run reports every screen's findings, not only the first.
      expect.soft(found, found.join('\n')).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/a11y-${screen.name.replace(/ /g, '-')}-${theme}.png` });
    }
  });

test("a record page's action buttons stand apart, on a desktop and a phone", async ({ page }) => {
  await login(page, 'admin');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    // A rechecked order: two workflow actions (back to recheck, cancel) beside Print.
    await page.goto('/apps/order/order/1');
    const buttons = page.locator('.ant-page-header-heading-extra').getByRole('button');
    await expect(buttons.filter({ hasText: 'Print' })).toBeVisible();
    const boxes = await buttons.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
    );
    expect(boxes.length, 'the workflow actions and Print').toBeGreaterThanOrEqual(3);
    for (const a of boxes)
      for (const b of boxes) {
        if (a === b) continue;
        const sameRow = a.top < b.bottom && b.top < a.bottom;
        const gap = Math.max(b.left - a.right, a.left - b.right);
        if (sameRow) expect(gap, `${width} px: "${a.name}" and "${b.name}" are apart`).toBeGreaterThanOrEqual(4);
      }
  }
});

test('the keyboard reaches the header and a form with a visible focus ring; dialogs keep and give back the focus', async ({
  page,
}) => {
  // A first load of the form, signed in: the keyboard walk starts on a settled page. Straight after signing in at
  // the form, the page once lost its focus to the body under load in CI (to be understood; see issue 28's note).
  await login(page, 'admin');
  await page.goto('/apps/order/order/create');
  await expect(page.locator('form').first()).toBeVisible();
  const header = ['header-search', 'inbox-bell', 'user-menu'];
  const visited = new Set<string>();
  const seen: string[] = [];
  // From the top of the page to the form's first fields: every stop shows where the focus is.
  await page.locator('body').focus();
  for (let stop = 0; stop < 60 && seen.filter((s) => s.startsWith('form')).length < 4; stop++) {
    await page.keyboard.press('Tab');
    const focus = await focusIndicator(page);
    seen.push(`${focus.where} ${focus.name}`);
    if (focus.testId) visited.add(focus.testId);
    if (SHOTS && focus.testId === 'user-menu') await page.screenshot({ path: `${SHOTS}/a11y-focus-header.png` });
    expect(focus.visible, `the focused ${focus.where} "${focus.name}" shows a focus ring: ${focus.style}`).toBe(true);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/a11y-focus-form.png` });
  expect([...visited].filter((id) => header.includes(id)).sort(), seen.join('\n')).toEqual([...header].sort());
  expect(seen.filter((s) => s.startsWith('form')).length, seen.join('\n')).toBeGreaterThanOrEqual(4);

  // The customizer drawer, opened from the user menu by keyboard: the focus stays inside, Escape gives it back.
  const opener = page.getByTestId('user-menu');
  await opener.focus();
  await page.keyboard.press('Enter');
  await clickInPopup(page.getByRole('menuitem', { name: 'Preferences' }));
  await expect(page.getByRole('dialog').filter({ has: page.getByRole('radiogroup').first() })).toBeVisible();
  // The drawer as a whole: antd moves the focus onto its root, around the dialog panel, and keeps it in there.
  const drawer = page.locator('.ant-drawer-open');
  await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const focus = await focusIndicator(page);
    expect(focus.visible, `in the drawer, "${focus.name}" shows a focus ring: ${focus.style}`).toBe(true);
  }
  expect(await drawer.evaluate((d) => d.contains(document.activeElement)), 'Tab stays in the drawer').toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/a11y-focus-drawer.png` });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  // A confirm dialog: the focus starts inside it, Tab cannot leave it, closing it gives the focus back to its button.
  await page.goto('/dialogsBC');
  const button = page.getByRole('button', { name: 'Delete a draft' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement)), 'Tab stays in the dialog').toBe(true);
  expect((await focusIndicator(page)).visible, 'the dialog button shows a focus ring').toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('screenshots of the form and show pages, Thai, desktop and 390 px, light and dark (E2E_SHOTS)', async ({ page }) => {
  test.skip(!SHOTS, 'set E2E_SHOTS to a folder to take them');
  await login(page, 'admin');
  await toThai(page);
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 720 });
      for (const screen of SCREENS.filter((s) => s.name === 'form' || s.name === 'show')) {
        await page.goto(screen.path);
        await expect(screen.ready(page)).toBeVisible();
        await settle(page);
        await page.screenshot({ path: `${SHOTS}/a11y-th-${screen.name}-${theme}-${width}.png` });
      }
    }
  }
});
