/**
 * A record's History tab and workflow trail, as users read them: an edit of a supplier in English and
 * in Thai; an employee's salary change seen by HR and left out for Staff (by the server, not only the
 * screen); a memo rejected first without a reason (refused) and then with one (the trail shows it); a
 * supplier imported from a spreadsheet, named in its History.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, login, signedIn, tokenOf, toThai, unique } from './helpers';

const API = '/api-spp/v1';

async function openHistory(page: Page, tab = 'History'): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByTestId('history')).toBeVisible();
}

test('an edit of a supplier shows in its History, field by field, in English and in Thai', async ({ page, request }) => {
  await login(page, 'admin');
  const token = await tokenOf(page);
  const name = unique('History Traders');
  const created = await request.post(`${API}/suppliers`, {
    headers: bearer(token),
    data: {
      name,
      taxId: String(Date.now()).padStart(13, '5').slice(-13),
      address: '1 Silom Road, Bangkok 10500',
      category: 'goods',
      phone: '02-111-1111',
    },
  });
  expect(created.status()).toBe(201);
  const supplier = (await created.json()) as { id: number };

  await page.goto(`/apps/purchase/suppliers/${supplier.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  await page.getByLabel('Phone').fill('02-222-2222');
  // The chosen option covers the select's input: open it by its box, as a user clicks it.
  await page
    .locator('.ant-select')
    .filter({ has: page.getByLabel('Category') })
    .click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Services' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/purchase\/suppliers\/\d+$/);

  await openHistory(page);
  const entries = page.getByTestId('history-entry');
  await expect(entries).toHaveCount(2);
  const edit = entries.first();
  await expect(edit).toContainText('Edited');
  await expect(edit).toContainText('(admin)');
  await expect(edit.getByTestId('history-change')).toHaveText(['Category: Goods → Services', 'Phone: 02-111-1111 → 02-222-2222']);
  await expect(edit.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(entries.nth(1)).toContainText('Created');
  await expect(entries.nth(1).getByTestId('history-change').filter({ hasText: 'Name:' })).toHaveText(`Name: ${name}`);

  await toThai(page);
  await openHistory(page, 'ประวัติ');
  const thai = page.getByTestId('history-entry').first();
  await expect(thai).toContainText('แก้ไข');
  await expect(thai.getByTestId('history-change')).toHaveText(['หมวดหมู่: สินค้า → บริการ', 'โทรศัพท์: 02-111-1111 → 02-222-2222']);
  await expect(thai).toContainText(/ที่แล้ว|ขณะนี้|วินาที|นาที/);
});

test("Staff cannot see salary changes in an employee's History; HR can", async ({ browser }) => {
  const hr = await signedIn(browser, 'hr');
  const hrToken = await tokenOf(hr);
  const api = hr.request;
  const [employee] = (await (await api.get(`${API}/employees?_start=0&_end=1`, { headers: bearer(hrToken) })).json()) as {
    id: number;
    salary: number;
  }[];
  const nickname = unique('Nick');
  const raised = employee!.salary + 1000;
  expect((await api.patch(`${API}/employees/${employee!.id}`, { headers: bearer(hrToken), data: { nickname } })).status()).toBe(
    200,
  );
  expect(
    (await api.patch(`${API}/employees/${employee!.id}`, { headers: bearer(hrToken), data: { salary: raised } })).status(),
  ).toBe(200);

  const money = (n: number) => `฿${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await hr.goto(`/apps/employees/${employee!.id}`);
  await openHistory(hr);
  const hrEntries = hr.getByTestId('history-entry');
  await expect(hrEntries.first().getByTestId('history-change')).toHaveText([
    `Monthly salary: ${money(employee!.salary)} → ${money(raised)}`,
  ]);
  await expect(hrEntries.nth(1).getByTestId('history-change')).toHaveText([new RegExp(`^Nickname: .* → ${nickname}$`)]);

  const staff = await signedIn(browser, 'staff', `/apps/employees/${employee!.id}`);
  await openHistory(staff);
  const staffFirst = staff.getByTestId('history-entry').first();
  await expect(staffFirst.getByTestId('history-change')).toHaveText([new RegExp(`^Nickname: .* → ${nickname}$`)]);
  await expect(staff.getByTestId('history')).not.toContainText('Monthly salary');
  await expect(staff.getByTestId('history')).not.toContainText(money(raised));
  // Left out by the server: the answer itself holds no salary.
  const answer = await staff.request.get(`${API}/employees/${employee!.id}/history`, { headers: bearer(await tokenOf(staff)) });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).not.toContain('salary');
  await hr.context().close();
  await staff.context().close();
});

test('a memo is rejected only with a reason, and the trail shows who, from what to what, and why', async ({ browser }) => {
  const staff = await signedIn(browser, 'staff');
  const staffToken = await tokenOf(staff);
  const [approver] = (await (
    await staff.request.get(`${API}/employees?_start=0&_end=1`, { headers: bearer(staffToken) })
  ).json()) as {
    id: number;
  }[];
  const title = unique('Reject me');
  const created = await staff.request.post(`${API}/memos`, {
    headers: bearer(staffToken),
    data: { title, category: 'general', type: 'internal', description: 'Please approve.', approveBy: approver!.id },
  });
  expect(created.status()).toBe(201);
  const memo = (await created.json()) as { id: number };
  expect((await staff.request.post(`${API}/memos/${memo.id}/actions/submit`, { headers: bearer(staffToken) })).status()).toBe(
    200,
  );

  const admin = await signedIn(browser, 'admin');
  // The server refuses a reject without a reason, naming the comment.
  const refused = await admin.request.post(`${API}/memos/${memo.id}/actions/reject`, {
    headers: bearer(await tokenOf(admin)),
    data: {},
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ message: 'Comment is required', errors: { comment: 'Comment is required' } });

  await admin.goto(`/apps/memo/memo/${memo.id}`);
  const workflow = admin.getByTestId('workflow');
  await expect(workflow.locator('.ant-steps-item-process')).toContainText('Pending approval');
  await expect(workflow).toContainText('Next: Approve, Reject');
  await admin.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Comment is required')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(admin.locator('[data-status="pending"]').first()).toBeVisible();

  const reason = 'The budget for this quarter is closed.';
  await dialog.getByLabel('Comment').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.locator('[data-status="rejected"]').first()).toBeVisible();
  await expect(workflow.locator('.ant-steps-item-error')).toContainText('Rejected');

  const trail = admin.getByTestId('trail-entry');
  await expect(trail).toHaveCount(2);
  await expect(trail.nth(0)).toContainText('Moved from Draft to Pending approval');
  await expect(trail.nth(1)).toContainText('(admin)');
  await expect(trail.nth(1)).toContainText('Moved from Pending approval to Rejected');
  await expect(trail.nth(1)).toContainText(`“${reason}”`);

  // The author reads the same trail, and the reason in the History tab.
  await staff.goto(`/apps/memo/memo/${memo.id}`);
  await expect(staff.getByTestId('trail-entry').nth(1)).toContainText(reason);
  await openHistory(staff);
  await expect(staff.getByTestId('history-entry').first()).toContainText('Status: Pending approval → Rejected');
  await expect(staff.getByTestId('history-entry').first()).toContainText(reason);
  await staff.context().close();
  await admin.context().close();
});

test('a supplier imported from a spreadsheet says so in its History, with the file name', async ({ page, request }) => {
  await login(page, 'admin');
  const name = unique('Imported Supplies');
  const imported = await request.post(`${API}/suppliers/import`, {
    headers: bearer(await tokenOf(page)),
    data: {
      fileName: 'suppliers-june.xlsx',
      rows: [
        {
          row: 2,
          values: { name, taxId: String(Date.now()).padStart(13, '6').slice(-13), address: '9 Sathorn Road', category: 'it' },
        },
      ],
    },
  });
  expect(imported.status()).toBe(201);
  const { ids } = (await imported.json()) as { ids: number[] };

  await page.goto(`/apps/purchase/suppliers/${ids[0]}`);
  await openHistory(page);
  const entry = page.getByTestId('history-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Imported');
  await expect(entry).toContainText('Imported from suppliers-june.xlsx');
  await expect(entry.getByTestId('history-change').filter({ hasText: 'Category:' })).toHaveText('Category: IT');
});
