/**
 * Related lists on a record's page (schema key `related`): an employee's profile (the spec's
 * /apps/employees/profile/{id}) lists the assets they hold, and each list opens the target's own list
 * filtered the same way; in Thai too.
 */
import { expect, test } from './fixtures';
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

test("an employee's profile lists the activities they took part in with the points they earned", async ({ browser, request }) => {
  const admin = await signedIn(browser, 'admin');
  const headers = bearer(await tokenOf(admin));
  const [employee, other] = (await (await request.get(`${API}/employees?_start=8&_end=10`, { headers })).json()) as {
    id: number;
    fullName: string;
  }[];
  const pointsOf = async (id: number) => {
    const res = await request.get(`${API}/activities/summary?participants.employee=${id}&sum=participants.pointsEarned`, {
      headers,
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { sums: Record<string, number> }).sums['participants.pointsEarned']!;
  };
  const before = await pointsOf(employee!.id);
  const title = unique('Mangrove planting day');
  const created = await request.post(`${API}/activities`, {
    headers,
    data: {
      title,
      type: 'volunteer',
      points: 15,
      startDate: '2026-11-14',
      endDate: '2026-11-14',
      participants: [
        { employee: employee!.id, attended: true, pointsEarned: 15 },
        { employee: other!.id, attended: true, pointsEarned: 40 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Only this employee's row counts: 15 more, not 55.
  expect(await pointsOf(employee!.id)).toBe(before + 15);

  await admin.goto(`/apps/employees/profile/${employee!.id}`);
  const activities = admin.getByRole('region', { name: 'Activities' });
  await expect(activities.getByRole('link', { name: title })).toBeVisible();
  await expect(admin.getByLabel('Points earned')).toHaveText(`Points earned: ${before + 15}`);

  // The card opens the activities list filtered by this participant.
  await admin.getByRole('link', { name: 'Open the list: Activities' }).click();
  await expect(admin).toHaveURL(/\/apps\/activity\?.*filters/);
  await expect(admin.getByTestId('filter-chips')).toContainText(`Participants: Employee: ${employee!.fullName}`);
  await expect(admin.getByRole('row').filter({ hasText: title })).toBeVisible();

  await admin.goto(`/apps/employees/${employee!.id}`);
  await toThai(admin);
  await expect(admin.getByRole('region', { name: 'กิจกรรมที่เข้าร่วม' }).getByRole('link', { name: title })).toBeVisible();
  await expect(admin.getByLabel('คะแนนที่ได้รับ')).toHaveText(`คะแนนที่ได้รับ: ${before + 15}`);
  await admin.context().close();
});
