import { expect, test } from './fixtures';
import {
  apiToken,
  bearer,
  clickInPopup,
  DEMO_NAMES,
  login,
  logout,
  personOf,
  searchOption,
  signedIn,
  tokenOf,
  unique,
} from './helpers';

const API = '/api-spp/v1';

test('staff writes and submits a memo; admin approves it', async ({ page }) => {
  await login(page, 'staff', '/apps/memo/memo');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Create Memo')).toBeVisible();
  const title = unique('Request for a new printer');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('The printer on floor 3 is broken.\nPlease approve a replacement.');
  await searchOption(page, page.getByLabel('Approver'), DEMO_NAMES.hr);
  await page.locator('#field-attachment').setInputFiles('tests/fixtures/quotation.txt');
  await expect(page.getByRole('link', { name: 'quotation.txt' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/apps\/memo\/memo\/\d+$/);
  const memoUrl = new URL(page.url()).pathname;
  await expect(page.getByText(/MEMO-\d{4}-\d{4}/).first()).toBeVisible();
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'quotation.txt' })).toBeVisible();
  // Staff may not approve their own memo (checked once the workflow buttons have rendered).
  await expect(page.getByRole('button', { name: 'Submit for approval' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Pending approval').first()).toBeVisible();
  // Once submitted, the memo is no longer editable by its author.
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await logout(page);

  await login(page, 'admin', memoUrl);
  await expect(page.getByText(title).first()).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await clickInPopup(page.getByRole('tooltip').getByRole('button', { name: 'Approve' }));
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
});

test('the server refuses a transition in the wrong state with 409 and a wrong user with 403', async ({ page, request }) => {
  await login(page, 'staff');
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'accessToken')!.value);
  const headers = { Authorization: `Bearer ${token}` };
  const employees = await (await request.get('/api-spp/v1/employees?_start=0&_end=1', { headers })).json();
  const created = await request.post('/api-spp/v1/memos', {
    headers,
    data: { title: unique('API memo'), category: 'general', type: 'internal', description: 'x', approveBy: employees[0].id },
  });
  expect(created.status()).toBe(201);
  const memo = await created.json();
  expect(memo.status).toBe('draft');

  const approve = await request.post(`/api-spp/v1/memos/${memo.id}/actions/approve`, { headers });
  expect(approve.status()).toBe(409);
  const submit = await request.post(`/api-spp/v1/memos/${memo.id}/actions/submit`, { headers });
  expect(submit.status()).toBe(200);
  const approveNow = await request.post(`/api-spp/v1/memos/${memo.id}/actions/approve`, { headers });
  expect(approveNow.status()).toBe(403);
  // Only the approver named on the memo (or Admin) approves it.
  expect((await approveNow.json()).message).toMatch(/approveBy/);
  const direct = await request.patch(`/api-spp/v1/memos/${memo.id}`, { headers, data: { status: 'approved' } });
  expect(direct.status()).toBe(409);
});

test('a memo tagged IT waits on the IT approve screen once its approver has approved it; IT approves it', async ({
  browser,
  request,
}) => {
  const staff = await signedIn(browser, 'staff');
  const token = await tokenOf(staff);
  const headers = bearer(token);
  const approver = await personOf(request, token, 'hr');
  const title = unique('New laptops for the design team');
  const made = await request.post('/api-spp/v1/memos', {
    headers,
    data: { title, category: 'it', type: 'internal', description: 'Three laptops.', approveBy: approver.id, tagIT: true },
  });
  expect(made.status()).toBe(201);
  const memo = await made.json();
  expect((await request.post(`/api-spp/v1/memos/${memo.id}/actions/submit`, { headers })).status()).toBe(200);
  // Not IT's yet: its approver has not approved it.
  const early = await request.post(`/api-spp/v1/memos/${memo.id}/actions/itApprove`, { headers });
  expect(early.status()).toBe(409);
  await staff.context().close();

  const hr = await signedIn(browser, 'hr');
  expect(
    (await request.post(`/api-spp/v1/memos/${memo.id}/actions/approve`, { headers: bearer(await tokenOf(hr)) })).status(),
  ).toBe(200);
  await hr.context().close();

  // The demo's IT person (admin, Memo ITApprove) finds it on the IT approve screen and approves it.
  const it = await signedIn(browser, 'admin', '/apps/datait/itapprove');
  // Newest first: the memo just approved leads the list.
  await it.getByRole('link', { name: title }).first().click();
  await expect(it).toHaveURL(new RegExp(`/apps/memo/memo/${memo.id}$`));
  await it.getByRole('button', { name: 'IT approve' }).click();
  await clickInPopup(it.getByRole('tooltip').getByRole('button', { name: 'IT approve' }));
  await expect(it.getByText('Approved by IT', { exact: true }).first()).toBeVisible();
  await it.context().close();
});

test('the author cancels a draft memo; a memo not tagged IT offers no IT approval', async ({ page, request }) => {
  await login(page, 'staff');
  const headers = bearer(await tokenOf(page));
  const approver = await personOf(request, await tokenOf(page), 'hr');
  const made = await request.post('/api-spp/v1/memos', {
    headers,
    data: { title: unique('Team lunch'), category: 'general', type: 'internal', description: 'x', approveBy: approver.id },
  });
  const memo = await made.json();
  await page.goto(`/apps/memo/memo/${memo.id}`);
  await page.getByRole('button', { name: 'Cancel memo' }).click();
  await clickInPopup(page.getByRole('tooltip').getByRole('button', { name: 'Cancel memo' }));
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  const itApprove = await request.post(`/api-spp/v1/memos/${memo.id}/actions/itApprove`, { headers });
  expect(itApprove.status()).toBe(409);
});

test('nobody approves their own memo: staff cannot name themselves, its author gets no Approve button and the API refuses; HR approves it', async ({
  browser,
  request,
}) => {
  // Staff names themselves as approver: refused beside the field, nothing saved; the API says the same.
  const staff = await signedIn(browser, 'staff', '/apps/memo/memo/create');
  const title = unique('Own approval');
  await staff.getByLabel('Title').fill(title);
  await staff.getByLabel('Description').fill('Approved by myself?');
  await searchOption(staff, staff.getByLabel('Approver'), DEMO_NAMES.staff);
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('You cannot name yourself: someone other than the author takes this step')).toBeVisible();
  await expect(staff).toHaveURL(/\/apps\/memo\/memo\/create$/);
  const staffToken = await tokenOf(staff);
  const me = await personOf(request, staffToken, 'staff');
  const body = { title, category: 'general', type: 'internal', description: 'x' };
  const refused = await request.post(`${API}/memos`, { headers: bearer(staffToken), data: { ...body, approveBy: me.id } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors).toEqual({
    approveBy: 'You cannot name yourself: someone other than the author takes this step',
  });
  await staff.context().close();

  // The administrator (who may approve any memo by role) writes one for HR to approve: not their own.
  const adminToken = await apiToken(request, 'admin');
  const hrPerson = await personOf(request, adminToken, 'hr');
  const made = await request.post(`${API}/memos`, { headers: bearer(adminToken), data: { ...body, approveBy: hrPerson.id } });
  expect(made.status()).toBe(201);
  const memo = (await made.json()) as { id: number };
  expect((await request.post(`${API}/memos/${memo.id}/actions/submit`, { headers: bearer(adminToken) })).status()).toBe(200);
  const admin = await signedIn(browser, 'admin', `/apps/memo/memo/${memo.id}`);
  await expect(admin.getByText('Pending approval').first()).toBeVisible();
  await expect(admin.getByTestId('duty-notes')).toContainText(
    'Segregation of duties: you wrote this record, so someone else must take the step "Approve"',
  );
  await expect(admin.getByRole('button', { name: 'Cancel memo' })).toBeVisible(); // its author may still withdraw it
  await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const own = await admin.request.post(`${API}/memos/${memo.id}/actions/approve`, { headers: bearer(adminToken) });
  expect(own.status()).toBe(403);
  expect(await own.json()).toMatchObject({ rule: 'segregationOfDuties' });
  await admin.context().close();

  const hr = await signedIn(browser, 'hr', `/apps/memo/memo/${memo.id}`);
  await expect(hr.getByTestId('duty-notes')).toHaveCount(0);
  await hr.getByRole('button', { name: 'Approve' }).click();
  await clickInPopup(hr.getByRole('tooltip').getByRole('button', { name: 'Approve' }));
  await expect(hr.getByText('Approved', { exact: true }).first()).toBeVisible();
  await hr.context().close();
});
