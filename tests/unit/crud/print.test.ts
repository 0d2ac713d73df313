/**
 * The print layout's pure parts: exact money totals of child tables (src/crud/fields/money.ts, src/crud/print/totals.ts) and the
 * workflow trail and signature lines from a record's history (src/crud/print/trail.ts).
 */
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoneyExact, toMinorUnits } from '../../../src/crud/fields/money';
import { columnTotals, totalledColumns } from '../../../src/crud/print/totals';
import { printDateTime, signatures, workflowTrail, type HistoryEntry } from '../../../src/crud/print/trail';
import type { ChildField } from '../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';

const registry = loadSchemaDir();
const prItems = (registry.byName.get('purchaseRequests')!.fields.find((f) => f.name === 'items')!.fields ?? []) as ChildField[];

describe('money in minor units', () => {
  it('rounds the value as written, half away from zero, never through binary fractions', () => {
    expect(toMinorUnits(1.005)).toBe(101n);
    expect(toMinorUnits(1.004)).toBe(100n);
    expect(toMinorUnits(-1.005)).toBe(-101n);
    expect(toMinorUnits(-0.004)).toBe(0n);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30n);
    expect(toMinorUnits('1,234.565')).toBe(123457n);
    expect(toMinorUnits(1e21)).toBe(100000000000000000000000n);
    expect(toMinorUnits(5e-7)).toBe(0n);
    expect(toMinorUnits(12.5, 0)).toBe(13n);
    expect(toMinorUnits(12.3456, 3)).toBe(12346n);
  });
  it('is null for no value or text that is not a number', () => {
    for (const v of [null, undefined, '', ' ', 'abc', '1.2.3', NaN, Infinity, {}, '.'])
      expect(toMinorUnits(v), String(v)).toBeNull();
  });
  it('prints with comma thousands and the precision’s decimals', () => {
    expect(formatMinorUnits(123456789n)).toBe('1,234,567.89');
    expect(formatMinorUnits(5n)).toBe('0.05');
    expect(formatMinorUnits(-100n)).toBe('-1.00');
    expect(formatMinorUnits(1234n, 0)).toBe('1,234');
    expect(formatMoneyExact(2.675)).toBe('2.68');
    expect(formatMoneyExact('')).toBe('');
  });
});

describe('child table totals', () => {
  it('a table that computes line amounts totals those, not the unit prices', () => {
    expect(totalledColumns(prItems).map((c) => c.name)).toEqual(['amount']);
  });
  it('a table without computed amounts totals every money column', () => {
    const cols = prItems.filter((c) => c.name !== 'amount');
    expect(totalledColumns(cols).map((c) => c.name)).toEqual(['unitPrice']);
    expect(totalledColumns(cols.filter((c) => c.name !== 'unitPrice'))).toEqual([]);
  });
  it('sums exactly: a thousand lines of 0.10 are 100.00, where adding floats gives 99.9999…', () => {
    const rows = Array.from({ length: 1000 }, () => ({ description: 'x', qty: 1, unitPrice: 0.1, amount: 0.1 }));
    expect(rows.reduce((t, r) => t + r.amount, 0)).not.toBe(100);
    expect(columnTotals(prItems, rows)).toEqual(new Map([['amount', '100.00']]));
  });
  it('sums what each cell prints (rounded to 2 decimals) and skips empty cells', () => {
    const rows = [{ amount: 1.005 }, { amount: 2.675 }, { amount: null }, {}, { amount: '1,000' }];
    // 1.01 + 2.68 + 1,000.00
    expect(columnTotals(prItems, rows).get('amount')).toBe('1,003.69');
    expect(columnTotals(prItems, []).get('amount')).toBe('0.00');
  });
  it('decimal values stay exact beyond 2^53 minor units', () => {
    const rows = [{ amount: '90071992547409.93' }, { amount: 0.01 }, { amount: 0.01 }];
    expect(columnTotals(prItems, rows).get('amount')).toBe('90,071,992,547,409.95');
  });
});

describe('workflow trail and signatures', () => {
  const memos = registry.byName.get('memos')!;
  const entry = (at: string, action: string, fullName: string, from?: string, to?: string, comment?: string): HistoryEntry => ({
    at,
    action,
    user: { username: fullName.toLowerCase(), fullName },
    ...(from ? { from, to } : {}),
    ...(comment ? { comment } : {}),
  });
  // Newest first, as the history endpoint answers.
  const history = [
    entry('2025-05-05T10:00:00Z', 'approve', 'Hana HR', 'pending', 'approved'),
    entry('2025-05-04T10:00:00Z', 'submit', 'Sam Staff', 'rejected', 'pending'),
    entry('2025-05-03T11:00:00Z', 'update', 'Sam Staff'),
    entry('2025-05-03T10:00:00Z', 'reject', 'Hana HR', 'pending', 'rejected', 'Add the quotation'),
    entry('2025-05-02T10:00:00Z', 'submit', 'Sam Staff', 'draft', 'pending'),
    entry('2025-05-01T10:00:00Z', 'create', 'Sam Staff'),
  ];
  it('the trail is the workflow steps, oldest first, comments kept', () => {
    const trail = workflowTrail(memos, history);
    expect(trail.map((e) => e.action)).toEqual(['submit', 'reject', 'submit', 'approve']);
    expect(trail[1]!.comment).toBe('Add the quotation');
  });
  it('signature lines: the author, then the current round (after the resubmission), with names and dates', () => {
    expect(signatures(memos, {}, history)).toEqual([
      { role: 'prepared', name: 'Sam Staff', at: '2025-05-01T10:00:00Z' },
      { role: 'submit', name: 'Sam Staff', at: '2025-05-04T10:00:00Z' },
      { role: 'approve', name: 'Hana HR', at: '2025-05-05T10:00:00Z' },
    ]);
  });
  it('without a create entry (seeded data) the author is the record’s owner and creation time', () => {
    expect(signatures(memos, { createdBy: 'staff', createdAt: '2025-01-01T00:00:00Z' }, [])).toEqual([
      { role: 'prepared', name: 'staff', at: '2025-01-01T00:00:00Z' },
    ]);
  });
  it('accepts the audit log’s own entry shape (username, name)', () => {
    const audit: HistoryEntry[] = [
      { at: '2025-05-02T10:00:00Z', action: 'submit', username: 'staff', name: 'Sam Staff', from: 'draft', to: 'pending' },
    ];
    expect(signatures(memos, {}, audit).at(-1)).toEqual({ role: 'submit', name: 'Sam Staff', at: '2025-05-02T10:00:00Z' });
  });
  it('dates in the reader’s language: Thai in the Buddhist era', () => {
    expect(printDateTime('2025-05-05T10:00:00Z', 'th', false)).toBe('05/05/2568');
    expect(printDateTime('2025-05-05T10:00:00Z', 'en', false)).toBe('05/05/2025');
    expect(printDateTime(undefined, 'en')).toBe('');
  });
});
