/**
 * The inbox bell and the print layout, as the users would meet them: a memo submitted by staff waits in
 * its approver's bell and opens from there; its print layout shows the fields and, once approved, the
 * trail and the signature lines with the approver's name, in English and Thai; a purchase request
 * prints its lines with the exact total.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, login, personOf, signedIn, tokenOf, toThai, type DemoUser, unique } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

/** Staff writes a memo and submits it, through the API; returns it as stored. */
async function submittedMemo(request: APIRequestContext, staffToken: string, title: string): Promise<Body> {
  // The memo names HR as its approver: the approval is theirs.
  const employee = await personOf(request, staffToken, 'hr');
  const memo = await api<Body>(request, staffToken, 'post', 'memos', {
    title,
    category: 'general',
    type: 'internal',
    description: 'Two new monitors for the design team.\nQuotation attached.',
    approveBy: employee.id,
  });
  await api<Body>(request, staffToken, 'post', `memos/${memo.id}/actions/submit`, {});
  return { ...memo, approver: employee };
}

/** Signed in, with window.print counting its calls instead of opening a dialog (none can be answered here). */
async function signedInToPrint(browser: Browser, who: DemoUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __printed: number };
    w.__printed = 0;
    window.print = () => {
      w.__printed += 1;
    };
  });
  await login(page, who);
  return page;
}

const printed = (page: Page) => page.evaluate(() => (window as unknown as { __printed: number }).__printed);

/** Clicks Print, waits for the dialog call, and shows the page as printed. */
async function printPreview(page: Page, times: number): Promise<void> {
  await page.getByTestId('print-button').click();
  await expect.poll(() => printed(page)).toBe(times);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-document')).toBeVisible();
  // The screen's chrome does not print.
  await expect(page.locator('.ant-layout-header')).toBeHidden();
  await expect(page.locator('.ant-layout-sider')).toBeHidden();
  await expect(page.getByTestId('print-button')).toBeHidden();
}

async function screenPreview(page: Page): Promise<void> {
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('print-document')).toBeHidden();
}

test('the bell shows a memo awaiting approval to its approver, and opens it', async ({ browser, request }) => {
  const staff = await signedIn(browser, 'staff');
  const title = unique('Monitors for design');
  const memo = await submittedMemo(request, await tokenOf(staff), title);

  const hr = await signedIn(browser, 'hr');
  const inbox = (await api<Body>(request, await tokenOf(hr), 'get', 'inbox')).data;
  expect(inbox.total).toBeGreaterThan(0);
  const bell = hr.getByTestId('inbox-bell');
  await expect(bell).toHaveAttribute('data-count', String(inbox.total));
  await expect(bell).toHaveAccessibleName(`Inbox: ${inbox.total} waiting`);
  await bell.click();
  const list = hr.getByTestId('inbox-list');
  await expect(list.getByRole('region', { name: 'Memos' })).toBeVisible();
  const item = list.getByTestId(`inbox-item-memos-${memo.id}`);
  await expect(item).toContainText(title);
  await expect(item).toContainText(memo.no);
  await expect(item).toContainText('Pending approval');
  // What it waits for (the step: rejecting is open too, but is no step forward) and since when.
  await expect(item.getByTestId('inbox-item-step')).toHaveText('Your step: Approve');
  await expect(item.getByTestId('inbox-item-since')).toHaveText(/^since \d{2}\/\d{2}\/\d{4}$/);
  await hr.screenshot({ path: 'test-results/print-inbox/bell-en.png' });
  await item.click();
  await expect(hr).toHaveURL(new RegExp(`/apps/memo/memo/${memo.id}$`));
  await expect(hr.getByText(title).first()).toBeVisible();
  await expect(list).toBeHidden();

  // The author's own bell does not hold it: it waits for the approver now.
  await staff.getByTestId('inbox-bell').click();
  await expect(staff.getByTestId('inbox-list')).toBeVisible();
  await expect(staff.getByTestId(`inbox-item-memos-${memo.id}`)).toHaveCount(0);
});

test('once approved the memo leaves the bell; the bell and its list in Thai, 390 px wide', async ({ browser, request }) => {
  const staff = await signedIn(browser, 'staff');
  const memo = await submittedMemo(request, await tokenOf(staff), unique('Chairs'));
  const hr = await signedIn(browser, 'hr');
  const token = await tokenOf(hr);
  const before = (await api<Body>(request, token, 'get', 'inbox')).data.total as number;
  const bell = hr.getByTestId('inbox-bell');
  await expect(bell).toHaveAttribute('data-count', String(before));
  await api<Body>(request, token, 'post', `memos/${memo.id}/actions/approve`, {});
  // The next page the user opens asks again.
  await hr.goto('/apps/memo/memo');
  await expect(bell).toHaveAttribute('data-count', String(before - 1));

  await hr.setViewportSize({ width: 390, height: 800 });
  await toThai(hr);
  await expect(bell).toHaveAccessibleName(`กล่องงาน: รอดำเนินการ ${before - 1} รายการ`);
  await bell.click();
  const list = hr.getByTestId('inbox-list');
  await expect(hr.getByText('รอคุณดำเนินการ')).toBeVisible();
  await expect(list.getByRole('region', { name: 'บันทึกข้อความ' })).toBeVisible();
  await expect(list.getByText('รอคุณ: อนุมัติ').first()).toBeVisible();
  await expect(list.getByTestId(`inbox-item-memos-${memo.id}`)).toHaveCount(0);
  // The drawer slides in from the right (measured mid-slide, its box still reaches past the screen):
  // where it comes to rest, the list lies within the 390 px.
  await expect
    .poll(async () => {
      const box = (await list.boundingBox())!;
      return [box.x >= 0, box.x + box.width <= 390];
    })
    .toEqual([true, true]);
  await hr.screenshot({ path: 'test-results/print-inbox/bell-th-390.png' });
});

test('a memo prints its fields, and once approved the trail and the approver’s signature line', async ({ browser, request }) => {
  const staff = await signedIn(browser, 'staff');
  const title = unique('Printer toner');
  const memo = await submittedMemo(request, await tokenOf(staff), title);
  const hr = await signedInToPrint(browser, 'hr');
  const me = (await api<Body>(request, await tokenOf(hr), 'get', 'auth/me')).data;
  const staffMe = (await api<Body>(request, await tokenOf(staff), 'get', 'auth/me')).data;

  await hr.goto(`/apps/memo/memo/${memo.id}`);
  await expect(hr.getByText(title).first()).toBeVisible();
  await printPreview(hr, 1);
  const doc = hr.getByTestId('print-document');
  // The company block comes from the system settings (seeded: the English name for an English reader).
  await expect(doc.getByTestId('print-company')).toHaveText('Siam Part Supply Co., Ltd.');
  await expect(doc.getByText('Tax ID 0105558123456')).toBeVisible();
  await expect(doc.getByTestId('print-number')).toHaveText(memo.no);
  await expect(doc.getByTestId('print-state')).toHaveText('Pending approval');
  await expect(doc.getByRole('heading', { name: title })).toBeVisible();
  await expect(doc.getByRole('rowheader', { name: 'Category' })).toBeVisible();
  await expect(doc.locator('td[data-field="category"]')).toHaveText('General');
  await expect(doc.locator('td[data-field="approveBy"]')).toHaveText(memo.approver.fullName);
  await expect(doc.locator('td[data-field="description"]')).toContainText('Two new monitors for the design team.');
  await expect(doc.locator('tr[data-action="submit"]')).toContainText(staffMe.fullName);
  await expect(doc.locator('tr[data-action="approve"]')).toHaveCount(0);
  await expect(doc.locator('.print-signature[data-role="prepared"]')).toContainText(staffMe.fullName);

  await screenPreview(hr);
  await api<Body>(request, await tokenOf(hr), 'post', `memos/${memo.id}/actions/approve`, {});
  await hr.reload();
  await expect(hr.getByText('Approved', { exact: true }).first()).toBeVisible();
  await printPreview(hr, 1);
  await expect(doc.getByTestId('print-state')).toHaveText('Approved');
  const approve = doc.locator('tr[data-action="approve"]');
  await expect(approve).toContainText(me.fullName);
  await expect(approve).toContainText('Pending approval → Approved');
  const signature = doc.locator('.print-signature[data-role="approve"]');
  await expect(signature).toContainText(`(${me.fullName})`);
  await expect(signature).toContainText('Approve');
  await expect(signature).toContainText(String(new Date().getFullYear()));
  await hr.screenshot({ path: 'test-results/print-inbox/memo-print-en.png', fullPage: true });

  // Thai: labels, states and the Buddhist-era year, in the bundled Sarabun font.
  await screenPreview(hr);
  await toThai(hr);
  await printPreview(hr, 2);
  await expect(doc.getByText('เลขที่')).toBeVisible();
  await expect(doc.getByTestId('print-state')).toHaveText('อนุมัติแล้ว');
  await expect(doc.getByRole('rowheader', { name: 'หมวดหมู่' })).toBeVisible();
  await expect(doc.locator('td[data-field="category"]')).toHaveText('ทั่วไป');
  await expect(signature).toContainText('อนุมัติ');
  await expect(signature).toContainText(String(new Date().getFullYear() + 543));
  const font = await doc.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toMatch(/^'?"?Sarabun/);
  expect(await hr.evaluate(() => document.fonts.check('600 10.5pt Sarabun', 'อนุมัติ'))).toBe(true);
  // As the browser prints it: one A4 page (the @page size), the content at the A4 text width.
  const pdf = (await hr.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  // A4 is 595.28 x 841.89 pt; Chromium rounds 210 x 297 mm to its own units.
  const [, w, h] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
  expect(Math.abs(Number(w) - 595.28)).toBeLessThan(1);
  expect(Math.abs(Number(h) - 841.89)).toBeLessThan(1);
  await hr.setViewportSize({ width: 688, height: 1000 });
  await hr.screenshot({ path: 'test-results/print-inbox/memo-print-th.png', fullPage: true });
});

test('a purchase request prints its lines with the exact total', async ({ browser, request }) => {
  const admin = await signedInToPrint(browser, 'admin');
  const [pr] = await api<Body>(request, await tokenOf(admin), 'get', 'purchaseRequests?_start=0&_end=1');
  // Satang, summed as integers: what each printed line shows.
  const satang = (pr.items as Body[]).reduce((t, r) => t + Math.round(Number(r.qty) * Number(r.unitPrice) * 100), 0);
  const expected = `${Math.floor(satang / 100).toLocaleString('en-US')}.${String(satang % 100).padStart(2, '0')}`;

  await admin.goto(`/apps/purchase/pr/${pr.id}`);
  await expect(admin.getByText(pr.prNo).first()).toBeVisible();
  await printPreview(admin, 1);
  const lines = admin.getByTestId('print-document').locator('table[data-field="items"]');
  await expect(lines.locator('tbody tr')).toHaveCount(pr.items.length);
  await expect(lines.locator('td[data-total="amount"]')).toHaveText(expected);
  await expect(lines.locator('tfoot')).toContainText('Total');
  await admin.screenshot({ path: 'test-results/print-inbox/pr-print-en.png', fullPage: true });
});
