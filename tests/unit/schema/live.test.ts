/**
 * Live values (src/schema/expression/live.ts) and the date operators they use (src/schema/expression/date-math.ts through
 * expression.ts): Bangkok's calendar, straight-line depreciation from the assets schema itself, the overdue
 * flag of the tickets schema, and what the loader refuses.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/schema/expression/expression';
import { bangkokDate, bangkokDateTime } from '../../../src/schema/expression/date-math';
import { liveProblems, loadSchemas, validateRecord, withLiveValues, type ResourceSchema } from '../../../src/schema';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';

const ev = (expr: unknown, data: Record<string, unknown> = {}) => evaluate(expr, data);
const registry = loadSchemaDir();
const assets = registry.byName.get('assets')!;
const tickets = registry.byName.get('tickets')!;

describe('date operators, on Bangkok time', () => {
  it('daysBetween counts Bangkok calendar days, not 24-hour spans', () => {
    expect(ev({ daysBetween: ['2024-05-01', '2024-05-31'] })).toBe(30);
    expect(ev({ daysBetween: ['2024-05-31', '2024-05-01'] })).toBe(-30);
    expect(ev({ daysBetween: ['2024-02-28', '2024-03-01'] })).toBe(2); // 2024 is a leap year
    expect(ev({ daysBetween: ['2023-02-28', '2023-03-01'] })).toBe(1);
    // 23:30 Bangkok on the 1st and 00:30 Bangkok on the 2nd are one calendar day apart, an hour apart in time.
    expect(ev({ daysBetween: ['2024-05-01T16:30:00Z', '2024-05-01T17:30:00Z'] })).toBe(1);
    expect(ev({ daysBetween: ['2024-05-01T10:00:00+07:00', '2024-05-01T23:59:00+07:00'] })).toBe(0);
    // A datetime without an offset is Bangkok wall-clock time.
    expect(ev({ daysBetween: ['2024-05-01', '2024-05-02T00:10'] })).toBe(1);
  });

  it('monthsBetween counts whole months completed, month ends included', () => {
    expect(ev({ monthsBetween: ['2024-01-15', '2024-02-14'] })).toBe(0);
    expect(ev({ monthsBetween: ['2024-01-15', '2024-02-15'] })).toBe(1);
    expect(ev({ monthsBetween: ['2024-01-31', '2024-02-29'] })).toBe(1);
    expect(ev({ monthsBetween: ['2024-01-31', '2024-02-28'] })).toBe(0);
    expect(ev({ monthsBetween: ['2023-11-20', '2025-11-19'] })).toBe(23);
    expect(ev({ monthsBetween: ['2023-11-20', '2025-11-20'] })).toBe(24);
    expect(ev({ monthsBetween: ['2025-11-20', '2023-11-20'] })).toBe(-24);
    expect(ev({ monthsBetween: ['2025-03-10', '2025-03-01'] })).toBe(0);
  });

  it('hoursBetween is exact with fractions and offsets', () => {
    expect(ev({ hoursBetween: ['2024-05-01T08:00:00+07:00', '2024-05-01T09:30:00+07:00'] })).toBe(1.5);
    expect(ev({ hoursBetween: ['2024-05-01T08:00:00+07:00', '2024-05-01T01:00:00Z'] })).toBe(0);
    expect(ev({ hoursBetween: ['2024-05-02', '2024-05-01'] })).toBe(-24);
  });

  it('addHours answers a Bangkok datetime; addDays keeps a date a date', () => {
    expect(ev({ addHours: ['2024-05-01T20:00:00+07:00', 4] })).toBe('2024-05-02T00:00:00+07:00');
    expect(ev({ addHours: ['2024-05-01T13:00:00.000Z', 8] })).toBe('2024-05-02T04:00:00+07:00');
    expect(ev({ addHours: ['2024-05-01', 0.5] })).toBe('2024-05-01T00:30:00+07:00');
    expect(ev({ addHours: ['2024-05-01T09:00:00+07:00', -72] })).toBe('2024-04-28T09:00:00+07:00');
    expect(ev({ addDays: ['2024-02-28', 2] })).toBe('2024-03-01');
    expect(ev({ addDays: ['2024-03-01', -1] })).toBe('2024-02-29');
    expect(ev({ addDays: ['2024-05-01T18:00:00Z', 1] })).toBe('2024-05-03T01:00:00+07:00');
    expect(ev({ addDays: [{ var: 'd' }, { var: 'n' }] }, { d: '2024-12-31', n: '1' })).toBe('2025-01-01');
  });

  it('answers null for what is not a date, and never throws', () => {
    for (const bad of [null, '', 'soon', '2023-02-29', '2024-13-01', '2024-05-01T24:00', 20240501, {}])
      for (const op of ['daysBetween', 'monthsBetween', 'hoursBetween']) {
        expect(ev({ [op]: [bad, '2024-05-01'] })).toBeNull();
        expect(ev({ [op]: ['2024-05-01', bad] })).toBeNull();
      }
    expect(ev({ addDays: ['2024-05-01', 'x'] })).toBeNull();
    expect(ev({ addHours: ['nope', 1] })).toBeNull();
  });

  it('$today and $now are Bangkok time whatever the machine zone', () => {
    const lateUtc = new Date('2026-03-31T18:30:00Z'); // already April 1st in Bangkok
    expect(bangkokDate(lateUtc)).toBe('2026-04-01');
    expect(bangkokDateTime(lateUtc)).toBe('2026-04-01T01:30:00+07:00');
  });
});

/** The asset schema's own formulas at a moment: today in Bangkok is the date given. */
const assetOn = (today: string, fields: Record<string, unknown>) => {
  const { values, errors } = validateRecord(assets, {
    name: 'Notebook',
    category: 'notebook',
    location: 'hq',
    status: 'inUse',
    ...fields,
  });
  expect(errors).toEqual({});
  return withLiveValues(assets, values, new Date(`${today}T12:00:00+07:00`));
};

describe('straight-line depreciation (schemas/assets.json)', () => {
  it('36,000.00 over 3 years, no salvage: 12 months in, 12,000.00 accumulated and 24,000.00 book value', () => {
    const a = assetOn('2025-01-10', { purchaseDate: '2024-01-10', price: 36000, salvageValue: 0, usefulLife: 3 });
    expect(a.monthsInUse).toBe(12);
    expect(a.accumulatedDepreciation).toBe(12000);
    expect(a.bookValue).toBe(24000);
    // A day short of the 12th month: 11 months.
    expect(assetOn('2025-01-09', { purchaseDate: '2024-01-10', price: 36000, salvageValue: 0, usefulLife: 3 }).bookValue).toBe(
      25000,
    );
  });

  it('is zero before the purchase date and on it', () => {
    for (const today of ['2023-12-31', '2024-01-10']) {
      const a = assetOn(today, { purchaseDate: '2024-01-10', price: 36000, salvageValue: 0, usefulLife: 3 });
      expect(a.accumulatedDepreciation).toBe(0);
      expect(a.bookValue).toBe(36000);
    }
  });

  it('never goes below the salvage value, however long after the useful life', () => {
    const a = assetOn('2035-06-01', { purchaseDate: '2020-01-01', price: 25900.5, salvageValue: 1, usefulLife: 5 });
    expect(a.accumulatedDepreciation).toBe(25899.5);
    expect(a.bookValue).toBe(1);
  });

  it('rounds each month half up to the satang, exactly', () => {
    // 10,000.01 - 0 over 36 months, 7 months in: 1,000,001 satang x 7 / 36 = 194,444.64 -> 194,445 satang.
    const a = assetOn('2024-08-01', { purchaseDate: '2024-01-01', price: 10000.01, salvageValue: 0, usefulLife: 3 });
    expect(a.accumulatedDepreciation).toBe(1944.45);
    expect(a.bookValue).toBe(8055.56);
    // 100.00 over 8 months (life in years: 1 year = 12 months; 3 months in) half: 10,000 x 3 / 12 = 2,500 exactly.
    const b = assetOn('2024-04-01', { purchaseDate: '2024-01-01', price: 100, salvageValue: 0, usefulLife: 1 });
    expect(b.accumulatedDepreciation).toBe(25);
    // 0.10 over 12 months, 3 months in: 10 x 3 / 12 = 2.5 satang -> 3 satang (half up).
    const c = assetOn('2024-04-01', { purchaseDate: '2024-01-01', price: 0.1, salvageValue: 0, usefulLife: 1 });
    expect(c.accumulatedDepreciation).toBe(0.03);
    expect(c.bookValue).toBe(0.07);
  });

  it('is never stored: validateRecord drops a live value sent in', () => {
    const { values } = validateRecord(assets, {
      name: 'Notebook',
      category: 'notebook',
      location: 'hq',
      status: 'inUse',
      purchaseDate: '2024-01-10',
      price: 36000,
      usefulLife: 3,
      salvageValue: 0,
      bookValue: 1,
      accumulatedDepreciation: 2,
      monthsInUse: 3,
    });
    expect(values).not.toHaveProperty('bookValue');
    expect(values).not.toHaveProperty('accumulatedDepreciation');
    expect(values).not.toHaveProperty('monthsInUse');
    expect(values.depreciableAmount).toBe(36000);
  });

  it('refuses a salvage value above the price', () => {
    const { errors } = validateRecord(assets, {
      name: 'Notebook',
      category: 'notebook',
      location: 'hq',
      status: 'inUse',
      purchaseDate: '2024-01-10',
      price: 100,
      usefulLife: 3,
      salvageValue: 101,
    });
    expect(errors.salvageValue).toBe('The salvage value cannot be more than the purchase price');
  });
});

describe('ticket due time and overdue flag (schemas/tickets.json)', () => {
  const ticket = (priority: string, createdAt: string, status = 'open') => {
    const { values } = validateRecord(tickets, {
      title: 'Printer jam',
      category: 'hardware',
      priority,
      description: 'Tray 2',
      requester: 1,
      status,
      createdAt,
    });
    return values;
  };

  it('the due time follows the priority from the creation time, in Bangkok', () => {
    expect(ticket('urgent', '2026-11-02T02:00:00.000Z').dueAt).toBe('2026-11-02T13:00:00+07:00');
    expect(ticket('high', '2026-11-02T02:00:00.000Z').dueAt).toBe('2026-11-02T17:00:00+07:00');
    expect(ticket('medium', '2026-11-02T02:00:00.000Z').dueAt).toBe('2026-11-03T09:00:00+07:00');
    expect(ticket('low', '2026-11-02T02:00:00.000Z').dueAt).toBe('2026-11-05T09:00:00+07:00');
  });

  it('is overdue once the due time has passed, while not resolved or closed', () => {
    const at = (row: Record<string, unknown>, now: string) => withLiveValues(tickets, row, new Date(now)).overdue;
    const urgent = ticket('urgent', '2026-11-02T02:00:00.000Z');
    expect(at(urgent, '2026-11-02T05:59:59Z')).toBe(false);
    expect(at(urgent, '2026-11-02T06:00:00Z')).toBe(false); // due exactly now: not yet late
    expect(at(urgent, '2026-11-02T06:00:01Z')).toBe(true);
    for (const status of ['inProgress', 'waiting']) expect(at({ ...urgent, status }, '2026-11-03T00:00:00Z')).toBe(true);
    for (const status of ['resolved', 'closed']) expect(at({ ...urgent, status }, '2026-11-03T00:00:00Z')).toBe(false);
  });
});

describe('the loader on live fields', () => {
  const base = (fields: unknown[], extra: Record<string, unknown> = {}) => ({
    name: 'things',
    label: { en: 'Thing', th: 'ของ' },
    pluralLabel: { en: 'Things', th: 'ของ' },
    area: 'it',
    route: '/apps/things',
    titleField: 'title',
    fields: [{ name: 'title', type: 'text' }, { name: 'due', type: 'date' }, ...fields],
    ...extra,
  });
  const load = (json: unknown) => () =>
    loadSchemas([
      { file: 'things.json', json },
      { file: '_areas.json', json: { areas: [{ name: 'it', label: { en: 'IT', th: 'ไอที' }, order: 1 }] } },
    ]);
  const late = {
    name: 'late',
    type: 'computed',
    format: 'flag',
    live: true,
    formula: { '<': [{ var: 'due' }, { var: '$today' }] },
  };

  it('accepts a live field reading the clock, and refuses the clock elsewhere', () => {
    expect(load(base([late]))).not.toThrow();
    expect(load(base([{ ...late, live: undefined }]))).toThrow(/fields\[2\]\.formula.*unknown field "\$today"/);
  });

  it('refuses sorting, filtering, searching and defaults on a live field', () => {
    expect(load(base([{ ...late, sortable: true, filter: true }]))).toThrow(/cannot be sorted by[\s\S]*cannot be filtered by/);
    expect(load(base([late], { defaultSort: { field: 'late', order: 'asc' } }))).toThrow(
      /cannot be sorted by the live field "late"/,
    );
    expect(load(base([late], { aliases: { overdue: { screen: 'list', filters: { late: true } } } }))).toThrow(
      /cannot be filtered by the live field "late"/,
    );
  });

  it('refuses a stored formula, a condition or a rule that reads a live value', () => {
    const stored = { name: 'copy', type: 'computed', format: 'flag', formula: { var: 'late' } };
    expect(load(base([late, stored]))).toThrow(/"late" is live/);
    expect(load(base([late, { name: 'why', type: 'text', visibleIf: { var: 'late' } }]))).toThrow(
      /fields\[3\]\.visibleIf: "late" is live/,
    );
    expect(
      load(base([late], { rules: [{ check: { '!': { var: 'late' } }, field: 'title', message: { en: 'Late', th: 'ช้า' } }] })),
    ).toThrow(/rules\[0\]\.check: "late" is live/);
  });

  it('refuses a live child-table column and a colour on what is not a flag', () => {
    const schema = base([{ name: 'lines', type: 'table', fields: [{ name: 'x', type: 'computed', live: true, formula: 1 }] }]);
    expect(liveProblems(schema as unknown as ResourceSchema)).toEqual([
      { path: '$.fields[2].fields[0].live', message: 'a child-table column cannot be live: only a top-level computed field' },
    ]);
    expect(load(base([{ name: 'n', type: 'computed', formula: 1, color: 'red' }]))).toThrow(
      /fields\[2\]\.color: only a "format": "flag" value has a color/,
    );
  });
});
