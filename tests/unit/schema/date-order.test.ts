/**
 * Date ranges (src/schema/records/date-order.ts): an end field's `notBefore` / `after` is checked by the one validator
 * (form and server) with both fields named, and by the loader; every range-looking pair in schemas/ says its order.
 */
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../../src/schema/records/validate';
import { unorderedRanges, unorderedRangesOf } from '../../../src/schema/records/date-order';
import type { AnyField } from '../../../src/schema/meta/describe';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { problemsOf, schemaWith, things } from '../../support/schema-files';

const label = (en: string, th: string, fr: string, ar: string) => ({ en, th, fr, ar });

const employees = schemaWith([
  { name: 'name', type: 'text' },
  { name: 'startDate', type: 'date', label: label('Start date', 'วันเริ่มงาน', 'Date de début', 'تاريخ البدء') },
  {
    name: 'probationEnd',
    type: 'date',
    notBefore: 'startDate',
    label: label('Probation ends', 'วันสิ้นสุดทดลองงาน', "Fin de la période d'essai", 'نهاية فترة التجربة'),
  },
  { name: 'startAt', type: 'datetime', label: label('Start', 'เริ่ม', 'Début', 'البداية') },
  { name: 'endAt', type: 'datetime', after: 'startAt', label: label('End', 'สิ้นสุด', 'Fin', 'النهاية') },
  { name: 'hasLeave', type: 'boolean' },
  { name: 'leaveFrom', type: 'date', visibleIf: { var: 'hasLeave' } },
  { name: 'leaveTo', type: 'date', notBefore: 'leaveFrom', visibleIf: { var: 'hasLeave' } },
  {
    name: 'jobs',
    type: 'table',
    fields: [
      { name: 'fromMonth', type: 'monthYear', label: label('From', 'ตั้งแต่', 'Du', 'من') },
      { name: 'toMonth', type: 'monthYear', notBefore: 'fromMonth', label: label('To', 'ถึง', 'Au', 'إلى') },
    ],
  },
]);

const errorsOf = (record: Record<string, unknown>, lang = 'en') =>
  validateRecord(employees, { name: 'x', ...record }, lang).errors;

describe('an end field before its start', () => {
  it('is refused on the end field, naming both fields, in each language (the reported case: 01/01/2569 before 05/01/2570)', () => {
    const reversed = { startDate: '2027-01-05', probationEnd: '2026-01-01' };
    expect(errorsOf(reversed)).toEqual({ probationEnd: 'Probation ends must be on or after Start date' });
    expect(errorsOf(reversed, 'th')).toEqual({ probationEnd: 'วันสิ้นสุดทดลองงานต้องไม่ก่อนวันเริ่มงาน' });
    expect(errorsOf(reversed, 'fr')).toEqual({ probationEnd: "Fin de la période d'essai ne peut pas précéder Date de début" });
    expect(errorsOf(reversed, 'ar')).toEqual({ probationEnd: 'لا يمكن أن يكون نهاية فترة التجربة قبل تاريخ البدء' });
  });

  it('"notBefore" takes the same day; "after" wants a later moment, compared as instants across offsets', () => {
    expect(errorsOf({ startDate: '2026-01-05', probationEnd: '2026-01-05' })).toEqual({});
    expect(errorsOf({ startDate: '2026-01-05', probationEnd: '2026-01-06' })).toEqual({});
    expect(errorsOf({ startDate: '2026-01-05', probationEnd: '2026-01-04' })).toHaveProperty('probationEnd');
    expect(errorsOf({ startAt: '2026-01-05T09:00:00Z', endAt: '2026-01-05T09:00:00Z' })).toEqual({
      endAt: 'End must be after Start',
    });
    // 16:30 in Bangkok is 09:30 UTC: after 09:00 UTC, although its text sorts before it.
    expect(errorsOf({ startAt: '2026-01-05T09:00:00Z', endAt: '2026-01-05T16:30:00+07:00' })).toEqual({});
    expect(errorsOf({ startAt: '2026-01-05T10:00:00Z', endAt: '2026-01-05T16:30:00+07:00' })).toEqual({
      endAt: 'End must be after Start',
    });
    expect(errorsOf({ startAt: '2026-01-05T09:00:00Z', endAt: '2026-01-05T09:00:00Z' }, 'th')).toEqual({
      endAt: 'สิ้นสุดต้องอยู่หลังเริ่ม',
    });
  });

  it('says nothing while either end is empty, and an end with its own error keeps that error', () => {
    expect(errorsOf({ startDate: '2026-01-05' })).toEqual({});
    expect(errorsOf({ probationEnd: '2026-01-05' })).toEqual({});
    expect(errorsOf({ startDate: '2026-01-05', probationEnd: '2026-02-30' })).toEqual({
      probationEnd: 'Probation ends must be a date (YYYY-MM-DD)',
    });
  });

  it('compares only fields that are shown', () => {
    const leave = { leaveFrom: '2026-03-10', leaveTo: '2026-03-01' };
    expect(errorsOf({ ...leave, hasLeave: false })).toEqual({});
    expect(errorsOf({ ...leave, hasLeave: true })).toEqual({ leaveTo: 'Leave to must be on or after Leave from' });
  });

  it('in a child table, refuses the row that is reversed, beside its cell', () => {
    const jobs = [
      { fromMonth: '2020-01', toMonth: '2021-06' },
      { fromMonth: '2023-05', toMonth: '2021-01' },
      { fromMonth: '2024-02', toMonth: '2024-02' },
    ];
    expect(errorsOf({ jobs })).toEqual({ 'jobs.1.toMonth': 'To must be on or after From' });
    expect(errorsOf({ jobs }, 'ar')).toEqual({ 'jobs.1.toMonth': 'لا يمكن أن يكون إلى قبل من' });
  });
});

describe('the loader', () => {
  const dated = (over: Record<string, unknown>, columns = false) => {
    const fields = [
      { name: 'from', type: 'date' },
      { name: 'to', type: 'date', ...over },
      { name: 'at', type: 'datetime' },
    ];
    return things(columns ? [{ name: 'rows', type: 'table', fields }] : fields);
  };
  const messages = (json: object) => problemsOf(json).map((p) => `${p.path}: ${p.message}`);

  it('takes an order against a field of the same type in the same record or row', () => {
    expect(messages(dated({ notBefore: 'from' }))).toEqual([]);
    expect(messages(dated({ after: 'from' }, true))).toEqual([]);
  });

  it('refuses an unknown field, another type, the field itself, both keys, and a field of the record from a row', () => {
    expect(messages(dated({ notBefore: 'start' }))).toEqual([
      '$.fields[2].notBefore: unknown field "start" (expected a field of the same record or row)',
    ]);
    expect(messages(dated({ after: 'at' }))).toEqual(['$.fields[2].after: expected a date field, "at" is a datetime']);
    expect(messages(dated({ after: 'to' }))).toEqual(['$.fields[2].after: a field cannot be ordered against itself']);
    expect(messages(dated({ after: 'from', notBefore: 'from' }))).toEqual([
      '$.fields[2].after: a field is either "after" or "notBefore" another, not both',
    ]);
    expect(messages(dated({ notBefore: 'title' }, true))).toEqual([
      '$.fields[1].fields[1].notBefore: unknown field "title" (expected a field of the same record or row)',
    ]);
  });

  it('refuses the keys on a field that is no date, naming the types that take them', () => {
    expect(messages(things([{ name: 'qty', type: 'integer', after: 'title' }]))).toEqual([
      '$.fields[1].after: only a date or datetime or time or monthYear field has "after"',
    ]);
  });
});

describe('ranges a schema forgot to order', () => {
  const date = (name: string, extra: Partial<AnyField> = {}) => ({ name, type: 'date', ...extra }) as AnyField;

  it('are found by the names and English labels of date fields side by side, in the record and in each row', () => {
    expect(unorderedRangesOf([date('startDate'), date('probationEnd')])).toEqual([['probationEnd', 'startDate']]);
    expect(unorderedRangesOf([date('publishDate'), date('expireDate')])).toEqual([['expireDate', 'publishDate']]);
    expect(unorderedRangesOf([date('validFrom'), date('validUntil')])).toEqual([['validUntil', 'validFrom']]);
    expect(
      unorderedRangesOf([date('a', { label: { en: 'Begins', th: 'เริ่ม' } }), date('b', { label: { en: 'Finish', th: 'จบ' } })]),
    ).toEqual([['b', 'a']]);
    expect(unorderedRangesOf([date('startDate'), date('probationEnd', { notBefore: 'startDate' })])).toEqual([]);
    // Not a range: one date, or dates that are neither a start nor an end.
    expect(unorderedRangesOf([date('endDate')])).toEqual([]);
    expect(unorderedRangesOf([date('orderDate'), date('neededBy')])).toEqual([]);
    expect(
      unorderedRanges([
        { name: 'rows', type: 'table', fields: [date('leaveFrom'), date('leaveTo')] } as AnyField,
        date('birthDate'),
      ]),
    ).toEqual([['rows.leaveTo', 'rows.leaveFrom']]);
  });

  it('none in schemas/: every start/end, from/to, publish/expire pair says which comes first', () => {
    const found = loadSchemaDir().resources.flatMap((s) =>
      unorderedRanges(s.fields).map(([end, start]) => `${s.name}.${end} (${start})`),
    );
    expect(found).toEqual([]);
  });
});
