/**
 * Record validation rules that users rely on (src/schema/validate.ts): which numbers round, numbers in
 * every decimal form, file lists, error messages, hidden fields, child tables, computed values and the
 * system keys.
 */
import { describe, expect, it } from 'vitest';
import { applyFormulas, numericFieldNames, toNumber, validateRecord } from '../../../src/schema/validate';
import { schemaWith } from '../../support/schemas';

type Json = Record<string, unknown>;
const text = (en: string, th = `${en}-th`) => ({ en, th });

function one(field: Json, value: unknown, lang = 'en') {
  const schema = schemaWith([{ name: 'v', label: text('Value', 'ค่า'), ...field }]);
  const { values, errors } = validateRecord(schema, { v: value }, lang);
  return { value: values.v, error: errors.v, values };
}

describe('only money rounds', () => {
  it('money rounds to 2 decimals, or to its precision', () => {
    expect(one({ type: 'money' }, 1.23456).value).toBe(1.23);
    expect(one({ type: 'money', precision: 3 }, 1.23456).value).toBe(1.235);
    expect(one({ type: 'money', precision: 0 }, 1.5).value).toBe(2);
  });

  it('number, percent and integer keep what was typed', () => {
    expect(one({ type: 'number' }, 1.23456).value).toBe(1.23456);
    expect(one({ type: 'number', precision: 2 }, 1.23456).value).toBe(1.23456);
    expect(one({ type: 'percent' }, 12.3456).value).toBe(12.3456);
    expect(one({ type: 'integer' }, '1,000').value).toBe(1000);
  });

  it('a computed value rounds to its precision, 2 by default', () => {
    const s = schemaWith([
      { name: 'a', type: 'number' },
      { name: 'half', type: 'computed', formula: { '/': [{ var: 'a' }, 3] } },
      { name: 'fine', type: 'computed', precision: 4, formula: { '/': [{ var: 'a' }, 3] } },
    ]);
    expect(validateRecord(s, { a: 1 }).values).toMatchObject({ half: 0.33, fine: 0.3333 });
  });
});

describe('numbers in every decimal form', () => {
  it('reads a leading dot and exponents with or without a sign', () => {
    expect(toNumber('.25')).toBe(0.25);
    expect(toNumber('-.5')).toBe(-0.5);
    expect(toNumber('1e+3')).toBe(1000);
    expect(toNumber('1E-2')).toBe(0.01);
    expect(toNumber('2e10')).toBe(2e10);
    expect(toNumber('5.')).toBe(5);
    expect(toNumber('.')).toBeNaN();
    expect(toNumber('.e1')).toBeNaN();
  });
});

describe('dates', () => {
  it('accepts January and December days and times', () => {
    expect(one({ type: 'date' }, '2024-01-15').error).toBeUndefined();
    expect(one({ type: 'date' }, '2024-01-31').value).toBe('2024-01-31');
    expect(one({ type: 'datetime' }, '2024-01-01T00:00').value).toBe('2024-01-01T00:00');
    expect(one({ type: 'datetime' }, '2024-12-31T23:59:59').value).toBe('2024-12-31T23:59:59');
  });
});

describe('file lists', () => {
  it('one bad entry in a file list fails the whole list', () => {
    for (const type of ['file', 'image']) {
      expect(one({ type }, [{ url: '/u/1.pdf', name: '1.pdf' }, { name: '2.pdf' }]).error).toBe('Value must be text');
      expect(one({ type }, ['/u/1.pdf', null]).error).toBe('Value must be text');
      expect(one({ type }, ['/u/1.pdf', 7]).error).toBe('Value must be text');
      expect(one({ type }, ['/u/1.pdf', { url: '/u/2.pdf' }]).value).toEqual(['/u/1.pdf', { url: '/u/2.pdf' }]);
    }
  });
});

describe('messages', () => {
  it('a multiselect names its options by label when one value is not among them', () => {
    const options = ['small', { value: 'big', label: text('Big one', 'ใหญ่') }];
    expect(one({ type: 'multiselect', options }, ['small', 'huge']).error).toBe('Value must be one of: Small, Big one');
    expect(one({ type: 'multiselect', options }, ['huge'], 'th').error).toBe('ค่าต้องเป็นหนึ่งใน: Small, ใหญ่');
  });

  it('the pattern message replaces only the pattern error', () => {
    const f = { type: 'text', maxLength: 5, pattern: '^[A-Z]+$', patternMessage: text('Capitals only', 'ตัวใหญ่') };
    expect(one(f, 'abc').error).toBe('Capitals only');
    expect(one(f, 'abc', 'th').error).toBe('ตัวใหญ่');
    expect(one(f, 'ABCDEFG').error).toBe('Value must be at most 5 characters');
  });
});

describe('computed fields', () => {
  it('are never required and never refuse what is sent: they are recalculated', () => {
    const s = schemaWith([
      { name: 'a', type: 'number' },
      { name: 'twice', type: 'computed', required: true, formula: { '*': [{ var: 'a' }, 2] } },
    ]);
    expect(validateRecord(s, { a: 2 })).toEqual({ values: { a: 2, twice: 4 }, errors: {} });
    expect(validateRecord(s, { a: 2, twice: { forged: true } })).toEqual({ values: { a: 2, twice: 4 }, errors: {} });
  });

  it('a text formula gives trimmed text, and nothing as empty text', () => {
    const s = schemaWith([
      { name: 'first', type: 'text' },
      { name: 'label', type: 'computed', format: 'text', formula: { cat: [' ', { var: 'first' }, ' '] } },
      { name: 'copy', type: 'computed', format: 'text', formula: { var: 'missing' } },
    ]);
    expect(validateRecord(s, { first: 'Ann' }).values).toEqual({ first: 'Ann', label: 'Ann', copy: '' });
  });
});

describe('minRows', () => {
  it('counts for child tables only', () => {
    // The meta-schema refuses minRows on a text field; validation must ignore one that got there anyway.
    const s = schemaWith([{ name: 'note', type: 'text' }]);
    Object.assign(s.fields[0]!, { minRows: 2 });
    expect(validateRecord(s, {}).errors).toEqual({});
    expect(validateRecord(s, { note: '' })).toEqual({ values: { note: null }, errors: {} });
  });
});

describe('child tables', () => {
  const lines = {
    name: 'lines',
    type: 'table',
    fields: [
      { name: 'length', type: 'number', required: true },
      { name: 'note', type: 'text' },
    ],
  };

  it('a row that is null or not an object is checked as an empty row', () => {
    const s = schemaWith([lines]);
    expect(validateRecord(s, { lines: [null, 'abc'] }).errors).toEqual({
      'lines.0.length': 'Length is required',
      'lines.1.length': 'Length is required',
    });
  });

  it('applyFormulas computes each row as a record, and leaves tables without computed columns as they are', () => {
    const s = schemaWith([
      { name: 'plain', type: 'table', fields: [{ name: 'a', type: 'text' }] },
      { name: 'calc', type: 'table', fields: [{ name: 'two', type: 'computed', formula: 2 }] },
    ]);
    expect(applyFormulas(s, { plain: ['x', null], calc: ['ab', null, 5, { two: 9, keep: 1 }] })).toEqual({
      plain: ['x', null],
      calc: [{ two: 2 }, { two: 2 }, { two: 2 }, { two: 2, keep: 1 }],
    });
  });
});

describe('hidden fields', () => {
  const s = schemaWith([
    { name: 'kind', type: 'select', options: ['a', 'b'] },
    { name: 'extra', type: 'text', required: true, visibleIf: { '==': [{ var: 'kind' }, 'b'] } },
    {
      name: 'rows',
      type: 'table',
      visibleIf: { '==': [{ var: 'kind' }, 'b'] },
      fields: [{ name: 'qty', type: 'integer', required: true }],
    },
  ]);

  it('a hidden field sent empty is stored cleared, not refused as required', () => {
    const r = validateRecord(s, { kind: 'a', extra: '' });
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({ kind: 'a', extra: null });
  });

  it('a hidden child table with a bad row is dropped, with no error; a good one is kept', () => {
    const bad = validateRecord(s, { kind: 'a', rows: [{ qty: 1 }, { qty: 'x' }] });
    expect(bad.errors).toEqual({});
    expect(bad.values).toEqual({ kind: 'a' });
    expect(validateRecord(s, { kind: 'a', rows: [{ qty: '2' }] }).values).toEqual({ kind: 'a', rows: [{ qty: 2 }] });
  });
});

describe('the record', () => {
  it('keeps only the system keys that were sent', () => {
    const s = schemaWith([{ name: 'a', type: 'text' }]);
    const { values } = validateRecord(s, { id: 3, a: 'x' });
    expect(Object.keys(values).sort()).toEqual(['a', 'id']);
  });

  it('numeric field names: numeric types and computed values not formatted as text', () => {
    const s = schemaWith([
      { name: 'a', type: 'text' },
      { name: 'b', type: 'money' },
      { name: 'c', type: 'computed', formula: 1 },
      { name: 'd', type: 'computed', format: 'text', formula: 'x' },
      { name: 'e', type: 'percent' },
    ]);
    expect([...numericFieldNames(s)]).toEqual(['b', 'c', 'e']);
  });
});
