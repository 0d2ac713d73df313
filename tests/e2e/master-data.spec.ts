/**
 * Issue 8, master data: a code Admin adds on /apps/master/code (Thai and English names) is offered at once by
 * the select of another schema to the user who writes it (HR, e-Documents' owner department) and saved; the
 * tag hierarchy is a tree Admin extends below a tag; the VAT rate of the system settings is what a new
 * purchase request's VAT is computed with, in the form and when stored.
 */
import { expect, test } from './fixtures';
import { bearer, pickOption, signedIn, tokenOf } from './helpers';

const API = '/api-spp/v1';

test.setTimeout(120_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

test('a department code Admin adds is an option of HR’s e-Document form, and is saved with it', async ({ browser }) => {
  const suffix = Date.now().toString(36);
  const code = `qa${suffix}`;
  const nameEn = `Quality assurance ${suffix}`;
  const nameTh = `ประกันคุณภาพ ${suffix}`;

  const admin = await signedIn(browser, 'admin', '/apps/master/code/create');
  await pickOption(admin, admin.getByRole('combobox', { name: 'Code list' }), 'Department');
  await admin.getByLabel('Code', { exact: true }).fill(code);
  await admin.getByLabel('Name (Thai)').fill(nameTh);
  await admin.getByLabel('Name (English)').fill(nameEn);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin).toHaveURL(/\/apps\/master\/code\/\d+$/);
  await expect(admin.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(admin.getByText(nameEn)).toBeVisible();
  await admin.context().close();

  const hr = await signedIn(browser, 'hr');
  const headers = bearer(await tokenOf(hr));
  const docs = (await (await hr.request.get(`${API}/eDocuments?_start=0&_end=20`, { headers })).json()) as Body[];
  const doc = docs.find((d) => !String(d.title).startsWith('Work rules'));
  expect(doc, 'a document to file under the new department').toBeDefined();
  await hr.goto(`/apps/document/library/edit/${doc.id}`);
  await expect(hr.getByRole('combobox', { name: 'Owner department' })).toBeVisible();
  await pickOption(hr, hr.getByRole('combobox', { name: 'Owner department' }), nameEn);
  await hr.getByRole('button', { name: 'Save' }).click();
  await expect(hr).toHaveURL(new RegExp(`/apps/document/library/${doc.id}$`));
  await expect(hr.getByRole('button', { name: 'Edit' })).toBeVisible(); // the record's page, not the form leaving
  await expect(hr.getByText(nameEn)).toBeVisible();
  const stored = (await (await hr.request.get(`${API}/eDocuments/${doc.id}`, { headers })).json()) as Body;
  expect(stored.ownerDepartment).toBe(code);

  await hr.context().close();
});

test('Admin sees the tag hierarchy as a tree and adds a tag below Printer', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin', '/apps/master/taghierarchy');
  await expect(admin.getByRole('heading', { name: 'Tag hierarchy' })).toBeVisible();
  const printer = admin.getByRole('row').filter({ hasText: 'เครื่องพิมพ์ (Printer)' });
  await expect(printer).toBeVisible();
  // Nested: IT (1) > Hardware (2) > Printer (3), its ink one level further down.
  await expect(printer).toContainText('3');
  await expect(admin.getByRole('row').filter({ hasText: 'หมึกพิมพ์ (Printer ink)' })).toContainText('4');

  const tag = `Label printer ${Date.now().toString(36)}`;
  await printer.getByRole('button', { name: 'Add below' }).click();
  await expect(admin).toHaveURL(/\/apps\/master\/taghierarchy\/create$/);
  await expect(admin.locator('.ant-select').filter({ has: admin.getByLabel('Parent tag') })).toContainText('เครื่องพิมพ์ (Printer)');
  await admin.getByLabel('Tag', { exact: true }).fill(tag);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin).toHaveURL(/\/apps\/master\/taghierarchy\/\d+$/);

  await admin.goto('/apps/master/taghierarchy');
  const added = admin.getByRole('row').filter({ hasText: tag });
  await expect(added).toBeVisible();
  await expect(added).toContainText('4');
  // Collapsing hides the tags below the top level.
  await admin.getByRole('button', { name: 'Collapse all' }).click();
  await expect(added).toBeHidden();
  await expect(admin.getByRole('row').filter({ hasText: 'ไอที (IT)' })).toBeVisible();
  await admin.context().close();
});

test('the VAT rate set on system management is what a new purchase request’s VAT follows', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  const headers = bearer(await tokenOf(admin));
  const settings = ((await (await admin.request.get(`${API}/settings`, { headers })).json()) as Body).data;
  expect(settings.vatRate).toBe(7);
  try {
    await admin.goto('/apps/master/systemmanagement');
    await expect(admin).toHaveURL(new RegExp(`/apps/master/systemmanagement/${settings.id}$`));
    await expect(admin.getByText('Siam Part Supply Co., Ltd.')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await admin.getByRole('button', { name: 'Edit' }).click();
    await admin.getByLabel('VAT rate').fill('10');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin).toHaveURL(new RegExp(`/apps/master/systemmanagement/${settings.id}$`));
    await expect(admin.getByText('10.00%')).toBeVisible();

    await admin.goto('/apps/purchase/pr/create');
    await admin.getByLabel('Purpose').fill('Toner at the new VAT rate');
    await pickOption(admin, admin.getByRole('combobox', { name: 'Department' }), 'IT');
    await admin.getByLabel('Needed by').fill('2026-12-15');
    await admin.getByLabel('Needed by').press('Enter');
    await admin.getByLabel('Description 1').fill('HP 26A toner');
    await admin.getByLabel('Qty 1').fill('3');
    await admin.getByLabel('Unit price 1').fill('2450.50');
    // The form computes with the rate as the user types: 7,351.50 x 10% = 735.15.
    await expect(admin.getByLabel('VAT amount')).toHaveValue('735.15');
    await expect(admin.getByLabel('Grand total')).toHaveValue('8,086.65');
    await pickOption(admin, admin.getByRole('combobox', { name: /^\W*VAT$/ }), 'Prices include VAT');
    await expect(admin.getByLabel('VAT amount')).toHaveValue('668.32'); // 7,351.50 x 10 / 110
    await expect(admin.getByLabel('Grand total')).toHaveValue('7,351.50');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin).toHaveURL(/\/apps\/purchase\/pr\/\d+$/);
    const id = /\/(\d+)$/.exec(admin.url())![1];
    const pr = (await (await admin.request.get(`${API}/purchaseRequests/${id}`, { headers })).json()) as Body;
    expect(pr).toMatchObject({ vatMode: 'inclusive', total: 7351.5, vat: 668.32, grandTotal: 7351.5 });
  } finally {
    const res = await admin.request.patch(`${API}/systemSettings/${settings.id}`, { headers, data: { vatRate: 7 } });
    expect(res.status()).toBe(200);
  }
  await admin.context().close();
});
