/**
 * Super Heart: HR sets a monthly limit of 3 on the report's Limit setting tab; a staff member sends three
 * hearts from /apps/corevalue/view (a colleague, a core value card, the impression), watches what is left of
 * the month go down, and the fourth is refused with the server's message saying so. The report counts the
 * hearts by department. Screenshots in English and Thai, desktop and 390 px, with E2E_SHOTS.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, clickInPopup, personOf, signedIn, toThai, tokenOf } from './helpers';

const API = '/api-spp/v1';
const COLLEAGUES = ['สุดารัตน์', 'นภา', 'มาลัย', 'วรรณา'];

async function setMonthlyLimit(page: Page, limit: number) {
  await page.goto('/apps/corevalue/report');
  await page.getByRole('tab', { name: 'Limit setting' }).click();
  const field = page.getByLabel('Hearts per person per month');
  await expect(field).toHaveValue(/\d+/);
  await field.fill(String(limit));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Limits saved')).toBeVisible();
}

/** Sends a heart; `keyboard`: the core value is chosen with the arrow keys from the group's first card. */
async function sendHeart(page: Page, colleague: string, value: string, impression: string, keyboard = false) {
  const box = page.getByTestId('heart-colleague');
  await box.click();
  await box.locator('input').fill(colleague);
  await clickInPopup(page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: colleague }).first());
  const card = page.getByTestId(`value-${value}`);
  if (keyboard) {
    const group = page.getByRole('radiogroup', { name: 'Core value' });
    // Tab reaches one card of the group: the first while none is chosen.
    await group.locator('[tabindex="0"]').focus();
    await expect(group.locator('[tabindex="0"]')).toHaveAttribute('data-testid', 'value-S');
    for (let i = 0; i < 'SUPER'.indexOf(value); i++) await page.keyboard.press('ArrowRight');
    await expect(card).toBeFocused();
  } else await card.click();
  await expect(card).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('Impression').fill(impression);
  await page.getByRole('button', { name: 'Send heart' }).click();
}

test('HR limits hearts to 3 a month: the staff member sends 3, the fourth is refused with what is left', async ({
  consoleWatch,
  browser,
}) => {
  test.setTimeout(90_000);
  consoleWatch.allow(/status of 400 \(Bad Request\) \(\/api-spp\/v1\/hearts:/, 'the fourth heart is refused on purpose');
  const hr = await signedIn(browser, 'hr');
  await setMonthlyLimit(hr, 3);

  const staff = await signedIn(browser, 'staff');
  const token = await tokenOf(staff);
  const me = await personOf(staff.request, token, 'staff');
  const month = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);
  const sent = await staff.request.get(`${API}/hearts?sender=${me.id}&period=${month}&_limit=1`, { headers: bearer(token) });
  const used = Number(sent.headers()['x-total-count']);
  expect(used, 'the staff member starts the month with no hearts sent').toBe(0);

  await staff.goto('/apps/corevalue/view');
  const left = staff.getByTestId('left-month');
  await expect(left).toContainText('3');
  await expect(left).toContainText('of 3');
  for (let i = 0; i < 3; i++) {
    const impression = `ขอบคุณที่ช่วยเหลือทีม ครั้งที่ ${i + 1} (Thanks for helping the team)`;
    await sendHeart(staff, COLLEAGUES[i]!, 'SUPER'[i]!, impression, i === 2);
    await expect(staff.getByText('Heart sent').last()).toBeVisible();
    await expect(left.locator('.ant-statistic-content-value')).toHaveText(String(2 - i));
  }
  await staff.getByRole('tab', { name: /Hearts I gave/ }).click();
  await expect(staff.getByTestId('hearts-given')).toContainText('ครั้งที่ 3');

  await sendHeart(staff, COLLEAGUES[3]!, 'R', 'อีกหนึ่งดวงสำหรับความรับผิดชอบ (One more for responsibility)');
  await expect(staff.getByTestId('heart-error')).toContainText('You have sent 3 of your 3 hearts this month: 0 left');
  const after = await staff.request.get(`${API}/hearts?sender=${me.id}&period=${month}&_limit=1`, { headers: bearer(token) });
  expect(Number(after.headers()['x-total-count'])).toBe(3);

  // HR's report counts them, by department, with the core value columns.
  await hr.goto('/apps/corevalue/report');
  await expect(hr.getByTestId('report-summary').locator('.ant-table-row').first()).toBeVisible();
  await expect(hr.getByTestId('report-summary')).toContainText('Human Resources');

  const shots = process.env.E2E_SHOTS;
  if (shots) {
    for (const [w, h] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      for (const page of [staff, hr]) await page.setViewportSize({ width: w, height: h });
      await staff.screenshot({ path: `${shots}/corevalue-view-en-${w}.png`, fullPage: true });
      await hr.screenshot({ path: `${shots}/corevalue-report-en-${w}.png`, fullPage: true });
    }
    await toThai(staff);
    await expect(staff.getByText('ส่งซูเปอร์ฮาร์ท').first()).toBeVisible();
    await staff.screenshot({ path: `${shots}/corevalue-view-th-390.png`, fullPage: true });
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.screenshot({ path: `${shots}/corevalue-view-th-1280.png`, fullPage: true });
    await toThai(hr);
    await hr.setViewportSize({ width: 1280, height: 900 });
    await hr.getByRole('tab', { name: 'ตั้งค่าโควตา' }).click();
    await hr.screenshot({ path: `${shots}/corevalue-limit-th-1280.png`, fullPage: true });
  }

  // Put the limit back for the other specs sharing this database.
  const hrToken = await tokenOf(hr);
  const settings = (await (await hr.request.get(`${API}/settings`, { headers: bearer(hrToken) })).json()).data;
  const restored = await hr.request.put(`${API}/systemSettings/${settings.id}`, {
    headers: bearer(hrToken),
    data: { ...settings, heartsPerMonth: 10 },
  });
  expect(restored.status()).toBe(200);
  await hr.context().close();
  await staff.context().close();
});

test('screenshots of the generated Super Heart and rewards screens, desktop and 390 px (E2E_SHOTS)', async ({ browser }) => {
  const shots = process.env.E2E_SHOTS; // a folder
  test.skip(!shots, 'set E2E_SHOTS to a folder to take them');
  test.setTimeout(240_000);
  for (const who of ['hr', 'staff'] as const) {
    const page = await signedIn(browser, who);
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      for (const [name, path] of [
        ['hearts', '/apps/corevalue/history'],
        ['hearts-create', '/apps/corevalue/history/create'],
        ['points', '/apps/rewards/points'],
        ['rewards-manage', '/apps/rewards/manage'],
        ['rewards-add', '/apps/rewards/manage/add'],
        ['transactions', '/apps/rewards/manage/transection'],
        ['myhistory', '/apps/rewards/manage/myhistory'],
        ['settings', '/apps/master/systemmanagement'],
      ] as const) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
        await page.screenshot({ path: `${shots}/gen-${who}-${name}-${w}.png`, fullPage: true });
      }
    }
    await page.context().close();
  }
});
