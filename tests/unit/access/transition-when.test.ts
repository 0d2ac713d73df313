/**
 * A transition with `when` applies to the records its condition holds for: IT approves the memos tagged IT
 * once their approver has (schemas/memos.json). Elsewhere it is a conflict (409), like a wrong state; the
 * loader checks the condition's fields.
 */
import { describe, expect, it } from 'vitest';
import { canTransition } from '../../../src/access/rules';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { areasFile, loaderProblems, resourceFile, text } from '../../support/schema-files';
import { testUser } from '../../support/users';

const memos = loadSchemaDir().byName.get('memos')!;
const itApprove = memos.workflow!.transitions.find((t) => t.action === 'itApprove')!;
const it_ = { ...testUser('Staff', 'E7', 'it'), employeeId: 7 };
const perms = { Memo: { ITApprove: [{ empCode: 'E7' }] } };

describe('a transition with when', () => {
  it('applies to a memo tagged IT, for the ITApprove holders and Admin', () => {
    const tagged = { status: 'approved', tagIT: true, createdBy: 'staff' };
    expect(canTransition(memos, itApprove, tagged, it_, perms)).toEqual({ allowed: true });
    expect(canTransition(memos, itApprove, tagged, testUser('Admin', 'E1'), null)).toEqual({ allowed: true });
    expect(canTransition(memos, itApprove, tagged, testUser('Staff', 'E3'), perms)).toMatchObject({ allowed: false });
    expect(canTransition(memos, itApprove, tagged, testUser('Staff', 'E3'), perms).conflict).toBeUndefined();
  });

  it('is a conflict on a memo not tagged IT, even for Admin, and in another state', () => {
    expect(canTransition(memos, itApprove, { status: 'approved', tagIT: false }, testUser('Admin', 'E1'), null)).toEqual({
      allowed: false,
      conflict: true,
      reason: '"itApprove" does not apply to this record',
    });
    expect(canTransition(memos, itApprove, { status: 'pending', tagIT: true }, it_, perms)).toMatchObject({ conflict: true });
  });

  it('is checked by the loader', () => {
    const files = (when: unknown) => [
      areasFile('x'),
      resourceFile(
        'x',
        'things',
        [
          { name: 'no', type: 'text' },
          { name: 'status', type: 'status' },
        ],
        {
          workflow: {
            field: 'status',
            initial: 'a',
            states: ['a', 'b'].map((value) => ({ value, label: text(value) })),
            transitions: [{ action: 'go', label: text('Go'), from: ['a'], to: 'b', allow: {}, when }],
          },
        },
      ),
    ];
    expect(loaderProblems(files({ var: 'no' }))).toEqual([]);
    expect(loaderProblems(files({ var: 'nope' }))).toEqual([
      'things.json: $.workflow.transitions[0].when.var: unknown field "nope"',
    ]);
  });
});
