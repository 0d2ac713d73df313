/**
 * Issue 6, parts 3 and 9, as users: staff comments on an announcement (a link is clickable, HTML stays
 * text, the own comment is edited), HR sees who opened it and cannot change staff's words; admin makes a
 * purchase order from an approved purchase request and follows the links both ways, in English and Thai.
 */
import { expect, test } from './fixtures';
import { api, apiToken, bearer, clickInPopup, login, signedIn, tokenOf, toThai, unique } from './helpers';

const API = '/api-spp/v1';

test('staff comments on an announcement: links open, HTML is text, own comment edited; HR sees the viewers', async ({
  page,
  browser,
  request,
}) => {
  // HR publishes a fresh announcement, so its viewers and comments are this test's alone.
  const hr = await signedIn(browser, 'hr');
  const hrToken = await tokenOf(hr);
  const title = unique('Office closed on Friday');
  const announcement = await api<{ id: number }>(request, hrToken, 'post', 'announcements', {
    title,
    category: 'news',
    publishDate: '2025-06-02',
    content: 'The office is closed for maintenance.',
  });

  await login(page, 'staff');
  const staffToken = await tokenOf(page);
  const me = await api<{ data: { fullName: string } }>(request, staffToken, 'get', 'auth/me');
  await page.goto(`/apps/announce/${announcement.id}`);
  await expect(page.getByText(title).first()).toBeVisible();
  const thread = page.getByRole('region', { name: 'Comments' });
  await expect(page.getByText('Comments (0)')).toBeVisible();
  await expect(thread.getByText('No comments yet')).toBeVisible();

  const said = unique('Noted');
  await thread
    .getByRole('textbox', { name: 'Add comment' })
    .fill(`${said}: the plan is at https://example.com/plan?floor=3. <b>bold</b> <img src=x onerror="window.__xss=1">`);
  await thread.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByText('Comments (1)')).toBeVisible();
  const comment = thread.getByRole('article', { name: me.data.fullName });
  const text = comment.getByTestId('comment-text');
  await expect(text).toContainText(said);
  // The address is a link that opens in a new tab; the trailing full stop is not part of it.
  const link = comment.getByRole('link', { name: 'https://example.com/plan?floor=3' });
  await expect(link).toHaveAttribute('href', 'https://example.com/plan?floor=3');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  // The markup is shown as the characters typed: no bold element, no image, no script run.
  await expect(text).toContainText('<b>bold</b> <img src=x onerror="window.__xss=1">');
  await expect(text.locator('b, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(thread.getByRole('textbox', { name: 'Add comment' })).toHaveValue('');

  // Edit own: the new words and an "edited" mark.
  await comment.getByRole('button', { name: 'Edit' }).click();
  await comment.getByRole('textbox', { name: 'Edit' }).fill(`${said}: see https://example.com/plan-v2`);
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(comment.getByRole('link', { name: 'https://example.com/plan-v2' })).toBeVisible();
  await expect(comment.getByText('(edited)')).toBeVisible();
  await expect(comment.getByRole('button', { name: 'Delete' })).toBeVisible();
  // Staff is not among the roles that see the viewers: no list, and the API refuses it.
  await expect(page.getByText(/Viewed by/)).toHaveCount(0);
  const views = await request.get(`${API}/announcements/${announcement.id}/views`, { headers: bearer(staffToken) });
  expect(views.status()).toBe(403);

  // HR opens it: both viewers counted (staff, then HR), staff's comment without Edit or Delete for HR.
  await hr.goto(`/apps/announce/${announcement.id}`);
  await expect(hr.getByText('Viewed by 2')).toBeVisible();
  const viewers = hr.getByRole('region', { name: 'Viewers' });
  await expect(viewers.locator('[data-viewer="staff"]')).toContainText(me.data.fullName);
  await expect(viewers.locator('[data-viewer="hr"]')).toBeVisible();
  const seen = hr.getByRole('region', { name: 'Comments' }).getByRole('article', { name: me.data.fullName });
  await expect(seen.getByRole('link', { name: 'https://example.com/plan-v2' })).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // Opening it again the same day does not count twice.
  await hr.reload();
  await expect(hr.getByText('Viewed by 2')).toBeVisible();

  // In Thai.
  await toThai(hr);
  await expect(hr.getByText('ความคิดเห็น (1)')).toBeVisible();
  await expect(hr.getByText('เปิดดูแล้ว 2 คน')).toBeVisible();
  await expect(hr.getByRole('button', { name: 'เพิ่มความคิดเห็น' })).toBeVisible();
  await hr.context().close();

  // The author deletes it.
  await comment.getByRole('button', { name: 'Delete' }).click();
  await clickInPopup(page.getByRole('tooltip').getByRole('button', { name: 'Delete' }));
  await expect(page.getByText('Comments (0)')).toBeVisible();
});

test('admin makes a purchase order from an approved purchase request and follows both links', async ({ page, request }) => {
  await login(page, 'admin');
  const token = await tokenOf(page);
  const [supplier] = await api<{ id: number; name: string }[]>(request, token, 'get', 'suppliers?_start=0&_end=1');
  const purpose = unique('Toner for floor 3');
  const pr = await api<{ id: number; prNo: string }>(request, token, 'post', 'purchaseRequests', {
    title: purpose,
    department: 'it',
    supplier: supplier!.id,
    neededBy: '2030-01-31',
    items: [
      { description: 'Toner HP 26A', qty: 3, unitPrice: 2450.5 },
      { description: 'Paper A4 80g', qty: 10, unitPrice: 115 },
    ],
  });
  // A draft request offers no purchase order (its own workflow button shows the page is ready).
  await page.goto(`/apps/purchase/pr/${pr.id}`);
  await expect(page.getByRole('button', { name: 'Submit for approval' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create purchase order' })).toHaveCount(0);
  // Approved through the API, as its owner (submit) and HR (approve: never its author, src/access/duties.ts).
  await api(request, token, 'post', `purchaseRequests/${pr.id}/actions/submit`);
  await api(request, await apiToken(request, 'hr'), 'post', `purchaseRequests/${pr.id}/actions/approve`);

  await page.reload();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  const linked = page.getByRole('region', { name: 'Purchase orders' });
  await expect(page.getByText('Purchase orders (0)')).toBeVisible();
  await expect(linked.getByText('None yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create purchase order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create purchase order' });
  await expect(dialog).toContainText(`A new purchase order is made from ${pr.prNo}: Supplier, Delivery date, Note are copied.`);
  await expect(dialog).toContainText('Items: 2 lines are copied.');
  // Only the order date is asked for; it starts at today.
  await expect(dialog.getByLabel('Order date')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/); // today, shown day first
  await expect(dialog.getByLabel('Supplier')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create purchase order' }).click();

  // The new order: numbered, copied, and linked to its request.
  await expect(page).toHaveURL(/\/apps\/purchase\/po\/\d+$/);
  const poUrl = new URL(page.url()).pathname;
  const poNo = (await page
    .getByText(/^PO\d{4}-\d{4}$/)
    .first()
    .textContent())!;
  await expect(page.getByText('Toner HP 26A')).toBeVisible();
  await expect(page.getByText(purpose)).toBeVisible();
  await expect(page.getByText('9,096.61')).toBeVisible(); // 8,501.50 + VAT 7% 595.11
  await page.getByRole('link', { name: pr.prNo }).click();

  // Back on the request: its purchase orders list the new one, which opens it again.
  await expect(page).toHaveURL(new RegExp(`/apps/purchase/pr/${pr.id}$`));
  await expect(page.getByText('Purchase orders (1)')).toBeVisible();
  await expect(linked.getByRole('link', { name: poNo })).toBeVisible();
  await expect(linked.getByText(supplier!.name)).toBeVisible();

  await toThai(page);
  await expect(page.getByRole('button', { name: 'สร้างใบสั่งซื้อ' })).toBeVisible();
  await expect(page.getByText('ใบสั่งซื้อ (1)')).toBeVisible();
  await page.getByRole('region', { name: 'ใบสั่งซื้อ' }).getByRole('link', { name: poNo }).click();
  await expect(page).toHaveURL(new RegExp(`${poUrl}$`));
  await expect(page.getByRole('link', { name: pr.prNo })).toBeVisible();
});
