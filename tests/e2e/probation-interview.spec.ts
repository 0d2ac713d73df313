/**
 * Probation evaluations and interview evaluation forms (schemas/probationEvaluations.json and
 * interviewEvaluations.json): the spec's screens open; HR scores a probation evaluation that ends in
 * extended probation through its workflow; HR scores an interview whose total the form, the show page and
 * the server compute alike; Staff has neither the interview API nor its menu entry.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, choose, clickInPopup, fillDate, login, signedIn, tokenOf, unique } from './helpers';

const API = '/api-spp/v1';
const PROBATION = '/apps/humanresource/probationevaluation';
const INTERVIEW = '/apps/humanresource/evaluationinterviewform';

/** The form field labelled exactly `label`. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Types into a reference select to search the server, then picks the option with that text. */
async function search(page: Page, label: string, text: string): Promise<void> {
  const combobox = page.getByLabel(label, { exact: true });
  await page.locator('.ant-select').filter({ has: combobox }).click();
  await combobox.fill(text);
  const listId = await combobox.getAttribute('aria-controls');
  expect(listId, 'the combobox names its listbox').toBeTruthy();
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  await dropdown.locator('.ant-select-item-option').filter({ hasText: text }).click();
  await expect(page.locator('.ant-select').filter({ has: combobox })).toContainText(text);
}

/** The record's status tag on its show page. */
const statusTag = (page: Page) => page.locator('.ant-tag[data-status]');

test('admin opens the probation evaluation and interview evaluation screens by their spec paths', async ({ page }) => {
  await login(page, 'admin', PROBATION);
  // The first screen loads its lazy chunks: allow for a busy machine.
  await expect(page.getByRole('heading', { name: 'Probation evaluations' })).toBeVisible({ timeout: 30_000 });
  // A seeded evaluation: extended probation after the 90-day review, waiting for HR to confirm it.
  const seeded = page.getByRole('row').filter({ hasText: 'PE-00008' });
  await expect(seeded).toContainText('2.86');
  await expect(seeded.locator('.ant-tag', { hasText: 'Extended probation' })).toHaveClass(/ant-tag-gold/);
  await expect(seeded.locator('.ant-tag[data-status="assessed"]')).toHaveText('Assessed');

  await page.goto(`${PROBATION}/add`);
  await expect(page).toHaveURL(/\/apps\/humanresource\/probationevaluation\/create$/);
  await expect(page.getByText('Create Probation evaluation')).toBeVisible();
  await expect(page.getByLabel('Overall score (of 5)', { exact: true })).toBeVisible();

  await page.goto(INTERVIEW);
  await expect(page.getByRole('heading', { name: 'Interview evaluations' })).toBeVisible();
  // The latest seeded interview (newest interview date first).
  const latest = page.getByRole('row').filter({ hasText: 'IV25-0011' });
  await expect(latest).toContainText('ปิยะนุช ทองดี');
  await expect(latest).toContainText('4.20');
  await expect(latest.locator('.ant-tag', { hasText: 'Hire' })).toHaveClass(/ant-tag-green/);

  await page.goto(`${INTERVIEW}/1`);
  await expect(page.getByText('IV25-0001').first()).toBeVisible();
  await expect(page.getByText('กิตติพงษ์ อินทรวงศ์').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'APP25-0002' })).toBeVisible();
  await expect(page.getByText('Communication (การสื่อสาร)')).toBeVisible();
  await expect(page.getByText('4.45').first()).toBeVisible();
});

test('HR scores a probation evaluation, extends the probation and assesses it; the administrator returns and confirms it; the list shows the outcome', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // a form with a child table and two workflow steps, on a shared 2-core machine
  await login(page, 'hr', `${PROBATION}/add`);
  await expect(page.getByText('Create Probation evaluation')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Evaluation no.')).toBeDisabled();

  await choose(page, field(page, 'Employee'), null);
  const position = unique('Sales Coordinator');
  await page.getByLabel('Position', { exact: true }).fill(position);
  await choose(page, field(page, 'Evaluator'), null);
  await choose(page, field(page, 'Round'), '90-day');
  await fillDate(page, 'Evaluation date', '2026-11-24', { shown: true });

  // The overall score is the average of the scored criteria, as HR types.
  const overall = page.getByLabel('Overall score (of 5)', { exact: true });
  await choose(page, field(page, 'Criterion 1'), 'Work quality');
  await page.getByLabel('Score (1-5) 1', { exact: true }).fill('3');
  await expect(overall).toHaveValue('3.00');
  await page.getByRole('button', { name: 'Add row' }).click();
  await choose(page, field(page, 'Criterion 2'), 'Job knowledge');
  await page.getByLabel('Score (1-5) 2', { exact: true }).fill('2');
  await expect(overall).toHaveValue('2.50');
  await page.getByRole('button', { name: 'Add row' }).click();
  await choose(page, field(page, 'Criterion 3'), 'Teamwork');
  await page.getByLabel('Score (1-5) 3', { exact: true }).fill('2');
  await expect(overall).toHaveValue('2.33');

  await page.getByLabel('Strengths', { exact: true }).fill('Polite with customers and keen to learn.');
  await page.getByLabel('Areas to improve', { exact: true }).fill('Product knowledge and accuracy of quotations.');
  await page.getByLabel('Manager comments', { exact: true }).fill('Extend the probation with weekly coaching.');

  // The extension end date shows, and is needed, only for an extended probation.
  await expect(page.getByLabel('Extension end date', { exact: true })).toHaveCount(0);
  await choose(page, field(page, 'Decision'), 'Extended probation');
  await expect(page.getByLabel('Extension end date', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Extension end date is required')).toBeVisible();
  await expect(page).toHaveURL(/\/probationevaluation\/create$/);
  await fillDate(page, 'Extension end date', '2027-01-31', { shown: true });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/apps\/humanresource\/probationevaluation\/\d+$/);
  const number = page.getByText(/^PE-\d{5}$/).first();
  await expect(number).toBeVisible();
  const evaluationNo = (await number.textContent())!;
  await expect(page.getByText(position).first()).toBeVisible();
  await expect(page.getByText('2.33').first()).toBeVisible();
  await expect(page.getByText('31/01/2027').first()).toBeVisible();
  await expect(statusTag(page)).toHaveText('Draft');

  // The assessment is submitted; the evaluation is then no longer edited.
  await page.getByRole('button', { name: 'Submit assessment' }).click();
  await clickInPopup(page.getByRole('tooltip').getByRole('button', { name: 'Submit assessment' }));
  await expect(statusTag(page)).toHaveText('Assessed');
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // HR wrote the assessment, so someone else decides it (segregation of duties): no decision for HR, the reason shown.
  await expect(page.getByTestId('duty-notes')).toContainText('Segregation of duties: you wrote this record');
  await expect(page.getByRole('button', { name: 'Confirm result' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Return for revision' })).toHaveCount(0);
  const url = page.url();

  // The administrator returns it for revision, which needs a reason.
  const admin = await signedIn(browser, 'admin', url);
  await expect(statusTag(admin)).toHaveText('Assessed');
  await admin.getByRole('button', { name: 'Return for revision' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Return for revision' }).click();
  await expect(dialog.getByText('Comment is required')).toBeVisible();
  await dialog.getByLabel('Comment').fill('Please add the coaching plan to the comments.');
  await dialog.getByRole('button', { name: 'Return for revision' }).click();
  await expect(dialog).toBeHidden();
  await expect(statusTag(admin)).toHaveText('Draft');

  await page.reload();
  await expect(statusTag(page)).toHaveText('Draft');
  await expect(page.getByTestId('trail-entry').last()).toContainText('Please add the coaching plan to the comments.');
  await page.getByRole('button', { name: 'Submit assessment' }).click();
  await clickInPopup(page.getByRole('tooltip').getByRole('button', { name: 'Submit assessment' }));
  await expect(statusTag(page)).toHaveText('Assessed');

  // The administrator, who returned it, confirms the revision: the same stage again.
  await admin.reload();
  await expect(statusTag(admin)).toHaveText('Assessed');
  await admin.getByRole('button', { name: 'Confirm result' }).click();
  await clickInPopup(admin.getByRole('tooltip').getByRole('button', { name: 'Confirm result' }));
  await expect(statusTag(admin)).toHaveText('Confirmed');
  await expect(admin.getByRole('button', { name: 'Return for revision' })).toHaveCount(0);
  await admin.context().close();

  // The list shows the outcome: the newest evaluation first, extended probation as a gold tag.
  await page.goto(PROBATION);
  const row = page.getByRole('row').filter({ hasText: evaluationNo });
  await expect(row).toContainText(position);
  await expect(row).toContainText('2.33');
  await expect(row.locator('.ant-tag', { hasText: 'Extended probation' })).toHaveClass(/ant-tag-gold/);
  await expect(row.locator('.ant-tag[data-status="confirmed"]')).toHaveText('Confirmed');
});

test('HR scores an interview: the weighted total on the form, on the show page, and recomputed by the server', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await login(page, 'hr', INTERVIEW);
  await expect(page.getByRole('heading', { name: 'Interview evaluations' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/evaluationinterviewform\/create$/);
  await expect(page.getByText('Create Interview evaluation form')).toBeVisible();

  await search(page, 'Job application', 'APP25-0018');
  const candidate = unique('Kenji Wilson');
  await page.getByLabel('Candidate', { exact: true }).fill(candidate);
  await page.getByLabel('Position', { exact: true }).fill('Software Developer');
  await choose(page, field(page, 'Interviewer'), null);
  await fillDate(page, 'Interview date', '2026-11-24', { shown: true });

  // Five criteria to start with, 20% each; HR moves 10 points from teamwork to job knowledge.
  const criteria = [
    ['Communication', '20', '4'],
    ['Job knowledge', '30', '5'],
    ['Attitude', '20', '3'],
    ['Teamwork', '10', '4'],
    ['Problem solving', '20', '4'],
  ] as const;
  const total = page.getByLabel('Total score (of 5)', { exact: true });
  for (const [i, [criterion, weight, score]] of criteria.entries()) {
    const n = i + 1;
    await expect(page.getByLabel(`Weight (%) ${n}`, { exact: true })).toHaveValue('20');
    await page.getByLabel(`Criterion ${n}`, { exact: true }).fill(criterion);
    await page.getByLabel(`Weight (%) ${n}`, { exact: true }).fill(weight);
    await page.getByLabel(`Score (1-5) ${n}`, { exact: true }).fill(score);
  }
  // 0.80 + 1.50 + 0.60 + 0.40 + 0.80
  await expect(page.getByLabel('Weighted score 2', { exact: true })).toHaveValue('1.50');
  await expect(total).toHaveValue('4.10');

  // The weights must total 100.
  await page.getByLabel('Weight (%) 4', { exact: true }).fill('15');
  await expect(total).toHaveValue('4.30');
  await choose(page, field(page, 'Recommendation'), 'Hire');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The weights must total 100')).toBeVisible();
  await expect(page).toHaveURL(/\/evaluationinterviewform\/create$/);
  await page.getByLabel('Weight (%) 4', { exact: true }).fill('10');
  await expect(total).toHaveValue('4.10');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/apps\/humanresource\/evaluationinterviewform\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText(/^IV\d{2}-\d{4}$/).first()).toBeVisible();
  await expect(page.getByText(candidate).first()).toBeVisible();
  await expect(page.getByText('4.10').first()).toBeVisible();
  await expect(page.getByText('1.50').first()).toBeVisible();

  const headers = bearer(await tokenOf(page));
  const stored = await (await page.request.get(`${API}/interviewEvaluations/${id}`, { headers })).json();
  expect(stored.totalScore).toBe(4.1);

  // A client's totals are never trusted: the server recomputes every weighted score and the total.
  const [application] = (await (await page.request.get(`${API}/jobApplications?_start=0&_end=1`, { headers })).json()) as {
    id: number;
  }[];
  const [interviewer] = (await (await page.request.get(`${API}/employees?_start=0&_end=1`, { headers })).json()) as {
    id: number;
  }[];
  const created = await page.request.post(`${API}/interviewEvaluations`, {
    headers,
    data: {
      application: application!.id,
      candidateName: unique('API candidate'),
      interviewer: interviewer!.id,
      interviewDate: '2026-11-24',
      criteria: [5, 4, 3, 2, 1].map((score, i) => ({ criterion: `Criterion ${i + 1}`, weight: 20, score, weightedScore: 5 })),
      totalScore: 99,
      recommendation: 'keepOnFile',
    },
  });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { id: number; totalScore: number; criteria: { weightedScore: number }[] };
  expect(body.totalScore).toBe(3);
  expect(body.criteria.map((c) => c.weightedScore)).toEqual([1, 0.8, 0.6, 0.4, 0.2]);
  const again = await (await page.request.get(`${API}/interviewEvaluations/${body.id}`, { headers })).json();
  expect(again.totalScore).toBe(3);
});

test('Staff gets 403 from the interview evaluations API and has no menu entry for them', async ({ browser }) => {
  const staff = await signedIn(browser, 'staff');
  const headers = bearer(await tokenOf(staff));
  expect((await staff.request.get(`${API}/interviewEvaluations?_start=0&_end=5`, { headers })).status()).toBe(403);
  expect((await staff.request.get(`${API}/interviewEvaluations/1`, { headers })).status()).toBe(403);

  // The Human Resources menu has the probation evaluations (their own, by row scope) but not the interview forms.
  await staff.getByRole('menuitem', { name: 'Human Resources' }).click();
  await expect(staff.getByRole('menuitem', { name: 'Probation evaluations' })).toBeVisible();
  await expect(staff.getByRole('menuitem', { name: 'Interview evaluations' })).toHaveCount(0);
  await staff.goto(INTERVIEW);
  await expect(staff).toHaveURL(/not-authorized/);
  await staff.context().close();
});
