/**
 * Issue 29: a working day in every offered language, and an inbox that is only what waits for me. HR works in Thai
 * on a 390 px phone and in Arabic at a desk over the landing page (notices one line each on the phone), the bell
 * (what waits and since when), a generated list, form and show page: every label in the reader's language as the
 * schema files give it, right to left in Arabic with numbers, dates and codes left to right. The memo that waits for
 * HR by name does not wait for the Admin. E2E_SHOTS=<folder> also takes the screenshots.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, apiToken, login, personOf, unique } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;
type Label = { en: string; th: string; fr: string; ar: string };

const LANGUAGE_KEY = 'staff-backoffice-language';
const shots = process.env.E2E_SHOTS;
const memos = JSON.parse(readFileSync('schemas/memos.json', 'utf8')) as Body;
const areas = JSON.parse(readFileSync('schemas/_areas.json', 'utf8')) as { areas: { name: string; label: Label }[] };
const fieldLabel = (name: string): Label => memos.fields.find((f: Body) => f.name === name).label as Label;
const stateLabel = (value: string): Label => memos.workflow.states.find((s: Body) => s.value === value).label as Label;
const stepLabel = (action: string): Label => memos.workflow.transitions.find((t: Body) => t.action === action).label as Label;

/**
 * Today as the reader writes it: DD/MM/YYYY, the Buddhist Era in Thai. The bell's "since" is a moment (the record's
 * last change), shown on the browser's calendar, the same machine's time zone as this test's (not Bangkok's: the
 * two differ for seven hours a day, when CI runs in UTC).
 */
function today(lang: 'th' | 'ar'): string {
  const now = new Date();
  const [d, m] = [now.getDate(), now.getMonth() + 1].map((n) => String(n).padStart(2, '0'));
  return `${d}/${m}/${lang === 'th' ? now.getFullYear() + 543 : now.getFullYear()}`;
}

async function shoot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Staff writes a memo naming HR as its approver and submits it; two notices go to everyone (the Admin, by the API). */
async function prepare(request: Parameters<typeof apiToken>[0]): Promise<{ memo: Body; notices: string[] }> {
  const staff = await apiToken(request, 'staff');
  const approver = await personOf(request, staff, 'hr');
  const memo = await api<Body>(request, staff, 'post', 'memos', {
    title: unique('Laptops for the new auditors'),
    category: 'general',
    type: 'internal',
    description: 'Three laptops, quotation attached.',
    approveBy: approver.id,
  });
  await api(request, staff, 'post', `memos/${memo.id}/actions/submit`, {});
  const admin = await apiToken(request, 'admin');
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const notices = [unique('Server maintenance on Saturday night'), unique('New expense policy from next month')];
  for (const title of notices)
    await api(request, admin, 'post', 'broadcasts', {
      title,
      section: 'all',
      dueDate: due,
      activeFlag: 'Y',
      content: 'Details are on the intranet.\nAsk IT for help.',
    });
  // Waiting for HR by name: not for the Admin, whose role the approval also lists.
  const adminInbox = (await api<Body>(request, admin, 'get', 'inbox?limit=100')).data;
  const adminMemos = adminInbox.resources.find((g: Body) => g.resource === 'memos')?.items ?? [];
  expect(adminMemos.map((i: Body) => i.id)).not.toContain(memo.id);
  return { memo, notices };
}

/** Opens `path` in `lang`, as the header's language menu stores it. */
async function openIn(page: Page, lang: 'th' | 'ar', path: string): Promise<void> {
  await page.evaluate(([key, code]) => localStorage.setItem(key!, code!), [LANGUAGE_KEY, lang]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

test('HR in Thai on a 390 px phone: one line per notice, the bell says what waits and since when, list, form and show in Thai', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { memo, notices } = await prepare(request);
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await login(page, 'hr', '/apps/announce');
  await openIn(page, 'th', '/apps/announce');

  // The landing page: each notice is its title on one line; the page's own title is on the first screen.
  const region = page.getByRole('region', { name: 'ประกาศแจ้งเตือน' });
  for (const title of notices) {
    const notice = region.getByRole('alert').filter({ hasText: title });
    await expect(notice).toBeVisible();
    await expect(notice).not.toContainText('ถึงวันที่');
    expect((await notice.boundingBox())!.height).toBeLessThan(48);
  }
  const heading = page.getByRole('heading', { name: 'ประกาศ', exact: true });
  await expect(heading).toBeVisible();
  expect((await heading.boundingBox())!.y).toBeLessThan(844);
  await shoot(page, 'th-390-landing');
  await region.getByRole('button', { name: 'แสดงประกาศทั้งหมดแบบเต็ม' }).click();
  await expect(region.getByRole('alert').filter({ hasText: notices[0] })).toContainText('Details are on the intranet.');
  await expect(region.getByRole('alert').filter({ hasText: notices[0] })).toContainText('ถึงวันที่ ');
  await region.getByRole('button', { name: 'แสดงเฉพาะหัวข้อ' }).click();
  await expect(region.getByRole('alert').filter({ hasText: notices[0] })).not.toContainText('Details are on the intranet.');

  // The bell: the memo waits for HR's approval, since today.
  await page.getByTestId('inbox-bell').click();
  const item = page.getByTestId('inbox-list').getByTestId(`inbox-item-memos-${memo.id}`);
  await expect(item).toContainText(memo.title);
  await expect(item.getByTestId('inbox-item-step')).toHaveText(`รอคุณ: ${stepLabel('approve').th}`);
  await expect(item.getByTestId('inbox-item-since')).toHaveText(`ตั้งแต่ ${today('th')}`);
  await shoot(page, 'th-390-inbox');
  await item.click();

  // The show page it opens: field labels and the state in Thai.
  await expect(page).toHaveURL(new RegExp(`/apps/memo/memo/${memo.id}$`));
  await expect(page.getByText(fieldLabel('title').th, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(stateLabel('pending').th, { exact: true }).first()).toBeVisible();
  await shoot(page, 'th-390-show');

  // The generated list and form.
  await page.goto('/apps/memo/memo');
  await expect(page.getByRole('columnheader', { name: fieldLabel('title').th })).toBeVisible();
  await shoot(page, 'th-390-list');
  await page.goto('/apps/memo/memo/create');
  await expect(page.getByLabel(fieldLabel('title').th, { exact: true })).toBeVisible();
  await expect(page.getByText(fieldLabel('category').th, { exact: true }).first()).toBeVisible();
  await shoot(page, 'th-390-form');
  await page.context().close();
});

test('HR in Arabic at 1280 px: the menu, list, form, show page and bell in Arabic, right to left; numbers, dates and codes left to right', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { memo, notices } = await prepare(request);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(page, 'hr', '/apps/announce');
  await openIn(page, 'ar', '/apps/announce');

  // The side menu speaks Arabic (the areas' labels as _areas.json gives them); notices are whole on a desk.
  const menu = page.getByRole('menu').first();
  await expect(menu.getByText(areas.areas.find((a) => a.name === 'hr')!.label.ar, { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: notices[1] })).toContainText('حتى ');
  await shoot(page, 'ar-1280-landing');

  // The bell.
  await page.getByTestId('inbox-bell').click();
  const item = page.getByTestId('inbox-list').getByTestId(`inbox-item-memos-${memo.id}`);
  await expect(item.getByTestId('inbox-item-step')).toHaveText(`المطلوب منك: ${stepLabel('approve').ar}`);
  await expect(item.getByTestId('inbox-item-since')).toHaveText(`منذ ${today('ar')}`);
  await shoot(page, 'ar-1280-inbox');
  await page.keyboard.press('Escape');

  // The list: Arabic headers, Arabic text right-aligned, the document number and the date left to right.
  await page.goto('/apps/memo/memo');
  const header = page.getByRole('columnheader', { name: fieldLabel('title').ar });
  await expect(header).toBeVisible();
  const row = page.locator('tr', { hasText: memo.no });
  await expect(row).toHaveCount(1);
  const numberCell = row.getByText(memo.no, { exact: true });
  await expect(numberCell).toHaveCSS('direction', 'ltr');
  await expect(row.getByText(stateLabel('pending').ar, { exact: true })).toBeVisible();
  const titleCell = row.locator('td').filter({ hasText: memo.title });
  expect(['right', 'start']).toContain(await titleCell.evaluate((td) => getComputedStyle(td).textAlign));
  await expect(titleCell).toHaveCSS('direction', 'rtl');
  await shoot(page, 'ar-1280-list');

  // The show page: labels and state in Arabic.
  await row.getByText(memo.no, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/memo/memo/${memo.id}$`));
  await expect(page.getByText(fieldLabel('description').ar, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(stateLabel('pending').ar, { exact: true }).first()).toBeVisible();
  await shoot(page, 'ar-1280-show');

  // Dates stay left to right in a right-to-left list (the claims' dates, day first).
  await page.goto('/apps/claim');
  const date = page.locator('.ant-table-row td span[dir="ltr"]').first();
  await expect(date).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(date).toHaveCSS('direction', 'ltr');

  // The form: Arabic labels, right-aligned; a text box takes the direction of what is typed, a number box is left to right.
  await page.goto('/apps/memo/memo/create');
  const title = page.getByLabel(fieldLabel('title').ar, { exact: true });
  await expect(title).toBeVisible();
  await expect(title).toHaveAttribute('dir', 'auto');
  await title.fill('PO-2026-0042 laptops');
  // antd's right-to-left box keeps `direction: rtl`; the text itself takes the direction of its first letter.
  await expect(title).toHaveCSS('unicode-bidi', 'plaintext');
  await expect(page.getByText(fieldLabel('category').ar, { exact: true }).first()).toBeVisible();
  await shoot(page, 'ar-1280-form');
  await page.context().close();
});

test("Arabic from the bundle's own labels: with the server's registry unavailable, the menu and a list still speak Arabic", async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource|Registry load failed/, "the server's registry is refused on purpose");
  // The bundle carries English and Thai; French and Arabic come as a chunk each when the language is chosen.
  await page.route('**/api-spp/v1/registry', (route) => route.fulfill({ status: 503, body: '{"message":"down"}' }));
  await login(page, 'hr', '/apps/announce');
  await openIn(page, 'ar', '/apps/memo/memo');
  const menu = page.getByRole('menu').first();
  await expect(menu.getByText(areas.areas.find((a) => a.name === 'finance')!.label.ar, { exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: fieldLabel('title').ar })).toBeVisible();
});
