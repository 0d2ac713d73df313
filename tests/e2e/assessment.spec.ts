/**
 * Issue 7, performance: HR makes a performance review from an employee's KPI assignment; the employee finds it
 * under My indicators, scores themself and confirms; the evaluator finds it under Waiting for me, scores it and
 * completes it with the computed grade; the employee acknowledges. The rules are the schema's: `me` in the
 * transitions (the employee confirms, the evaluator completes) and a row scope over employee and evaluator.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, clickInPopup, signedIn, tokenOf, toThai } from './helpers';

const API = '/api-spp/v1';

test.setTimeout(150_000);

/** A control of the form (or a child-table cell) by its exact label. */
const control = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Staff's seeded 2026 KPI assignment: three indicators weighted 40, 35 and 25, evaluated by HR. */
const STAFF_ASSIGNMENT = 1;

/** Runs a workflow action through its confirmation: a pop-up, or a dialog where the action takes a comment. */
async function confirmAction(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: action }).click();
  const confirm = page.getByRole('tooltip').or(page.getByRole('dialog'));
  await clickInPopup(confirm.getByRole('button', { name: action }));
  await expect(confirm).toBeHidden();
}

test('staff self-scores their indicators; HR, the evaluator, completes the review with its grade; staff acknowledges', async ({
  browser,
}) => {
  const hr = await signedIn(browser, 'hr');
  const hrHeaders = bearer(await tokenOf(hr));
  // HR makes the review from the assignment (the create-from rule copies employee, evaluator and indicators).
  const made = await hr.request.post(`${API}/performanceReviews/from/kpiAssignments/${STAFF_ASSIGNMENT}`, {
    headers: hrHeaders,
    data: {},
  });
  expect(made.status(), await made.text()).toBe(201);
  const review = (await made.json()) as { id: number; reviewNo: string; kpis: { weight: number }[]; status: string };
  expect(review.kpis.map((k) => k.weight)).toEqual([40, 35, 25]);
  expect(review.status).toBe('draft');

  // Staff: My indicators lists the reviews waiting for their self-assessment, this one among them.
  const staff = await signedIn(browser, 'staff', '/apps/assessment/myindicators');
  await expect(staff.getByRole('heading', { name: 'Performance reviews', exact: true })).toBeVisible();
  await staff.getByRole('link', { name: review.reviewNo }).click();
  await expect(staff).toHaveURL(new RegExp(`/apps/assessment/performancemanagementform/${review.id}$`));
  // The evaluator's action is not the employee's.
  await expect(staff.getByRole('button', { name: 'Confirm self-assessment' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Complete assessment' })).toHaveCount(0);

  await staff.getByRole('button', { name: 'Edit' }).click();
  // The evaluator's score is not the employee's to type.
  await expect(control(staff, 'Self score 1')).toBeEnabled();
  await expect(control(staff, 'Score 1')).toBeDisabled();
  for (const [row, result, score] of [
    [1, '41 days', '4'],
    [2, '4 working days', '4'],
    [3, '97% of budget', '5'],
  ] as const) {
    await control(staff, `Result ${row}`).fill(result);
    await control(staff, `Self score ${row}`).fill(score);
  }
  // (40×4 + 35×4 + 25×5) ÷ 5 = 85, as the employee types.
  await expect(control(staff, 'Self-assessed KPI score')).toHaveValue('85.00');
  await control(staff, "Employee's comments").fill('Closing sped up after the new checklist.');
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff).toHaveURL(new RegExp(`/performancemanagementform/${review.id}$`));
  await confirmAction(staff, 'Confirm self-assessment');
  await expect(staff.getByText('Self-assessed', { exact: true }).first()).toBeVisible();

  // The server agrees: the employee may not complete their own review.
  const staffHeaders = bearer(await tokenOf(staff));
  const refused = await staff.request.post(`${API}/performanceReviews/${review.id}/actions/managerAssess`, {
    headers: staffHeaders,
    data: {},
  });
  expect(refused.status()).toBe(403);
  // Nor change their self scores once confirmed, nor type the evaluator's score.
  const confirmed = (await (
    await staff.request.get(`${API}/performanceReviews/${review.id}`, { headers: staffHeaders })
  ).json()) as {
    kpis: Record<string, unknown>[];
  };
  for (const [column, message] of [
    ['selfScore', 'You may not change Indicators: Self score (row 1) now'],
    ['score', 'You may not change Indicators: Score (row 1) now'],
  ] as const) {
    const kpis = confirmed.kpis.map((k, i) => (i === 0 ? { ...k, [column]: 5 } : k));
    const edited = await staff.request.patch(`${API}/performanceReviews/${review.id}`, { headers: staffHeaders, data: { kpis } });
    expect(edited.status()).toBe(403);
    expect(((await edited.json()) as { message: string }).message).toBe(message);
  }

  // HR, the evaluator: Waiting for me holds the self-assessed review.
  await hr.goto('/apps/assessment/wait');
  await expect(hr.getByRole('heading', { name: 'Performance reviews', exact: true })).toBeVisible();
  await hr.getByRole('link', { name: review.reviewNo }).click();
  await hr.getByRole('button', { name: 'Edit' }).click();
  await expect(control(hr, 'Self score 1')).toHaveValue('4');
  await expect(control(hr, 'Self score 1')).toBeDisabled();
  for (const [row, score] of [
    [1, '4'],
    [2, '5'],
    [3, '4'],
  ] as const)
    await control(hr, `Score ${row}`).fill(score);
  // (40×4 + 35×5 + 25×4) ÷ 5 = 87; no competencies: overall 87 × 70% = 60.9, grade D.
  await expect(control(hr, 'KPI score (of 100)')).toHaveValue('87.00');
  await expect(control(hr, 'Overall score (KPI 70% + competencies 30%)')).toHaveValue('60.90');
  await expect(control(hr, 'Grade')).toHaveValue('D');
  await control(hr, "Evaluator's comments").fill('Good year; keep the checklist going.');
  await hr.getByRole('button', { name: 'Save' }).click();
  await expect(hr).toHaveURL(new RegExp(`/performancemanagementform/${review.id}$`));
  await confirmAction(hr, 'Complete assessment');
  await expect(hr.getByText('Assessed by evaluator', { exact: true }).first()).toBeVisible();
  // No more edits once the evaluator's result is in.
  await expect(hr.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  const stored = (await (await hr.request.get(`${API}/performanceReviews/${review.id}`, { headers: hrHeaders })).json()) as {
    kpiScore: number;
    selfKpiScore: number;
    overallScore: number;
    grade: string;
    status: string;
  };
  expect(stored).toMatchObject({ selfKpiScore: 85, kpiScore: 87, overallScore: 60.9, grade: 'D', status: 'managerAssessed' });

  // Staff acknowledges the result, in Thai.
  await staff.goto(`/apps/assessment/performancemanagementform/${review.id}`);
  await toThai(staff);
  await expect(staff.getByText('ผู้ประเมินประเมินแล้ว', { exact: true }).first()).toBeVisible();
  await confirmAction(staff, 'รับทราบผลการประเมิน');
  await expect(staff.getByText('รับทราบผลแล้ว', { exact: true }).first()).toBeVisible();
  await staff.context().close();
  await hr.context().close();
});

test("a review is seen by its employee and evaluator only; sales cannot open staff's", async ({ browser }) => {
  const sales = await signedIn(browser, 'sales');
  const headers = bearer(await tokenOf(sales));
  const list = (await (await sales.request.get(`${API}/performanceReviews`, { headers })).json()) as { employee: number }[];
  // Sales is employee 4: the seeded review of theirs, none of anybody else's.
  expect(list.length).toBeGreaterThan(0);
  expect(list.every((r) => r.employee === 4)).toBe(true);
  expect((await sales.request.get(`${API}/performanceReviews/1`, { headers })).status()).toBe(404);
  // My assessment: the list opens filtered on the signed-in employee.
  await sales.goto('/apps/assessment');
  await expect(sales.getByRole('heading', { name: 'Performance reviews', exact: true })).toBeVisible();
  await expect(sales.getByRole('row')).toHaveCount(list.length + 1);
  await sales.context().close();
});
