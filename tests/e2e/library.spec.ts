/**
 * Issue 7, documents: the e-Documents library. HR uploads a new version of a document as a new row, and the
 * earlier versions stay with their files; each role reads the documents of the categories open to it.
 */
import { expect, test } from './fixtures';
import { bearer, signedIn, tokenOf } from './helpers';

const API = '/api-spp/v1';

test.setTimeout(120_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

test('HR adds version 3.0 of the work rules with its file; the earlier versions stay', async ({ browser }) => {
  const hr = await signedIn(browser, 'hr');
  const headers = bearer(await tokenOf(hr));
  const docs = (await (await hr.request.get(`${API}/eDocuments?q=Work rules`, { headers })).json()) as Body[];
  const rules = docs.find((d) => String(d.title).startsWith('Work rules 2026'));
  expect(rules.versions.map((v: Body) => v.version)).toEqual(['1.0', '2.0']);

  await hr.goto('/apps/document/library');
  await expect(hr.getByRole('heading', { name: 'e-Documents', exact: true })).toBeVisible();
  await hr.getByRole('link', { name: rules.title }).click();
  await expect(hr).toHaveURL(new RegExp(`/apps/document/library/${rules.id}$`));
  await expect(hr.getByRole('heading', { name: rules.title })).toBeVisible();
  await hr.getByRole('button', { name: 'Edit' }).click();
  await hr.getByRole('button', { name: 'Add row' }).click();
  await hr.getByLabel('Version 3', { exact: true }).fill('3.0');
  await hr.locator('#field-versions_2_file').setInputFiles({
    name: 'work-rules-2027.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% work rules 2027\n'),
  });
  await expect(hr.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await hr.getByLabel('Effective from 3', { exact: true }).fill('2027-01-01');
  await hr.getByLabel('Effective from 3', { exact: true }).press('Enter');
  await hr.getByLabel('What changed 3', { exact: true }).fill('Overtime rules');
  await hr.getByRole('button', { name: 'Save' }).click();

  await expect(hr).toHaveURL(new RegExp(`/apps/document/library/${rules.id}$`));
  await expect(hr.getByRole('link', { name: 'work-rules-2027.pdf' })).toBeVisible();
  await expect(hr.getByText('Overtime rules')).toBeVisible();
  const stored = (await (await hr.request.get(`${API}/eDocuments/${rules.id}`, { headers })).json()) as Body;
  expect(stored.versions.map((v: Body) => v.version)).toEqual(['1.0', '2.0', '3.0']);
  expect(stored.versions[0]).toEqual(rules.versions[0]);
  expect(stored.versions[1]).toEqual(rules.versions[1]);
  expect(stored.versions[2].file).toMatchObject({ name: 'work-rules-2027.pdf' });
  expect(stored.versionCount).toBe(3);
  await hr.context().close();
});

test('staff reads the documents of the categories open to staff, not the sales handbook', async ({ browser }) => {
  const staff = await signedIn(browser, 'staff', '/apps/document/library');
  await expect(staff.getByRole('heading', { name: 'e-Documents', exact: true })).toBeVisible();
  await expect(staff.getByRole('link', { name: /^IT asset policy/ })).toBeVisible();
  await expect(staff.getByRole('link', { name: /^Price list Q4/ })).toHaveCount(0);
  await expect(staff.getByRole('link', { name: /^Board report/ })).toHaveCount(0);
  // Staff reads the documents but does not write them.
  await expect(staff.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await staff.context().close();
});
