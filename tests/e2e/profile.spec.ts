/**
 * The employee profile (../shared/spec/staff-app-spec.md §2, /apps/employees/profile/{id}; schemas/employees.json): tabs About,
 * Work, Contact, IT asset policy and Remark with the seeded values; HR uploads a photo, records the IT
 * asset policy acknowledgement (its date then becomes required), writes a remark and sets the manager;
 * the training history lists the person's enrolments; staff reads the profile, remark included, without
 * an Edit button; the tabs in Thai.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, searchOption, signedIn, tokenOf, toThai, unique } from './helpers';

const API = '/api-spp/v1';
const SHOTS = process.env.E2E_SHOTS; // a folder: also save screenshots of the profile (1280 and 390 px)
const named = (label: string) => new RegExp(`^\\*?\\s*${label}$`);

/** A 1x1 PNG (one opaque blue pixel). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** English labels of the options the test reads back (schemas/employees.json). */
const STATUS: Record<string, string> = {
  probation: 'Probation',
  permanent: 'Permanent',
  contract: 'Contract',
  resigned: 'Resigned',
};
const WORK_AREA: Record<string, string> = {
  bangkokHq: 'Head office, Bangkok',
  samutPrakanWarehouse: 'Warehouse, Samut Prakan',
  chonburiPlant: 'Plant, Chonburi',
  chiangMaiBranch: 'Chiang Mai branch',
};

interface Employee {
  id: number;
  empCode: string;
  fullName: string;
  firstNameEn: string;
  lastNameEn: string;
  employmentStatus: string;
  workArea: string;
  extension: string;
  lineId: string;
  position: string;
  itPolicyAccepted?: string;
  manager?: number | null;
}

/** Full-page screenshots at desktop and phone width, when E2E_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The values of a tab of the profile (its panel); opens the tab first. */
async function tab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel', { name, exact: true });
}

test('HR keeps an employee profile: photo, IT asset policy, remark, manager; training history; staff only reads it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const hr = await signedIn(browser, 'hr');
  const hrToken = await tokenOf(hr);

  // A seeded employee (past the first rows other specs use) who has not acknowledged the IT asset policy yet.
  const answer = await request.get(`${API}/employees?_sort=empCode&_order=asc&_start=0&_end=100`, { headers: bearer(hrToken) });
  expect(answer.status(), await answer.text()).toBe(200);
  const employee = ((await answer.json()) as Employee[]).find(
    (e) => e.id > 10 && e.firstNameEn && e.lastNameEn && e.workArea && e.extension,
  );
  expect(employee, 'a seeded employee with a full profile').toBeDefined();
  const person = employee!;
  // Not acknowledged and without a manager, whatever an earlier run of this test left.
  const reset = await request.patch(`${API}/employees/${person.id}`, {
    headers: bearer(hrToken),
    data: { itPolicyAccepted: 'N', itPolicyAcceptedOn: null, manager: null },
  });
  expect(reset.status(), await reset.text()).toBe(200);

  // An enrolment made beforehand, for the training history.
  const courseName = unique('Safe use of company notebooks');
  const course = await request.post(`${API}/trainingCourses`, {
    headers: bearer(hrToken),
    data: {
      courseName,
      location: 'Training Room (2F)',
      instructor: 'Khun Anan',
      startTime: '2027-04-20T09:00:00+07:00',
      endTime: '2027-04-20T12:00:00+07:00',
      capacity: 20,
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const enrolled = await request.post(`${API}/courseEnrolments`, {
    headers: bearer(hrToken),
    data: { course: ((await course.json()) as { id: number }).id, employee: person.id },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const enrolment = (await enrolled.json()) as { no: string };

  // The profile, at the spec's address: the tabs with the seeded values.
  await hr.goto(`/apps/employees/profile/${person.id}`);
  await expect(hr).toHaveURL(new RegExp(`/apps/employees/${person.id}$`));
  await expect(hr.getByText(person.fullName).first()).toBeVisible();
  for (const name of ['About', 'Work', 'Contact', 'IT asset policy', 'Remark'])
    await expect(hr.getByRole('tab', { name, exact: true })).toBeVisible();
  const about = await tab(hr, 'About');
  await expect(about).toContainText(person.empCode);
  await expect(about).toContainText(person.firstNameEn);
  await expect(about).toContainText(person.lastNameEn);
  const work = await tab(hr, 'Work');
  await expect(work).toContainText(person.position);
  await expect(work).toContainText(STATUS[person.employmentStatus]!);
  await expect(work).toContainText(WORK_AREA[person.workArea]!);
  const contact = await tab(hr, 'Contact');
  await expect(contact).toContainText(person.extension);
  if (person.lineId) await expect(contact).toContainText(person.lineId);
  // Not acknowledged: the date is not shown at all.
  const policy = await tab(hr, 'IT asset policy');
  await expect(policy.locator('.ant-descriptions-item-label')).toHaveText(['IT asset policy acknowledged']);
  await expect(policy.locator('.ant-descriptions-item-content')).toHaveText(['No']);

  // The training history lists the enrolment.
  const training = hr.getByRole('region', { name: 'Training' });
  await expect(training.getByRole('link', { name: enrolment.no })).toBeVisible();
  await expect(training).toContainText(courseName);

  // HR edits: a photo, the policy acknowledgement (its date becomes required), a remark, the manager.
  await hr.getByRole('button', { name: 'Edit' }).click();
  await expect(hr).toHaveURL(new RegExp(`/apps/employees/edit/${person.id}$`));
  await hr.getByRole('tab', { name: 'About', exact: true }).click();
  await hr.locator('#field-photo').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  await expect(hr.locator('.ant-upload-list-item-done')).toHaveCount(1);

  await hr.getByRole('tab', { name: 'Work', exact: true }).click();
  await searchOption(hr, hr.getByRole('combobox', { name: named('Manager') }), 'สุดารัตน์ วงศ์ไทย');

  await hr.getByRole('tab', { name: 'IT asset policy', exact: true }).click();
  await expect(hr.getByLabel('Acknowledged on')).toHaveCount(0);
  await hr.getByRole('switch', { name: 'IT asset policy acknowledged' }).click();
  const dateItem = hr.locator('.ant-form-item').filter({ has: hr.getByLabel('Acknowledged on') });
  await expect(dateItem.locator('.ant-form-item-required')).toHaveText('Acknowledged on');
  await expect(dateItem).toContainText('The date on the signed acknowledgement form');
  await hr.getByRole('button', { name: 'Save' }).click();
  await expect(dateItem).toContainText('Acknowledged on is required');
  await shoot(hr, 'profile-edit-en');
  await expect(hr).toHaveURL(new RegExp(`/apps/employees/edit/${person.id}$`));
  await hr.getByLabel('Acknowledged on').fill('2026-03-02');
  await hr.getByLabel('Acknowledged on').press('Enter');
  await expect(dateItem).not.toContainText('is required');

  await hr.getByRole('tab', { name: 'Remark', exact: true }).click();
  const remark = `Returned the old notebook; received ThinkPad T14 (${unique('asset')}).`;
  await hr.getByRole('textbox', { name: 'Remark' }).fill(remark);
  await hr.getByRole('button', { name: 'Save' }).click();

  // Saved: the profile shows them.
  await expect(hr).toHaveURL(new RegExp(`/apps/employees/${person.id}$`));
  // The address changes first; the edit form, whose tabs have the same names, shows until the record's page is drawn.
  await expect(hr.getByRole('button', { name: 'Edit' })).toBeVisible();
  const photo = (await tab(hr, 'About')).getByRole('img', { name: 'portrait.png' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(await tab(hr, 'Work')).toContainText('สุดารัตน์ วงศ์ไทย');
  const acknowledged = await tab(hr, 'IT asset policy');
  await expect(acknowledged.locator('.ant-descriptions-item-content')).toHaveText(['Yes', '02/03/2026']);
  await expect(await tab(hr, 'Remark')).toContainText(remark);
  const stored = (await (await request.get(`${API}/employees/${person.id}`, { headers: bearer(hrToken) })).json()) as Employee & {
    photo: { url: string; name: string };
    remark: string;
    itPolicyAcceptedOn: string;
  };
  expect(stored).toMatchObject({ manager: 2, itPolicyAccepted: 'Y', itPolicyAcceptedOn: '2026-03-02', remark });
  expect(stored.photo.name).toBe('portrait.png');
  await tab(hr, 'About');
  await shoot(hr, 'profile-en');
  await tab(hr, 'Contact');
  await shoot(hr, 'profile-en-contact');
  await hr.context().close();

  // Staff reads the same profile, the remark too, but has no Edit button; the API refuses the edit.
  const staff = await signedIn(browser, 'staff', `/apps/employees/profile/${person.id}`);
  await expect(staff.getByText(person.fullName).first()).toBeVisible();
  await expect(await tab(staff, 'Remark')).toContainText(remark);
  await expect(staff.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  const refused = await request.patch(`${API}/employees/${person.id}`, {
    headers: bearer(await tokenOf(staff)),
    data: { remark: 'Changed by staff' },
  });
  expect(refused.status()).toBe(403);

  // The profile's tabs in Thai.
  await toThai(staff);
  for (const name of ['ข้อมูลส่วนตัว', 'ข้อมูลการทำงาน', 'ข้อมูลติดต่อ', 'นโยบายการใช้ทรัพย์สินไอที', 'หมายเหตุ'])
    await expect(staff.getByRole('tab', { name, exact: true })).toBeVisible();
  await expect(await tab(staff, 'ข้อมูลส่วนตัว')).toContainText('ชื่อ (อังกฤษ)');
  await shoot(staff, 'profile-th');
  await tab(staff, 'ข้อมูลการทำงาน');
  await shoot(staff, 'profile-th-work');
  await staff.context().close();
});
