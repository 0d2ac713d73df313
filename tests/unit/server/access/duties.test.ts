/**
 * Segregation of duties through the API, on the real memos and payment approvals (src/access/duties.ts): nobody
 * names themselves to approve their own paper (400 with the field), nobody approves what they wrote (403 naming
 * the rule, in the caller's language; the administrator included), one person takes one stage of a chain, and the
 * record keeps who took which stage, out of any caller's reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { ACTORS_KEY, DUTY_RULE } from '../../../../src/access';
import { apiCaller, startTestServer, type JsonBody, type TestServer } from '../../../support/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ registry: loadRegistry() });
});
afterAll(() => srv.close());

const call = apiCaller(() => srv);
const tokens: Record<string, string> = {};
/** A call in Thai (Accept-Language: th). */
async function callTh(user: string, method: string, path: string, body?: unknown) {
  tokens[user] ??= await srv.login(user);
  const res = await fetch(`${srv.api}/${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json', 'accept-language': 'th' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as JsonBody };
}

const personOf = (username: string): number => {
  const empCode = srv.app.store.list('users').find((u) => u.username === username)!.empCode;
  return srv.app.store.list('employees').find((e) => e.empCode === empCode)!.id;
};

const memo = (approver: string) => ({
  title: 'Printer toner for finance',
  category: 'general',
  type: 'internal',
  description: '<p>Two cartridges</p>',
  approveBy: personOf(approver),
});
const act = (who: string, resource: string, id: number, action: string) =>
  call(who, 'POST', `${resource}/${id}/actions/${action}`, {});

async function created(who: string, resource: string, body: JsonBody): Promise<JsonBody> {
  const res = await call(who, 'POST', resource, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('a memo', () => {
  it('cannot name its author as approver: 400 beside the field, on create and on edit, in Thai too', async () => {
    const self = await call('staff', 'POST', 'memos', memo('staff'));
    expect(self.status).toBe(400);
    expect(self.body.errors).toEqual({ approveBy: 'You cannot name yourself: someone other than the author takes this step' });
    const th = await callTh('staff', 'POST', 'memos', memo('staff'));
    expect(th.body.errors.approveBy).toBe('ไม่สามารถระบุตนเองได้: ขั้นตอนนี้ต้องเป็นผู้อื่นที่ไม่ใช่ผู้จัดทำเอกสาร');
    const ok = await created('staff', 'memos', memo('hr'));
    const edit = await call('staff', 'PATCH', `memos/${ok.id}`, { approveBy: personOf('staff') });
    expect(edit.status).toBe(400);
    expect(Object.keys(edit.body.errors)).toEqual(['approveBy']);
    expect(srv.app.store.get('memos', ok.id)!.approveBy).toBe(personOf('hr')); // nothing written
  });

  it('written by staff is approved by the HR approver it names, and the stages are kept on the record', async () => {
    const m = await created('staff', 'memos', memo('hr'));
    expect((await act('staff', 'memos', m.id, 'submit')).status).toBe(200);
    expect((await act('staff', 'memos', m.id, 'approve')).status).toBe(403);
    const approved = await act('hr', 'memos', m.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', [ACTORS_KEY]: { author: ['staff'], pending: ['hr'] } });
  });

  it('written by the administrator is not approved by them: 403 naming the rule, in the caller language', async () => {
    const m = await created('admin', 'memos', memo('hr'));
    expect((await act('admin', 'memos', m.id, 'submit')).status).toBe(200);
    const refused = await act('admin', 'memos', m.id, 'approve');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      rule: DUTY_RULE,
      message: 'Segregation of duties: you wrote this record, so someone else must take the step "Approve"',
    });
    const th = await callTh('admin', 'POST', `memos/${m.id}/actions/reject`, { comment: 'no' });
    expect(th.status).toBe(403);
    expect(th.body.message).toBe('การแบ่งแยกหน้าที่: คุณเป็นผู้จัดทำเอกสารนี้ ขั้นตอน "ไม่อนุมัติ" ต้องเป็นผู้อื่นดำเนินการ');
    expect(srv.app.store.get('memos', m.id)!.status).toBe('pending');
    expect((await act('hr', 'memos', m.id, 'approve')).status).toBe(200);
  });

  it('keeps who took which stage out of the caller reach', async () => {
    const m = await created('staff', 'memos', { ...memo('hr'), [ACTORS_KEY]: { pending: ['staff'] } });
    expect(m[ACTORS_KEY]).toBeUndefined();
    await call('staff', 'PATCH', `memos/${m.id}`, { [ACTORS_KEY]: { pending: ['staff'] } });
    await act('staff', 'memos', m.id, 'submit');
    expect(srv.app.store.get('memos', m.id)![ACTORS_KEY]).toEqual({ author: ['staff'] });
  });
});

describe('a payment approval', () => {
  const body = (named: JsonBody) => ({
    subject: 'Server rack',
    documentType: 'payment',
    department: 'it',
    payTo: 'Siam Soft Solutions Co., Ltd.',
    paymentMethod: 'transfer',
    paymentTerm: 'net30',
    demandForDate: '2027-01-15',
    totalAmount: 99999,
    isInstallment: true,
    installments: [
      { installmentNo: 1, percentage: 50 },
      { installmentNo: 2, percentage: 50 },
    ],
    ...named,
  });

  it('cannot name its author or one person for two steps', async () => {
    const res = await call(
      'staff',
      'POST',
      'paymentApprovals',
      body({ checkedBy: personOf('staff'), approvedBy: personOf('staff'), secretaryBy: personOf('staff') }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['approvedBy', 'checkedBy', 'secretaryBy']);
    const twice = await call(
      'staff',
      'POST',
      'paymentApprovals',
      body({ checkedBy: personOf('hr'), approvedBy: personOf('hr'), secretaryBy: personOf('admin') }),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ approvedBy: 'Already named as Checked by: each step needs a different person' });
  });

  it('goes through four different people; the checker named approver later still cannot approve', async () => {
    const pa = await created(
      'staff',
      'paymentApprovals',
      body({ checkedBy: personOf('hr'), approvedBy: personOf('admin'), secretaryBy: personOf('sales') }),
    );
    expect((await act('staff', 'paymentApprovals', pa.id, 'prepare')).status).toBe(200);
    expect((await act('hr', 'paymentApprovals', pa.id, 'check')).status).toBe(200);
    // Data from before the rule (or written past the API) names the checker as approver too.
    srv.app.store.replace('paymentApprovals', { ...srv.app.store.get('paymentApprovals', pa.id)!, approvedBy: personOf('hr') });
    const refused = await act('hr', 'paymentApprovals', pa.id, 'approve');
    expect(refused.status).toBe(403);
    expect(refused.body.rule).toBe(DUTY_RULE);
    expect(refused.body.message).toContain('"Prepared, to check"');
    srv.app.store.replace('paymentApprovals', {
      ...srv.app.store.get('paymentApprovals', pa.id)!,
      approvedBy: personOf('admin'),
    });
    expect((await act('admin', 'paymentApprovals', pa.id, 'approve')).status).toBe(200);
    expect((await act('sales', 'paymentApprovals', pa.id, 'signOff')).status).toBe(200);
    // Marking it all paid is finance's bookkeeping, which the schema lets the approver do (`sameActor: allowed`).
    expect((await act('admin', 'paymentApprovals', pa.id, 'complete')).status).toBe(200);
    expect(srv.app.store.get('paymentApprovals', pa.id)![ACTORS_KEY]).toEqual({
      author: ['staff'],
      prepared: ['hr'],
      checked: ['admin'],
      approved: ['sales'],
      signedOff: ['admin'],
    });
  });
});

const claimBody = async (): Promise<JsonBody> => ({
  claimant: personOf('staff'),
  claimDate: '2026-11-20',
  category: 'travel',
  purpose: 'Taxi to the customer',
  items: [{ description: 'Taxi', date: '2026-11-20', amount: 250 }],
});

describe('a claim', () => {
  it('is paid by someone other than its approver', async () => {
    const claim = await created('staff', 'claims', await claimBody());
    await act('staff', 'claims', claim.id, 'submit');
    expect((await act('admin', 'claims', claim.id, 'approve')).status).toBe(200);
    const pay = await act('admin', 'claims', claim.id, 'pay');
    expect(pay.status).toBe(403);
    expect(pay.body.rule).toBe(DUTY_RULE);
    expect(srv.app.store.get('claims', claim.id)!.status).toBe('approved');
  });
});
