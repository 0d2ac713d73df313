/**
 * Record validation (src/schema/records/validate.ts), field by field: text, numbers in every decimal form (only money
 * rounds), yes/no, dates and times (leap days across centuries, the parts of a datetime), choices, files, bounds a
 * field does not set, the messages and their language.
 */
import { describe, expect, it } from 'vitest';
import { toNumber, validateRecord } from '../../../src/schema/records/validate';
import { schemaWith } from '../../support/schema-files';
import { bad, one, text, type Json } from './validate-fixtures';

const ok = (field: Json, value: unknown) => {
  const r = one(field, value);
  expect(r.error, `${JSON.stringify(value)} should be valid`).toBeUndefined();
  return r.value;
};

describe('text fields', () => {
  it('checks minLength and maxLength on the trimmed value', () => {
    const f = { type: 'text', minLength: 2, maxLength: 4 };
    expect(ok(f, '  ab  ')).toBe('ab');
    expect(ok(f, 'abcd')).toBe('abcd');
    expect(bad(f, 'a')).toBe('Value must be at least 2 characters');
    expect(bad(f, 'abcde')).toBe('Value must be at most 4 characters');
  });

  it('accepts a number as text, refuses objects and booleans', () => {
    expect(ok({ type: 'text' }, 42)).toBe('42');
    expect(bad({ type: 'text' }, { a: 1 })).toBe('Value must be text');
    expect(bad({ type: 'textarea' }, true)).toBe('Value must be text');
  });

  it('checks the pattern, with the schema message when there is one', () => {
    expect(ok({ type: 'text', pattern: '^[0-9]{13}$' }, '1234567890123')).toBe('1234567890123');
    expect(bad({ type: 'text', pattern: '^[0-9]{13}$' }, '12345')).toBe('Value has an invalid format');
    const f = { type: 'text', pattern: '^[0-9]{13}$', patternMessage: text('Tax ID must be 13 digits', 'ต้องเป็นตัวเลข 13 หลัก') };
    expect(bad(f, '12345')).toBe('Tax ID must be 13 digits');
    expect(bad(f, '12345', 'th')).toBe('ต้องเป็นตัวเลข 13 หลัก');
  });

  it('email', () => {
    expect(ok({ type: 'email' }, 'somchai@example.co.th')).toBe('somchai@example.co.th');
    for (const v of ['somchai', 'a@b', 'a b@c.com', '@example.com'])
      expect(bad({ type: 'email' }, v)).toBe('Value must be a valid email address');
  });

  it('url', () => {
    expect(ok({ type: 'url' }, 'https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    for (const v of ['example.com', 'ftp://example.com', 'javascript:alert(1)', 'http://a b'])
      expect(bad({ type: 'url' }, v)).toBe('Value must be a valid URL starting with http:// or https://');
  });

  it('phone', () => {
    for (const v of ['0812345678', '+66 81 234 5678', '02-123-4567']) expect(ok({ type: 'phone' }, v)).toBe(v);
    for (const v of ['12345', 'call me', '+66 81 234 5678 9999 0000'])
      expect(bad({ type: 'phone' }, v)).toBe('Value must be a valid phone number');
  });

  it('barcode and richtext are text', () => {
    expect(ok({ type: 'barcode', pattern: '^[0-9]{8,14}$' }, '8850000000001')).toBe('8850000000001');
    expect(ok({ type: 'richtext', maxLength: 20 }, '<p>Hello</p>')).toBe('<p>Hello</p>');
  });
});

describe('number fields', () => {
  it('integer', () => {
    expect(ok({ type: 'integer' }, 12)).toBe(12);
    expect(ok({ type: 'integer' }, '12')).toBe(12);
    expect(ok({ type: 'integer' }, '1,200')).toBe(1200);
    expect(bad({ type: 'integer' }, 1.5)).toBe('Value must be a whole number');
    expect(bad({ type: 'integer' }, 'twelve')).toBe('Value must be a number');
  });

  it('number range', () => {
    const f = { type: 'number', min: -5, max: 10 };
    expect(ok(f, -5)).toBe(-5);
    expect(ok(f, '2.5')).toBe(2.5);
    expect(ok(f, 10)).toBe(10);
    expect(bad(f, -5.01)).toBe('Value must be at least -5');
    expect(bad(f, 11)).toBe('Value must be at most 10');
  });

  it('refuses what is not a plain decimal number', () => {
    for (const v of ['0x10', '0b11', 'Infinity', '1e', '12abc', true, [1], { n: 1 }, Number.NaN, Number.POSITIVE_INFINITY])
      expect(bad({ type: 'number' }, v)).toBe('Value must be a number');
    expect(ok({ type: 'number' }, '-1.5e3')).toBe(-1500);
    expect(ok({ type: 'number' }, ' 7 ')).toBe(7);
  });

  it('money rounds a number to 2 decimals (or its precision), refuses typed text with more, and reads thousands separators', () => {
    expect(ok({ type: 'money' }, 10.005)).toBe(10.01);
    expect(ok({ type: 'money' }, 1.005)).toBe(1.01);
    expect(ok({ type: 'money' }, '1,234.5')).toBe(1234.5);
    expect(ok({ type: 'money' }, 1234567.891)).toBe(1234567.89);
    // Typed text keeps its decimals or is refused: never rounded into another amount (issue 37).
    expect(bad({ type: 'money' }, '1,234,567.891')).toBe('Value takes at most 2 decimal places');
    expect(ok({ type: 'money' }, '1,234,567.890')).toBe(1234567.89);
    expect(bad({ type: 'money', precision: 0 }, '99.5')).toBe('Value takes at most 0 decimal places');
    expect(bad({ type: 'number', precision: 1 }, '2.25')).toBe('Value takes at most 1 decimal places');
    expect(ok({ type: 'number' }, '2.25')).toBe(2.25);
    expect(ok({ type: 'money', precision: 0 }, 99.5)).toBe(100);
    expect(ok({ type: 'money' }, -2.345)).toBe(-2.35);
    expect(bad({ type: 'money', min: 0 }, '-1')).toBe('Value must be at least 0');
    expect(bad({ type: 'money' }, '฿100')).toBe('Value must be a number');
  });

  it('percent is 0..100 unless the schema says otherwise', () => {
    expect(ok({ type: 'percent' }, 0)).toBe(0);
    expect(ok({ type: 'percent' }, '100')).toBe(100);
    expect(ok({ type: 'percent' }, 12.5)).toBe(12.5);
    expect(bad({ type: 'percent' }, 100.1)).toBe('Value must be at most 100');
    expect(bad({ type: 'percent' }, -1)).toBe('Value must be at least 0');
    expect(ok({ type: 'percent', max: 200 }, 150)).toBe(150);
    expect(bad({ type: 'percent', max: 200 }, -1)).toBe('Value must be at least 0');
    expect(bad({ type: 'percent', min: 10 }, 150)).toBe('Value must be at most 100');
    expect(ok({ type: 'percent', min: -50 }, -20)).toBe(-20);
  });

  it('toNumber', () => {
    expect(toNumber('1,234.5')).toBe(1234.5);
    expect(toNumber(3)).toBe(3);
    expect(toNumber('')).toBeNaN();
    expect(toNumber(null)).toBeNaN();
    expect(toNumber('0x1f')).toBeNaN();
  });
});

describe('yes/no fields', () => {
  it('boolean', () => {
    expect(ok({ type: 'boolean' }, true)).toBe(true);
    expect(ok({ type: 'boolean' }, false)).toBe(false);
    expect(ok({ type: 'boolean' }, 'true')).toBe(true);
    expect(ok({ type: 'boolean' }, 'false')).toBe(false);
    for (const v of ['yes', 1, 'Y']) expect(bad({ type: 'boolean' }, v)).toBe('Value must be yes or no');
  });

  it('flag is Y or N', () => {
    expect(ok({ type: 'flag' }, 'Y')).toBe('Y');
    expect(ok({ type: 'flag' }, 'N')).toBe('N');
    for (const v of ['y', 'Yes', true, 1]) expect(bad({ type: 'flag' }, v)).toBe("Value must be 'Y' or 'N'");
  });
});

describe('dates and times', () => {
  it('date is YYYY-MM-DD and a real day', () => {
    expect(ok({ type: 'date' }, '2024-02-29')).toBe('2024-02-29');
    expect(ok({ type: 'date' }, '2024-12-31')).toBe('2024-12-31');
    for (const v of [
      '2023-02-29',
      '2024-02-30',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '24-01-01',
      '2024/01/01',
      '2024-01-01T00:00',
      20240101,
    ])
      expect(bad({ type: 'date' }, v)).toBe('Value must be a date (YYYY-MM-DD)');
  });

  it('datetime is ISO with optional seconds and zone, and a real moment', () => {
    for (const v of ['2024-05-01T10:30', '2024-05-01T10:30:15', '2024-05-01T10:30:15.123Z', '2024-05-01T23:59:59+07:00'])
      expect(ok({ type: 'datetime' }, v)).toBe(v);
    for (const v of [
      '2024-05-01',
      '2024-05-01 10:30',
      '2024-02-30T10:00',
      '2024-01-01T24:00',
      '2024-01-01T10:60',
      '2024-01-01T10:00:61Z',
    ])
      expect(bad({ type: 'datetime' }, v)).toBe('Value must be a date (YYYY-MM-DD)');
  });

  it('time is HH:mm with optional seconds', () => {
    for (const v of ['00:00', '23:59', '07:05:09']) expect(ok({ type: 'time' }, v)).toBe(v);
    for (const v of ['24:00', '7:00', '12:60', '12:00:60', 'noon'])
      expect(bad({ type: 'time' }, v)).toBe('Value must be a time (HH:mm)');
  });

  it('monthYear is YYYY-MM', () => {
    expect(ok({ type: 'monthYear' }, '2024-12')).toBe('2024-12');
    for (const v of ['2024-13', '2024-00', '2024-1', '12/2024', '2024-12-01'])
      expect(bad({ type: 'monthYear' }, v)).toBe('Value must be a month (YYYY-MM)');
  });
});

describe('choices', () => {
  const options = ['small', { value: 'big', label: text('Big one', 'ใหญ่') }];

  it('select accepts one of its options and names them when refusing', () => {
    expect(ok({ type: 'select', options }, 'small')).toBe('small');
    expect(ok({ type: 'select', options }, 'big')).toBe('big');
    expect(bad({ type: 'select', options }, 'huge')).toBe('Value must be one of: Small, Big one');
    expect(bad({ type: 'select', options }, 'huge', 'th')).toBe('ค่าต้องเป็นหนึ่งใน: Small, ใหญ่');
    expect(bad({ type: 'select', options }, ['small'])).toMatch(/must be one of/);
  });

  it('multiselect accepts a list of options', () => {
    expect(ok({ type: 'multiselect', options }, ['small', 'big'])).toEqual(['small', 'big']);
    expect(bad({ type: 'multiselect', options }, ['small', 'huge'])).toMatch(/must be one of/);
    expect(bad({ type: 'multiselect', options }, 'small')).toMatch(/must be one of/);
  });

  it('status takes the workflow states', () => {
    const schema = schemaWith(
      [
        { name: 'title', type: 'text' },
        { name: 'status', type: 'status' },
      ],
      {
        workflow: {
          field: 'status',
          initial: 'draft',
          states: [
            { value: 'draft', label: text('Draft', 'ร่าง') },
            { value: 'done', label: text('Done', 'เสร็จ') },
          ],
          transitions: [{ action: 'finish', label: text('Finish'), from: ['draft'], to: 'done', allow: {} }],
        },
      },
    );
    expect(validateRecord(schema, { status: 'done' }).errors).toEqual({});
    expect(validateRecord(schema, { status: 'lost' }).errors).toEqual({ status: 'Status must be one of: Draft, Done' });
  });

  it('reference is an id (number or string)', () => {
    const f = { type: 'reference', resource: 'things' };
    expect(ok(f, 5)).toBe(5);
    expect(ok(f, '5')).toBe('5');
    expect(bad(f, { id: 5 })).toBe('Value must point to an existing record');
    expect(bad(f, true)).toBe('Value must point to an existing record');
  });
});

describe('files', () => {
  it('file and image take a URL, an { url, name } object or a list of them', () => {
    for (const type of ['file', 'image']) {
      expect(ok({ type }, '/uploads/a.png')).toBe('/uploads/a.png');
      expect(ok({ type }, { url: '/uploads/a.png', name: 'a.png' })).toEqual({ url: '/uploads/a.png', name: 'a.png' });
      expect(ok({ type }, [{ url: '/u/1.pdf', name: '1.pdf' }, '/u/2.pdf'])).toHaveLength(2);
      expect(bad({ type }, { name: 'a.png' })).toBe('Value must be text');
      expect(bad({ type }, [{ url: 1 }])).toBe('Value must be text');
      expect(bad({ type }, 42)).toBe('Value must be text');
    }
  });
});

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

describe('bounds a field does not set', () => {
  it('a number without min or max takes any finite number', () => {
    for (const v of [-1e12, 0, 1e12]) expect(one({ type: 'number' }, v)).toEqual({ value: v, error: undefined });
  });

  it('text without minLength, maxLength or pattern takes any text, trimmed', () => {
    expect(one({ type: 'text' }, 'x')).toEqual({ value: 'x', error: undefined });
    expect(one({ type: 'text' }, ` ${'long '.repeat(400)}`).value).toBe('long '.repeat(400).trim());
  });
});

describe('the language', () => {
  it('is English unless asked', () => {
    const hidden = schemaWith([{ name: 'title', type: 'text', label: text('Title', 'หัวข้อ'), required: true }]);
    expect(validateRecord(hidden, {}).errors).toEqual({ title: 'Title is required' });
    expect(validateRecord(hidden, {}, 'th').errors).toEqual({ title: 'กรุณากรอกหัวข้อ' });
  });
});
