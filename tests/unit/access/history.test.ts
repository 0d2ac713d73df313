/**
 * What of a record's history a reader sees (src/access/history.ts): changes of fields and columns the
 * reader may not read are left out, and an update with nothing left to show is left out as a whole.
 */
import { describe, expect, it } from 'vitest';
import { historyForReader, readableChanges } from '../../../src/access';
import { diffRecord, type AuditEntry, type ResourceSchema } from '../../../src/schema';
import { testUser } from '../../support/users';

const HR_ONLY = { read: { roles: ['Admin', 'HR'] } };

const schema = {
  name: 'employees',
  fields: [
    { name: 'name', type: 'text' },
    { name: 'salary', type: 'money', access: HR_ONLY },
    {
      name: 'allowances',
      type: 'table',
      fields: [
        { name: 'kind', type: 'text' },
        { name: 'amount', type: 'money', access: HR_ONLY },
      ],
    },
  ],
} as unknown as ResourceSchema;

const staff = testUser('Staff', 'E3');
const hr = testUser('HR', 'E2');

const before = { name: 'Somchai', salary: 30000, allowances: [{ kind: 'phone', amount: 500 }] };
const after = {
  name: 'Somchai J.',
  salary: 35000,
  allowances: [
    { kind: 'phone', amount: 800 },
    { kind: 'car', amount: 2000 },
  ],
};

const entry = (id: number, action: string, changes: AuditEntry['changes'], extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: `2025-01-0${id}T10:00:00.000Z`,
  username: 'hr',
  name: 'HR',
  address: '10.0.0.1',
  action,
  resource: 'employees',
  recordId: 7,
  changes,
  ...extra,
});

describe('readableChanges', () => {
  it('keeps every change for a reader of every field', () => {
    const changes = diffRecord(schema, before, after);
    expect(readableChanges(schema, changes, hr, null)).toEqual(changes);
  });

  it('leaves out hidden fields, hidden columns of changed cells, and hidden columns of added rows', () => {
    expect(readableChanges(schema, diffRecord(schema, before, after), staff, null)).toEqual([
      { field: 'name', old: 'Somchai', new: 'Somchai J.' },
      { field: 'allowances', row: 2, rowChange: 'added', new: { kind: 'car' } },
    ]);
  });

  it('leaves out hidden columns of removed rows', () => {
    expect(readableChanges(schema, diffRecord(schema, before, { ...before, allowances: [] }), staff, null)).toEqual([
      { field: 'allowances', row: 1, rowChange: 'removed', old: { kind: 'phone' } },
    ]);
  });
});

describe('historyForReader', () => {
  const entries = [
    entry(1, 'create', diffRecord(schema, null, before)),
    entry(2, 'update', diffRecord(schema, before, { ...before, salary: 32000 })),
    entry(3, 'update', diffRecord(schema, { ...before, salary: 32000 }, after), { comment: 'yearly review' }),
    entry(4, 'approve', [{ field: 'status', old: 'pending', new: 'approved' }], { from: 'pending', to: 'approved' }),
    entry(5, 'update', []),
  ];

  it('answers who, when, what and the changes, without the network address', () => {
    const all = historyForReader(schema, entries, hr, null);
    expect(all.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
    expect(all[2]).toEqual({
      id: 3,
      at: '2025-01-03T10:00:00.000Z',
      username: 'hr',
      name: 'HR',
      action: 'update',
      kind: 'record',
      comment: 'yearly review',
      changes: entries[2]!.changes,
    });
    expect(all[3]).toMatchObject({ kind: 'workflow', from: 'pending', to: 'approved' });
    expect(all.some((e) => 'address' in e)).toBe(false);
  });

  it('drops an update whose only changes were hidden fields, keeps the others with what may be read', () => {
    const seen = historyForReader(schema, entries, staff, null);
    expect(seen.map((e) => e.id)).toEqual([1, 3, 4, 5]);
    expect(JSON.stringify(seen)).not.toMatch(/salary|amount|3[025]000|500/);
    expect(seen[0]!.changes).toEqual([
      { field: 'name', new: 'Somchai' },
      { field: 'allowances', row: 1, rowChange: 'added', new: { kind: 'phone' } },
    ]);
  });

  it("passes an import's file name on", () => {
    const imported = entry(6, 'import', diffRecord(schema, null, before), { file: 'staff.xlsx' });
    expect(historyForReader(schema, [imported], staff, null)[0]).toMatchObject({
      action: 'import',
      kind: 'record',
      file: 'staff.xlsx',
    });
  });

  it('keeps an entry that had no changes at all (an edit saved as it was)', () => {
    expect(historyForReader(schema, [entries[4]!], staff, null)).toHaveLength(1);
  });
});
