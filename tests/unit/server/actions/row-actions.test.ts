/**
 * A payment approval's chain and installments on the real schemas: each workflow step stamps its person
 * date on the record and the preparer (transition `stamp`), only the named person may take it, stamped
 * fields are never typed in, and installments are marked paid one by one through the row action
 * (`POST paymentApprovals/<id>/rows/installments/<row>/markPaid`): 409 before sign-off or on a paid row,
 * 403 to those its `allow` does not name, 404 for an unknown row; the browser's decision agrees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { decideRowAction, type AccessContext } from '../../../../src/access';
import { viewDay } from '../../../../src/schema';
import { apiCaller, startTestServer, type JsonBody, type TestServer } from '../../../support/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ registry: loadRegistry() });
});
afterAll(() => srv.close());

const call = apiCaller(() => srv);

/** The employee record id of a demo user. */
const personOf = (username: string): number => {
  const empCode = srv.app.store.list('users').find((u) => u.username === username)!.empCode;
  return srv.app.store.list('employees').find((e) => e.empCode === empCode)!.id;
};

async function draft(over: Record<string, unknown> = {}): Promise<JsonBody> {
  const created = await call('staff', 'POST', 'paymentApprovals', {
    subject: 'ERP licences',
    documentType: 'payment',
    department: 'it',
    payTo: 'Siam Soft Solutions Co., Ltd.',
    paymentMethod: 'transfer',
    paymentTerm: 'net30',
    demandForDate: '2027-01-15',
    totalAmount: 100000,
    isInstallment: true,
    installments: [
      { installmentNo: 1, percentage: 33.33 },
      { installmentNo: 2, percentage: 33.33 },
      { installmentNo: 3, percentage: 33.34 },
    ],
    checkedBy: personOf('hr'),
    approvedBy: personOf('sales'),
    secretaryBy: personOf('admin'),
    ...over,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const step = (who: string, id: number, action: string) => call(who, 'POST', `paymentApprovals/${id}/actions/${action}`);
const markPaid = (who: string, id: number, row: number | string) =>
  call(who, 'POST', `paymentApprovals/${id}/rows/installments/${row}/markPaid`);

describe('the approval chain stamps each step', () => {
  it('stamps the preparer and each named person with today, in order', async () => {
    const pa = await draft();
    expect(pa.installments.map((r: JsonBody) => r.amount)).toEqual([33330, 33330, 33340]);
    expect(pa.preparedBy ?? null).toBeNull();
    expect((await step('staff', pa.id, 'prepare')).status).toBe(200);
    // The checker is HR, named on the record: Sales (the approver) may not check it.
    expect((await step('sales', pa.id, 'check')).status).toBe(403);
    const checked = await step('hr', pa.id, 'check');
    expect(checked.status).toBe(200);
    const today = viewDay(new Date());
    expect(checked.body.data).toMatchObject({
      status: 'checked',
      preparedBy: personOf('staff'),
      preparedAt: today,
      checkedBy: personOf('hr'),
      checkedAt: today,
    });
    expect(checked.body.data.approvedAt ?? null).toBeNull();
    expect((await step('sales', pa.id, 'approve')).status).toBe(200);
    const signed = await step('admin', pa.id, 'signOff');
    expect(signed.body.data).toMatchObject({
      status: 'signedOff',
      approvedBy: personOf('sales'),
      secretaryBy: personOf('admin'),
    });
  });

  it('never takes a stamped value from the caller', async () => {
    const pa = await draft({ preparedBy: personOf('hr'), preparedAt: '2020-01-01', checkedAt: '2020-01-02' });
    expect(pa.preparedBy ?? null).toBeNull();
    expect(pa.preparedAt ?? null).toBeNull();
    expect(pa.checkedAt ?? null).toBeNull();
    const edited = await call('staff', 'PATCH', `paymentApprovals/${pa.id}`, { checkedAt: '2020-01-02', payTo: 'Other Co.' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ payTo: 'Other Co.', checkedBy: personOf('hr') });
    expect(edited.body.checkedAt ?? null).toBeNull();
  });
});

describe('installments are marked paid one by one', () => {
  it('refuses before sign-off, then pays each row once, dated today, for finance only', async () => {
    const pa = await draft();
    expect((await markPaid('admin', pa.id, 0)).status).toBe(409);
    for (const [who, action] of [
      ['staff', 'prepare'],
      ['hr', 'check'],
      ['sales', 'approve'],
      ['admin', 'signOff'],
    ] as const)
      expect((await step(who, pa.id, action)).status).toBe(200);

    const refused = await markPaid('staff', pa.id, 1);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/PaymentApproval Pay/);
    expect((await markPaid('admin', pa.id, 3)).status).toBe(404);
    expect((await markPaid('admin', pa.id, 'x')).status).toBe(404);

    const paid = await markPaid('admin', pa.id, 1);
    expect(paid.status).toBe(200);
    const rows = paid.body.data.installments as JsonBody[];
    expect(rows.map((r) => r.paid === true)).toEqual([false, true, false]);
    expect(rows[1].paidDate).toBe(viewDay(new Date()));
    expect(paid.body.data).toMatchObject({ paidAmount: 33330, outstanding: 66670, status: 'signedOff' });
    // Already paid: the row's `when` no longer holds.
    expect((await markPaid('admin', pa.id, 1)).status).toBe(409);

    // The history shows the row action with the changed cells.
    const history = await call('admin', 'GET', `paymentApprovals/${pa.id}/history?kind=record`);
    const entry = (history.body as JsonBody[]).find((e) => e.action === 'markPaid');
    // (rows counted from 1, as the history shows them)
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'installments', row: 2, rowChange: 'changed', column: 'paid', new: true },
        { field: 'outstanding', old: 100000, new: 66670 },
      ]),
    );
  });

  it('agrees with the browser decision', async () => {
    const pa = await draft();
    const record = srv.app.store.get('paymentApprovals', pa.id)!;
    const action = srv.app.registry.byName.get('paymentApprovals')!.fields.find((f) => f.name === 'installments')!
      .rowActions![0]!;
    const ctx = {
      user: { username: 'admin', role: 'Admin', roleCode: 'ADMIN', roleId: 1, empCode: 'x' },
      perms: null,
      menu: [],
      ability: null,
    } as unknown as AccessContext;
    const decision = decideRowAction(
      ctx,
      srv.app.registry.byName.get('paymentApprovals')!,
      action,
      record,
      (record.installments as JsonBody[])[0],
    );
    expect(decision).toMatchObject({ allowed: false, conflict: true });
  });
});
