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
} from '../../../src/access';
import type { ResourceSchema, Transition } from '../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { testUser } from '../../support/users';

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
    expect(stageOf(memos.workflow!, step(memos, 'submit'), { status: 'draft' })).toBe(AUTHOR_STAGE);
    expect(stageOf(memos.workflow!, step(memos, 'cancel'), { status: 'pending' })).toBe(AUTHOR_STAGE); // allow.owner
    expect(stageOf(memos.workflow!, step(memos, 'approve'), { status: 'pending' })).toBe('pending');
    expect(stageOf(payments.workflow!, step(payments, 'reject'), { status: 'checked' })).toBe('checked');
    expect(stageOf(payments.workflow!, step(payments, 'approve'), { status: 'checked' })).toBe('checked');
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
    const refused = dutyDecision(memos, step(memos, 'approve'), pending(), staff, 'en');
    expect(refused).toEqual({
      allowed: false,
      rule: DUTY_RULE,
      reason: 'Segregation of duties: you wrote this record, so someone else must take the step "Approve"',
    });
    expect(dutyDecision(memos, step(memos, 'reject'), pending({ createdBy: 'admin' }), admin, 'en')).toMatchObject({
      allowed: false,
      rule: DUTY_RULE,
    });
    expect(dutyDecision(memos, step(memos, 'approve'), pending(), hr, 'en')).toEqual({ allowed: true });
    expect(dutyDecision(memos, step(memos, 'approve'), pending(), null, 'en')).toEqual({ allowed: true });
  });
  it('lets the author take the author steps', () => {
    expect(dutyDecision(memos, step(memos, 'submit'), { status: 'draft', createdBy: 'staff' }, staff, 'en').allowed).toBe(true);
    expect(dutyDecision(memos, step(memos, 'cancel'), pending(), staff, 'en').allowed).toBe(true);
  });
  it('refuses a second stage, allows the same stage again', () => {
    const checked = { status: 'checked', createdBy: 'staff', [ACTORS_KEY]: { author: ['staff'], prepared: ['hr'] } };
    expect(dutyDecision(payments, step(payments, 'approve'), checked, hr, 'en')).toEqual({
      allowed: false,
      rule: DUTY_RULE,
      reason:
        'Segregation of duties: you already acted on this record while it was "Prepared, to check", so someone else must take the step "Approve"',
    });
    expect(dutyDecision(payments, step(payments, 'approve'), checked, admin, 'en').allowed).toBe(true);
    // The checker returned it; after the revision they check it again.
    const again = { status: 'prepared', createdBy: 'staff', [ACTORS_KEY]: { prepared: ['hr'] } };
    expect(dutyDecision(payments, step(payments, 'check'), again, hr, 'en').allowed).toBe(true);
    // Whoever approved a claim does not also pay it.
    const claims = schema('claims');
    const approved = { status: 'approved', createdBy: 'staff', [ACTORS_KEY]: { submitted: ['admin'] } };
    expect(dutyDecision(claims, step(claims, 'pay'), approved, admin, 'en')).toMatchObject({ allowed: false, rule: DUTY_RULE });
    expect(dutyDecision(claims, step(claims, 'pay'), approved, hr, 'en').allowed).toBe(true);
  });
  it('is lifted by sameActor on the transition or the workflow', () => {
    const allowed = (t: Transition) => ({ ...t, sameActor: 'allowed' as const });
    expect(dutyDecision(memos, allowed(step(memos, 'approve')), pending(), staff, 'en').allowed).toBe(true);
    const lifted = { ...memos, workflow: { ...memos.workflow!, sameActor: 'allowed' as const } };
    expect(dutyDecision(lifted, step(memos, 'approve'), pending(), staff, 'en').allowed).toBe(true);
    // A transition may put it back where its workflow lifts it.
    const back = { ...step(memos, 'approve'), sameActor: 'refused' as const };
    expect(dutyDecision(lifted, back, pending(), staff, 'en').allowed).toBe(false);
    const tickets = schema('tickets');
    expect(dutyDecision(tickets, step(tickets, 'resolve'), { status: 'inProgress', createdBy: 'hr' }, hr, 'en').allowed).toBe(
      true,
    );
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
        dutyDecision(payments, step(payments, 'approve'), { status: 'checked', [ACTORS_KEY]: { prepared: ['hr'] } }, hr, 'en')
          .reason,
      );
    }
    expect(dutyDecision(memos, step(memos, 'approve'), pending(), staff, 'th').reason).toBe(
      'การแบ่งแยกหน้าที่: คุณเป็นผู้จัดทำเอกสารนี้ ขั้นตอน "อนุมัติ" ต้องเป็นผู้อื่นดำเนินการ',
    );
    const sentences = [
      DUTY_TEXTS.author('Approve'),
      DUTY_TEXTS.stage('Approve', 'Checked'),
      DUTY_TEXTS.self(),
      DUTY_TEXTS.twice('Checker'),
    ];
    for (const texts of sentences) {
      expect(Object.keys(texts).sort()).toEqual(['ar', 'en', 'fr', 'th']);
      for (const text of Object.values(texts)) expect(text).not.toMatch(/[{}]|undefined/);
      expect(new Set(Object.values(texts)).size).toBe(4); // each language its own sentence
    }
    // A language without a table reads English.
    expect(dutyDecision(memos, step(memos, 'approve'), pending(), staff, 'de').reason).toBe(
      dutyDecision(memos, step(memos, 'approve'), pending(), staff, 'en').reason,
    );
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
    expect(approverFieldErrors(memos, { approveBy: 3 }, 3, 'en')).toEqual({
      approveBy: 'You cannot name yourself: someone other than the author takes this step',
    });
    expect(approverFieldErrors(memos, { approveBy: '3' }, 3, 'th')).toEqual({
      approveBy: 'ไม่สามารถระบุตนเองได้: ขั้นตอนนี้ต้องเป็นผู้อื่นที่ไม่ใช่ผู้จัดทำเอกสาร',
    });
    expect(approverFieldErrors(memos, { approveBy: 2 }, 3, 'en')).toEqual({});
    expect(approverFieldErrors(memos, { approveBy: 3 }, undefined, 'en')).toEqual({}); // author unknown: the workflow rule decides
    expect(approverFieldErrors(memos, { approveBy: null }, 3, 'en')).toEqual({});
    expect(approverFieldErrors(payments, { checkedBy: 2, approvedBy: 2, secretaryBy: 3 }, 3, 'en')).toEqual({
      approvedBy: 'Already named as Checked by: each step needs a different person',
      secretaryBy: 'You cannot name yourself: someone other than the author takes this step',
    });
    const th = approverFieldErrors(payments, { checkedBy: 2, approvedBy: 4, secretaryBy: 2 }, 3, 'th');
    expect(th.secretaryBy).toMatch(/^ระบุเป็น.+แล้ว: แต่ละขั้นตอนต้องเป็นคนละคนกัน$/);
    expect(th.secretaryBy).not.toMatch(/[{}]/);
  });
});

describe('the edges of the rule', () => {
  const draftOnly = (sameActor?: 'allowed') =>
    ({
      ...memos,
      workflow: {
        ...memos.workflow!,
        editableIn: ['draft'],
        transitions: [
          // Taken from the draft only: the author's stage, its `me` field is no approver.
          {
            action: 'review',
            label: { en: 'Review', th: 'ทบทวน' },
            from: ['draft'],
            to: 'pending',
            allow: { me: ['reference'] },
          },
          // Taken from a draft or later: a decision, its `me` field is an approver.
          {
            action: 'decide',
            label: { en: 'Decide', th: 'ตัดสิน' },
            from: ['draft', 'pending'],
            to: 'approved',
            allow: { me: ['approveBy'] },
            ...(sameActor ? { sameActor } : {}),
          },
        ],
      },
    }) as ResourceSchema;

  it('names the rule and the author stage as stored and answered', () => {
    expect(DUTY_RULE).toBe('segregationOfDuties');
    expect(AUTHOR_STAGE).toBe('author');
    expect(ACTORS_KEY).toBe('workflowActors');
  });
  it('a schema without a workflow has no stages, no approvers and refuses nothing', () => {
    const suppliers = schema('suppliers');
    expect(dutyDecision(suppliers, step(memos, 'approve'), { createdBy: 'staff' }, staff, 'en')).toEqual({ allowed: true });
    expect(withStepActor(suppliers, step(memos, 'approve'), {}, 'staff')).toEqual({ author: ['staff'] });
    expect(approverFields(suppliers)).toEqual([]);
  });
  it('approver fields come from steps taken past the editable states, and not where sameActor is allowed', () => {
    expect(approverFields(draftOnly())).toEqual(['approveBy']);
    expect(approverFields(draftOnly('allowed'))).toEqual([]);
  });
  it('reads stored actors of another shape as none, and only the names among them', () => {
    for (const raw of [null, 'hr', 7, ['hr']]) expect([...stagesTakenBy(payments, { [ACTORS_KEY]: raw }, 'hr')]).toEqual([]);
    const mixed = { status: 'prepared', [ACTORS_KEY]: { prepared: [7, null, 'admin'], checked: 'hr' } };
    expect(withStepActor(payments, step(payments, 'check'), mixed, 'hr')).toEqual({ prepared: ['admin', 'hr'] });
  });
  it('an unknown stored stage is named as stored', () => {
    const record = { status: 'checked', [ACTORS_KEY]: { archived: ['hr'] } };
    expect(dutyDecision(payments, step(payments, 'approve'), record, hr, 'en').reason).toContain('while it was "archived"');
  });
  it('only names a person: empty, yes/no and objects name nobody', () => {
    expect(approverFieldErrors(memos, { approveBy: null }, undefined, 'en')).toEqual({});
    expect(approverFieldErrors(memos, { approveBy: '' }, '', 'en')).toEqual({});
    expect(approverFieldErrors(memos, { approveBy: true }, 'true', 'en')).toEqual({});
    expect(approverFieldErrors(memos, { approveBy: { id: 3 } }, '[object Object]', 'en')).toEqual({});
    expect(approverFieldErrors(memos, { approveBy: '3' }, '3', 'en')).toEqual({ approveBy: expect.any(String) });
  });
  it('names the first field a person was named in, however many follow', () => {
    expect(approverFieldErrors(payments, { checkedBy: 2, approvedBy: 2, secretaryBy: 2 }, 3, 'en')).toEqual({
      approvedBy: 'Already named as Checked by: each step needs a different person',
      secretaryBy: 'Already named as Checked by: each step needs a different person',
    });
  });
});
