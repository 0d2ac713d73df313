/**
 * Related lists on a record's page (schema key `related`): an employee's profile (the spec's
 * /apps/employees/profile/{id}) lists the assets they hold, and each list opens the target's own list
 * filtered the same way; in Thai too.
 */
import { expect, test } from '@playwright/test';
import { bearer, signedIn, tokenOf, toThai, unique } from './helpers';

const API = '/api-spp/v1';

test("an employee's profile lists the assets they hold and opens them as a filtered list", async ({ browser, request }) => {
  const admin = await signedIn(browser, 'admin');
  const token = await tokenOf(admin);
  const [employee] = (await (await request.get(`${API}/employees?_start=7&_end=8`, { headers: bearer(token) })).json()) as {
    id: number;
    fullName: string;
  }[];
  const name = unique('ThinkPad T14 Gen 5');
  const created = await request.post(`${API}/assets`, {
    headers: bearer(token),
    data: {
      name,
      category: 'notebook',
      purchaseDate: '2026-10-01',
      price: 42900,
      holder: employee!.id,
      location: 'hq',
      status: 'inUse',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const asset = (await created.json()) as { assetCode: string };

  await admin.goto(`/apps/employees/profile/${employee!.id}`);
  await expect(admin).toHaveURL(new RegExp(`/apps/employees/${employee!.id}$`));
  await expect(admin.getByText(employee!.fullName).first()).toBeVisible();
  const held = admin.getByRole('region', { name: 'Assets held' });
  await expect(held.getByRole('link', { name: asset.assetCode })).toBeVisible();
  await expect(held).toContainText(name);
  // Lists the schema declares, each under its own title; an empty one says so.
  await expect(admin.getByRole('region', { name: 'Training' })).toBeVisible();

  // The card opens the assets list filtered by this holder: the chip says who, the asset is there.
  await admin.getByRole('link', { name: 'Open the list: Assets held' }).click();
  await expect(admin).toHaveURL(/\/apps\/assets\?.*filters/);
  await expect(admin.getByTestId('filter-chips')).toContainText(`Holder: ${employee!.fullName}`);
  await expect(admin.getByRole('row').filter({ hasText: asset.assetCode })).toBeVisible();

  // In Thai.
  await admin.goto(`/apps/employees/${employee!.id}`);
  await toThai(admin);
  await expect(admin.getByRole('region', { name: 'ทรัพย์สินที่ถือครอง' }).getByRole('link', { name: asset.assetCode })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'เปิดรายการ: ทรัพย์สินที่ถือครอง' })).toBeVisible();
  const shots = process.env.E2E_SHOTS; // a folder: also save screenshots (desktop and 390 px, Thai)
  if (shots) {
    await admin.screenshot({ path: `${shots}/profile-th-1280.png`, fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: `${shots}/profile-th-390.png`, fullPage: true });
  }
  await admin.context().close();
});
