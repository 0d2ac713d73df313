import { expect, test } from '@playwright/test';
import { login, signedIn } from './helpers';

test("the spec's own paths open the generated screens, under the same access rules", async ({ page }) => {
  await login(page, 'staff');
  await page.goto('/apps/memo/memo/add?from=menu');
  await expect(page).toHaveURL(/\/apps\/memo\/memo\/create\?from=menu$/);
  await expect(page.getByText('Create Memo')).toBeVisible();
  await page.goto('/apps/announce/manage');
  await expect(page).toHaveURL(/\/apps\/announce(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
});

test('an alias is no way around the rules: the guest may not write memos by any path', async ({ browser }) => {
  const guest = await signedIn(browser, 'guest');
  await guest.goto('/apps/memo/memo/add');
  await expect(guest).toHaveURL(/\/not-authorized$/);
  await guest.context().close();
});
