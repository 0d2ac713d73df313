/**
 * Issue 13, the browser side: the schema editor (/apps/master/schemas) and the live registry. The admin adds a
 * resource in the screen and HR gets it in the menu after a reload; a required field with a default fills the
 * stored rows; a reference to a missing resource is refused beside its cell; revert brings a version back; leaving
 * with an unsaved change asks first; a field's details (help, a maximum length, a condition the server refuses beside
 * its box) and a table field's column are set in the forms; staff gets neither the API nor the screen. One resource
 * per run (the e2e server is shared by the suite). E2E_SHOTS=<folder> also saves the editor in English and Thai,
 * and the details forms in English and Arabic, desktop and 390 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiToken,
  bearer,
  clickInPopup,
  login,
  openMenuArea,
  pickOption,
  searchOption,
  signedIn,
  toThai,
  unique,
} from './helpers';

test.describe.configure({ mode: 'serial' });

const NAME = `meetingRooms${unique('').trim()}`;
const API = '/api-spp/v1';
const EDITOR = '/apps/master/schemas';
const cell = (page: Page, column: string, n: number) => page.getByLabel(`${column}, field ${n}`, { exact: true });

async function addField(page: Page, n: number, name: string, type: string, en: string, th: string) {
  await page.getByRole('button', { name: 'Add field' }).click();
  await cell(page, 'Name', n).fill(name);
  await searchOption(page, page.getByRole('combobox', { name: `Type, field ${n}`, exact: true }), type);
  await cell(page, 'Label en', n).fill(en);
  await cell(page, 'Label th', n).fill(th);
}

async function schemaOf(page: Page) {
  const res = await page.request.get(`${API}/schemas/${NAME}`, { headers: bearer(await apiToken(page.request, 'admin')) });
  expect(res.status()).toBe(200);
  return (await res.json()) as { fields: ({ name: string; default?: unknown } & Record<string, unknown>)[] };
}

/** Saves (the first save of the page) and waits for it; the version it names. */
async function saved(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByText(/Saved as version \d+/);
  await expect(toast).toBeVisible();
  return Number(/(\d+)/.exec((await toast.textContent()) ?? '')?.[1]);
}

test('the admin adds "Meeting rooms" with three fields in the screen', async ({ page }) => {
  await login(page, 'admin');
  await openMenuArea(page, 'Administration');
  await page.getByRole('link', { name: 'Schema editor' }).click();
  await expect(page.getByRole('heading', { name: 'Schema editor' })).toBeVisible();
  await page.getByRole('button', { name: 'New resource' }).click();
  await expect(page.getByRole('heading', { name: 'New resource' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await pickOption(page, page.getByRole('combobox', { name: 'Area', exact: true }), 'Human Resources');
  await page.getByLabel('Label (English)', { exact: true }).fill('Meeting room');
  await page.getByLabel('Label (Thai)', { exact: true }).fill('ห้องประชุม');
  await page.getByLabel('Plural label (English)').fill('Meeting rooms');
  await page.getByLabel('Plural label (Thai)').fill('ห้องประชุม');
  await page.getByLabel('Route', { exact: true }).fill(`/apps/humanresource/${NAME}`);
  // The first field (name) comes with the new resource; two more are added.
  await addField(page, 2, 'capacity', 'integer', 'Capacity', 'ความจุ');
  await cell(page, 'In list', 2).check();
  await addField(page, 3, 'floor', 'select', 'Floor', 'ชั้น');
  await cell(page, 'Options', 3).fill('1, 2, 3');

  // Access through the JSON view: the form follows the text.
  const json = page.getByLabel('JSON view');
  await expect(json).toHaveValue(/"capacity"/);
  const draft = JSON.parse(await json.inputValue()) as Record<string, unknown>;
  const hr = { roles: ['Admin', 'HR'] };
  draft.access = { list: hr, show: hr, create: hr, edit: hr };
  await json.fill(JSON.stringify(draft, null, 2));
  await expect(
    page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Roles that may Create' }) }),
  ).toContainText('HR');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved as version \d+/)).toBeVisible();
  await expect(page).toHaveURL(`${EDITOR}/${NAME}`);
  expect((await schemaOf(page)).fields.map((f) => f.name)).toEqual(['name', 'capacity', 'floor']);
  // The preview draws the generated create form of the draft, with its rules.
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Capacity' })).toBeVisible();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Preview' })).toContainText(/required/i);
});

test('HR sees it in the menu after a reload, creates one, and the API validates it', async ({ browser }) => {
  const page = await signedIn(browser, 'hr');
  await page.reload();
  await openMenuArea(page, 'Human Resources');
  await page.getByRole('link', { name: 'Meeting rooms', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/humanresource/${NAME}(\\?|$)`));
  // A resource added to a live database starts empty: no demo rows, the list offers its first record.
  const first = page.getByRole('button', { name: /Create the first Meeting room/ });
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/apps/humanresource/${NAME}/create`));
  await page.getByRole('textbox', { name: 'Name' }).fill('Room Siam');
  await page.getByRole('spinbutton', { name: 'Capacity' }).fill('12');
  await pickOption(page, page.getByRole('combobox', { name: 'Floor' }), '2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Room Siam').first()).toBeVisible();

  const token = await apiToken(page.request, 'hr');
  const bad = await page.request.post(`${API}/${NAME}`, {
    headers: bearer(token),
    data: { name: 'X', capacity: 'many', floor: '9' },
  });
  expect(bad.status()).toBe(400);
  const body = JSON.stringify(await bad.json());
  expect(body).toContain('capacity');
  expect(body).toContain('floor');
  await page.context().close();
});

test('the admin adds a required field; its default fills the stored rows', async ({ consoleWatch, page }) => {
  consoleWatch.allow(
    /status of 409 \(Conflict\) \(\/api-spp\/v1\/schemas\/\w+\?dryRun=1:/,
    'a required field without a default is refused until one is given, on purpose',
  );
  await login(page, 'admin', `${EDITOR}/${NAME}`);
  await page.goto(`${EDITOR}/${NAME}`);
  await expect(cell(page, 'Name', 3)).toHaveValue('floor');
  await addField(page, 4, 'building', 'text', 'Building', 'อาคาร');
  await cell(page, 'Required', 4).check();
  await page.getByRole('button', { name: 'Save' }).click();
  // No default yet: the impact dialog counts the rows and asks for one.
  const dialog = page.getByRole('dialog', { name: 'What this change does to stored records' });
  await expect(dialog).toContainText(/[1-9]\d* record\(s\)/);
  await dialog.getByLabel('Default for building').fill('Main');
  await dialog.getByRole('button', { name: 'Save with these defaults' }).click();
  await expect(page.getByText(/Saved as version \d+/)).toBeVisible();
  expect((await schemaOf(page)).fields.find((f) => f.name === 'building')?.default).toBe('Main');
  const rows = await page.request.get(`${API}/${NAME}?_start=0&_end=1000`, {
    headers: bearer(await apiToken(page.request, 'admin')),
  });
  const stored = (await rows.json()) as { name: string; building?: string }[];
  expect(stored.map((r) => r.name)).toContain('Room Siam');
  expect(stored.filter((r) => r.building !== 'Main')).toEqual([]);
});

test('a reference to a missing resource is refused, its path beside the field', async ({ consoleWatch, page }) => {
  consoleWatch.allow(
    /status of 400 \(Bad Request\) \(\/api-spp\/v1\/schemas\/\w+\?dryRun=1:/,
    'the reference to a missing resource is refused on purpose',
  );
  await login(page, 'admin', `${EDITOR}/${NAME}`);
  await page.goto(`${EDITOR}/${NAME}`);
  await addField(page, 5, 'room', 'reference', 'Room', 'ห้อง');
  await page.getByRole('combobox', { name: 'Reference to, field 5' }).fill('noSuchResource');
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('combobox', { name: 'Reference to, field 5' }) });
  await expect(row.getByRole('alert')).toContainText('fields[4].resource: unknown resource "noSuchResource"');
  // Nothing was saved.
  expect((await schemaOf(page)).fields).toHaveLength(4);

  const shots = process.env.E2E_SHOTS;
  if (shots)
    for (const [w, h] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `${shots}/schema-editor-en-${w}.png`, fullPage: true });
    }
});

test('revert brings the previous version back, after the loss is confirmed', async ({ consoleWatch, page }) => {
  consoleWatch.allow(
    /status of 409 \(Conflict\) \(\/api-spp\/v1\/schemas\/\w+\/revert(\?[^:]*)?:/,
    'reverting drops a field with values: refused until confirmed, on purpose',
  );
  await login(page, 'admin', `${EDITOR}/${NAME}`);
  await page.goto(`${EDITOR}/${NAME}`);
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Changes 2' }).click();
  await expect(page.locator('.ant-card-small').filter({ hasText: 'Changes in version 2' })).toContainText('Field building added');
  await page.getByRole('button', { name: 'Revert 1' }).click();
  await clickInPopup(page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }));
  // Version 1 had no building: its values are dropped, which the admin accepts.
  const dialog = page.getByRole('dialog', { name: 'What this change does to stored records' });
  await expect(dialog).toContainText('building');
  await dialog.getByRole('button', { name: 'Accept and save' }).click();
  await expect(page.getByText('Version 1 restored')).toBeVisible();
  expect((await schemaOf(page)).fields.map((f) => f.name)).toEqual(['name', 'capacity', 'floor']);
  await expect(page.getByRole('row', { name: /^3 / })).toBeVisible();

  const shots = process.env.E2E_SHOTS;
  if (shots) {
    await page.getByRole('tab', { name: 'Edit' }).click();
    await toThai(page);
    for (const [w, h] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `${shots}/schema-editor-th-${w}.png`, fullPage: true });
    }
  }
});

test('leaving with an unsaved change asks first: Stay keeps the draft, Leave goes', async ({ page }) => {
  await login(page, 'admin', `${EDITOR}/${NAME}`);
  await expect(cell(page, 'Name', 2)).toHaveValue('capacity');
  await cell(page, 'Label fr', 2).fill('Capacité');
  const menuLink = page.getByRole('link', { name: 'Meeting rooms', exact: true });
  await openMenuArea(page, 'Human Resources');
  // The app's unsaved-changes question, as on every form; staying keeps the draft.
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await menuLink.click();
  await expect.poll(() => asked).toEqual(['Are you sure you want to leave? You have unsaved changes.']);
  await expect(page).toHaveURL(`${EDITOR}/${NAME}`);
  await expect(cell(page, 'Label fr', 2)).toHaveValue('Capacité');
  page.once('dialog', (d) => void d.accept());
  await menuLink.click();
  await expect(page).toHaveURL(new RegExp(`/apps/humanresource/${NAME}(\\?|$)`));
  // The list of the resource opened (its row from the test above).
  await expect(page.getByText('Room Siam').first()).toBeVisible();
});

test("the details forms: a field's help and maximum length, a table field and its column", async ({ consoleWatch, page }) => {
  consoleWatch.allow(
    /status of 400 \(Bad Request\) \(\/api-spp\/v1\/schemas\/\w+\?dryRun=1:/,
    'a condition on a field that does not exist is refused on purpose',
  );
  await login(page, 'admin', `${EDITOR}/${NAME}`);
  await expect(cell(page, 'Name', 1)).toHaveValue('name');
  const details = (n: number) => page.getByRole('button', { name: `Details, field ${n}`, exact: true });
  await details(1).click();
  await expect(details(1)).toHaveAttribute('aria-expanded', 'true');
  const first = page.getByRole('region', { name: 'Details of field 1 (name)' });
  await cell(page, 'Help text (English)', 1).fill('As on the door');
  await cell(page, 'Help text (Thai)', 1).fill('ตามป้ายหน้าห้อง');
  await cell(page, 'Maximum length', 1).fill('80');
  // A condition that is not JSON yet says so beside its box and leaves the draft as it was; emptied, no key.
  await cell(page, 'Visible if', 1).fill('{"var": ');
  await expect(first.getByText('This text is not valid JSON yet')).toBeVisible();
  await expect(page.getByLabel('JSON view')).not.toHaveValue(/visibleIf/);
  // One that parses goes to the server, which checks its meaning: its error comes back beside the box.
  await cell(page, 'Visible if', 1).fill('{"var": "noSuchField"}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('alert')).toContainText(/fields\[0\]\.visibleIf.*noSuchField/);
  await cell(page, 'Visible if', 1).fill('');
  const version = await saved(page);

  // A table field, its one column made in the nested table: the starting column replaced by a new one.
  await addField(page, 4, 'equipment', 'table', 'Equipment', 'อุปกรณ์');
  await details(4).click();
  const column = (name: string, m: number) => page.getByLabel(`${name}, column ${m} of field 4`, { exact: true });
  await expect(column('Name', 1)).toHaveValue('item');
  await page.getByRole('region', { name: 'Details of field 4 (equipment)' }).getByRole('button', { name: 'Add column' }).click();
  await column('Name', 2).fill('projectors');
  await searchOption(page, page.getByRole('combobox', { name: 'Type, column 2 of field 4', exact: true }), 'integer');
  await column('Label en', 2).fill('Projectors');
  await column('Label th', 2).fill('โปรเจกเตอร์');
  await column('Min', 2).fill('0');
  await page.getByRole('button', { name: 'Remove, column 1 of field 4', exact: true }).click();
  await expect(column('Name', 1)).toHaveValue('projectors');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved as version ${version + 1}`)).toBeVisible();

  const fields = (await schemaOf(page)).fields;
  expect(fields[0]).toMatchObject({ name: 'name', help: { en: 'As on the door', th: 'ตามป้ายหน้าห้อง' }, maxLength: 80 });
  expect(fields[0]).not.toHaveProperty('visibleIf');
  expect(fields.find((f) => f.name === 'equipment')).toMatchObject({
    type: 'table',
    label: { en: 'Equipment', th: 'อุปกรณ์' },
    fields: [{ name: 'projectors', type: 'integer', label: { en: 'Projectors', th: 'โปรเจกเตอร์' }, min: 0 }],
  });

  const shots = process.env.E2E_SHOTS;
  if (shots) {
    // The details of the text field and the table field's columns, on a desktop and a phone.
    const shoot = async (lang: string) => {
      for (const [w, h] of [
        [1280, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        const [text, table] = [page.locator('.schema-field-details').first(), page.locator('.schema-field-details').nth(1)];
        await text.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/schema-details-${lang}-${w}.png` });
        await table.getByRole('table').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/schema-details-${lang}-${w}-columns.png` });
        await page.screenshot({ path: `${shots}/schema-details-${lang}-${w}-full.png`, fullPage: true });
      }
    };
    await shoot('en');
    // In Arabic (right to left), as the header's language menu stores it; a rule added to show its form.
    await page.evaluate(() => localStorage.setItem('staff-backoffice-language', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'التفاصيل، الحقل 1', exact: true }).click();
    await page.getByRole('button', { name: 'التفاصيل، الحقل 4', exact: true }).click();
    await page.getByRole('button', { name: 'إضافة قاعدة' }).click();
    await shoot('ar');
  }
});

test('staff gets 403 from the API and has no menu entry for the editor', async ({ page }) => {
  const staff = await apiToken(page.request, 'staff');
  expect((await page.request.get(`${API}/schemas`, { headers: bearer(staff) })).status()).toBe(403);
  expect((await page.request.get(`${API}/schemas/${NAME}`, { headers: bearer(staff) })).status()).toBe(403);
  await login(page, 'staff');
  await expect(page.getByRole('menuitem', { name: 'Human Resources' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Schema editor' })).toHaveCount(0);
  await page.goto(EDITOR);
  await expect(page).toHaveURL(/not-authorized/);
});
