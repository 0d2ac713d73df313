/** The one table of field types (src/schema/meta/field-types.ts): complete, and what its consumers rely on. */
import { describe, expect, it } from 'vitest';
import {
  DESCRIBED_TYPES,
  FIELD_TYPE_INFO,
  FIELD_TYPES,
  isEmptyValue,
  isMoneyField,
  isNumericField,
  numericFieldNames,
  validateRecord,
  type FieldType,
  type ResourceSchema,
} from '../../../src/schema';

describe('the field-type table', () => {
  it('has an entry for every field type, and nothing else', () => {
    expect(DESCRIBED_TYPES).toEqual(FIELD_TYPES);
    expect(Object.keys(FIELD_TYPE_INFO).sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('names the input of every type: formulas and workflow states are never typed in', () => {
    expect(FIELD_TYPE_INFO.computed.widget).toBe('computed');
    expect(FIELD_TYPE_INFO.status.widget).toBe('status');
    expect(FIELD_TYPES.filter((t) => FIELD_TYPE_INFO[t].widget === 'number')).toEqual(['integer', 'number', 'money', 'percent']);
    expect(FIELD_TYPE_INFO.table.widget).toBe('table');
  });

  it('numbers: the four numeric types and computed values not formatted as text', () => {
    const numeric = FIELD_TYPES.filter((type) => isNumericField({ type }));
    expect(numeric).toEqual(['integer', 'number', 'money', 'percent', 'computed']);
    expect(isNumericField({ type: 'computed', format: 'text' })).toBe(false);
    expect(isNumericField({ type: 'computed', format: 'money' })).toBe(true);
  });

  it('only money (and computed money) rounds as money', () => {
    expect(FIELD_TYPES.filter((type) => isMoneyField({ type }))).toEqual(['money']);
    expect(isMoneyField({ type: 'computed', format: 'money' })).toBe(true);
    expect(isMoneyField({ type: 'computed', format: 'number' })).toBe(false);
  });

  it('empty: undefined, null, empty text and empty lists; zero and false are values', () => {
    for (const v of [undefined, null, '', []]) expect(isEmptyValue(v)).toBe(true);
    for (const v of [0, false, ' ', ['x'], {}]) expect(isEmptyValue(v)).toBe(false);
  });

  it('list-valued types clear to an empty list and start empty in a form; switches start off', () => {
    const clearedToList = FIELD_TYPES.filter((t) => FIELD_TYPE_INFO[t].cleared !== null);
    expect(clearedToList).toEqual(['multiselect', 'table']);
    expect(FIELD_TYPE_INFO.boolean.formDefault).toBe(false);
    expect(FIELD_TYPE_INFO.flag.formDefault).toBe('N');
    expect(FIELD_TYPES.filter((t) => 'formDefault' in FIELD_TYPE_INFO[t]).sort()).toEqual(
      ['boolean', 'flag', 'multiselect', 'table'].sort(),
    );
  });

  it('filters: free text by contains, codes and options by equality, numbers and dates by range, files and tables not at all', () => {
    const by = (filter: string | null) => FIELD_TYPES.filter((t) => FIELD_TYPE_INFO[t].filter === filter);
    expect(by(null)).toEqual(['file', 'image', 'table']);
    expect(by('range')).toEqual(['integer', 'number', 'money', 'percent', 'date', 'monthYear', 'computed']);
    expect(by('dayRange')).toEqual(['datetime']);
    expect(by('equals')).toEqual(['boolean', 'flag', 'select', 'reference', 'status']);
    expect(FIELD_TYPES.filter((t) => !FIELD_TYPE_INFO[t].sortable)).toEqual(['file', 'image', 'table']);
  });

  it('free text for search: the text types without a format of their own or a closed set of values', () => {
    expect(FIELD_TYPES.filter((t) => FIELD_TYPE_INFO[t].freeText)).toEqual([
      'text',
      'textarea',
      'richtext',
      'email',
      'phone',
      'url',
      'barcode',
    ]);
  });

  it('every text type with a format checks it, through the one validator', () => {
    const bad: Partial<Record<FieldType, string>> = {
      date: '2023-02-29',
      datetime: '2024-13-01T10:00',
      time: '24:00',
      monthYear: '2025-13',
      email: 'a@b',
      phone: '12',
      url: 'ftp://x',
    };
    const good: Partial<Record<FieldType, string>> = {
      date: '2024-02-29',
      datetime: '2024-12-01T10:00:00Z',
      time: '23:59',
      monthYear: '2025-12',
      email: 'a@b.co',
      phone: '+66 81 234 5678',
      url: 'https://x.co',
    };
    for (const type of Object.keys(bad) as FieldType[]) {
      const schema = { name: 'x', fields: [{ name: 'v', type }] } as unknown as ResourceSchema;
      expect(validateRecord(schema, { v: bad[type] }).errors.v, type).toBeDefined();
      expect(validateRecord(schema, { v: good[type] }).errors, type).toEqual({});
    }
  });

  it('names the numeric fields of a schema for the list query', () => {
    const schema = {
      fields: [
        { name: 'a', type: 'money' },
        { name: 'b', type: 'text' },
        { name: 'c', type: 'computed', format: 'text' },
        { name: 'd', type: 'computed' },
      ],
    } as unknown as ResourceSchema;
    expect([...numericFieldNames(schema)]).toEqual(['a', 'd']);
  });
});
