/**
 * The edges of a reader's history (src/access/history.ts): visible cells of a table with hidden columns,
 * schemas with only hidden fields or only hidden columns, stored entries of other shapes (no changes, a
 * row that is not an object), which entries are dropped, and the exact shape of the answered entry.
 */
import { describe, expect, it } from 'vitest';
import { historyForReader, historyReader, readableChanges } from '../../../src/access';
import type { AuditEntry, FieldChange, ResourceSchema } from '../../../src/schema';
import { testUser } from '../../support/users';

const HR_ONLY = { read: { roles: ['HR'] } };
const staff = testUser('Staff', 'E3');
const hr = testUser('HR', 'E2');

const schema = (fields: unknown[]) => ({ name: 'employees', fields }) as unknown as ResourceSchema;
/** A hidden salary, no table. */
const hiddenField = schema([
  { name: 'name', type: 'text' },
  { name: 'salary', type: 'money', access: HR_ONLY },
]);
/** Every field readable, but a hidden column (and a table with none). */
const hiddenColumn = schema([
  { name: 'name', type: 'text' },
  { name: 'photo', type: 'file' },
  { name: 'phones', type: 'table', fields: [{ name: 'number', type: 'phone' }] },
  {
    name: 'allowances',
    type: 'table',
    fields: [
      { name: 'kind', type: 'text' },
      { name: 'amount', type: 'money', access: HR_ONLY },
    ],
  },
]);

const entry = (action: string, changes: FieldChange[] | undefined, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: '2025-01-01T10:00:00.000Z',
  username: 'hr',
  name: 'HR',
  address: '10.0.0.1',
  action,
  resource: 'employees',
  recordId: 7,
  ...(changes ? { changes } : {}),
  ...extra,
});

describe('readableChanges', () => {
  it('leaves out a hidden field of a schema without tables', () => {
    const changes: FieldChange[] = [
      { field: 'name', old: 'A', new: 'B' },
      { field: 'salary', old: 1, new: 2 },
    ];
    expect(readableChanges(hiddenField, changes, staff, null)).toEqual([{ field: 'name', old: 'A', new: 'B' }]);
    expect(readableChanges(hiddenField, changes, hr, null)).toEqual(changes);
  });

  it('keeps a changed cell of a visible column, and the plain fields, where a column is hidden', () => {
    const changes: FieldChange[] = [
      { field: 'name', old: 'A', new: 'B' },
      { field: 'allowances', row: 1, rowChange: 'changed', column: 'kind', old: 'phone', new: 'car' },
      { field: 'allowances', row: 1, rowChange: 'changed', column: 'amount', old: 500, new: 800 },
      { field: 'allowances', row: 2, rowChange: 'added', new: { kind: 'car', amount: 2000 } },
    ];
    expect(readableChanges(hiddenColumn, changes, staff, null)).toStrictEqual([
      { field: 'name', old: 'A', new: 'B' },
      { field: 'allowances', row: 1, rowChange: 'changed', column: 'kind', old: 'phone', new: 'car' },
      { field: 'allowances', row: 2, rowChange: 'added', new: { kind: 'car' } },
    ]);
    expect(readableChanges(hiddenColumn, changes, hr, null)).toEqual(changes);
  });

  it('keeps the changes of a table without hidden columns, and a file as it is, where another table hides a column', () => {
    const changes: FieldChange[] = [
      { field: 'photo', old: { url: '/files/1', name: 'a.png' }, new: { url: '/files/2', name: 'b.png' } },
      { field: 'phones', row: 1, rowChange: 'changed', column: 'number', old: '0811111111', new: '0822222222' },
      { field: 'phones', row: 2, rowChange: 'added', new: { number: '0833333333' } },
    ];
    expect(readableChanges(hiddenColumn, changes, staff, null)).toStrictEqual(changes);
  });

  it('gives an added or removed row only the side it had', () => {
    const removed: FieldChange = { field: 'allowances', row: 1, rowChange: 'removed', old: { kind: 'phone', amount: 1 } };
    const [row] = readableChanges(hiddenColumn, [removed], staff, null);
    expect(row).toStrictEqual({ field: 'allowances', row: 1, rowChange: 'removed', old: { kind: 'phone' } });
    expect('new' in row!).toBe(false);
  });

  it('passes on a stored row that is not an object as it is (nothing to strip)', () => {
    for (const value of [null, ['phone', 500], 'phone', 7]) {
      const change: FieldChange = { field: 'allowances', row: 1, rowChange: 'added', new: value };
      expect(readableChanges(hiddenColumn, [change], staff, null), JSON.stringify(value)).toStrictEqual([change]);
    }
  });
});

describe('historyForReader', () => {
  it('drops only updates whose every change is hidden: a create, a delete or a workflow step stays, with nothing shown', () => {
    const salaryOnly: FieldChange[] = [{ field: 'salary', old: 1, new: 2 }];
    const seen = historyForReader(
      hiddenField,
      ['create', 'update', 'delete', 'approve'].map((action, i) => ({ ...entry(action, salaryOnly), id: i + 1 })),
      staff,
      null,
    );
    expect(seen.map((e) => [e.id, e.action, e.changes])).toEqual([
      [1, 'create', []],
      [3, 'delete', []],
      [4, 'approve', []],
    ]);
  });

  it('keeps a stored entry without changes, answered with none', () => {
    for (const [s, user] of [
      [hiddenField, staff],
      [hiddenField, hr],
    ] as const) {
      const seen = historyForReader(s, [entry('update', undefined)], user, null);
      expect(seen).toHaveLength(1);
      expect(seen[0]!.changes).toEqual([]);
    }
  });

  it('answers an entry with exactly who, when, what and the changes: no address, no empty keys', () => {
    const view = historyReader(hiddenField, staff, null).view(entry('update', [{ field: 'name', old: 'A', new: 'B' }]));
    expect(view).toStrictEqual({
      id: 1,
      at: '2025-01-01T10:00:00.000Z',
      username: 'hr',
      name: 'HR',
      action: 'update',
      kind: 'record',
      changes: [{ field: 'name', old: 'A', new: 'B' }],
    });
    const step = historyReader(hiddenField, hr, null).view(
      entry('approve', [], { from: 'pending', to: 'approved', comment: 'ok', file: 'a.xlsx' }),
    );
    expect(step).toMatchObject({ from: 'pending', to: 'approved', comment: 'ok', file: 'a.xlsx' });
  });

  it('keeps every entry for a reader of every field', () => {
    const reader = historyReader(hiddenField, hr, null);
    expect(reader.keeps(entry('update', [{ field: 'salary', old: 1, new: 2 }]))).toBe(true);
    expect(historyReader(hiddenField, staff, null).keeps(entry('update', [{ field: 'salary', old: 1, new: 2 }]))).toBe(false);
  });
});
