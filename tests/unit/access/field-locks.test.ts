/**
 * Field rules bound to the record (src/access/field-locks.ts): a field or child column changed only in its
 * `editableIn` states and only by those its write rule names on this record. On a fixture review and on the
 * product's performance reviews (the employee's self scores in draft, the evaluator's once confirmed).
 */
import { describe, expect, it } from 'vitest';
import { fieldLocks, hasFieldLocks, lockedChange, lockFields } from '../../../src/access/field-locks';
import { canWriteField } from '../../../src/access/scope';
import type { UserData } from '../../../src/access/types';
import { loadSchemas, type ResourceSchema } from '../../../src/schema';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { areasFile, loaderProblems, resourceFile, text } from '../../support/schema-files';
import { testUser } from '../../support/users';

const person = (role: string, username: string, employeeId?: number): UserData => ({
  ...testUser(role, `E-${username}`, username),
  ...(employeeId === undefined ? {} : { employeeId }),
});
const employee = person('Staff', 'staff', 3);
const evaluator = person('Staff', 'boss', 7);
const hr = person('HR', 'hr', 9);
const admin = person('Admin', 'admin');
const guest = person('Guest', 'guest');

const workflow = {
  field: 'status',
  initial: 'draft',
  editableIn: ['draft', 'confirmed'],
  states: ['draft', 'confirmed', 'done'].map((value) => ({ value, label: text(value) })),
  transitions: [{ action: 'confirm', label: text('Confirm'), from: ['draft'], to: 'confirmed', allow: { me: ['employee'] } }],
};
const reviewFields: Record<string, unknown>[] = [
  { name: 'title', type: 'text', label: text('Title') },
  { name: 'employee', type: 'reference', resource: 'people' },
  { name: 'evaluator', type: 'reference', resource: 'people' },
  { name: 'note', type: 'text', label: text('Note'), editableIn: ['draft'] },
  { name: 'owned', type: 'text', access: { write: { owner: true } } },
  {
    name: 'lines',
    type: 'table',
    label: text('Lines'),
    fields: [
      { name: 'goal', type: 'text', label: text('Goal'), access: { write: { roles: ['HR'] } } },
      {
        name: 'self',
        type: 'integer',
        label: text('Self score'),
        editableIn: ['draft'],
        access: { write: { me: ['employee'] } },
      },
      {
        name: 'score',
        type: 'integer',
        label: text('Score'),
        editableIn: ['confirmed'],
        access: { write: { me: ['evaluator'] } },
      },
      { name: 'remark', type: 'text' },
    ],
  },
  { name: 'status', type: 'status' },
];
const people = resourceFile('hr', 'people', [{ name: 'code', type: 'text' }], { userLink: 'code', titleField: 'code' });
const review = (fields = reviewFields, over: Record<string, unknown> = { workflow }) =>
  resourceFile('hr', 'reviews', fields, { titleField: 'title', ...over });
const schema: ResourceSchema = loadSchemas([areasFile('hr'), people, review()]).byName.get('reviews')!;
const record = (status: string, more: Record<string, unknown> = {}) => ({
  title: 'Q4',
  employee: 3,
  evaluator: 7,
  status,
  createdBy: 'hr',
  lines: [{ goal: 'Sales', self: 80, score: null }],
  ...more,
});
const locks = (user: UserData, status: string, more?: Record<string, unknown>) =>
  [...fieldLocks(schema, record(status, more), user, {})].sort();

describe('fieldLocks', () => {
  it('gives the employee their own columns in draft only, the evaluator theirs once confirmed', () => {
    expect(locks(employee, 'draft')).toEqual(['lines.goal', 'lines.score', 'owned']);
    expect(locks(employee, 'confirmed')).toEqual(['lines.goal', 'lines.score', 'lines.self', 'note', 'owned']);
    expect(locks(evaluator, 'draft')).toEqual(['lines.goal', 'lines.score', 'lines.self', 'owned']);
    expect(locks(evaluator, 'confirmed')).toEqual(['lines.goal', 'lines.self', 'note', 'owned']);
  });

  it('lets roles and the owner write what their rules name, and Admin everything the states allow', () => {
    expect(locks(hr, 'draft')).toEqual(['lines.score', 'lines.self']);
    expect(locks(admin, 'draft')).toEqual(['lines.score']);
    expect(locks(admin, 'confirmed')).toEqual(['lines.self', 'note']);
    expect(locks(guest, 'draft')).toEqual(['lines.goal', 'lines.score', 'lines.self', 'owned']);
  });

  it('reads the state from the record, the initial one when it has none', () => {
    expect(locks(admin, undefined as unknown as string)).toEqual(['lines.score']);
  });

  it('locks nothing on a schema without such rules, and says which schemas have them', () => {
    const plain = loadSchemas([areasFile('hr'), people, review(reviewFields.slice(0, 3), {})]).byName.get('reviews')!;
    expect(hasFieldLocks(plain)).toBe(false);
    expect(fieldLocks(plain, record('draft'), guest, {}).size).toBe(0);
    expect(hasFieldLocks(schema)).toBe(true);
    const columnOnly = loadSchemas([areasFile('hr'), people, review([0, 1, 2, 5, 6].map((i) => reviewFields[i]!))]).byName.get(
      'reviews',
    )!;
    expect(hasFieldLocks(columnOnly)).toBe(true);
  });

  it("counts a write rule naming the record's people as possibly met for the field (the record decides)", () => {
    const owned = schema.fields.find((f) => f.name === 'owned')!;
    expect(canWriteField(owned, employee, {})).toBe(true);
    const hrOnly = { ...owned, access: { write: { roles: ['HR'] } } };
    expect(canWriteField(hrOnly, employee, {})).toBe(false);
    expect(canWriteField(hrOnly, hr, {})).toBe(true);
  });
});

describe('lockFields', () => {
  it('marks locked fields and columns read-only and leaves the rest as they are', () => {
    const locked = lockFields(schema, new Set(['note', 'lines.score']));
    expect(locked.fields.find((f) => f.name === 'note')!.readOnly).toBe(true);
    expect(locked.fields.find((f) => f.name === 'title')).toBe(schema.fields[0]);
    const lines = locked.fields.find((f) => f.name === 'lines') as { fields: { name: string; readOnly?: boolean }[] };
    expect(lines.fields.map((c) => [c.name, Boolean(c.readOnly)])).toEqual([
      ['goal', false],
      ['self', false],
      ['score', true],
      ['remark', false],
    ]);
    expect(lockFields(schema, new Set())).toBe(schema);
    const untouched = lockFields(schema, new Set(['note']));
    expect(untouched.fields.find((f) => f.name === 'lines')).toBe(schema.fields.find((f) => f.name === 'lines'));
  });
});

describe('lockedChange', () => {
  const current = record('draft');
  const all = new Set(['note', 'lines.score']);

  it('names a locked field whose value changes, as the user reads it', () => {
    expect(lockedChange(schema, all, { note: 'new' }, current)).toEqual({ path: 'note', message: 'You may not change Note now' });
    expect(lockedChange(schema, all, { note: 'x' }, current, 'th')).toEqual({
      path: 'note',
      message: 'ไม่สามารถแก้ไข Note (th) ได้ในขั้นตอนนี้',
    });
    expect(lockedChange(schema, all, { lines: [{ score: 1 }] }, current, 'th')?.message).toBe(
      'ไม่สามารถแก้ไข Lines (th): Score (th) (แถวที่ 1) ได้ในขั้นตอนนี้',
    );
  });

  it('lets a locked value through unchanged, empty values counting as the same', () => {
    expect(lockedChange(schema, all, { note: 'a' }, { ...current, note: 'a' })).toBeNull();
    expect(lockedChange(schema, all, { note: '' }, current)).toBeNull();
    expect(lockedChange(schema, all, { note: null }, { ...current, note: '' })).toBeNull();
    expect(lockedChange(schema, all, { title: 'other', lines: [{ goal: 'x', self: 1, score: null }] }, current)).toBeNull();
    expect(lockedChange(schema, new Set(), { note: 'x' }, current)).toBeNull();
  });

  it('compares a locked column row by row: changed, added or removed with a value', () => {
    const scored = { ...current, lines: [{ goal: 'a', score: 5 }, { goal: 'b' }] };
    expect(lockedChange(schema, all, { lines: [{ goal: 'a', score: 6 }, { goal: 'b' }] }, scored)).toEqual({
      path: 'lines.score',
      message: 'You may not change Lines: Score (row 1) now',
    });
    expect(lockedChange(schema, all, { lines: [{ score: 5 }, { score: 1 }] }, scored)?.message).toBe(
      'You may not change Lines: Score (row 2) now',
    );
    expect(lockedChange(schema, all, { lines: [{ score: 5 }, {}, { score: 2 }] }, scored)?.message).toBe(
      'You may not change Lines: Score (row 3) now',
    );
    expect(lockedChange(schema, all, { lines: [{ goal: 'b' }] }, scored)?.message).toBe(
      'You may not change Lines: Score (row 1) now',
    );
    expect(lockedChange(schema, all, { lines: [{ score: 5 }] }, scored)).toBeNull();
    expect(lockedChange(schema, all, { lines: [{ score: 5 }, null] }, scored)).toBeNull();
    expect(lockedChange(schema, all, { lines: 'junk' }, { ...current, lines: 'junk' })).toBeNull();
  });

  it('on create (no stored record), refuses a locked value that is filled', () => {
    expect(lockedChange(schema, all, { lines: [{ score: 3 }] }, null)?.path).toBe('lines.score');
    expect(lockedChange(schema, all, { lines: [{ self: 3 }], note: '' }, null)).toBeNull();
  });

  it("lets a new record or a new row carry a locked field's default (the form sends it), nothing else", () => {
    const paid = loadSchemas([
      areasFile('hr'),
      people,
      review(
        [
          { name: 'title', type: 'text' },
          { name: 'flagged', type: 'boolean', default: false, access: { write: { roles: ['Admin'] } } },
          {
            name: 'lines',
            type: 'table',
            fields: [
              { name: 'pct', type: 'percent' },
              { name: 'paid', type: 'boolean', default: false, access: { write: { roles: ['Admin'] } } },
            ],
          },
        ],
        {},
      ),
    ]).byName.get('reviews')!;
    const locked = new Set(['flagged', 'lines.paid']);
    expect(lockedChange(paid, locked, { flagged: false, lines: [{ pct: 50, paid: false }] }, null)).toBeNull();
    expect(lockedChange(paid, locked, { flagged: true }, null)?.path).toBe('flagged');
    expect(lockedChange(paid, locked, { lines: [{ paid: true }] }, null)?.path).toBe('lines.paid');
    // Stored rows keep their value: the default is a change there; an added row may carry it.
    const stored = { title: 'x', flagged: true, lines: [{ pct: 50, paid: true }] };
    expect(lockedChange(paid, locked, { flagged: false }, stored)?.path).toBe('flagged');
    expect(lockedChange(paid, locked, { lines: [{ pct: 50, paid: false }] }, stored)?.message).toBe(
      'You may not change Lines: Paid (row 1) now',
    );
    expect(
      lockedChange(
        paid,
        locked,
        {
          lines: [
            { pct: 50, paid: true },
            { pct: 50, paid: false },
          ],
        },
        stored,
      ),
    ).toBeNull();
  });
});

describe('the loader', () => {
  const problems = (fields: Record<string, unknown>[], over: Record<string, unknown> = { workflow }) =>
    loaderProblems([areasFile('hr'), people, review([...reviewFields, ...fields], over)]);

  it('checks the states of editableIn, on fields and columns, and needs a workflow for them', () => {
    expect(problems([])).toEqual([]);
    expect(
      problems([
        { name: 'x', type: 'text', editableIn: ['nope'] },
        { name: 't', type: 'table', fields: [{ name: 'y', type: 'text', editableIn: ['draft', 'gone'] }] },
      ]),
    ).toEqual([
      'reviews.json: $.fields[7].editableIn[0]: unknown state "nope"',
      'reviews.json: $.fields[8].fields[0].editableIn[1]: unknown state "gone"',
    ]);
    expect(
      loaderProblems([
        areasFile('hr'),
        people,
        review([reviewFields[0]!, { name: 'x', type: 'text', editableIn: ['a', 'b'] }], {}),
      ]),
    ).toEqual(['reviews.json: $.fields[1].editableIn: a field is editable in some states only when the schema has a workflow']);
  });

  it("checks a write rule's people, on fields and columns, and keeps read rules off columns", () => {
    expect(
      problems([
        { name: 'x', type: 'text', access: { write: { me: ['title'] } } },
        {
          name: 't',
          type: 'table',
          fields: [{ name: 'y', type: 'text', access: { read: { roles: ['HR'] }, write: { me: ['nobody'] } } }],
        },
      ]),
    ).toEqual([
      'reviews.json: $.fields[7].access.write.me[0]: "title" is not a reference to people (the schema with "userLink")',
      'reviews.json: $.fields[8].fields[0].access.read: a column is read by whoever reads its table: give the read rule to the table',
      'reviews.json: $.fields[8].fields[0].access.write.me[0]: "nobody" is not a reference to people (the schema with "userLink")',
    ]);
    expect(problems([{ name: 'x', type: 'text', access: { read: { me: ['employee'] } } }])).toEqual([
      'reviews.json: $.fields[7].access.read.me: "me" needs a record to look at, and there is none here',
    ]);
  });
});

describe('the product: performance reviews', () => {
  const reviews = loadSchemaDir().byName.get('performanceReviews')!;
  const stored = (status: string) => ({ employee: 3, evaluator: 7, status, createdBy: 'hr' });
  const of = (user: UserData, status: string) => fieldLocks(reviews, stored(status), user, {});

  it("the employee writes their results, self scores and comment in draft; the evaluator's scores never", () => {
    const draft = of(employee, 'draft');
    for (const path of ['kpis.result', 'kpis.selfScore', 'competencies.selfLevel', 'selfComment'])
      expect(draft.has(path)).toBe(false);
    for (const path of ['kpis.score', 'competencies.level', 'evaluatorComment', 'kpis.weight', 'evaluator', 'employee'])
      expect(draft.has(path)).toBe(true);
    expect(of(employee, 'selfAssessed').has('kpis.selfScore')).toBe(true);
  });

  it("the evaluator scores once the employee has confirmed, and cannot touch the employee's self scores", () => {
    const confirmed = of(evaluator, 'selfAssessed');
    for (const path of ['kpis.score', 'competencies.level', 'evaluatorComment']) expect(confirmed.has(path)).toBe(false);
    for (const path of ['kpis.selfScore', 'kpis.result', 'competencies.selfLevel', 'selfComment'])
      expect(confirmed.has(path)).toBe(true);
    expect(of(evaluator, 'draft').has('kpis.score')).toBe(true);
  });
});
