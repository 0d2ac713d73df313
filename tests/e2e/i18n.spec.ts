import { expect, test } from './fixtures';
import { login, toThai } from './helpers';

test('switching to Thai translates the shell, the menu, the lists and the forms', async ({ page }) => {
  await login(page, 'admin', '/apps/purchase/suppliers');
  await expect(page.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
  await toThai(page);

  await expect(page.getByRole('heading', { name: 'ผู้จำหน่าย' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('menuitem', { name: /จัดซื้อ/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'ส่งออก' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'เลขประจำตัวผู้เสียภาษี' })).toBeVisible();

  await page.getByRole('button', { name: 'สร้าง' }).click();
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('กรุณากรอกชื่อ')).toBeVisible();

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'บันทึก' })).toBeVisible();

  // Ant Design's own texts follow too (date pickers, empty states, confirmations).
  await page.goto('/apps/announce');
  await expect(page.getByPlaceholder('วันเริ่มต้น')).toBeVisible();
  await expect(page.getByPlaceholder('วันสิ้นสุด')).toBeVisible();
});
