/**
 * Record validation (src/schema/records/validate.ts), the record as a whole: child tables and minRows, required, requiredIf
 * and visibleIf, hidden fields never sent, computed fields and text formulas, and the system keys.
 */
import { describe, expect, it } from 'vitest';
import { applyFormulas, numericFieldNames, validateRecord } from '../../../src/schema/records/validate';
import { schemaWith } from '../../support/schema-files';
import { one, text, type Json } from './validate-fixtures';

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

  it('says it in French and Arabic, and an unknown language falls back to English', () => {
    expect(validateRecord(memo, { reason: 'r' }, 'fr').errors).toEqual({ title: 'Title est obligatoire' });
    expect(validateRecord(memo, { reason: 'r' }, 'ar').errors).toEqual({ title: 'Title مطلوب' });
    expect(validateRecord(memo, { reason: 'r' }, 'de').errors).toEqual({ title: 'Title is required' });
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

  const hidden = schemaWith([
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
    const r = validateRecord(hidden, { kind: 'a' });
    expect(r).toEqual({ values: { kind: 'a' }, errors: {} });
    expect(Object.keys(r.values)).toEqual(['kind']);
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
