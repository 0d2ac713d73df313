import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, clickInPopup, pickOption, signedIn, tokenOf, unique } from './helpers';

const API = '/api-spp/v1';
const WEIGHTS = 'The weights must total 100';

test.setTimeout(120_000);

/** A control of the form (or a child-table cell) by its exact label. */
const control = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A new draft indicator, made through the API as the signed-in user of `page`. */
async function draftIndicator(page: Page, name: string): Promise<number> {
  const res = await page.request.post(`${API}/indicators`, {
    headers: bearer(await tokenOf(page)),
    data: {
      name,
      group: 5,
      kpiCategory: 'department',
      kpiType: 'quantitative',
      position: 'Warehouse Supervisor',
      calculationFormula: 'Warranty claims accepted ÷ units sold × 100',
      timeFrame: 'quarterly',
      target: 0.8,
      unit: 'percent',
      direction: 'lower',
      belowStandard: 'Above 1.2%',
      meetsStandard: '0.8–1.2%',
      exceedsStandard: 'Below 0.8%',
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { id: number; status: string };
  expect(body.status).toBe('draft');
  return body.id;
}

test('admin opens the four performance screens, each with its seeded rows', async ({ browser }) => {
  const page = await signedIn(browser, 'admin');
  const screens = [
    ['/apps/humanresource/assessment', 'Indicator groups', ['Financial results', 'Customer and service', 'People and learning']],
    ['/apps/setting/kpi/indicators', 'Indicators', ['Net sales revenue vs. budget', 'Gross profit margin', 'KPI-001']],
    ['/apps/setting/kpi/level', 'KPI levels', ['Outstanding', 'Meets expectations', 'Unsatisfactory']],
    ['/apps/setting/kpi/assign', 'KPI assignments', ['KPA-0009', 'ผู้จัดการฝ่าย', 'Accountant']],
  ] as const;
  for (const [path, heading, rows] of screens) {
    await page.goto(path);
    // The first screen loads its lazy chunks: allow for a busy machine.
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 30_000 });
    for (const text of rows) await expect(page.getByRole('cell', { name: text, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
  }
  await page.context().close();
});

test('HR assigns two indicators weighted 60 and 30: refused under the table; 60 and 40 is saved', async ({ browser }) => {
  const page = await signedIn(browser, 'hr', '/apps/setting/kpi/assign');
  await expect(page.getByRole('heading', { name: 'KPI assignments', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/apps\/setting\/kpi\/assign\/create$/);
  await expect(control(page, 'Assignment no.')).toBeDisabled();

  await pickOption(page, control(page, 'Assessment year'), '2026');
  // "An employee" is the default: the employee is asked for, the position is not.
  await pickOption(page, control(page, 'Employee'), null);
  await expect(control(page, 'Position')).toHaveCount(0);
  const note = unique('Warehouse team lead, 2026 scorecard');
  await control(page, 'Note').fill(note);

  await pickOption(page, control(page, 'Indicator 1'), 'Customer satisfaction score (CSAT)');
  await control(page, 'Weight (%) 1').fill('60');
  await page.getByRole('button', { name: 'Add row' }).click();
  await pickOption(page, control(page, 'Indicator 2'), 'Days sales outstanding (DSO)');
  await control(page, 'Weight (%) 2').fill('30');
  await expect(control(page, 'Total weight (%)')).toHaveValue('90%');

  await page.getByRole('button', { name: 'Save' }).click();
  const table = page.locator('.ant-form-item').filter({ has: page.getByRole('button', { name: 'Add row' }) });
  await expect(table.locator('.ant-form-item-explain')).toHaveText(WEIGHTS);
  await expect(page).toHaveURL(/\/apps\/setting\/kpi\/assign\/create$/);

  await control(page, 'Weight (%) 2').fill('40');
  await expect(control(page, 'Total weight (%)')).toHaveValue('100%');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/setting\/kpi\/assign\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText(/^KPA-\d{4}$/).first()).toBeVisible();
  // The lines: indicator, weight, and no target of their own.
  await expect(page.getByRole('row', { name: 'Customer satisfaction score (CSAT) 60% —', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Days sales outstanding (DSO) 40% —', exact: true })).toBeVisible();

  const stored = await page.request.get(`${API}/kpiAssignments/${id}`, { headers: bearer(await tokenOf(page)) });
  const body = (await stored.json()) as { totalWeight: number; lines: { weight: number }[]; createdBy: string };
  expect(body.lines.map((l) => l.weight)).toEqual([60, 40]);
  expect(body.totalWeight).toBe(100);
  expect(body.createdBy).toBe('hr');
  await page.context().close();
});

test('the server refuses weights that do not total 100, in English and Thai', async ({ browser }) => {
  const page = await signedIn(browser, 'hr');
  const headers = bearer(await tokenOf(page));
  const assignment = (second: number) => ({
    year: '2026',
    assignTo: 'position',
    position: 'Purchasing Officer',
    lines: [
      { indicator: 8, weight: 60 },
      { indicator: 3, weight: second, target: '≤ 45 days' },
    ],
  });

  const refused = await page.request.post(`${API}/kpiAssignments`, { headers, data: assignment(30) });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({ lines: WEIGHTS });

  const thai = await page.request.post(`${API}/kpiAssignments`, {
    headers: { ...headers, 'Accept-Language': 'th' },
    data: assignment(30),
  });
  expect(thai.status()).toBe(400);
  expect(((await thai.json()) as { errors: Record<string, string> }).errors).toEqual({ lines: 'น้ำหนักรวมต้องเท่ากับ 100' });

  const saved = await page.request.post(`${API}/kpiAssignments`, { headers, data: assignment(40) });
  expect(saved.status()).toBe(201);
  expect(((await saved.json()) as { totalWeight: number }).totalWeight).toBe(100);
  await page.context().close();
});

test('staff reads the indicators but may not create one', async ({ browser }) => {
  const page = await signedIn(browser, 'staff', '/apps/setting/kpi/indicators');
  await expect(page.getByRole('heading', { name: 'Indicators', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: 'Net sales revenue vs. budget', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);

  const refused = await page.request.post(`${API}/indicators`, {
    headers: bearer(await tokenOf(page)),
    data: {
      name: unique('Expense claims paid within 7 days'),
      group: 1,
      kpiCategory: 'department',
      kpiType: 'time',
      calculationFormula: 'Claims paid within 7 days ÷ claims paid × 100',
      timeFrame: 'monthly',
      target: 95,
      unit: 'percent',
      direction: 'higher',
      belowStandard: 'Below 90%',
      meetsStandard: '90–97%',
      exceedsStandard: 'Above 97%',
    },
  });
  expect(refused.status()).toBe(403);
  await page.context().close();
});

test('HR sends a draft indicator to approve; only the admin approves it', async ({ browser }) => {
  const hr = await signedIn(browser, 'hr');
  const name = unique('Warranty claims rate');
  const id = await draftIndicator(hr, name);

  await hr.goto(`/apps/setting/kpi/indicators/${id}`);
  await expect(hr.getByText(name).first()).toBeVisible({ timeout: 30_000 });
  await expect(hr.locator('[data-status="draft"]')).toBeVisible();
  await hr.getByRole('button', { name: 'Send to approve' }).click();
  await expect(hr.locator('[data-status="pending"]')).toBeVisible();
  await expect(hr.getByRole('button', { name: 'Send to approve' })).toHaveCount(0);
  // Approving is the admin's; a pending indicator is no longer edited.
  await expect(hr.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(hr.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  const hrTries = await hr.request.post(`${API}/indicators/${id}/actions/approve`, { headers: bearer(await tokenOf(hr)) });
  expect(hrTries.status()).toBe(403);
  await hr.context().close();

  const admin = await signedIn(browser, 'admin', `/apps/setting/kpi/indicators/${id}`);
  await expect(admin.locator('[data-status="pending"]')).toBeVisible({ timeout: 30_000 });
  await admin.getByRole('button', { name: 'Approve' }).click();
  await clickInPopup(admin.getByRole('tooltip').getByRole('button', { name: 'Approve' }));
  await expect(admin.locator('[data-status="approved"]')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Return to draft' })).toHaveCount(0);

  const stored = await admin.request.get(`${API}/indicators/${id}`, { headers: bearer(await tokenOf(admin)) });
  expect(((await stored.json()) as { status: string }).status).toBe('approved');
  await admin.context().close();
});
