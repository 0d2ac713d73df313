/** Field-level and row-level rules (src/access/scope.ts): hidden fields, read-only fields, row scope. */
import { describe, expect, it } from 'vitest';
import {
  canReadField,
  canWriteField,
  hiddenFields,
  readOnlyFields,
  rowInScope,
  schemaForUser,
  seesAllRows,
  stripHidden,
} from '../../../src/access/scope';
import type { PermissionData } from '../../../src/access/types';
import type { Field, ResourceSchema } from '../../../src/schema/meta/meta';
import { testUser } from '../../support/users';

const admin = testUser('Admin', 'E1');
const hr = testUser('HR', 'E2');
const staff = testUser('Staff', 'E3');
const perms: PermissionData = { Salary: { View: [{ empCode: 'E3' }] } };

const label = { en: 'x', th: 'x' };
const fields: Field[] = [
  { name: 'name', type: 'text' },
  // Readable by HR only; no write rule of its own.
  { name: 'grade', type: 'text', access: { read: { roles: ['HR'] } } },
  // Readable by anyone, changed by HR only.
  { name: 'note', type: 'text', access: { write: { roles: ['HR'] } } },
  // Readable with Salary View, changed by HR only.
  {
    name: 'salary',
    type: 'money',
    access: { read: { roles: ['HR'], permission: ['Salary', 'View'] }, write: { roles: ['HR'] } },
  },
];
const employees: ResourceSchema = {
  name: 'employees',
  label,
  pluralLabel: label,
  area: 'hr',
  route: '/apps/employees',
  titleField: 'name',
  fields,
};
const field = (name: string) => fields.find((f) => f.name === name)!;

describe('field rules', () => {
  it('nobody may change a field they may not read, whatever its write rule says', () => {
    expect(canReadField(field('grade'), staff, perms)).toBe(false);
    expect(canWriteField(field('grade'), staff, perms)).toBe(false);
    expect(canWriteField(field('grade'), hr, perms)).toBe(true);
  });

  it('a field with a write rule is read-only for those who can read it but not meet the rule', () => {
    expect(canWriteField(field('note'), staff, perms)).toBe(false);
    expect(canWriteField(field('note'), hr, perms)).toBe(true);
    expect(canWriteField(field('name'), staff, perms)).toBe(true);
    expect(canWriteField(field('salary'), admin, null)).toBe(true);
  });

  it('hidden and read-only field sets per user', () => {
    expect([...hiddenFields(employees, staff, perms)]).toEqual(['grade']);
    expect([...readOnlyFields(employees, staff, perms)]).toEqual(['note', 'salary']);
    expect([...hiddenFields(employees, staff, null)]).toEqual(['grade', 'salary']);
    expect([...readOnlyFields(employees, staff, null)]).toEqual(['note']);
    expect(hiddenFields(employees, hr, null).size).toBe(0);
    expect(readOnlyFields(employees, hr, null).size).toBe(0);
    expect(readOnlyFields(employees, admin, null).size).toBe(0);
  });
});

describe('schemaForUser', () => {
  it('drops what the user may not read and makes read-only what they may not write', () => {
    const mine = schemaForUser(employees, staff, perms);
    expect(mine.fields).toEqual([
      { name: 'name', type: 'text' },
      { ...field('note'), readOnly: true },
      { ...field('salary'), readOnly: true },
    ]);
    expect(mine.name).toBe('employees');
    expect(mine.fields[0]).toBe(field('name'));
    expect(employees.fields).toHaveLength(4);
    expect(field('note').readOnly).toBeUndefined();
  });

  it('makes fields read-only even when none is hidden', () => {
    const readable = { ...employees, fields: [field('name'), field('note')] };
    expect(schemaForUser(readable, staff, perms).fields).toEqual([field('name'), { ...field('note'), readOnly: true }]);
  });

  it('is the schema itself for a user with nothing hidden or locked', () => {
    expect(schemaForUser(employees, hr, null)).toBe(employees);
    expect(schemaForUser(employees, admin, null)).toBe(employees);
  });
});

describe('stripHidden', () => {
  it('removes the hidden values and keeps the rest; with nothing hidden it is the record itself', () => {
    const record = { name: 'A', grade: 'B2', salary: 50000 };
    expect(stripHidden(record, new Set(['grade', 'salary']))).toEqual({ name: 'A' });
    expect(stripHidden(record, new Set())).toBe(record);
  });
});

describe('row scope', () => {
  const memos: ResourceSchema = { ...employees, name: 'memos', rowScope: { seeAll: { roles: ['HR'] } } };
  const byRequester: ResourceSchema = { ...memos, rowScope: { field: 'requester', seeAll: { roles: ['HR'] } } };

  it('shows every row without a scope, or to whoever meets seeAll, or to Admin', () => {
    expect(seesAllRows(employees, staff, null)).toBe(true);
    expect(seesAllRows(memos, hr, null)).toBe(true);
    expect(seesAllRows(memos, admin, null)).toBe(true);
    expect(seesAllRows(memos, staff, null)).toBe(false);
  });

  it("otherwise shows the user's own rows, by the scope's field or else the owner field", () => {
    expect(rowInScope(memos, { createdBy: 'staff' }, staff, null)).toBe(true);
    expect(rowInScope(memos, { createdBy: 'hr' }, staff, null)).toBe(false);
    expect(rowInScope(byRequester, { requester: 'staff', createdBy: 'hr' }, staff, null)).toBe(true);
    expect(rowInScope(byRequester, { requester: 'hr', createdBy: 'staff' }, staff, null)).toBe(false);
    expect(rowInScope({ ...memos, ownerField: 'owner' }, { owner: 'staff' }, staff, null)).toBe(true);
  });

  it('shows nobody signed out a scoped row', () => {
    expect(rowInScope(memos, { createdBy: 'staff' }, null, null)).toBe(false);
    expect(rowInScope(memos, {}, null, null)).toBe(false);
  });
});
