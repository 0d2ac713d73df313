/**
 * The job application's sub-forms (issue 7, schemas/jobApplications.json): a guest fills their work history (two
 * jobs), a language with its levels, an emergency contact and the consent, sends the application and sees those
 * parts on its page; HR sees them on the same page, in English and in Thai. The server refuses an application
 * without the consent (the record rule's message, in the caller's language), without an emergency contact, or with
 * a job that ends before it starts.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asShown, bearer, login, pickOption, signedIn, tokenOf, toThai, unique } from './helpers';

const API = '/api-spp/v1';
const APPLICATIONS = '/apps/humanresource/jobapplication';
const CONSENT = /I certify that the information in this application is true/;
const CONSENT_MESSAGE = 'Please certify the information and give your consent: an application cannot be sent without it';

/** A date or month picker: typed as stored, confirmed with Enter. */
async function fillPicker(page: Page, label: string, value: string, scope: Page | Locator = page) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(asShown(value));
}

/** The tab of that name on the page (form or record page), opened. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** A child table's row (not the record page's own rows around it) holding this text. */
const tableRow = (scope: Locator, text: string) => scope.locator('.ant-table-row').filter({ hasText: text });

/** A valid application as the API takes it; `change` replaces or removes (undefined) parts of it. */
function application(change: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    firstName: unique('Api'),
    lastName: 'Applicant',
    email: 'api.applicant@example.com',
    phone: '0811112222',
    education: 'bachelor',
    positionApplied: 'Accountant',
    emergencyContacts: [{ name: 'Somsri Applicant', relationship: 'mother', phone: '0813334444' }],
    consent: true,
    consentDate: '2026-11-20',
  };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete base[key];
    else base[key] = value;
  }
  return base;
}

async function post(request: APIRequestContext, token: string, data: unknown, lang = 'en') {
  const res = await request.post(`${API}/jobApplications`, {
    headers: { ...bearer(token), 'Accept-Language': lang },
    data,
  });
  return { status: res.status(), body: (await res.json()) as { message?: string; errors?: Record<string, string> } };
}

test('a guest sends an application with work history, a language, an emergency contact and consent; HR sees them, in Thai too', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // a long form with four tables, two users, on a shared 2-core machine

  await login(page, 'guest');
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/0$/);
  const firstName = unique('Wanida');
  const position = unique('Export coordinator');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Kongkaew');
  await page.getByLabel('Email').fill('wanida.k@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('0865551234');
  await pickOption(page, page.getByLabel('Highest education'), "Bachelor's degree");
  await page.getByLabel('Position applied for').fill(position);

  // Work history: two jobs, the latest first; the one held now has no end.
  await openTab(page, 'Work history');
  const work = page.locator('#field-workHistory');
  await work.getByRole('button', { name: 'Add row' }).click();
  await work.getByRole('button', { name: 'Add row' }).click();
  const jobs = [
    { company: unique('Siam Freight Co., Ltd.'), position: 'Export officer', from: '2022-04', to: '', salary: '28000' },
    {
      company: unique('Chonburi Logistics Co., Ltd.'),
      position: 'Shipping clerk',
      from: '2019-06',
      to: '2022-03',
      salary: '18500',
    },
  ];
  for (const [i, job] of jobs.entries()) {
    const n = i + 1;
    await work.getByLabel(`Company ${n}`, { exact: true }).fill(job.company);
    await work.getByLabel(`Position ${n}`, { exact: true }).fill(job.position);
    await fillPicker(page, `From ${n}`, job.from, work);
    if (job.to) await fillPicker(page, `To ${n}`, job.to, work);
    await work.getByLabel(`Last salary (baht) ${n}`, { exact: true }).fill(job.salary);
  }
  await work.getByLabel('Reason for leaving 2', { exact: true }).fill('Looking for export work');

  // A language with its three levels.
  await openTab(page, 'Languages & interests');
  const languages = page.locator('#field-languages');
  await languages.getByRole('button', { name: 'Add row' }).click();
  await pickOption(page, page.getByLabel('Language 1', { exact: true }), 'Japanese');
  await pickOption(page, page.getByLabel('Speaking 1', { exact: true }), 'Good');
  await pickOption(page, page.getByLabel('Reading 1', { exact: true }), 'Fair');
  await pickOption(page, page.getByLabel('Writing 1', { exact: true }), 'Basic');

  // The emergency contact's row is there from the start (at least one is needed).
  await openTab(page, 'Emergency contacts & references');
  const contacts = page.locator('#field-emergencyContacts');
  const contact = unique('Somjit Kongkaew');
  await contacts.getByLabel('Name 1', { exact: true }).fill(contact);
  // From the page, as pickOption finds the select around it there: the references table has no row yet.
  await pickOption(page, page.getByLabel('Relationship 1', { exact: true }), 'Mother');
  await contacts.getByLabel('Phone 1', { exact: true }).fill('0891237777');

  // Without the consent the application is not sent.
  const consent = page.getByRole('switch', { name: CONSENT });
  await expect(consent).not.toBeChecked();
  await fillPicker(page, 'Date of consent', '2026-11-20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(CONSENT_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/0$/);
  await consent.click();
  await expect(consent).toBeChecked();
  await expect(page.getByText(CONSENT_MESSAGE)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();

  // Their application's page (the URL changes before the page is drawn: wait for its status tag).
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/\d+$/);
  await expect(page.locator('.ant-tag[data-status]')).toHaveText('New', { timeout: 30_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText(position)).toBeVisible();
  await openTab(page, 'Work history');
  const workPanel = page.getByRole('tabpanel', { name: 'Work history' });
  await expect(workPanel).toContainText(jobs[0]!.company);
  await expect(workPanel).toContainText(jobs[1]!.company);
  await expect(tableRow(workPanel, jobs[1]!.company)).toContainText('06/2019');
  await expect(tableRow(workPanel, jobs[1]!.company)).toContainText('18,500.00');
  await openTab(page, 'Emergency contacts & references');
  await expect(page.getByRole('tabpanel', { name: 'Emergency contacts & references' })).toContainText(contact);
  const guest = await tokenOf(page);
  const stored = (await (await page.request.get(`${API}/jobApplications/${id}`, { headers: bearer(guest) })).json()) as Record<
    string,
    unknown
  >;
  expect(stored).toMatchObject({
    consent: true,
    consentDate: '2026-11-20',
    workHistory: [
      { company: jobs[0]!.company, fromMonth: '2022-04', lastSalary: 28000 },
      { company: jobs[1]!.company, fromMonth: '2019-06', toMonth: '2022-03', lastSalary: 18500 },
    ],
    languages: [{ language: 'ja', speaking: 'good', reading: 'fair', writing: 'basic' }],
    emergencyContacts: [{ name: contact, relationship: 'mother', phone: '0891237777' }],
  });
  // The job held now has no end.
  expect((stored.workHistory as Record<string, unknown>[])[0]!.toMonth ?? null).toBeNull();

  // HR opens the application: the same parts, each on its tab.
  const hr = await signedIn(browser, 'hr', `${APPLICATIONS}/${id}`);
  await expect(hr.locator('.ant-tag[data-status]')).toHaveText('New', { timeout: 30_000 });
  await expect(hr.getByRole('button', { name: 'Start screening' })).toBeVisible();
  await openTab(hr, 'Work history');
  const hrWork = hr.getByRole('tabpanel', { name: 'Work history' });
  await expect(tableRow(hrWork, jobs[0]!.company)).toContainText('Export officer');
  await expect(tableRow(hrWork, jobs[1]!.company)).toContainText('Looking for export work');
  await openTab(hr, 'Languages & interests');
  const japanese = tableRow(hr.getByRole('tabpanel', { name: 'Languages & interests' }), 'Japanese');
  await expect(japanese.locator('.ant-tag', { hasText: 'Good' })).toHaveClass(/ant-tag-blue/);
  await expect(japanese.locator('.ant-tag', { hasText: 'Fair' })).toHaveClass(/ant-tag-gold/);
  await expect(japanese.locator('.ant-tag', { hasText: 'Basic' })).toBeVisible();
  await openTab(hr, 'Emergency contacts & references');
  const hrContact = tableRow(hr.getByRole('tabpanel', { name: 'Emergency contacts & references' }), contact);
  await expect(hrContact).toContainText('Mother');
  await expect(hrContact).toContainText('0891237777');
  // The section's own card (size small), not the page's card around every section.
  const consentCard = hr.locator('.ant-card-small').filter({ hasText: 'Certification & consent' });
  await expect(consentCard).toContainText('Yes');
  await expect(consentCard).toContainText('20/11/2026');

  // In Thai: the tabs, the columns, the options and the consent, as a Thai form words them.
  await toThai(hr);
  await openTab(hr, 'ประวัติการทำงาน');
  const thaiWork = hr.getByRole('tabpanel', { name: 'ประวัติการทำงาน' });
  await expect(thaiWork.getByRole('columnheader', { name: 'สถานที่ทำงาน' })).toBeVisible();
  await expect(thaiWork.getByRole('columnheader', { name: 'ตั้งแต่ (เดือน/ปี)' })).toBeVisible();
  await expect(thaiWork.getByRole('columnheader', { name: 'เงินเดือนสุดท้าย (บาท)' })).toBeVisible();
  await openTab(hr, 'ภาษาและความสนใจ');
  const thaiJapanese = tableRow(hr.getByRole('tabpanel', { name: 'ภาษาและความสนใจ' }), 'ภาษาญี่ปุ่น');
  await expect(thaiJapanese.locator('.ant-tag', { hasText: 'ดี' })).toHaveClass(/ant-tag-blue/);
  await expect(thaiJapanese.locator('.ant-tag', { hasText: 'พอใช้' })).toBeVisible();
  await expect(thaiJapanese.locator('.ant-tag', { hasText: 'พื้นฐาน' })).toBeVisible();
  await openTab(hr, 'ผู้ติดต่อกรณีฉุกเฉินและบุคคลอ้างอิง');
  await expect(tableRow(hr.getByRole('tabpanel', { name: 'ผู้ติดต่อกรณีฉุกเฉินและบุคคลอ้างอิง' }), contact)).toContainText('มารดา');
  const thaiConsent = hr.locator('.ant-card-small').filter({ hasText: 'คำรับรองและความยินยอม' });
  await expect(thaiConsent).toContainText('ข้าพเจ้าขอรับรองว่าข้อความในใบสมัครนี้เป็นความจริงทุกประการ');
  await expect(thaiConsent).toContainText('วันที่ให้ความยินยอม');
  await hr.context().close();
});

test('the server refuses an application without consent, without an emergency contact, or with a job ending before it starts', async ({
  page,
  request,
}) => {
  await login(page, 'guest');
  const guest = await tokenOf(page);

  // No consent, or consent not given: the record rule's message, in English and in Thai.
  for (const consent of [undefined, false]) {
    const refused = await post(request, guest, application({ consent }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ consent: CONSENT_MESSAGE });
  }
  const thai = await post(request, guest, application({ consent: false }), 'th');
  expect(thai.status).toBe(400);
  expect(thai.body.errors).toEqual({ consent: 'กรุณารับรองข้อมูลและให้ความยินยอม ใบสมัครจะส่งไม่ได้หากไม่ได้ให้ความยินยอม' });
  // Consent needs its date.
  const undated = await post(request, guest, application({ consentDate: undefined }));
  expect(undated.status).toBe(400);
  expect(undated.body.errors).toEqual({ consentDate: 'Date of consent is required' });

  // No emergency contact, or one without a phone.
  for (const emergencyContacts of [undefined, []]) {
    const refused = await post(request, guest, application({ emergencyContacts }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ emergencyContacts: 'Emergency contacts is required' });
  }
  const noPhone = await post(request, guest, application({ emergencyContacts: [{ name: 'Somsri', relationship: 'mother' }] }));
  expect(noPhone.status).toBe(400);
  expect(noPhone.body.errors).toEqual({ 'emergencyContacts.0.phone': 'Phone is required' });

  // A job that ends before it starts: refused on that row's "To" cell.
  const backwards = await post(
    request,
    guest,
    application({ workHistory: [{ company: 'Siam Freight', position: 'Clerk', fromMonth: '2023-05', toMonth: '2021-01' }] }),
  );
  expect(backwards.status).toBe(400);
  expect(backwards.body.errors).toEqual({ 'workHistory.0.toMonth': 'To must be on or after From' });

  // With all of it, the application is sent: a new one, numbered, its consent kept.
  const sent = await post(request, guest, application());
  expect(sent.status).toBe(201);
  expect(sent.body).toMatchObject({ status: 'new', consent: true, consentDate: '2026-11-20' });
});
