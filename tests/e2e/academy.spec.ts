/**
 * The academy: employees browse the course catalogue and enrol; the server refuses an enrolment past the
 * course's seats (a maxCount constraint, checked in the same step as the write) and a second enrolment of the
 * same person (unique), while a cancelled enrolment frees its seat.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, login, pickOption, searchOption, signedIn, tokenOf, unique } from './helpers';

const API = '/api-spp/v1';
const named = (label: string) => new RegExp(`^\\*?\\s*${label}$`);

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  return request.post(`${API}/${path}`, { headers: bearer(token), data });
}

test('staff cannot take the last seat of a full course; a cancelled enrolment frees it', async ({
  consoleWatch,
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  consoleWatch.allow(
    /status of 400 \(Bad Request\) \(\/api-spp\/v1\/courseEnrolments:/,
    'the full course refuses the enrolment on purpose',
  );
  // HR offers a one-seat course, and the seat is taken.
  const hr = await signedIn(browser, 'hr');
  const hrToken = await tokenOf(hr);
  const courseName = unique('Excel for HR analytics');
  const created = await post(request, hrToken, 'trainingCourses', {
    courseName,
    location: 'Training Room (2F)',
    instructor: 'อาจารย์ปกรณ์ ศรีวงศ์',
    startTime: '2027-02-10T09:00:00+07:00',
    endTime: '2027-02-10T16:00:00+07:00',
    capacity: 1,
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = (await created.json()) as { id: number };
  const [someone] = (await (await request.get(`${API}/employees?_start=5&_end=6`, { headers: bearer(hrToken) })).json()) as {
    id: number;
  }[];
  const taken = await post(request, hrToken, 'courseEnrolments', { course: course.id, employee: someone!.id });
  expect(taken.status(), await taken.text()).toBe(201);
  const seat = (await taken.json()) as { id: number; no: string };
  expect(seat.no).toMatch(/^ENR-\d{4}-\d{4}$/);
  await hr.context().close();

  // Staff finds it in the catalogue and tries to enrol: refused beside the course, the form stays.
  await login(page, 'staff', '/apps/academy');
  await expect(page).toHaveURL(/\/apps\/trainingcourses/);
  await expect(page.getByRole('heading', { name: 'Training courses' })).toBeVisible();
  await page.goto('/apps/academy/enrolments/create');
  await expect(page.getByText('Create Course enrolment')).toBeVisible();
  await searchOption(page, page.getByRole('combobox', { name: named('Course') }), courseName);
  await pickOption(page, page.getByRole('combobox', { name: named('Employee') }), null);
  await page.getByRole('button', { name: 'Save' }).click();
  const courseItem = page.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: named('Course') }) });
  await expect(courseItem).toContainText('The course is full');
  await expect(page).toHaveURL(/\/apps\/academy\/enrolments\/create$/);

  // HR cancels the other enrolment: the seat is free, and staff's enrolment goes through.
  const cancelled = await request.patch(`${API}/courseEnrolments/${seat.id}`, {
    headers: bearer(hrToken),
    data: { status: 'cancelled' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/academy\/enrolments\/\d+$/);
  await expect(page.getByText(courseName).first()).toBeVisible();
  await expect(page.getByText('Enrolled', { exact: true }).first()).toBeVisible();
});

test('the same person cannot enrol twice in a course (API, in Thai too)', async ({ browser, request }) => {
  const admin = await signedIn(browser, 'admin');
  const token = await tokenOf(admin);
  const created = await post(request, token, 'trainingCourses', {
    courseName: unique('PDPA for managers'),
    location: 'Nan Boardroom (7F)',
    instructor: 'Khun Anan',
    startTime: '2027-03-01T09:00:00+07:00',
    endTime: '2027-03-01T12:00:00+07:00',
    capacity: 10,
  });
  expect(created.status(), await created.text()).toBe(201);
  const fresh = (await created.json()) as { id: number };
  const first = await post(request, token, 'courseEnrolments', { course: fresh.id, employee: 3 });
  expect(first.status(), await first.text()).toBe(201);
  const again = await post(request, token, 'courseEnrolments', { course: fresh.id, employee: 3 });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { errors: Record<string, string> }).errors.employee).toBe('Already enrolled in this course');
  const thai = await request.post(`${API}/courseEnrolments`, {
    headers: { ...bearer(token), 'Accept-Language': 'th' },
    data: { course: fresh.id, employee: 3 },
  });
  expect(thai.status()).toBe(400);
  expect(((await thai.json()) as { errors: Record<string, string> }).errors.employee).toBe('ลงทะเบียนหลักสูตรนี้แล้ว');
  await admin.context().close();
});
