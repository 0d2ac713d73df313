/**
 * The record validator (src/schema/validate.ts) at edges the other suites leave open: leap days across
 * centuries, the parts of a datetime, bounds a field does not set, hidden fields never sent, the default language.
 */
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../../src/schema/validate';
import { schemaWith } from '../../support/schemas';

type Json = Record<string, unknown>;
const text = (en: string, th = `${en}-th`) => ({ en, th });

/** Validates `{ v: value }` against a one-field schema. */
function one(field: Json, value: unknown) {
  const { values, errors } = validateRecord(schemaWith([{ name: 'v', label: text('Value', 'ค่า'), ...field }]), { v: value });
  return { value: values.v, error: errors.v };
}

describe('dates', () => {
  it('February 29th exists in leap years only: every 4th year, but not a century unless it divides by 400', () => {
    for (const v of ['2000-02-29', '2024-02-29', '2400-02-29', '1600-02-29'])
      expect(one({ type: 'date' }, v), v).toEqual({ value: v, error: undefined });
    for (const v of ['1900-02-29', '2100-02-29', '2200-02-29', '2300-02-29', '2023-02-29'])
      expect(one({ type: 'date' }, v).error, v).toBe('Value must be a date (YYYY-MM-DD)');
  });

  it('each month has its own last day', () => {
    for (const v of ['2025-01-31', '2025-04-30', '2025-06-30', '2025-09-30', '2025-11-30', '2025-12-31'])
      expect(one({ type: 'date' }, v).error, v).toBeUndefined();
    for (const v of ['2025-04-31', '2025-06-31', '2025-09-31', '2025-11-31', '2025-12-32'])
      expect(one({ type: 'date' }, v).error, v).toBe('Value must be a date (YYYY-MM-DD)');
  });

  it('a datetime needs a day that exists and a time within it, to the second', () => {
    for (const v of ['2024-02-29T23:59:59', '2024-05-01T00:00:00Z', '2024-05-01T12:30:59.999+07:00'])
      expect(one({ type: 'datetime' }, v).error, v).toBeUndefined();
    for (const v of [
      '2023-02-29T10:00',
      '2024-00-10T10:00',
      '2024-13-10T10:00',
      '2024-05-00T10:00',
      '2024-05-01T24:00:00',
      '2024-05-01T10:60:00',
      '2024-05-01T10:00:60',
      '2024-05-01T10:00:60Z',
    ])
      expect(one({ type: 'datetime' }, v).error, v).toBe('Value must be a date (YYYY-MM-DD)');
  });
});

describe('bounds a field does not set', () => {
  it('a number without min or max takes any finite number', () => {
    for (const v of [-1e12, 0, 1e12]) expect(one({ type: 'number' }, v)).toEqual({ value: v, error: undefined });
  });

  it('text without minLength, maxLength or pattern takes any text, trimmed', () => {
    expect(one({ type: 'text' }, 'x')).toEqual({ value: 'x', error: undefined });
    expect(one({ type: 'text' }, ` ${'long '.repeat(400)}`).value).toBe('long '.repeat(400).trim());
  });
});

describe('hidden fields', () => {
  const s = schemaWith([
    { name: 'kind', type: 'select', options: ['a', 'b'] },
    {
      name: 'rows',
      type: 'table',
      minRows: 2,
      visibleIf: { '==': [{ var: 'kind' }, 'b'] },
      fields: [{ name: 'qty', type: 'integer' }],
    },
    { name: 'note', type: 'text', required: true, visibleIf: { '==': [{ var: 'kind' }, 'b'] } },
  ]);

  it('one not sent stays out of the record, with no error, whatever its rules', () => {
    const r = validateRecord(s, { kind: 'a' });
    expect(r).toEqual({ values: { kind: 'a' }, errors: {} });
    expect(Object.keys(r.values)).toEqual(['kind']);
  });
});

describe('the language', () => {
  it('is English unless asked', () => {
    const s = schemaWith([{ name: 'title', type: 'text', label: text('Title', 'หัวข้อ'), required: true }]);
    expect(validateRecord(s, {}).errors).toEqual({ title: 'Title is required' });
    expect(validateRecord(s, {}, 'th').errors).toEqual({ title: 'กรุณากรอกหัวข้อ' });
  });
});
