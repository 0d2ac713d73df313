/**
 * Segregation of duties (src/access/duties.ts), the pure rule on the real memo and payment-approval schemas:
 * the author never decides their own record, one person takes one stage of a record's chain, a stage may be
 * taken again, `sameActor: "allowed"` lifts it, Admin is not exempt; approver fields never name the author or one
 * person twice. Every refusal is a sentence in each language.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTORS_KEY,
  AUTHOR_STAGE,
  approverFieldErrors,
  approverFields,
  decideTransition,
  DUTY_RULE,
  DUTY_TEXTS,
  dutyDecision,
  stageOf,
  stagesTakenBy,
  withStepActor,
  type AccessContext,
} from '../../src/access';
import type { ResourceSchema, Transition } from '../../src/schema/meta';
import { loadSchemaDir } from '../../src/schema/read-dir';
import { testUser } from '../support/users';

const registry = loadSchemaDir();
const schema = (name: string): ResourceSchema => registry.byName.get(name)!;
const step = (s: ResourceSchema, action: string): Transition => s.workflow!.transitions.find((t) => t.action === action)!;
const memos = schema('memos');
const payments = schema('paymentApprovals');
const staff = { ...testUser('Staff', 'E3'), employeeId: 3 };
const hr = { ...testUser('HR', 'E2'), employeeId: 2 };
const admin = { ...testUser('Admin', 'E1'), employeeId: 1 };

describe('the stages of a chain', () => {
  it('the author writes, submits and withdraws; each later state is its own stage', () => {
    expect(stageOf(memos, step(memos, 'submit'), { status: 'draft' })).toBe(AUTHOR_STAGE);
    expect(stageOf(memos, step(memos, 'cancel'), { status: 'pending' })).toBe(AUTHOR_STAGE); // allow.owner
    expect(stageOf(memos, step(memos, 'approve'), { status: 'pending' })).toBe('pending');
    expect(stageOf(payments, step(payments, 'reject'), { status: 'checked' })).toBe('checked');
    expect(stageOf(payments, step(payments, 'approve'), { status: 'checked' })).toBe('checked');
  });
  it('the owner has the author stage; the recorded actors their stages; other shapes count as none', () => {
    const record = { createdBy: 'staff', [ACTORS_KEY]: { prepared: ['hr'], checked: ['admin', 'hr'] } };
    expect([...stagesTakenBy(payments, record, 'staff')]).toEqual([AUTHOR_STAGE]);
    expect([...stagesTakenBy(payments, record, 'hr')]).toEqual(['prepared', 'checked']);
    expect([...stagesTakenBy(payments, { [ACTORS_KEY]: ['hr'] }, 'hr')]).toEqual([]);
    expect([...stagesTakenBy(payments, { [ACTORS_KEY]: { prepared: 'hr' } }, 'hr')]).toEqual([]);
    expect([...stagesTakenBy(payments, { createdBy: '' }, '')]).toEqual([]);
  });
  it('withStepActor adds the person to the stage once', () => {
    const check = step(payments, 'check');
    const once = withStepActor(payments, check, { status: 'prepared' }, 'hr');
    expect(once).toEqual({ prepared: ['hr'] });
    expect(withStepActor(payments, check, { status: 'prepared', [ACTORS_KEY]: once }, 'hr')).toEqual({ prepared: ['hr'] });
    expect(withStepActor(payments, step(payments, 'approve'), { status: 'checked', [ACTORS_KEY]: once }, 'admin')).toEqual({
      prepared: ['hr'],
      checked: ['admin'],
    });
  });
});

describe('dutyDecision', () => {
  const pending = (extra: Record<string, unknown> = {}) => ({ status: 'pending', createdBy: 'staff', approveBy: 3, ...extra });
  it('refuses the author an approving step, naming the rule, Admin included', () => {
    const refused = dutyDecision(memos, step(memos, 'approve'), pending(), staff);
    expect(refused).toEqual({
      allowed: false,
      rule: DUTY_RULE,
      reason: 'Segregation of duties: you wrote this record, so someone else must take the step "Approve"',
    });
    expect(dutyDecision(memos, step(memos, 'reject'), pending({ createdBy: 'admin' }), admin)).toMatchObject({
      allowed: false,
      rule: DUTY_RULE,
    });
    expect(dutyDecision(memos, step(memos, 'approve'), pending(), hr)).toEqual({ allowed: true });
    expect(dutyDecision(memos, step(memos, 'approve'), pending(), null)).toEqual({ allowed: true });
  });
  it('lets the author take the author steps', () => {
    expect(dutyDecision(memos, step(memos, 'submit'), { status: 'draft', createdBy: 'staff' }, staff).allowed).toBe(true);
    expect(dutyDecision(memos, step(memos, 'cancel'), pending(), staff).allowed).toBe(true);
  });
  it('refuses a second stage, allows the same stage again', () => {
    const checked = { status: 'checked', createdBy: 'staff', [ACTORS_KEY]: { author: ['staff'], prepared: ['hr'] } };
    expect(dutyDecision(payments, step(payments, 'approve'), checked, hr)).toEqual({
      allowed: false,
      rule: DUTY_RULE,
      reason:
        'Segregation of duties: you already acted on this record while it was "Prepared, to check", so someone else must take the step "Approve"',
    });
    expect(dutyDecision(payments, step(payments, 'approve'), checked, admin).allowed).toBe(true);
    // The checker returned it; after the revision they check it again.
    const again = { status: 'prepared', createdBy: 'staff', [ACTORS_KEY]: { prepared: ['hr'] } };
    expect(dutyDecision(payments, step(payments, 'check'), again, hr).allowed).toBe(true);
    // Whoever approved a claim does not also pay it.
    const claims = schema('claims');
    const approved = { status: 'approved', createdBy: 'staff', [ACTORS_KEY]: { submitted: ['admin'] } };
    expect(dutyDecision(claims, step(claims, 'pay'), approved, admin)).toMatchObject({ allowed: false, rule: DUTY_RULE });
    expect(dutyDecision(claims, step(claims, 'pay'), approved, hr).allowed).toBe(true);
  });
  it('is lifted by sameActor on the transition or the workflow', () => {
    const allowed = (t: Transition) => ({ ...t, sameActor: 'allowed' as const });
    expect(dutyDecision(memos, allowed(step(memos, 'approve')), pending(), staff).allowed).toBe(true);
    const lifted = { ...memos, workflow: { ...memos.workflow!, sameActor: 'allowed' as const } };
    expect(dutyDecision(lifted, step(memos, 'approve'), pending(), staff).allowed).toBe(true);
    // A transition may put it back where its workflow lifts it.
    const back = { ...step(memos, 'approve'), sameActor: 'refused' as const };
    expect(dutyDecision(lifted, back, pending(), staff).allowed).toBe(false);
    const tickets = schema('tickets');
    expect(dutyDecision(tickets, step(tickets, 'resolve'), { status: 'inProgress', createdBy: 'hr' }, hr).allowed).toBe(true);
  });
  it('speaks Thai, French and Arabic, with every placeholder filled', () => {
    for (const lang of ['th', 'fr', 'ar']) {
      const { reason } = dutyDecision(
        payments,
        step(payments, 'approve'),
        { status: 'checked', createdBy: 'x', [ACTORS_KEY]: { prepared: ['hr'] } },
        hr,
        lang,
      );
      expect(reason).not.toMatch(/[{}]/);
      expect(reason).not.toBe(
        dutyDecision(payments, step(payments, 'approve'), { status: 'checked', [ACTORS_KEY]: { prepared: ['hr'] } }, hr).reason,
      );
    }
    expect(dutyDecision(memos, step(memos, 'approve'), pending(), staff, 'th').reason).toBe(
      'การแบ่งแยกหน้าที่: คุณเป็นผู้จัดทำเอกสารนี้ ขั้นตอน "อนุมัติ" ต้องเป็นผู้อื่นดำเนินการ',
    );
    for (const texts of Object.values(DUTY_TEXTS)) expect(Object.keys(texts).sort()).toEqual(['ar', 'en', 'fr', 'th']);
  });
});

describe('decideTransition with segregation of duties', () => {
  const ctx = (user: typeof admin): AccessContext => ({ user, perms: {}, menu: null, ability: null });
  it('refuses the administrator their own memo after the state and role checks', () => {
    const own = { id: 9, status: 'pending', createdBy: 'admin' };
    expect(decideTransition(ctx(admin), memos, step(memos, 'approve'), own)).toMatchObject({ allowed: false, rule: DUTY_RULE });
    expect(decideTransition(ctx(admin), memos, step(memos, 'approve'), { ...own, createdBy: 'staff' })).toEqual({
      allowed: true,
    });
    // A wrong state stays a conflict, not a duty refusal.
    expect(decideTransition(ctx(admin), memos, step(memos, 'approve'), { ...own, status: 'draft' })).toMatchObject({
      conflict: true,
    });
  });
});

describe('approver fields', () => {
  it('are the `me` fields of the steps the author may not take', () => {
    expect(approverFields(memos)).toEqual(['approveBy']);
    expect(approverFields(payments)).toEqual(['checkedBy', 'approvedBy', 'secretaryBy']);
    expect(approverFields(schema('advanceClears'))).toEqual([]); // `employee` submits: an author step
    expect(approverFields(schema('performanceReviews'))).toEqual([]); // sameActor allowed on the workflow
    expect(approverFields(schema('suppliers'))).toEqual([]);
  });
  it('never name the author, nor one person twice', () => {
    expect(approverFieldErrors(memos, { approveBy: 3 }, 3)).toEqual({
      approveBy: 'You cannot name yourself: someone other than the author takes this step',
    });
    expect(approverFieldErrors(memos, { approveBy: '3' }, 3, 'th')).toEqual({
      approveBy: 'ไม่สามารถระบุตนเองได้: ขั้นตอนนี้ต้องเป็นผู้อื่นที่ไม่ใช่ผู้จัดทำเอกสาร',
    });
    expect(approverFieldErrors(memos, { approveBy: 2 }, 3)).toEqual({});
    expect(approverFieldErrors(memos, { approveBy: 3 }, undefined)).toEqual({}); // author unknown: the workflow rule decides
    expect(approverFieldErrors(memos, { approveBy: null }, 3)).toEqual({});
    expect(approverFieldErrors(payments, { checkedBy: 2, approvedBy: 2, secretaryBy: 3 }, 3)).toEqual({
      approvedBy: 'Already named as Checked by: each step needs a different person',
      secretaryBy: 'You cannot name yourself: someone other than the author takes this step',
    });
    const th = approverFieldErrors(payments, { checkedBy: 2, approvedBy: 4, secretaryBy: 2 }, 3, 'th');
    expect(th.secretaryBy).toMatch(/^ระบุเป็น.+แล้ว: แต่ละขั้นตอนต้องเป็นคนละคนกัน$/);
    expect(th.secretaryBy).not.toMatch(/[{}]/);
  });
});
