/**
 * Finance: a payment approval of 100,000.00 in three installments, refused at 99%, then taken through its
 * chain by the people named on it (prepared by staff, checked by HR, approved by Sales, signed off by the
 * secretary, here Admin), each step showing its person and date; finance (Admin) marks the installments
 * paid one by one. An advance clear computes its refund (advance - total) as the user types, negative
 * when the company owes the employee.
 */
import { expect, test } from './fixtures';
import { bearer, clickInPopup, fillDate, login, pickOption, searchOption, signedIn, toThai, tokenOf, unique } from './helpers';

test.setTimeout(180_000);

type Json = Record<string, unknown>;

test('a payment approval of 100,000.00 in three installments goes through its chain and is paid installment by installment', async ({
  browser,
  page,
}) => {
  await login(page, 'staff');
  const token = await tokenOf(page);

  await page.goto('/apps/memo/paymentapproval/add');
  await expect(page.getByRole('heading', { name: 'Create Payment approval' })).toBeVisible();
  const subject = unique('Trade fair booth, BITEC');
  await page.getByLabel('Subject').fill(subject);
  await pickOption(page, page.getByLabel('Department', { exact: true }), 'Sales');
  await page.getByLabel('Pay to').fill('Expo Thai Co., Ltd.');
  await fillDate(page, 'Needed by', '2027-01-20');
  await page.getByLabel('Total amount').fill('100000');
  await page.getByRole('switch', { name: 'Paid in installments' }).click();
  await page.getByLabel('Installment 1', { exact: true }).fill('1');
  await page.getByLabel('Percentage 1').fill('33');
  for (const n of [2, 3]) {
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByLabel(`Installment ${n}`, { exact: true }).fill(String(n));
    await page.getByLabel(`Percentage ${n}`).fill('33');
  }
  await searchOption(page, page.getByLabel('Checked by'), 'สุดารัตน์');
  await searchOption(page, page.getByLabel('Approved by'), 'นภา รุ่งเรือง');
  await searchOption(page, page.getByLabel('Secretary'), 'สมชาย');

  // 99%: refused beside the installments, nothing saved.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("The installments' percentages must total 100%")).toBeVisible();
  await expect(page).toHaveURL(/\/paymentapproval\/create$/);

  // 33.33 + 33.33 + 33.34: the amounts follow, the remainder on the last.
  await page.getByLabel('Percentage 1').fill('33.33');
  await page.getByLabel('Percentage 2').fill('33.33');
  await page.getByLabel('Percentage 3').fill('33.34');
  await expect(page.getByLabel('Amount 1')).toHaveValue('33,330.00');
  await expect(page.getByLabel('Amount 3')).toHaveValue('33,340.00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/memo\/paymentapproval\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText(/PA\d{4}-\d{4}/).first()).toBeVisible();

  // Staff prepares: the preparer and the date are stamped on the record.
  await page.getByRole('button', { name: 'Submit for checking' }).click();
  await expect(page.getByText('Prepared, to check', { exact: true }).first()).toBeVisible();
  const stored = (await (
    await page.request.get(`/api-spp/v1/paymentApprovals/${id}`, { headers: bearer(token) })
  ).json()) as Json;
  expect(stored.preparedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(stored.installments).toMatchObject([{ amount: 33330 }, { amount: 33330 }, { amount: 33340 }]);
  // Checking is the named checker's, not the preparer's.
  await expect(page.getByRole('button', { name: 'Checked' })).toHaveCount(0);

  for (const [who, button, state] of [
    ['hr', 'Checked', 'Checked, to approve'],
    ['sales', 'Approve', 'Approved, to secretary'],
    ['admin', 'Secretary sign-off', 'Signed off, to pay'],
  ] as const) {
    const p = await signedIn(browser, who);
    await p.goto(`/apps/memo/paymentapproval/${id}`);
    await expect(p.getByText(subject).first()).toBeVisible();
    await p.getByRole('button', { name: button }).click();
    await clickInPopup(p.getByRole('tooltip').getByRole('button', { name: button }));
    await expect(p.getByText(state, { exact: true }).first()).toBeVisible();
    if (who !== 'admin') await p.context().close();
    else {
      // Finance (Admin, PaymentApproval Pay) marks the installments paid one by one.
      for (const row of [0, 1, 2]) {
        const button = p.locator(`[data-row-action="markPaid"][data-row="${row}"]`);
        await button.click();
        await clickInPopup(p.getByRole('tooltip').getByRole('button', { name: 'Mark paid' }));
        await expect(button).toHaveCount(0);
      }
      await expect(p.locator('[data-row-action="markPaid"]')).toHaveCount(0);
      const paid = (await (
        await p.request.get(`/api-spp/v1/paymentApprovals/${id}`, { headers: bearer(await tokenOf(p)) })
      ).json()) as Json;
      expect(paid).toMatchObject({ paidAmount: 100000, outstanding: 0, status: 'signedOff' });
      expect((paid.installments as Json[]).every((r) => r.paid === true && /^\d{4}-\d{2}-\d{2}$/.test(String(r.paidDate)))).toBe(
        true,
      );
      expect(paid).toMatchObject({ checkedAt: stored.preparedAt });
      await p.getByRole('button', { name: 'All paid' }).click();
      await clickInPopup(p.getByRole('tooltip').getByRole('button', { name: 'All paid' }));
      await expect(p.getByText('Paid', { exact: true }).first()).toBeVisible();
      const shots = process.env.E2E_SHOTS;
      if (shots) {
        await p.screenshot({ path: `${shots}/payment-approval-en.png`, fullPage: true });
        await toThai(p);
        await p.screenshot({ path: `${shots}/payment-approval-th.png`, fullPage: true });
        await p.setViewportSize({ width: 390, height: 844 });
        await p.screenshot({ path: `${shots}/payment-approval-th-phone.png`, fullPage: true });
      }
      await p.context().close();
    }
  }
});

test('an advance clear computes the refund as the advance minus the expenses', async ({ page }) => {
  await login(page, 'staff', '/apps/memo/advanceclear/add');
  await expect(page.getByRole('heading', { name: 'Create Advance clear' })).toBeVisible();
  await searchOption(page, page.getByLabel('Employee', { exact: true }), 'วิชัย');
  await fillDate(page, 'Clear date', '2026-11-28');
  await pickOption(page, page.getByLabel('Memo cleared'), null);
  await page.getByLabel('Advance received').fill('20000');
  await page.getByLabel('No. 1').fill('1');
  await page.getByLabel('Description 1').fill('Courier');
  await page.getByLabel('Amount 1').fill('1850');
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByLabel('No. 2').fill('2');
  await page.getByLabel('Description 2').fill('Office supplies');
  await page.getByLabel('Amount 2').fill('4320.25');
  await expect(page.getByLabel('Total spent')).toHaveValue('6,170.25');
  await expect(page.getByLabel('Refund (advance - total)')).toHaveValue('13,829.75');
  // Spent more than the advance: the company owes the employee (a negative refund).
  await page.getByLabel('Amount 2').fill('19000.10');
  await expect(page.getByLabel('Refund (advance - total)')).toHaveValue('-850.10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/memo\/advanceclear\/\d+$/);
  await expect(page.getByText(/AC\d{4}-\d{4}/).first()).toBeVisible();
  await expect(page.getByText('-฿850.10').first()).toBeVisible(); // money shows with the baht sign
});
