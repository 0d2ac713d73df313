/**
 * Two people, one record (issue 37, item 10): HR and an Admin open the same supplier's edit form; HR saves a new
 * phone; the Admin's save of the copy they opened is refused (412: the form sends the version it loaded in
 * If-Match) and the Admin sees HR's name and the phone, HR's value beside theirs, and chooses. HR's phone is never
 * silently lost: the stored record (read through the API) holds what was chosen.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, apiToken, login, unique } from './helpers';

interface Supplier {
  id: number;
  phone?: string;
  contactName?: string;
}

async function newSupplier(request: APIRequestContext, token: string): Promise<Supplier> {
  return api<Supplier>(request, token, 'post', 'suppliers', {
    name: unique('Two Desks Trading'),
    taxId: String(Date.now()).padStart(13, '5').slice(-13),
    address: '12 Silom Road, Bangkok 10500',
    phone: '021110000',
    contactName: 'Malee',
  });
}

/**
 * Signs `who` in straight onto the supplier's edit form (helpers.ts `login` with a path: no landing screen first),
 * in a context of their own, and waits until the form shows the stored values (the form's first opening loads its
 * code and the record: on the shared 2-core machine that took more than the default 10 s).
 */
async function openEditAs(browser: Browser, who: 'hr' | 'admin', id: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, who, `/apps/purchase/suppliers/edit/${id}`);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('021110000', { timeout: 30_000 });
  return page;
}

async function field(page: Page, label: string): Promise<ReturnType<Page['getByLabel']>> {
  const input = page.getByLabel(label, { exact: true });
  await input.scrollIntoViewIfNeeded();
  return input;
}

test.describe('two people save the same supplier', () => {
  test.beforeEach(({ consoleWatch }) => {
    consoleWatch.allow(/status of 412/, "the Admin's save of a copy HR changed since is refused on purpose (412)");
  });

  test('the Admin sees the conflict naming HR and the phone, keeps their own change, and the HR phone stays', async ({
    browser,
    request,
  }) => {
    const adminToken = await apiToken(request, 'admin');
    const supplier = await newSupplier(request, adminToken);
    const hrName = (await api<{ data: { fullName: string } }>(request, await apiToken(request, 'hr'), 'get', 'auth/me')).data
      .fullName;
    const hr = await openEditAs(browser, 'hr', supplier.id);
    const admin = await openEditAs(browser, 'admin', supplier.id);

    await (await field(hr, 'Phone')).fill('0812345678');
    await hr.getByRole('button', { name: 'Save' }).click();
    await expect(hr).toHaveURL(new RegExp(`/apps/purchase/suppliers/${supplier.id}$`));

    await (await field(admin, 'Contact person')).fill('Somsri');
    await admin.getByRole('button', { name: 'Save' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Someone changed this record after you opened it' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('conflict-changes')).toContainText(`${hrName} changed Phone`);
    const phoneRow = dialog.getByRole('row', { name: /Phone/ });
    await expect(phoneRow).toContainText('0812345678');
    await expect(phoneRow).toContainText('021110000');
    // Still on the form, with what the Admin typed.
    await expect(admin).toHaveURL(/\/edit\/\d+$/);
    await expect(admin.getByLabel('Contact person', { exact: true })).toHaveValue('Somsri');

    await dialog.getByRole('button', { name: 'Keep mine and save' }).click();
    await expect(admin).toHaveURL(new RegExp(`/apps/purchase/suppliers/${supplier.id}$`));
    const stored = await api<Supplier>(request, adminToken, 'get', `suppliers/${supplier.id}`);
    expect(stored).toMatchObject({ phone: '0812345678', contactName: 'Somsri' });
  });

  test('both changed the phone: the Admin takes HR value, keeps their own other change, and saves', async ({
    browser,
    request,
  }) => {
    const adminToken = await apiToken(request, 'admin');
    const supplier = await newSupplier(request, adminToken);
    const hr = await openEditAs(browser, 'hr', supplier.id);
    const admin = await openEditAs(browser, 'admin', supplier.id);

    await (await field(hr, 'Phone')).fill('0812345678');
    await hr.getByRole('button', { name: 'Save' }).click();
    await expect(hr).toHaveURL(new RegExp(`/apps/purchase/suppliers/${supplier.id}$`));

    await (await field(admin, 'Phone')).fill('0899999999');
    await (await field(admin, 'Contact person')).fill('Somsri');
    await admin.getByRole('button', { name: 'Save' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Someone changed this record after you opened it' });
    const phoneRow = dialog.getByRole('row', { name: /Phone/ });
    await expect(phoneRow).toContainText('0812345678');
    await expect(phoneRow).toContainText('0899999999');
    await expect(phoneRow).toContainText('you changed it too');

    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByLabel('Phone', { exact: true })).toHaveValue('0812345678');
    await expect(admin.getByLabel('Contact person', { exact: true })).toHaveValue('Somsri');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin).toHaveURL(new RegExp(`/apps/purchase/suppliers/${supplier.id}$`));
    const stored = await api<Supplier>(request, adminToken, 'get', `suppliers/${supplier.id}`);
    expect(stored).toMatchObject({ phone: '0812345678', contactName: 'Somsri' });
  });
});
