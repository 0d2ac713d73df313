/**
 * The people who sign in as records (src/schema/records/people.ts) and what they make possible: `me` in a
 * requirement ("the record's evaluator is me"), a row scope over such fields, the loader's checks, and
 * the server telling each user which record is theirs (withEmployee).
 */
import { describe, expect, it } from 'vitest';
import { canResourceAction, canTransition, isMeIn, isPersonal, meetsRequirement } from '../../../src/access/rules';
import { rowInScope } from '../../../src/access/scope';
import type { UserData } from '../../../src/access/types';
import type { ResourceSchema } from '../../../src/schema/meta/meta';
import { isPersonField, peopleResource } from '../../../src/schema/records/people';
import { loadSchemas } from '../../../src/schema';
import { withEmployee } from '../../../mock-server/auth/auth';
import type { Store } from '../../../mock-server/store/store';
import { areasFile, loaderProblems, resourceFile, text } from '../../support/schema-files';

const user = (username: string, role: string, employeeId?: number | string): UserData => ({
  id: 1,
  username,
  fullName: username,
  empCode: `E-${username}`,
  role,
  roleCode: role.toUpperCase(),
  roleId: 1,
  ...(employeeId === undefined ? {} : { employeeId }),
});
const staff = user('staff', 'Staff', 3);
const manager = user('boss', 'Staff', 7);
const guest = user('guest', 'Guest');

const people = resourceFile(
  'hr',
  'employees',
  [
    { name: 'no', type: 'text' },
    { name: 'code', type: 'text' },
  ],
  { userLink: 'code' },
);
const reviewFields = [
  { name: 'no', type: 'text' },
  { name: 'employee', type: 'reference', resource: 'employees' },
  { name: 'evaluator', type: 'reference', resource: 'employees' },
  { name: 'note', type: 'text' },
  { name: 'status', type: 'status' },
];
const workflow = {
  field: 'status',
  initial: 'draft',
  states: [
    { value: 'draft', label: text('Draft') },
    { value: 'self', label: text('Self-assessed') },
  ],
  transitions: [{ action: 'selfAssess', label: text('Confirm'), from: ['draft'], to: 'self', allow: { me: ['employee'] } }],
};
const reviewsOver = {
  workflow,
  access: { edit: { roles: ['HR'], me: ['employee', 'evaluator'] } },
  rowScope: { me: ['employee', 'evaluator'], seeAll: { roles: ['HR'] } },
};

function reviews(): ResourceSchema {
  const registry = loadSchemas([areasFile('hr'), people, resourceFile('hr', 'reviews', reviewFields, reviewsOver)]);
  return registry.byName.get('reviews')!;
}

describe('me: the record names the signed-in user', () => {
  const row = { id: 1, employee: 3, evaluator: '7', status: 'draft', createdBy: 'hr' };

  it('is met by the user whose record a listed field references (ids compared as text), by nobody else', () => {
    expect(isMeIn(['employee'], row, staff)).toBe(true);
    expect(isMeIn(['evaluator'], row, manager)).toBe(true);
    expect(isMeIn(['employee'], row, manager)).toBe(false);
    expect(isMeIn(['employee', 'evaluator'], row, guest)).toBe(false);
    expect(isMeIn(['employee'], { employee: null }, user('x', 'Staff', 0))).toBe(false);
    expect(isMeIn(['employee'], undefined, staff)).toBe(false);
    expect(isMeIn(undefined, row, staff)).toBe(false);
  });

  it('in a requirement: met with the record, refused with a reason naming the fields, possibly met without a record', () => {
    const req = { me: ['evaluator'] };
    expect(meetsRequirement(req, manager, null, 'hr', row).allowed).toBe(true);
    const refused = meetsRequirement(req, staff, null, 'hr', row);
    expect(refused).toEqual({ allowed: false, reason: "This needs being this record's evaluator" });
    expect(isPersonal(req)).toBe(true);
    expect(isPersonal({ roles: ['HR'] })).toBe(false);
    expect(isPersonal(undefined)).toBe(false);
    const schema = reviews();
    expect(canResourceAction(schema, 'edit', staff, null).allowed).toBe(true);
    expect(canResourceAction(schema, 'edit', staff, null, row).allowed).toBe(true);
    expect(canResourceAction(schema, 'edit', user('other', 'Staff', 99), null, row).allowed).toBe(false);
    expect(canResourceAction(schema, 'edit', user('hr', 'HR', 1), null, row).allowed).toBe(true);
  });

  it("a transition allowed to the record's employee: the employee runs it, the evaluator may not", () => {
    const schema = reviews();
    const t = schema.workflow!.transitions[0]!;
    expect(canTransition(schema, t, row, staff, null).allowed).toBe(true);
    expect(canTransition(schema, t, row, manager, null).allowed).toBe(false);
  });

  it('a row scope over people fields: the employee and the evaluator see the row, others not, HR all', () => {
    const schema = reviews();
    expect(rowInScope(schema, row, staff, null)).toBe(true);
    expect(rowInScope(schema, row, manager, null)).toBe(true);
    expect(rowInScope(schema, row, guest, null)).toBe(false);
    expect(rowInScope(schema, { ...row, createdBy: 'guest' }, guest, null)).toBe(true);
    expect(rowInScope(schema, row, user('hr', 'HR', 1), null)).toBe(true);
  });
});

describe('the loader checks the people references', () => {
  it('accepts the schemas above; names the people schema and its reference fields', () => {
    const registry = loadSchemas([areasFile('hr'), people, resourceFile('hr', 'reviews', reviewFields, reviewsOver)]);
    expect(peopleResource(registry.resources)).toBe('employees');
    const schema = registry.byName.get('reviews')!;
    expect(isPersonField(schema, 'evaluator', 'employees')).toBe(true);
    expect(isPersonField(schema, 'note', 'employees')).toBe(false);
    expect(isPersonField(schema, 'evaluator', undefined)).toBe(false);
  });

  it('refuses me on a field that is no reference to the people, and me where there is no record', () => {
    const over = {
      workflow: { ...workflow, transitions: [{ ...workflow.transitions[0], allow: { me: ['note'] } }] },
      access: { edit: { me: ['nobody'] } },
      rowScope: { me: ['evaluator'], seeAll: { me: ['employee'] } },
    };
    const fields = reviewFields.map((f) => (f.name === 'note' ? { ...f, access: { read: { me: ['employee'] } } } : f));
    expect(loaderProblems([areasFile('hr'), people, resourceFile('hr', 'reviews', fields, over)])).toEqual([
      'reviews.json: $.access.edit.me[0]: "nobody" is not a reference to employees (the schema with "userLink")',
      'reviews.json: $.workflow.transitions[0].allow.me[0]: "note" is not a reference to employees (the schema with "userLink")',
      'reviews.json: $.rowScope.seeAll.me: "me" needs a record to look at, and there is none here',
      'reviews.json: $.fields[3].access.read.me: "me" needs a record to look at, and there is none here',
    ]);
  });

  it('refuses me when no schema declares userLink, a userLink field that is missing or not text, and two userLinks', () => {
    const noLink = resourceFile('hr', 'employees', [{ name: 'no', type: 'text' }]);
    expect(loaderProblems([areasFile('hr'), noLink, resourceFile('hr', 'reviews', reviewFields, reviewsOver)])).toContain(
      'reviews.json: $.rowScope.me: no schema declares "userLink", so no record can be the signed-in user',
    );
    const badLink = resourceFile(
      'hr',
      'employees',
      [
        { name: 'no', type: 'text' },
        { name: 'age', type: 'integer' },
      ],
      {
        userLink: 'age',
      },
    );
    expect(loaderProblems([areasFile('hr'), badLink])).toEqual([
      'employees.json: $.userLink: expected a text field (an employee code), "age" is integer',
    ]);
    const missing = resourceFile('hr', 'employees', [{ name: 'no', type: 'text' }], { userLink: 'code' });
    expect(loaderProblems([areasFile('hr'), missing])).toEqual(['employees.json: $.userLink: unknown field "code"']);
    const second = resourceFile('hr', 'staffs', [{ name: 'no', type: 'text' }], { userLink: 'no' });
    expect(loaderProblems([areasFile('hr'), people, second])).toEqual([
      'employees.json: $.userLink: only one schema may declare "userLink": employees, staffs do',
      'staffs.json: $.userLink: only one schema may declare "userLink": employees, staffs do',
    ]);
  });

  it('a list alias may filter a people reference by $me, not another field', () => {
    const over = {
      ...reviewsOver,
      aliases: { wait: { screen: 'list', filters: { evaluator: '$me' } }, bad: { screen: 'list', filters: { note: '$me' } } },
    };
    expect(loaderProblems([areasFile('hr'), people, resourceFile('hr', 'reviews', reviewFields, over)])).toEqual([
      'reviews.json: $.aliases["bad"].filters.note: "$me" filters only createdBy or a reference to employees',
    ]);
  });
});

describe('the server tells each user which record is theirs', () => {
  const rows = [
    { id: 5, code: 'E-staff' },
    { id: 6, code: 'E-boss' },
  ];
  const store = { list: () => rows } as unknown as Store;
  const link = { resource: 'employees', field: 'code' };

  it('adds employeeId by employee code; leaves a user without a record, or without a link, as it is', () => {
    const { employeeId: _, ...plain } = staff;
    expect(withEmployee(store, link, plain).employeeId).toBe(5);
    expect(withEmployee(store, link, { ...plain, empCode: 'E-boss' }).employeeId).toBe(6);
    const { employeeId: __, ...nobody } = guest;
    expect(withEmployee(store, link, nobody)).toBe(nobody);
    expect(withEmployee(store, undefined, plain)).toBe(plain);
  });
});

describe('seed values that go with another field', () => {
  it('picks from the list of the row’s value, else falls back; the loader knows the field', async () => {
    const { fieldValue, Rng } = await import('../../../mock-server/seed/seed-fields');
    const field = {
      name: 'section',
      type: 'text' as const,
      seed: { values: ['Other'], per: { field: 'department', values: { it: ['Infrastructure', 'Applications'] } } },
    };
    const ctx = (row: Record<string, unknown>) => ({
      rng: new Rng(1),
      person: {} as never,
      refs: new Map(),
      row,
      at: new Date(),
    });
    for (let i = 0; i < 5; i++)
      expect(['Infrastructure', 'Applications']).toContain(fieldValue(field, ctx({ department: 'it' })));
    expect(fieldValue(field, ctx({ department: 'hr' }))).toBe('Other');
    const bad = resourceFile('hr', 'teams', [
      { name: 'no', type: 'text' },
      { ...field, seed: { per: { field: 'dept', values: { it: ['x'] } } } },
    ]);
    expect(loaderProblems([areasFile('hr'), bad])).toEqual(['teams.json: $.fields[1].seed.per.field: unknown field "dept"']);
  });
});
