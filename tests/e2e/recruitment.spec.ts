/**
 * Recruitment as issue 7 asks (schemas/jobApplications.json and interviewEvaluations.json): a guest applies
 * from their landing page and sees only their own application; HR moves it from new through screening to
 * interview with the page's buttons (Staff may not); HR then makes the interview evaluation form from the
 * application (createFrom: the candidate's name and position are copied), scores the criteria, and sees the
 * computed total, the link back to the application and the application's list of its interview forms.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, login, pickOption, signedIn, tokenOf, toThai, unique } from './helpers';
import { fillContactAndConsent } from './applications';

const API = '/api-spp/v1';
const APPLICATIONS = '/apps/humanresource/jobapplication';

/** The record's status tag on its show page. */
const statusTag = (page: Page) => page.locator('.ant-tag[data-status]');

/** The HTTP status of a call as the holder of `token`. */
async function statusOf(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: unknown) {
  const res = await request[method](`${API}/${path}`, { headers: bearer(token), data });
  return res.status();
}

test('a guest applies, HR screens and invites the candidate, then scores the interview made from the application', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000); // three users, a dialog, a form with a child table, on a shared 2-core machine

  // The guest applies from the landing page.
  await login(page, 'guest');
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/0$/);
  const firstName = unique('Napat');
  const candidate = `${firstName} Chaiyaporn`;
  const position = unique('Payroll officer');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Chaiyaporn');
  await page.getByLabel('Email').fill('napat.c@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('0891234567');
  await pickOption(page, page.getByLabel('Highest education'), "Bachelor's degree");
  await page.getByLabel('Position applied for').fill(position);
  await fillContactAndConsent(page, { name: 'Suda Chaiyaporn', relationship: 'Spouse', phone: '0897654321' });
  await page.getByRole('button', { name: 'Save' }).click();

  // The application they sent: a new one, with no buttons to move it.
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/\d+$/);
  await expect(statusTag(page)).toHaveText('New');
  await expect(page.getByText(position)).toBeVisible();
  await expect(page.getByText(candidate)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start screening' })).toHaveCount(0);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const guest = await tokenOf(page);
  const mine = await request.get(`${API}/jobApplications/${id}`, { headers: bearer(guest) });
  expect(mine.status()).toBe(200);
  const application = (await mine.json()) as { applicationNo: string; status: string; fullName: string };
  expect(application.status).toBe('new');
  expect(application.fullName).toBe(candidate);
  const applicationNo = application.applicationNo;
  // Nobody else's application (the seeded first one is admin's), no list, and no moving their own.
  expect(await statusOf(request, guest, 'get', 'jobApplications/1')).toBe(403);
  expect(await statusOf(request, guest, 'get', 'jobApplications?_start=0&_end=5')).toBe(403);
  expect(await statusOf(request, guest, 'post', `jobApplications/${id}/actions/screen`)).toBe(403);

  // Staff may neither open nor move it.
  const staff = await signedIn(browser, 'staff');
  const staffToken = await tokenOf(staff);
  expect(await statusOf(request, staffToken, 'post', `jobApplications/${id}/actions/screen`)).toBe(403);
  expect(await statusOf(request, staffToken, 'get', `jobApplications/${id}`)).toBe(403);
  await staff.context().close();

  // HR finds it in the list, newest first, as a new application.
  const hr = await signedIn(browser, 'hr');
  const hrToken = await tokenOf(hr);
  await hr.goto(APPLICATIONS);
  await expect(hr.getByRole('heading', { name: 'Job applications' })).toBeVisible({ timeout: 30_000 });
  const row = hr.getByRole('row').filter({ hasText: applicationNo });
  await expect(row).toContainText(firstName);
  await expect(row.locator('.ant-tag[data-status="new"]')).toHaveText('New');

  // On its page: screening, then the interview. No interview form before the interview.
  await hr.goto(`${APPLICATIONS}/${id}`);
  await expect(statusTag(hr)).toHaveText('New');
  await expect(hr.getByRole('button', { name: 'Reject' })).toBeVisible();
  await hr.getByRole('button', { name: 'Start screening' }).click();
  await expect(statusTag(hr)).toHaveText('Screening');
  await expect(hr.getByRole('button', { name: 'Create interview evaluation form' })).toHaveCount(0);
  await hr.getByRole('button', { name: 'Invite to interview' }).click();
  await expect(statusTag(hr)).toHaveText('Interview');
  await expect(hr.getByRole('button', { name: 'Make an offer' })).toBeVisible();
  await expect(hr.getByRole('button', { name: 'Back to screening' })).toBeVisible();
  // A rejection needs its reason; without one nothing changes.
  expect(await statusOf(request, hrToken, 'post', `jobApplications/${id}/actions/reject`)).toBe(400);
  const linked = hr.getByRole('region', { name: 'Interview evaluations' });
  await expect(hr.getByText('Interview evaluations (0)')).toBeVisible();
  await expect(linked.getByText('None yet')).toBeVisible();

  // HR makes the interview form from the application: the candidate and position are copied.
  await hr.getByRole('button', { name: 'Create interview evaluation form' }).click();
  const dialog = hr.getByRole('dialog', { name: 'Create interview evaluation form' });
  await expect(dialog).toContainText(
    `A new interview evaluation form is made from ${applicationNo}: Candidate, Position are copied.`,
  );
  await expect(dialog.getByLabel('Candidate')).toHaveCount(0);
  await expect(dialog.getByLabel('Recommendation')).toHaveCount(0);
  await expect(dialog.getByLabel('Interview date')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/); // today, shown day first
  // The helper finds the select around the combobox from the page (the dialog's is the only Interviewer there).
  await pickOption(hr, hr.getByLabel('Interviewer', { exact: true }), null);
  await dialog.getByRole('button', { name: 'Create interview evaluation form' }).click();

  // The new form: numbered, the candidate copied, linked to the application, the criteria waiting for scores.
  await expect(hr).toHaveURL(/\/apps\/humanresource\/evaluationinterviewform\/\d+$/);
  const formNo = (await hr
    .getByText(/^IV\d{2}-\d{4}$/)
    .first()
    .textContent())!;
  const formId = Number(new URL(hr.url()).pathname.split('/').pop());
  await expect(hr.getByText(candidate).first()).toBeVisible();
  await expect(hr.getByText(position).first()).toBeVisible();
  await expect(hr.getByRole('link', { name: applicationNo })).toBeVisible();
  await expect(hr.getByText('Problem solving (การแก้ปัญหา)')).toBeVisible();

  // A recommendation waits for the scores: the server refuses one on a form not yet scored.
  const early = await request.patch(`${API}/interviewEvaluations/${formId}`, {
    headers: bearer(hrToken),
    data: { recommendation: 'hire' },
  });
  expect(early.status()).toBe(400);
  expect(((await early.json()) as { errors: Record<string, string> }).errors).toMatchObject({
    criteria: 'Score every criterion before giving a recommendation',
  });

  // HR scores the five criteria (20% each) after the interview; the total follows as they type.
  await hr.getByRole('button', { name: 'Edit' }).click();
  const total = hr.getByLabel('Total score (of 5)', { exact: true });
  await expect(hr.getByLabel('Criterion 1', { exact: true })).toHaveValue('Communication (การสื่อสาร)');
  const scores = ['5', '4', '3', '2', '4'];
  for (const [i, score] of scores.entries()) {
    await expect(hr.getByLabel(`Weight (%) ${i + 1}`, { exact: true })).toHaveValue('20');
    await hr.getByLabel(`Score (1-5) ${i + 1}`, { exact: true }).fill(score);
  }
  // 1.00 + 0.80 + 0.60 + 0.40 + 0.80
  await expect(hr.getByLabel('Weighted score 4', { exact: true })).toHaveValue('0.40');
  await expect(total).toHaveValue('3.60');
  // Every criterion scored: the recommendation is now needed.
  await hr.getByRole('button', { name: 'Save' }).click();
  await expect(hr.getByText('Recommendation is required')).toBeVisible();
  await pickOption(hr, hr.getByLabel('Recommendation', { exact: true }), 'Second interview');
  await hr.getByRole('button', { name: 'Save' }).click();

  // The show page: its own URL, then its Edit button (the URL changes before the page is drawn).
  await expect(hr).toHaveURL(new RegExp(`/apps/humanresource/evaluationinterviewform/${formId}$`));
  await expect(hr.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(hr.getByText('3.60').first()).toBeVisible();
  await expect(hr.getByText('0.40').first()).toBeVisible();
  await expect(hr.locator('.ant-tag', { hasText: 'Second interview' })).toHaveClass(/ant-tag-blue/);
  const stored = (await (await request.get(`${API}/interviewEvaluations/${formId}`, { headers: bearer(hrToken) })).json()) as {
    totalScore: number;
    application: number;
    candidateName: string;
  };
  expect(stored).toMatchObject({ totalScore: 3.6, application: id, candidateName: candidate });

  // Back to the application: it lists its interview form, and is still at the interview.
  await hr.getByRole('link', { name: applicationNo }).click();
  await expect(hr).toHaveURL(new RegExp(`${APPLICATIONS}/${id}$`));
  await expect(hr.getByText('Interview evaluations (1)')).toBeVisible();
  await expect(linked.getByRole('link', { name: formNo })).toBeVisible();
  await expect(linked.getByText(candidate)).toBeVisible();
  await expect(statusTag(hr)).toHaveText('Interview');

  // In Thai: the state and the create-from button.
  await toThai(hr);
  await expect(statusTag(hr)).toHaveText('นัดสัมภาษณ์');
  await expect(hr.getByRole('button', { name: 'สร้างแบบประเมินการสัมภาษณ์' })).toBeVisible();
  await hr.context().close();

  // The guest sees where their application stands, and nothing of the interview forms.
  const again = await request.get(`${API}/jobApplications/${id}`, { headers: bearer(guest) });
  expect(((await again.json()) as { status: string }).status).toBe('interview');
  expect(await statusOf(request, guest, 'get', `interviewEvaluations/${formId}`)).toBe(403);
});

test('HR rejects an application with a reason, from the page; the list shows it rejected', async ({ page, request }) => {
  await login(page, 'hr');
  const token = await tokenOf(page);
  const firstName = unique('Somsak');
  const res = await request.post(`${API}/jobApplications`, {
    headers: bearer(token),
    data: {
      firstName,
      lastName: 'Rakdee',
      email: 'somsak.r@example.com',
      phone: '0812223333',
      education: 'diploma',
      positionApplied: 'Driver',
      emergencyContacts: [{ name: 'Sompong Rakdee', relationship: 'father', phone: '0815556666' }],
      consent: true,
      consentDate: '2026-11-18',
    },
  });
  expect(res.status()).toBe(201);
  const created = (await res.json()) as { id: number; applicationNo: string; status: string };
  expect(created.status).toBe('new');

  await page.goto(`${APPLICATIONS}/${created.id}`);
  await expect(statusTag(page)).toHaveText('New', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Comment is required')).toBeVisible();
  await dialog.getByLabel('Comment').fill('No driving licence for trucks.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(statusTag(page)).toHaveText('Rejected');
  await expect(page.getByRole('button', { name: 'Start screening' })).toHaveCount(0);
  await expect(page.getByTestId('trail-entry').last()).toContainText('No driving licence for trucks.');

  await page.goto(APPLICATIONS);
  const row = page.getByRole('row').filter({ hasText: created.applicationNo });
  await expect(row.locator('.ant-tag[data-status="rejected"]')).toHaveText('Rejected');
  await expect(row.locator('.ant-tag[data-status="rejected"]')).toHaveClass(/ant-tag-red/);
});
