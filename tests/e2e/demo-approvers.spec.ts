/**
 * Demo data that shows every flow (issue 12, part 7): HR, the demo's purchase approver, approves a pending
 * purchase request on its page, as a user would; tests/unit/server/seed/seed-workflow-actors.test.ts checks every other step.
 */
import { expect, test } from './fixtures';
import { apiToken, bearer, clickInPopup, login } from './helpers';

test('hr approves a pending purchase request from its page', async ({ page, request }) => {
  const token = await apiToken(request, 'hr');
  const read = async (path: string) => {
    const res = await request.get(`/api-spp/v1/${path}`, { headers: bearer(token) });
    expect(res.ok(), path).toBe(true);
    return (await res.json()) as { id: number; status: string }[] & { status?: string };
  };
  const pending = await read('purchaseRequests?status=pending&createdBy_ne=hr');
  expect(pending.length).toBeGreaterThan(0);
  const { id } = pending[0]!;
  await login(page, 'hr', `/apps/purchase/pr/${id}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await clickInPopup(page.getByRole('tooltip').getByRole('button', { name: 'Approve' }));
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  expect((await read(`purchaseRequests/${id}`)).status).toBe('approved');
});
