/** What each field type's entry says (src/schema/meta/field-types.ts), column by column, as the screens and server read it. */
import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_INFO, fieldTypeInfo, isMoneyField } from '../../../src/schema/meta/field-types';
import { FIELD_TYPES } from '../../../src/schema/meta/constants';
import { validateRecord } from '../../../src/schema/records/validate';
import type { ResourceSchema } from '../../../src/schema/meta/meta';

const column = <K extends keyof (typeof FIELD_TYPE_INFO)['text']>(key: K) =>
  Object.fromEntries(FIELD_TYPES.map((t) => [t, (FIELD_TYPE_INFO[t] as Record<string, unknown>)[key]]));

describe('the field-type table, column by column', () => {
  it('format: how the screens show each type', () => {
    expect(column('format')).toEqual({
      text: 'text',
      textarea: 'text',
      richtext: 'text',
      integer: 'integer',
      number: 'number',
      money: 'money',
      percent: 'percent',
      boolean: 'yesNo',
      flag: 'flag',
      date: 'text',
      datetime: 'datetime',
      time: 'text',
      monthYear: 'text',
      select: 'option',
      multiselect: 'options',
      reference: 'reference',
      email: 'text',
      phone: 'text',
      url: 'text',
      barcode: 'text',
      file: 'file',
      image: 'file',
      table: 'rows',
      computed: 'computed',
      status: 'option',
    });
  });

  it('filter: the text types search inside the value, a multiselect too', () => {
    const contains = FIELD_TYPES.filter((t) => FIELD_TYPE_INFO[t].filter === 'contains');
    expect(contains).toEqual(['text', 'textarea', 'richtext', 'time', 'multiselect', 'email', 'phone', 'url', 'barcode']);
  });

  it('seed: how mock data is made for each type', () => {
    expect(column('seed')).toEqual({
      text: 'text',
      textarea: 'longText',
      richtext: 'longText',
      integer: 'number',
      number: 'number',
      money: 'number',
      percent: 'number',
      boolean: 'boolean',
      flag: 'flag',
      date: 'date',
      datetime: 'datetime',
      time: 'time',
      monthYear: 'monthYear',
      select: 'option',
      multiselect: 'options',
      reference: 'reference',
      email: 'email',
      phone: 'phone',
      url: 'url',
      barcode: 'barcode',
      file: 'none',
      image: 'none',
      table: 'none',
      computed: 'none',
      status: 'none',
    });
  });

  it('value: what kind of value each type stores', () => {
    expect(column('value')).toEqual({
      text: 'text',
      textarea: 'text',
      richtext: 'text',
      integer: 'number',
      number: 'number',
      money: 'number',
      percent: 'number',
      boolean: 'boolean',
      flag: 'flag',
      date: 'text',
      datetime: 'text',
      time: 'text',
      monthYear: 'text',
      select: 'option',
      multiselect: 'options',
      reference: 'reference',
      email: 'text',
      phone: 'text',
      url: 'text',
      barcode: 'text',
      file: 'file',
      image: 'file',
      table: 'rows',
      computed: 'computed',
      status: 'option',
    });
  });

  it("fieldTypeInfo is the type's entry", () => {
    for (const t of FIELD_TYPES) expect(fieldTypeInfo(t)).toBe(FIELD_TYPE_INFO[t]);
  });
});

describe('money', () => {
  it('is the money type, or a computed value formatted as money; a format alone does not make money', () => {
    expect(isMoneyField({ type: 'money' })).toBe(true);
    expect(isMoneyField({ type: 'computed', format: 'money' })).toBe(true);
    expect(isMoneyField({ type: 'number', format: 'money' })).toBe(false);
    expect(isMoneyField({ type: 'text', format: 'money' })).toBe(false);
  });
});

describe('datetime zones', () => {
  it('accepts a zone offset with or without its colon', () => {
    const schema = { name: 'x', fields: [{ name: 'at', type: 'datetime' }] } as unknown as ResourceSchema;
    for (const at of ['2024-05-01T10:30+07:00', '2024-05-01T10:30:00+0700', '2024-05-01T10:30Z'])
      expect(validateRecord(schema, { at }).errors, at).toEqual({});
  });
});
