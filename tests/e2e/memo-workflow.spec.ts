import { expect, test } from './fixtures';
import { bearer, clickInPopup, login, logout, personOf, pickOption, signedIn, tokenOf, unique } from './helpers';

test('staff writes and submits a memo; admin approves it', async ({ page }) => {
  await login(page, 'staff');
  await page.goto('/apps/memo/memo');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Create Memo')).toBeVisible();
  const title = unique('Request for a new printer');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('The printer on floor 3 is broken.\nPlease approve a replacement.');
  await pickOption(page, page.getByLabel('Approver'), null);
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

  await login(page, 'admin');
  await page.goto(memoUrl);
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
  const it = await signedIn(browser, 'admin');
  await it.goto('/apps/datait/itapprove');
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
