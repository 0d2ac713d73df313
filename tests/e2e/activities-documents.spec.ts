/**
 * Activities and document requests: the spec's own paths open real screens; a staff member files a
 * resignation that HR approves, and reads the trail; row scope keeps other people's requests away; HR
 * records an activity with two participants and the show page adds them up.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asShown, bearer, login, pickOption, searchOption, signedIn, tokenOf, unique } from './helpers';

const API = '/api-spp/v1';

/** A form control's accessible name: its label, with the required mark in front. */
const named = (label: string) => new RegExp(`^\\*?\\s*${label}$`);

const combo = (page: Page, label: string) => page.getByRole('combobox', { name: named(label) });

/** Picks the referenced record showing `text` (searched on the server) and checks the select shows it. */
async function search(page: Page, combobox: Locator, text: string): Promise<void> {
  await searchOption(page, combobox, text);
  await expect(page.locator('.ant-select').filter({ has: combobox })).toContainText(text);
}

async function setDate(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByRole('textbox', { name: named(label) });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(asShown(value));
}

/** The value cell beside a label on a show page. */
const shown = (page: Page, label: string) =>
  page
    .locator('th.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]');

interface Row {
  id: number;
  title?: string;
  requestNo?: string;
  status?: string;
  createdBy: string;
}

test('the spec paths of activities and document requests open real screens', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  const token = await tokenOf(page);
  const activities = (await (
    await page.request.get(`${API}/activities?_start=0&_end=100`, { headers: bearer(token) })
  ).json()) as Row[];
  const cleanUp = activities.find((a) => a.title?.includes('Bang Saen beach clean-up'));
  expect(cleanUp, 'the seeded beach clean-up').toBeDefined();

  for (const path of ['/apps/activity', '/apps/activity/manage', '/apps/activity/uploadActivity']) {
    await page.goto(path);
    // The first screen loads its lazy chunks: allow for a busy machine.
    await expect(page.getByRole('heading', { name: 'Activities' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row').filter({ hasText: 'Bang Saen beach clean-up' })).toContainText('12/12/2026');
    // HR and Admin import activities from the list (../shared/spec/staff-app-spec.md §3).
    await expect(page.getByRole('button', { name: 'Import' })).toBeVisible();
  }

  await page.goto(`/apps/activity/view/${cleanUp!.id}`);
  await expect(page.getByRole('heading', { name: cleanUp!.title })).toBeVisible();
  await expect(shown(page, 'Location')).toContainText('Bang Saen Beach, Chonburi');
  await expect(shown(page, 'Status')).toHaveText('Open for registration');
  await expect(shown(page, 'Number of participants')).toHaveText('5');

  const requests = (await (
    await page.request.get(`${API}/documentRequests?_start=0&_end=100`, { headers: bearer(token) })
  ).json()) as Row[];
  const parking = requests.find((r) => r.createdBy === 'admin' && r.status === 'approved');
  expect(parking, 'the seeded parking card request').toBeDefined();

  await page.goto('/apps/document/request');
  await expect(page.getByRole('heading', { name: 'Document requests' })).toBeVisible();
  // Newest first: the seed's latest request heads the list.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /DOC-\d{4}-\d{4}/ })
      .first(),
  ).toBeVisible();

  await page.goto(`/apps/document/request/form/${parking!.id}`);
  await expect(page.getByRole('heading', { name: parking!.requestNo })).toBeVisible();
  await expect(shown(page, 'Request type')).toHaveText('Parking card');
  await expect(shown(page, 'Car plate')).toHaveText('1กข 2345 กรุงเทพมหานคร');
  await expect(shown(page, 'Status')).toHaveText('Approved');

  // The spec's form/edit/{id} opens the edit form of a request still in draft.
  const draft = requests.find((r) => r.createdBy === 'admin' && r.status === 'draft');
  expect(draft, 'a seeded draft of admin').toBeDefined();
  await page.goto(`/apps/document/request/form/edit/${draft!.id}`);
  await expect(page.getByRole('textbox', { name: named('Request no.') })).toHaveValue(draft!.requestNo!);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
});

test('staff files a resignation through the form and submits it; HR approves it; staff reads the trail', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  await login(page, 'staff', '/apps/document/request');
  await expect(page.getByRole('heading', { name: 'Document requests' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/apps\/document\/request\/create$/);

  await search(page, combo(page, 'Requester'), 'วิชัย ศรีสุข');
  // Each type shows its own fields only: a parking card asks for the car, a resignation for the last day.
  await pickOption(page, combo(page, 'Request type'), 'Parking card');
  await expect(page.getByRole('textbox', { name: named('Car plate') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: named('Last working day') })).toHaveCount(0);
  await pickOption(page, combo(page, 'Request type'), 'Resignation');
  await expect(page.getByRole('textbox', { name: named('Last working day') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: named('Reason') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: named('Car plate') })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: named('Car model and colour') })).toHaveCount(0);

  // Both are needed for a resignation.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Last working day is required')).toBeVisible();
  await expect(page.getByText('Reason is required')).toBeVisible();

  await setDate(page, 'Last working day', '2026-12-31');
  const reason = unique('Going back to study for a master degree');
  await page.getByRole('textbox', { name: named('Reason') }).fill(reason);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/document\/request\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: /^DOC-\d{4}-\d{4}$/ })).toBeVisible();
  await expect(shown(page, 'Request type')).toHaveText('Resignation');
  await expect(shown(page, 'Reason')).toHaveText(reason);
  await expect(shown(page, 'Last working day')).toContainText('31/12/2026');
  await expect(shown(page, 'Status')).toHaveText('Draft');

  // The requester submits; approving is HR's.
  await expect(page.getByRole('button', { name: 'Submit to HR' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit to HR' }).click();
  await expect(shown(page, 'Status')).toHaveText('Submitted');
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // HR opens it by the spec's form/{id} path and approves it with a note.
  const hr = await signedIn(browser, 'hr', `/apps/document/request/form/${id}`);
  await expect(shown(hr, 'Reason')).toHaveText(reason);
  await expect(shown(hr, 'Requester')).toHaveText('วิชัย ศรีสุข');
  await hr.getByRole('button', { name: 'Approve' }).click();
  const dialog = hr.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const note = 'Exit interview booked for 28 December.';
  await dialog.getByLabel('Comment').fill(note);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(shown(hr, 'Status')).toHaveText('Approved');
  await expect(hr.getByRole('button', { name: 'Mark as done' })).toBeVisible();
  await hr.context().close();

  // Staff's page shows the approval and the trail: who moved it, from what to what, and the note.
  await page.reload();
  await expect(shown(page, 'Status')).toHaveText('Approved');
  await expect(page.getByRole('button', { name: 'Mark as done' })).toHaveCount(0);
  const trail = page.getByTestId('trail-entry');
  await expect(trail).toHaveCount(2);
  await expect(trail.nth(0)).toContainText('(staff)');
  await expect(trail.nth(0)).toContainText('Moved from Draft to Submitted');
  await expect(trail.nth(1)).toContainText('(hr)');
  await expect(trail.nth(1)).toContainText('Moved from Submitted to Approved');
  await expect(trail.nth(1)).toContainText(`“${note}”`);
});

test("staff sees only their own document requests; another user's is not found", async ({ consoleWatch, browser, page }) => {
  consoleWatch.allow(
    /status of 404 \(Not Found\) \(\/api-spp\/v1\/documentRequests\/\d+:/,
    "another user's request is not found, on purpose",
  );
  await login(page, 'staff');
  const staffToken = await tokenOf(page);
  const list = await page.request.get(`${API}/documentRequests?_start=0&_end=100`, { headers: bearer(staffToken) });
  expect(list.status()).toBe(200);
  const own = (await list.json()) as Row[];
  expect(own.length).toBeGreaterThan(0);
  expect(new Set(own.map((r) => r.createdBy))).toEqual(new Set(['staff']));
  expect(Number(list.headers()['x-total-count'])).toBe(own.length);

  const admin = await signedIn(browser, 'admin');
  const all = (await (
    await admin.request.get(`${API}/documentRequests?_start=0&_end=100`, { headers: bearer(await tokenOf(admin)) })
  ).json()) as Row[];
  await admin.context().close();
  const others = all.filter((r) => r.createdBy !== 'staff');
  expect(others.length).toBeGreaterThan(0);
  const other = others[0]!;
  expect(own.map((r) => r.id)).not.toContain(other.id);

  const one = await page.request.get(`${API}/documentRequests/${other.id}`, { headers: bearer(staffToken) });
  expect(one.status()).toBe(404);
  const history = await page.request.get(`${API}/documentRequests/${other.id}/history`, { headers: bearer(staffToken) });
  expect(history.status()).toBe(404);
  const approve = await page.request.post(`${API}/documentRequests/${other.id}/actions/approve`, { headers: bearer(staffToken) });
  expect(approve.status()).toBe(404);

  // The screen says so too, and shows nothing of it.
  await page.goto(`/apps/document/request/form/${other.id}`);
  await expect(page.getByText('Record not found')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(other.requestNo!)).toHaveCount(0);
});

test('HR records an activity with two participants; the show page counts them and adds up their points', async ({ page }) => {
  test.setTimeout(150_000);
  await login(page, 'hr', '/apps/activity/manage');
  await expect(page.getByRole('heading', { name: 'Activities' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/apps\/activity\/create$/);

  const title = unique('Songkran water blessing');
  await page.getByRole('textbox', { name: named('Title') }).fill(title);
  await pickOption(page, combo(page, 'Type'), 'Company event');
  await page.getByRole('spinbutton', { name: named('Points') }).fill('20');
  await setDate(page, 'Start date', '2026-11-20');
  // The end before the start is refused by the end's order ("notBefore": "startDate"), naming both fields.
  await setDate(page, 'End date', '2026-11-19');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('End date must be on or after Start date')).toBeVisible();
  await setDate(page, 'End date', '2026-11-20');

  await page.getByRole('button', { name: 'Add row' }).click();
  await search(page, page.getByLabel('Employee 1', { exact: true }), 'สุดารัตน์ วงศ์ไทย');
  await page.getByLabel('Points earned 1', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Add row' }).click();
  await search(page, page.getByLabel('Employee 2', { exact: true }), 'วิชัย ศรีสุข');
  await page.getByLabel('Points earned 2', { exact: true }).fill('15');
  await page.getByRole('switch', { name: 'Attended 2' }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/activity\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(shown(page, 'Number of participants')).toHaveText('2');
  await expect(shown(page, 'Total points')).toHaveText('35');
  await expect(shown(page, 'Status')).toHaveText('Planned');

  // The server computed them as well.
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const stored = (await (await page.request.get(`${API}/activities/${id}`, { headers: bearer(await tokenOf(page)) })).json()) as {
    activityNo: string;
    participantCount: number;
    totalPoints: number;
    participants: { employee: number; pointsEarned: number; attended: boolean }[];
  };
  expect(stored.participantCount).toBe(2);
  expect(stored.totalPoints).toBe(35);
  expect(stored.participants).toEqual([
    { employee: 2, pointsEarned: 20, attended: false },
    { employee: 3, pointsEarned: 15, attended: true },
  ]);

  // Issue 29: the activity posts its points through the ledger when HR closes it, for the participants confirmed,
  // under its number.
  expect(stored.activityNo).toMatch(/^ACT-\d{4}$/);
  const ledger = async () =>
    (await (
      await page.request.get(`${API}/pointEntries?reference=${encodeURIComponent(stored.activityNo)}&_start=0&_end=20`, {
        headers: bearer(await tokenOf(page)),
      })
    ).json()) as { employee: number; points: number; source: string; date: string }[];
  await page.getByRole('button', { name: 'Open for registration' }).click();
  await expect(shown(page, 'Status')).toHaveText('Open for registration');
  expect(await ledger()).toEqual([]);
  await page.getByRole('button', { name: 'Close and give points' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Close and give points' }).click();
  await expect(shown(page, 'Status')).toHaveText('Closed');
  // Only the participant who attended, with the points they earned; the other gets nothing.
  expect((await ledger()).map((e) => [e.employee, e.points, e.source, e.date])).toEqual([[3, 15, 'activity', '2026-11-20']]);
  // A closed activity is no longer edited, and closing it again is refused: the points are posted once.
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  const again = await page.request.post(`${API}/activities/${id}/actions/close`, {
    headers: bearer(await tokenOf(page)),
    data: {},
  });
  expect(again.status()).toBe(409);
  expect(await ledger()).toHaveLength(1);
});

test('screenshots of the screens, desktop and 390 px (E2E_SHOTS)', async ({ browser }) => {
  const shots = process.env.E2E_SHOTS; // a folder
  test.skip(!shots, 'set E2E_SHOTS to a folder to take them');
  test.setTimeout(300_000);
  const page = await signedIn(browser, 'admin');
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    for (const [name, path] of [
      ['activities', '/apps/activity'],
      ['activity-1', '/apps/activity/view/1'],
      ['activity-create', '/apps/activity/create'],
      ['document-requests', '/apps/document/request'],
      ['document-request-create', '/apps/document/request/create'],
      ['document-request-1', '/apps/document/request/form/1'],
      ['document-request-edit-5', '/apps/document/request/form/edit/5'],
    ] as const) {
      await page.goto(path);
      // Forms are ready with their Save button, the other screens with their table or values.
      const ready = /create|edit/.test(path)
        ? page.getByRole('button', { name: 'Save' })
        : page.locator('.ant-table-row, .ant-descriptions').first();
      await expect(ready).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await page.screenshot({ path: `${shots}/${name}-${w}.png`, fullPage: true });
    }
  }
  await page.context().close();
});
