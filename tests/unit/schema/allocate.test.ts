/**
 * Installments (src/schema/summary/allocate.ts): a total split by percentages, each share rounded half up to
 * the satang and the remainder on the last row; the loader's checks of `allocate`; and the real
 * payment approval and advance clear schemas computing installments, the 100% rule and the refund.
 */
import { describe, expect, it } from 'vitest';
import { allocate, allocateRows, validateRecord } from '../../../src/schema';
import { loadRegistry } from '../../../mock-server/schemas/schemas';
import { areasFile, loaderProblems, resourceFile } from '../../support/schema-files';

describe('allocate', () => {
  it('splits 100.00 in three as 33.33, 33.33, 33.34', () => {
    expect(allocate(100, [33.33, 33.33, 33.34])).toEqual([33.33, 33.33, 33.34]);
    expect(allocate(100, [100 / 3, 100 / 3, 100 / 3])).toEqual([33.33, 33.33, 33.34]);
  });

  it('puts the rounding remainder on the last row, so the rows always add up to the total', () => {
    const parts = allocate(100000, [30, 30, 40]);
    expect(parts).toEqual([30000, 30000, 40000]);
    const odd = allocate(1000.01, [50, 50]);
    expect(odd).toEqual([500.01, 500]);
    const many = allocate(0.1 + 0.2, [10, 20, 70]);
    expect(many).toEqual([0.03, 0.06, 0.21]);
    expect(many.reduce((a, b) => Math.round((a + b) * 100) / 100, 0)).toBe(0.3);
  });

  it('rounds each share half up (away from zero) to the satang', () => {
    // 10.005 -> 10.01, not the binary 10.00
    expect(allocate(20.01, [50, 50])).toEqual([10.01, 10]);
    expect(allocate(1.45, [50, 50])).toEqual([0.73, 0.72]);
  });

  it('gives the last row whatever the percentages leave, even when they do not total 100', () => {
    expect(allocate(1000, [50, 40])).toEqual([500, 500]);
    expect(allocate(1000, [100])).toEqual([1000]);
    expect(allocate(1000, [])).toEqual([]);
  });

  it('counts a missing share as 0 and a missing total as 0', () => {
    expect(allocate(300, [Number.NaN, 50, 50])).toEqual([0, 150, 150]);
    expect(allocate(Number.NaN, [50, 50])).toEqual([0, 0]);
  });

  it('keeps the sign of a negative total', () => {
    expect(allocate(-100, [33.33, 33.33, 33.34])).toEqual([-33.33, -33.33, -33.34]);
  });

  it('writes each row its part from the record, reading numeric text', () => {
    const rows = allocateRows({ total: '1,000.00' }, [{ pct: '25' }, { pct: 75 }], 'amount', { total: 'total', share: 'pct' });
    expect(rows).toEqual([
      { pct: '25', amount: 250 },
      { pct: 75, amount: 750 },
    ]);
  });
});

describe('the loader checks allocate', () => {
  const table = (amount: Record<string, unknown>, extra: Record<string, unknown>[] = []) =>
    loaderProblems([
      areasFile('fin'),
      resourceFile('fin', 'pays', [
        { name: 'no', type: 'text' },
        { name: 'total', type: 'money' },
        { name: 'memo', type: 'text' },
        ...extra,
        {
          name: 'lines',
          type: 'table',
          fields: [
            { name: 'pct', type: 'percent' },
            { name: 'note', type: 'text' },
            { name: 'amount', type: 'computed', ...amount },
          ],
        },
      ]),
    ]);

  it('accepts a share of a number field by a percent column', () => {
    expect(table({ allocate: { total: 'total', share: 'pct' } })).toEqual([]);
  });

  it('names an unknown or non-number total and share', () => {
    expect(table({ allocate: { total: 'nope', share: 'pct' } })).toEqual([
      'pays.json: $.fields[3].fields[2].allocate.total: unknown field "nope": expected a number field of the record',
    ]);
    expect(table({ allocate: { total: 'memo', share: 'note' } })).toEqual([
      'pays.json: $.fields[3].fields[2].allocate.total: "memo" is a text field: expected a number field',
      'pays.json: $.fields[3].fields[2].allocate.share: "note" is a text column: expected a percent or number column',
    ]);
  });

  it('wants a formula or an allocation, not both, and allocation only in a table', () => {
    expect(table({})).toEqual(['pays.json: $.fields[3].fields[2].formula: a computed field needs a formula']);
    expect(table({ formula: 1, allocate: { total: 'total', share: 'pct' } })).toEqual([
      'pays.json: $.fields[3].fields[2].allocate: a column is either allocated or has a formula, not both',
    ]);
    expect(table({ formula: 1 }, [{ name: 'top', type: 'computed', allocate: { total: 'total', share: 'pct' } }])).toEqual([
      'pays.json: $.fields[3].allocate: only a child-table column is allocated (a share of a field of the record)',
    ]);
  });
});

describe('payment approvals and advance clears', () => {
  const registry = loadRegistry();
  const payments = registry.byName.get('paymentApprovals')!;
  const clears = registry.byName.get('advanceClears')!;
  const base = {
    subject: 'Trade fair booth',
    documentType: 'payment',
    department: 'sales',
    payTo: 'Expo Thai Co., Ltd.',
    paymentMethod: 'transfer',
    paymentTerm: 'net30',
    demandForDate: '2027-01-20',
    checkedBy: 2,
    approvedBy: 1,
    secretaryBy: 4,
  };
  const lines = (...pcts: number[]) => pcts.map((percentage, i) => ({ installmentNo: i + 1, percentage }));

  it('computes 100,000.00 in three installments with the remainder on the last', () => {
    const { values, errors } = validateRecord(payments, {
      ...base,
      totalAmount: 100000,
      isInstallment: true,
      installments: lines(33.33, 33.33, 33.34),
    });
    expect(errors).toEqual({});
    expect((values.installments as { amount: number }[]).map((r) => r.amount)).toEqual([33330, 33330, 33340]);
    expect(values.outstanding).toBe(100000);
  });

  it('refuses installments that total 99%, in the user language', () => {
    const record = { ...base, totalAmount: 100000, isInstallment: true, installments: lines(33, 33, 33) };
    expect(validateRecord(payments, record).errors.installments).toBe("The installments' percentages must total 100%");
    expect(validateRecord(payments, record, 'th').errors.installments).toBe('ร้อยละของทุกงวดรวมกันต้องเท่ากับ 100%');
  });

  it('wants one 100% line when the payment is not in installments', () => {
    const { errors } = validateRecord(payments, { ...base, totalAmount: 500, isInstallment: false, installments: lines(50, 50) });
    expect(errors.installments).toBe('A payment not in installments has one line (100%)');
  });

  it('computes the refund as advance minus total: positive returned, negative owed to the employee', () => {
    const clear = (advanceAmount: number, ...amounts: number[]) =>
      validateRecord(clears, {
        employee: 3,
        clearDate: '2026-11-28',
        paymentApproval: 7,
        advanceAmount,
        items: amounts.map((amount, i) => ({ no: i + 1, description: `Item ${i + 1}`, amount })),
      }).values;
    expect(clear(20000, 1850, 4320.25, 2960, 1200)).toMatchObject({ total: 10330.25, refund: 9669.75 });
    expect(clear(1000, 700.1, 400.2)).toMatchObject({ total: 1100.3, refund: -100.3 });
    expect(clear(0.3, 0.1, 0.2)).toMatchObject({ total: 0.3, refund: 0 });
  });

  it('wants the payment approval or memo an advance clear clears', () => {
    const { errors } = validateRecord(clears, {
      employee: 3,
      clearDate: '2026-11-28',
      advanceAmount: 100,
      items: [{ no: 1, description: 'Taxi', amount: 100 }],
    });
    expect(errors.paymentApproval).toBe('Name the payment approval or memo this clears');
  });
});
