/**
 * Rewards: the staff member's catalogue shows their points balance; a reward they cannot afford says so; a
 * redemption beyond the balance (two of a reward worth more than half of it) is refused in the confirmation
 * dialog with the server's message and changes nothing; one within it lowers the balance and the stock and
 * shows in My redemptions. The rewards used are made by HR through the API first. E2E_SHOTS takes screenshots.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, personOf, signedIn, toThai, tokenOf, unique } from './helpers';

const API = '/api-spp/v1';

async function makeReward(request: APIRequestContext, token: string, name: string, points: number, stock: number) {
  const code = `E2E-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
  const created = await request.post(`${API}/rewards`, {
    headers: bearer(token),
    data: { code, name, category: 'merchandise', points, description: 'รางวัลทดสอบ (A test reward)' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reward = (await created.json()) as { id: number };
  const restock = await request.post(`${API}/rewardTransactions`, {
    headers: bearer(token),
    data: { type: 'restock', reward: reward.id, quantity: stock, date: new Date().toISOString().slice(0, 10) },
  });
  expect(restock.status(), await restock.text()).toBe(201);
  return { ...reward, code };
}

test('a redemption beyond the balance is refused; one within it lowers the balance and the stock', async ({ browser }) => {
  test.setTimeout(90_000);
  const hr = await signedIn(browser, 'hr');
  const hrToken = await tokenOf(hr);
  const staff = await signedIn(browser, 'staff');
  const token = await tokenOf(staff);
  const me = await personOf(staff.request, token, 'staff');
  const balanceNow = async () =>
    (
      (await (await staff.request.get(`${API}/employees/${me.id}`, { headers: bearer(token) })).json()) as {
        pointsBalance: number;
      }
    ).pointsBalance;
  const balance = await balanceNow();
  expect(balance, 'the staff member has points to spend').toBeGreaterThan(1);

  // Worth more than half the balance: one fits, two do not. And one reward worth more than the balance.
  const each = Math.floor(balance / 2) + 1;
  const fits = await makeReward(hr.request, hrToken, unique('ร่มพับ (Folding umbrella)'), each, 5);
  const tooDear = await makeReward(hr.request, hrToken, unique('จักรยาน (Bicycle)'), balance + 1, 1);

  await staff.goto('/apps/rewards');
  await expect(staff.getByTestId('my-points')).toContainText(balance.toLocaleString('en-US'));
  await expect(staff.getByTestId(`reward-${tooDear.code}`).getByRole('button')).toHaveText('Not enough points');
  await expect(staff.getByTestId(`reward-${tooDear.code}`).getByRole('button')).toBeDisabled();

  const card = staff.getByTestId(`reward-${fits.code}`);
  await expect(card).toContainText('5 in stock');
  await card.getByRole('button', { name: 'Redeem' }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog.getByTestId('redeem-summary')).toContainText(String(balance.toLocaleString('en-US')));
  // Text that is not a quantity stays as typed and is refused beside the box, not counted as 1.
  await dialog.getByLabel('Quantity').fill('abc');
  await expect(dialog.getByLabel('Quantity')).toHaveValue('abc');
  await expect(dialog.getByRole('alert')).toHaveText('Quantity must be a number');
  await expect(dialog.getByTestId('redeem-confirm')).toBeDisabled();
  await dialog.getByLabel('Quantity').fill('2');
  await expect(dialog.getByTestId('balance-after')).toHaveText((balance - 2 * each).toLocaleString('en-US'));
  // More than the balance is said beside the quantity and cannot be confirmed (the server's own refusal is pinned in
  // tests/unit/server/records/hearts-server.test.ts).
  await expect(dialog.getByRole('alert')).toHaveText('Not enough points');
  await expect(dialog.getByTestId('redeem-confirm')).toBeDisabled();
  await dialog.getByLabel('Quantity').press('Enter');
  expect(await balanceNow()).toBe(balance);
  const stockOf = async () =>
    ((await (await staff.request.get(`${API}/rewards/${fits.id}`, { headers: bearer(token) })).json()) as { stock: number })
      .stock;
  expect(await stockOf()).toBe(5);

  await dialog.getByLabel('Quantity').fill('1');
  await dialog.getByTestId('redeem-confirm').click();
  await expect(staff.getByText('Reward redeemed')).toBeVisible();
  await expect(staff.getByTestId('my-points')).toContainText((balance - each).toLocaleString('en-US'));
  await expect(card).toContainText('4 in stock');
  expect(await balanceNow()).toBe(balance - each);
  await expect(staff.getByTestId('points-by-source')).toContainText('Redeemed: -');

  // My redemptions: the list opened filtered to the staff member's own redemptions.
  await staff.goto('/apps/rewards/manage/myhistory');
  await expect(staff.locator('.ant-table-row').filter({ hasText: 'ร่มพับ' }).first()).toBeVisible();

  const shots = process.env.E2E_SHOTS;
  if (shots) {
    for (const [w, h] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await staff.setViewportSize({ width: w, height: h });
      await staff.goto('/apps/rewards');
      await expect(staff.getByTestId('my-points')).toBeVisible();
      await staff.screenshot({ path: `${shots}/rewards-en-${w}.png`, fullPage: true });
    }
    await toThai(staff);
    await staff.getByRole('button', { name: 'แลก', exact: true }).first().click();
    await expect(staff.getByRole('dialog')).toBeVisible();
    await staff.screenshot({ path: `${shots}/rewards-redeem-th-390.png` });
  }
  await hr.context().close();
  await staff.context().close();
});
