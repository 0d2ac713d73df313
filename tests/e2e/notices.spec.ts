/**
 * Issue 7, communication: an IT broadcast to a section shows on the landing page of that section's people
 * (staff works in finance), not on another's (sales), until its date; the reader may hide it for the session.
 */
import { expect, test } from './fixtures';
import { bearer, signedIn, tokenOf, toThai, unique } from './helpers';

const API = '/api-spp/v1';

test('a broadcast to finance greets staff on the landing page, not sales; hidden, it stays hidden', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  const due = new Date(Date.now() + 14 * 86400000).toISOString().slice(0, 10);
  // As the lists write dates: day/month/year, in Thai in the Buddhist era (issue 29: the notices showed ISO dates).
  const [year, month, day] = due.split('-');
  const dueEn = `${day}/${month}/${year}`;
  const dueTh = `${day}/${month}/${Number(year) + 543}`;
  const title = unique('Month-end close moves to the 28th');
  const toAll = unique('Fire drill on Friday');
  for (const data of [
    { title, section: 'finance', dueDate: due, activeFlag: 'Y', content: 'Send your claims by the 27th.' },
    { title: toAll, section: 'all', dueDate: due, activeFlag: 'Y', content: 'Meet at the car park.' },
  ]) {
    const made = await admin.request.post(`${API}/broadcasts`, { headers: bearer(await tokenOf(admin)), data });
    expect(made.status(), await made.text()).toBe(201);
  }
  await admin.context().close();

  const staff = await signedIn(browser, 'staff');
  await staff.goto('/');
  await expect(staff).toHaveURL(/\/apps\/announce(\?|$)/);
  const notices = staff.getByRole('region', { name: 'Notices' });
  const notice = notices.getByRole('alert').filter({ hasText: title });
  await expect(notice).toContainText('Send your claims by the 27th.');
  await expect(notice).toContainText(`Until ${dueEn}`);
  // Only on the landing page.
  await staff.goto('/apps/memo/memo');
  await expect(staff.getByRole('heading', { name: 'Memos', exact: true })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Notices' })).toHaveCount(0);
  await staff.goto('/apps/announce');
  await toThai(staff);
  await expect(staff.getByRole('region', { name: 'ประกาศแจ้งเตือน' }).getByRole('alert').filter({ hasText: title })).toContainText(
    `ถึงวันที่ ${dueTh}`,
  );
  await staff
    .getByRole('region', { name: 'ประกาศแจ้งเตือน' })
    .getByRole('alert')
    .filter({ hasText: title })
    .getByRole('button', { name: 'ซ่อนประกาศนี้' })
    .click();
  await expect(staff.getByRole('alert').filter({ hasText: title })).toHaveCount(0);
  await staff.reload();
  await expect(staff.getByRole('heading', { name: 'ประกาศ', exact: true })).toBeVisible();
  await expect(staff.getByRole('alert').filter({ hasText: title })).toHaveCount(0);
  await staff.context().close();

  const sales = await signedIn(browser, 'sales', '/apps/announce');
  await expect(sales.getByRole('heading', { name: 'Announcements', exact: true })).toBeVisible();
  // Sales sees the broadcasts to everyone, never finance's.
  await expect(sales.getByRole('region', { name: 'Notices' }).getByRole('alert').filter({ hasText: toAll })).toBeVisible();
  await expect(sales.getByRole('alert').filter({ hasText: title })).toHaveCount(0);
  await sales.context().close();
});
