import { describe, expect, it } from 'vitest';
import { applyFormulas, toNumber, validateRecord } from '../../../src/schema/validate';
import { schemaWith } from '../../support/schemas';

type Json = Record<string, unknown>;
const text = (en: string, th = `${en}-th`) => ({ en, th });

/** Validates `{ [field.name]: value }` against a one-field schema. */
function one(field: Json, value: unknown, lang = 'en') {
  const schema = schemaWith([{ name: 'v', label: text('Value', 'ค่า'), ...field }]);
  const { values, errors } = validateRecord(schema, { v: value }, lang);
  return { value: values.v, error: errors.v };
}

const ok = (field: Json, value: unknown) => {
  const r = one(field, value);
  expect(r.error, `${JSON.stringify(value)} should be valid`).toBeUndefined();
  return r.value;
};
const bad = (field: Json, value: unknown, lang = 'en') => {
  const r = one(field, value, lang);
  expect(r.error, `${JSON.stringify(value)} should be refused`).toBeTypeOf('string');
  expect(r.value).toBeUndefined();
  return r.error!;
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

  it('money rounds to 2 decimals (or its precision) and reads thousands separators', () => {
    expect(ok({ type: 'money' }, 10.005)).toBe(10.01);
    expect(ok({ type: 'money' }, 1.005)).toBe(1.01);
    expect(ok({ type: 'money' }, '1,234.5')).toBe(1234.5);
    expect(ok({ type: 'money' }, '1,234,567.891')).toBe(1234567.89);
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

describe('child tables', () => {
  const order = schemaWith([
    { name: 'customer', type: 'text', required: true },
    {
      name: 'lines',
      type: 'table',
      label: text('Lines', 'รายการ'),
      required: true,
      minRows: 1,
      fields: [
        { name: 'product', type: 'text', required: true },
        { name: 'price', type: 'money', required: true, min: 0 },
        { name: 'qty', type: 'integer', label: text('Qty', 'จำนวน'), required: true, min: 1 },
        { name: 'total', type: 'computed', formula: { '*': [{ var: 'price' }, { var: 'qty' }] } },
      ],
    },
    { name: 'subtotal', type: 'computed', formula: { sum: [{ var: 'lines' }, { var: 'total' }] } },
    { name: 'shippingFee', type: 'money', min: 0 },
    { name: 'grandTotal', type: 'computed', formula: { '+': [{ var: 'subtotal' }, { var: ['shippingFee', 0] }] } },
  ]);

  it('validates each row with nested error keys', () => {
    const { errors } = validateRecord(order, {
      customer: 'Somchai',
      lines: [
        { product: 'A', price: 10, qty: 1 },
        { product: '', price: -1, qty: 1.5 },
      ],
    });
    expect(errors).toEqual({
      'lines.1.product': 'Product is required',
      'lines.1.price': 'Price must be at least 0',
      'lines.1.qty': 'Qty must be a whole number',
    });
  });

  it('row errors in Thai', () => {
    const { errors } = validateRecord(order, { customer: 'x', lines: [{ product: 'A', price: 1 }] }, 'th');
    expect(errors).toEqual({ 'lines.0.qty': 'กรุณากรอกจำนวน' });
  });

  it('recalculates line totals and the grand total, dropping unknown row keys', () => {
    const { values, errors } = validateRecord(order, {
      customer: 'Somchai',
      lines: [
        { product: 'A', price: '1,000.50', qty: '2', total: 999999, hack: true },
        { product: 'B', price: 0.335, qty: 3 },
      ],
      subtotal: 1,
      shippingFee: 50,
      grandTotal: 2,
    });
    expect(errors).toEqual({});
    expect(values.lines).toEqual([
      { product: 'A', price: 1000.5, qty: 2, total: 2001 },
      { product: 'B', price: 0.34, qty: 3, total: 1.02 },
    ]);
    expect(values.subtotal).toBe(2002.02);
    expect(values.grandTotal).toBe(2052.02);
  });

  it('minRows, required and a value that is not a list', () => {
    expect(validateRecord(order, { customer: 'x', lines: [] }).errors).toEqual({ lines: 'Lines is required' });
    expect(validateRecord(order, { customer: 'x', lines: 'a' }).errors).toEqual({ lines: 'Lines must be a list of rows' });
    const twoRows = schemaWith([{ name: 'lines', type: 'table', minRows: 2, fields: [{ name: 'a', type: 'text' }] }]);
    expect(validateRecord(twoRows, { lines: [{ a: 'x' }] }).errors).toEqual({ lines: 'Lines needs at least 2 row(s)' });
    expect(validateRecord(twoRows, { lines: [{ a: 'x' }] }, 'th').errors).toEqual({ lines: 'Linesต้องมีอย่างน้อย 2 แถว' });
    // minRows holds even when the table is not marked required.
    expect(validateRecord(twoRows, { lines: [] }).errors).toEqual({ lines: 'Lines needs at least 2 row(s)' });
    expect(validateRecord(twoRows, {}).errors).toEqual({ lines: 'Lines needs at least 2 row(s)' });
  });

  it('a row that is not an object is checked as an empty row', () => {
    expect(validateRecord(order, { customer: 'x', lines: ['junk'] }).errors).toEqual({
      'lines.0.product': 'Product is required',
      'lines.0.price': 'Price is required',
      'lines.0.qty': 'Qty is required',
    });
  });

  it('column conditions see the row', () => {
    const s = schemaWith([
      {
        name: 'items',
        type: 'table',
        fields: [
          { name: 'kind', type: 'select', options: ['goods', 'service'] },
          { name: 'hours', type: 'number', requiredIf: { '==': [{ var: 'kind' }, 'service'] } },
        ],
      },
    ]);
    expect(validateRecord(s, { items: [{ kind: 'goods' }, { kind: 'service' }] }).errors).toEqual({
      'items.1.hours': 'Hours is required',
    });
  });
});

describe('required, requiredIf, visibleIf', () => {
  const memo = schemaWith([
    { name: 'title', type: 'text', label: text('Title', 'เรื่อง'), required: true },
    { name: 'category', type: 'select', options: ['general', 'purchase'] },
    {
      name: 'reference',
      type: 'text',
      maxLength: 5,
      visibleIf: { '==': [{ var: 'category' }, 'purchase'] },
      requiredIf: { '==': [{ var: 'category' }, 'purchase'] },
    },
    { name: 'reason', type: 'text', requiredIf: { '!': { var: 'hurry' } } },
    { name: 'hurry', type: 'boolean' },
  ]);

  it('required: missing, null, empty and blank text', () => {
    for (const title of [undefined, null, '', '   '])
      expect(validateRecord(memo, { title, reason: 'r' }).errors).toEqual({ title: 'Title is required' });
  });

  it('requiredIf follows the other fields', () => {
    expect(validateRecord(memo, { title: 't' }).errors).toEqual({ reason: 'Reason is required' });
    expect(validateRecord(memo, { title: 't', hurry: true }).errors).toEqual({});
  });

  it('a visible conditional field is required, a hidden one is not', () => {
    expect(validateRecord(memo, { title: 't', hurry: true, category: 'purchase' }).errors).toEqual({
      reference: 'Reference is required',
    });
    expect(validateRecord(memo, { title: 't', hurry: true, category: 'general' }).errors).toEqual({});
  });

  it('a hidden field keeps a valid value and drops an invalid one, without an error', () => {
    const kept = validateRecord(memo, { title: 't', hurry: true, category: 'general', reference: 'PR-1' });
    expect(kept.errors).toEqual({});
    expect(kept.values.reference).toBe('PR-1');
    const dropped = validateRecord(memo, { title: 't', hurry: true, category: 'general', reference: { $gt: '' } });
    expect(dropped.errors).toEqual({});
    expect(dropped.values).not.toHaveProperty('reference');
    const tooLong = validateRecord(memo, { title: 't', hurry: true, category: 'general', reference: 'PR-123456' });
    expect(tooLong.values).not.toHaveProperty('reference');
  });

  it('Thai messages', () => {
    expect(validateRecord(memo, { reason: 'r' }, 'th').errors).toEqual({ title: 'กรุณากรอกเรื่อง' });
    expect(one({ type: 'text', maxLength: 2 }, 'abc', 'th').error).toBe('ค่าต้องไม่เกิน 2 ตัวอักษร');
    expect(one({ type: 'integer' }, 1.5, 'th').error).toBe('ค่าต้องเป็นจำนวนเต็ม');
    expect(one({ type: 'email' }, 'x', 'th').error).toBe('ค่าต้องเป็นอีเมลที่ถูกต้อง');
    expect(one({ type: 'date' }, 'x', 'th').error).toBe('ค่าต้องเป็นวันที่ (YYYY-MM-DD)');
  });

  it('an unknown language falls back to English', () => {
    expect(validateRecord(memo, { reason: 'r' }, 'fr').errors).toEqual({ title: 'Title is required' });
  });

  it('a label with $ signs is inserted literally', () => {
    expect(one({ type: 'text', required: true, label: text("Price $& $' $$") }, '').error).toBe("Price $& $' $$ is required");
  });
});

describe('computed fields and the record', () => {
  const s = schemaWith([
    { name: 'price', type: 'money' },
    { name: 'qty', type: 'integer' },
    { name: 'total', type: 'computed', formula: { '*': [{ var: 'price' }, { var: 'qty' }] } },
    { name: 'third', type: 'computed', precision: 4, formula: { '/': [1, 3] } },
  ]);

  it('recalculates computed fields and never trusts them from the input', () => {
    const { values, errors } = validateRecord(s, { price: 2.5, qty: 3, total: 1_000_000, third: 'x' });
    expect(errors).toEqual({});
    expect(values.total).toBe(7.5);
    expect(values.third).toBe(0.3333);
  });

  it('computes even when the inputs are missing', () => {
    expect(validateRecord(s, {}).values).toMatchObject({ total: 0 });
  });

  it('applyFormulas alone', () => {
    expect(applyFormulas(s, { price: 1.1, qty: 3 })).toMatchObject({ total: 3.3 });
  });

  it('drops unknown keys, keeps system keys', () => {
    const input = JSON.parse(
      '{"id":7,"createdAt":"2024-01-01T00:00:00.000Z","updatedAt":"2024-01-02T00:00:00.000Z","createdBy":"admin",' +
        '"price":1,"isAdmin":true,"__proto__":{"polluted":true}}',
    ) as Json;
    const { values } = validateRecord(s, input);
    expect(values).toEqual({
      id: 7,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-02T00:00:00.000Z',
      createdBy: 'admin',
      price: 1,
      total: 0,
      third: 0.3333,
    });
    expect(({} as Json).polluted).toBeUndefined();
  });

  it('normalises empty optional values', () => {
    const e = schemaWith([
      { name: 'a', type: 'text' },
      { name: 'b', type: 'multiselect', options: ['x'] },
      { name: 'c', type: 'number' },
    ]);
    const { values, errors } = validateRecord(e, { a: '', b: [], c: null });
    expect(errors).toEqual({});
    expect(values).toEqual({ a: null, b: [], c: null });
  });
});

describe('text formulas', () => {
  it('keeps a computed field with format "text" as text', () => {
    const schema = {
      name: 'people',
      label: { en: 'Person', th: 'คน' },
      pluralLabel: { en: 'People', th: 'คน' },
      area: 'hr',
      route: '/apps/people',
      titleField: 'fullName',
      fields: [
        { name: 'firstName', type: 'text' as const },
        { name: 'lastName', type: 'text' as const },
        {
          name: 'fullName',
          type: 'computed' as const,
          format: 'text' as const,
          formula: { cat: [{ var: 'firstName' }, ' ', { var: 'lastName' }] },
        },
      ],
    };
    expect(validateRecord(schema, { firstName: 'Somchai', lastName: 'Jaidee', fullName: 'forged' }).values.fullName).toBe(
      'Somchai Jaidee',
    );
  });
});
