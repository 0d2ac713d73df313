/**
 * Lists and forms as a phone and a hurried user meet them (issue 37, items 7b, 8 and 11b): a 390 px list keeps
 * each row's status in view; a child table's month cells show their value and an error marks its own cell only;
 * a failed save opens the tab holding errors even behind the tabs' "…"; fields a user may not set stay off their
 * forms; a record names only the next steps its reader may take; a grand total is never cut by the row actions.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, login, signedIn, tokenOf, unique } from './helpers';

const API = '/api-spp/v1';
const PHONE = { width: 390, height: 844 };
const APPLICATION = '/apps/humanresource/jobapplication';

/** The table's body rows (not the measuring row antd adds). */
const rows = (page: Page) => page.locator('.crud-list .ant-table-tbody tr.ant-table-row');

/** Whether the text of an input fits its box (nothing of the value scrolled out of sight). */
const fitsItsBox = (input: Locator) => input.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth);

test('on a 390 px phone the memo list shows the status of every row', async ({ page, browser }) => {
  // A memo whose title is one long word, waiting for approval (the longest state): it must not push the state off.
  const staff = await signedIn(browser, 'staff');
  const token = await tokenOf(staff);
  const headers = bearer(token);
  const approver = (
    (await (await staff.request.get(`${API}/employees?_start=0&_end=1`, { headers })).json()) as { id: number }[]
  )[0]!;
  const title = unique('Unbrokentitlewithoutanyspaces').replace(/ /g, '');
  const made = await staff.request.post(`${API}/memos`, {
    headers,
    data: { title, category: 'general', type: 'internal', description: 'x', approveBy: approver.id },
  });
  expect(made.status(), await made.text()).toBe(201);
  const memo = (await made.json()) as { id: number };
  expect((await staff.request.post(`${API}/memos/${memo.id}/actions/submit`, { headers })).status()).toBe(200);
  await staff.context().close();

  await page.setViewportSize(PHONE);
  await login(page, 'hr', '/apps/memo/memo');
  await expect(rows(page).filter({ hasText: title })).toHaveCount(1);
  await expect(rows(page).first()).toBeVisible();
  const count = await rows(page).count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const row = rows(page).nth(i);
    // Scrolled down to the row by its first cell (the list itself is not scrolled sideways).
    await row.locator('td').first().scrollIntoViewIfNeeded();
    // The title that opens the record and the state it is in, both whole on the screen, without scrolling sideways.
    await expect(row.locator('[data-status]')).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('link').first()).toBeInViewport();
  }
});

test("a child table's month cells show their whole value on a phone, and an error marks its own cell only", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, 'guest');
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/0$/);
  await page.getByRole('tab', { name: 'Work history', exact: true }).click();
  const work = page.locator('#field-workHistory');
  await work.getByRole('button', { name: 'Add row' }).click();
  for (const [label, value, shown] of [
    ['From 1', '2022-04', '04/2022'],
    ['To 1', '2023-11', '11/2023'],
  ] as const) {
    const input = work.getByLabel(label, { exact: true });
    await input.click();
    await input.fill(value);
    await input.press('Enter');
    await expect(input).toHaveValue(shown);
    expect(await fitsItsBox(input), `${label} shows "${shown}" whole`).toBe(true);
  }
  await work.getByLabel('Position 1', { exact: true }).fill('Shipping clerk');

  // The company is missing: Save marks that cell, and only that one.
  await page.getByRole('button', { name: 'Save' }).click();
  const company = work.getByLabel('Company 1', { exact: true });
  await expect(work.getByRole('alert').filter({ hasText: 'Company is required' })).toBeVisible();
  await expect(company).toHaveClass(/ant-input-status-error/);
  await expect(work.getByLabel('Position 1', { exact: true })).not.toHaveClass(/status-error/);
  await expect(work.locator('.ant-picker-status-error')).toHaveCount(0);
  // The company's is the only box in error (number and money cells are text boxes too, NumberBox).
  await expect(work.locator('.ant-input-status-error')).toHaveCount(1);
});

test('on a phone every tab stays in sight, and a failed save opens the tab that holds errors', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, 'guest');
  await expect(page).toHaveURL(/\/apps\/humanresource\/jobapplication\/0$/);
  const contacts = page.getByRole('tab', { name: /^Emergency contacts & references/ });
  await expect(contacts).toHaveAttribute('aria-selected', 'false');
  // No tab waits behind a "…": the tab names wrap onto more lines.
  await contacts.scrollIntoViewIfNeeded();
  await expect(contacts).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.ant-tabs-nav-more')).toBeHidden();

  // Nothing filled in: the first error is the first name, above the tabs; the emergency contact's row is empty too.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(contacts).toHaveAttribute('aria-selected', 'true');
  // The tab says how many errors it holds, and its pane shows them.
  await expect(contacts.locator('[data-tab-errors]')).not.toHaveAttribute('data-tab-errors', '0');
  await expect(
    page.getByRole('tabpanel', { name: /^Emergency contacts & references/ }).getByText('Name is required'),
  ).toBeVisible();
});

test("staff's memo form has no internal switch, and a field only others may set is left off a create form", async ({ page }) => {
  await login(page, 'staff', '/apps/memo/memo/create');
  await expect(page.getByLabel('Title')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Urgent' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Memo issued' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Active', exact: true })).toHaveCount(0);
  await expect(page.getByText('Memo issued')).toHaveCount(0);

  // A ticket's assignee is set by those who manage tickets: staff raising a ticket are not offered it.
  await page.goto('/apps/ticket/create');
  await expect(page.getByRole('heading', { name: /Create Ticket/ })).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Assignee', { exact: true })).toHaveCount(0);
});

test('those who set them still find them: the memo flags on HR’s form, the assignee on the Admin’s', async ({
  page,
  browser,
}) => {
  await login(page, 'hr', '/apps/memo/memo/create');
  await expect(page.getByRole('switch', { name: 'Memo issued' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Active', exact: true })).toBeVisible();
  const admin = await signedIn(browser, 'admin', '/apps/ticket/create');
  await expect(admin.getByLabel('Assignee', { exact: true })).toBeVisible();
  await admin.context().close();
});

test("after applying, the guest's application names no step only HR may take; HR's names them", async ({
  page,
  browser,
  request,
}) => {
  await login(page, 'guest');
  const firstName = unique('Napat');
  const res = await request.post(`${API}/jobApplications`, {
    headers: bearer(await tokenOf(page)),
    data: {
      firstName,
      lastName: 'Applicant',
      email: 'napat.applicant@example.com',
      phone: '0811112222',
      education: 'bachelor',
      positionApplied: 'Accountant',
      emergencyContacts: [{ name: 'Somsri Applicant', relationship: 'mother', phone: '0813334444' }],
      consent: true,
      consentDate: '2026-11-20',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };

  await page.goto(`${APPLICATION}/${id}`);
  const workflow = page.getByTestId('workflow');
  await expect(workflow.locator('.ant-steps-item-process')).toContainText('New');
  await expect(workflow).toContainText('Waiting for others to act');
  await expect(workflow).not.toContainText('Next:');
  await expect(workflow).not.toContainText('Start screening');
  await expect(workflow).not.toContainText('Reject');

  const hr = await signedIn(browser, 'hr', `${APPLICATION}/${id}`);
  await expect(hr.getByTestId('workflow')).toContainText('Next: Start screening, Reject');
  await hr.context().close();
});

test('at 1280 px a list shows each grand total whole, never under the pinned row actions (English and Arabic)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'admin', '/apps/purchase/pr');
  for (const lang of ['en', 'ar'] as const) {
    if (lang === 'ar') {
      await page.evaluate(() => localStorage.setItem('staff-backoffice-language', 'ar'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await expect(rows(page).first()).toBeVisible();
    const header = lang === 'en' ? 'Grand total' : 'الإجمالي الكلي';
    const column = await page
      .locator('.crud-list thead th')
      .evaluateAll((ths, name) => ths.findIndex((th) => th.textContent?.trim() === name), header);
    expect(column, `the "${header}" column`).toBeGreaterThan(0);
    const cut = await rows(page).evaluateAll(
      (trs, index) =>
        trs.flatMap((tr) => {
          const cell = tr.children[index] as HTMLElement;
          const actions = tr.lastElementChild as HTMLElement;
          const box = tr.closest('.ant-table-container')!.getBoundingClientRect();
          // The value's own extent (its text), against the table's visible box and the pinned actions' cell.
          const range = document.createRange();
          range.selectNodeContents(cell);
          const text = range.getBoundingClientRect();
          const a = actions.getBoundingClientRect();
          const underActions = text.right > a.left && text.left < a.right;
          const outside = text.left < box.left || text.right > box.right;
          return underActions || outside ? [cell.textContent ?? ''] : [];
        }),
      column,
    );
    expect(cut, `grand totals cut (${lang})`).toEqual([]);
  }
});
