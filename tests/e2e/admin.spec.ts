/**
 * The administration screens end to end: what an admin changes in Role menu and Assign User
 * Permissions reaches the affected user at their next sign-in, in the UI and in the API's answers.
 * Every test restores what it changed (the database is shared with the other e2e tests).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, clickInPopup, login, openMenuArea, signedIn, tokenOf, unique } from './helpers';

const API = '/api-spp/v1';

// Each test signs in three times in separate browser contexts: give them room on a busy machine.
test.beforeEach(() => test.slow());

/** Safety net after a failed run: puts Staff's isEdit on Tickets back through the API. */
async function restoreStaffTicketEdit(request: APIRequestContext, adminToken: string): Promise<void> {
  const roles = (await (await request.get(`${API}/roles`, { headers: bearer(adminToken) })).json()).data as {
    id: number;
    name: string;
  }[];
  const staff = roles.find((r) => r.name === 'Staff');
  if (!staff) return;
  const rows = (await (await request.get(`${API}/menu/getAllMenu?roleId=${staff.id}`, { headers: bearer(adminToken) })).json())
    .data as { id: number; key: string; isEdit: string }[];
  const tickets = rows.find((r) => r.key === 'tickets');
  if (tickets && tickets.isEdit !== 'Y')
    await request.put(`${API}/menu`, { headers: bearer(adminToken), data: [{ id: tickets.id, isEdit: 'Y' }] });
}

test('admin takes Edit Tickets from Staff: staff loses the edit action and the API refuses their PATCH', async ({
  browser,
  page,
  request,
}) => {
  // Staff's own open ticket is editable by its owner while the Staff role holds isEdit on Tickets.
  const before = await signedIn(browser, 'staff');
  const staffHeaders = bearer(await tokenOf(before));
  const title = unique('Printer jam on floor 2');
  const created = await request.post(`${API}/tickets`, {
    headers: staffHeaders,
    data: { title, category: 'hardware', priority: 'low', description: 'Paper stuck in tray 2.' },
  });
  expect(created.status()).toBe(201);
  const ticket = (await created.json()) as { id: number };
  await before.goto('/apps/ticket');
  await before.getByPlaceholder('Search').fill(title);
  await expect(before.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Edit' })).toBeVisible();
  await before.context().close();

  await login(page, 'admin');
  const adminToken = await tokenOf(page);
  try {
    await openMenuArea(page, /Administration/);
    await page.getByRole('link', { name: 'Role menu', exact: true }).click();
    await expect(page).toHaveURL(/\/apps\/master\/rolemenu/);
    await expect(page.getByText('Role menu').first()).toBeVisible();
    // The segmented control's radio inputs are visually hidden: click the option as a user does.
    await page.getByRole('radiogroup').getByText('Staff', { exact: true }).click();
    await expect(page).toHaveURL(/role=3/);
    await expect(page.getByText('Menu of Staff')).toBeVisible();
    const edit = page.getByRole('checkbox', { name: 'May edit Tickets' });
    await expect(edit).toBeChecked();
    await edit.uncheck();
    await expect(page.getByText('Unsaved changes: 1')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role menu saved')).toBeVisible();
    await expect(page.getByText('No unsaved changes')).toBeVisible();
    await expect(edit).not.toBeChecked();

    const after = await signedIn(browser, 'staff', '/apps/ticket');
    await after.getByPlaceholder('Search').fill(title);
    const row = after.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('button', { name: 'View' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    const patch = await request.patch(`${API}/tickets/${ticket.id}`, {
      headers: bearer(await tokenOf(after)),
      data: { priority: 'high' },
    });
    expect(patch.status()).toBe(403);
    await after.context().close();

    // Put it back through the screen, as an admin would.
    await edit.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role menu saved').first()).toBeVisible();
    await expect(page.getByText('No unsaved changes')).toBeVisible();
    await expect(edit).toBeChecked();
  } finally {
    await restoreStaffTicketEdit(request, adminToken);
  }
});

test('admin grants Staff PR Create through Assign User Permissions; staff can then raise a purchase request', async ({
  browser,
  page,
  request,
}) => {
  // Without the grant, staff is sent away from the create screen.
  const before = await signedIn(browser, 'staff');
  const me = (await (await request.get(`${API}/auth/me`, { headers: bearer(await tokenOf(before)) })).json()).data as {
    empCode: string;
    fullName: string;
  };
  await before.goto('/apps/purchase/pr/create');
  await expect(before).toHaveURL(/\/not-authorized$/);
  await before.context().close();

  await login(page, 'admin');
  const adminToken = await tokenOf(page);
  try {
    await page.goto('/apps/master/permission');
    await expect(page.getByText('Pick a permission to see who holds it', { exact: true })).toBeVisible();
    // The overview says what a grant is for before the admin picks it.
    await expect(page.getByRole('row').filter({ hasText: 'PR / Create' })).toContainText('Purchase requests: create');
    await page.getByLabel('Permission').fill('PR / Create');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'PR / Create' }).click();
    await expect(page).toHaveURL(/docType=PR&action=Create/);
    // The holders have rendered (the admin holds PR Create from the seed) before staff's absence is checked.
    const adminMe = (await (await request.get(`${API}/auth/me`, { headers: bearer(adminToken) })).json()).data as {
      empCode: string;
    };
    await expect(page.getByRole('row').filter({ hasText: adminMe.empCode })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: me.empCode })).toHaveCount(0);

    await page.getByLabel('Employee').fill(me.empCode);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: `${me.empCode} – ${me.fullName}` })
      .click();
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Permission granted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: me.empCode })).toBeVisible();

    const staff = await signedIn(browser, 'staff', '/apps/purchase/pr/create');
    await expect(staff).toHaveURL(/\/apps\/purchase\/pr\/create$/);
    const purpose = unique('Toner for the finance printer');
    await staff.getByLabel('Purpose').fill(purpose);
    await staff
      .locator('.ant-select')
      .filter({ has: staff.getByLabel('Department') })
      .click();
    await staff.locator('.ant-select-dropdown:visible').getByText('Finance', { exact: true }).click();
    await staff.getByLabel('Needed by').fill('2026-12-15');
    await staff.getByLabel('Needed by').press('Enter');
    await staff.getByLabel('Description 1').fill('HP 05A toner');
    await staff.getByLabel('Qty 1').fill('2');
    await staff.getByLabel('Unit price 1').fill('2450');
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect(staff).toHaveURL(/\/apps\/purchase\/pr\/\d+$/);
    await expect(staff.getByText(purpose).first()).toBeVisible();
    await expect(staff.getByText(/PR\d{4}-\d{4}/).first()).toBeVisible();
    await staff.context().close();

    // Take it back through the screen.
    await page.getByRole('row').filter({ hasText: me.empCode }).getByRole('button', { name: 'Remove' }).click();
    await clickInPopup(page.getByRole('tooltip').getByRole('button', { name: 'Remove' }));
    await expect(page.getByText('Permission removed')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: me.empCode })).toHaveCount(0);
  } finally {
    // Safety net after a failed run; a 400 here just means it is already gone.
    await request.delete(`${API}/permissions/PR/Create/${encodeURIComponent(me.empCode)}`, { headers: bearer(adminToken) });
  }
});

test('admin reads the master menu: every screen, where it is declared and whose menus hold it', async ({ page }) => {
  await login(page, 'admin');
  await openMenuArea(page, /Administration/);
  await page.getByRole('link', { name: 'Menu management', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/master\/menu$/);

  const suppliers = page.getByRole('row').filter({ hasText: 'schemas/suppliers.json' });
  await expect(suppliers).toContainText('/apps/purchase/suppliers');
  await expect(suppliers).toContainText('apps-purchase-suppliers');
  await expect(suppliers.getByText('Staff', { exact: true })).toBeVisible();

  // The competency settings are in HR's menu, not Staff's (../shared/spec/staff-app-spec.md §5).
  const competencies = page.getByRole('row').filter({ hasText: 'schemas/competencies.json' });
  await expect(competencies.getByText('HR', { exact: true })).toBeVisible();
  await expect(competencies.getByText('Staff', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: '/apps/master/rolemenu' })).toContainText('Admin only');
});
