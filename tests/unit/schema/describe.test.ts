/** The read-only helpers over a schema (src/schema/meta/describe.ts): labels, options, visible/required/read-only, columns. */
import { describe, expect, it } from 'vitest';
import {
  fieldLabel,
  fieldOptions,
  filterFields,
  humanize,
  isReadOnly,
  isRequired,
  isVisible,
  listFields,
  localize,
  searchFields,
} from '../../../src/schema/meta/describe';
import type { Field } from '../../../src/schema/meta/meta';
import { schemaWith } from '../../support/schema-files';

const L = (en: string, th: string) => ({ en, th });

describe('labels', () => {
  it('humanizes a field name: camelCase and snake_case become words, first letter capital', () => {
    expect(humanize('shippingFee')).toBe('Shipping fee');
    expect(humanize('first_name')).toBe('First name');
    expect(humanize('vat7Rate')).toBe('Vat7 rate');
    expect(humanize('totalVATAmount')).toBe('Total vatamount');
    expect(humanize('x')).toBe('X');
    expect(humanize('')).toBe('');
  });

  it('localizes to the language asked, else English, else the fallback (empty by default)', () => {
    const text = L('Supplier', 'ผู้ขาย');
    expect(localize(text, 'th')).toBe('ผู้ขาย');
    expect(localize(text, 'en')).toBe('Supplier');
    expect(localize(text, 'fr')).toBe('Supplier');
    expect(localize(undefined, 'th')).toBe('');
    expect(localize(undefined, 'th', 'Other')).toBe('Other');
  });

  it('labels a field with its label, or its humanized name when it has none', () => {
    expect(fieldLabel({ name: 'taxId', type: 'text', label: L('Tax ID', 'เลขผู้เสียภาษี') }, 'th')).toBe('เลขผู้เสียภาษี');
    expect(fieldLabel({ name: 'taxId', type: 'text' }, 'th')).toBe('Tax id');
  });
});

describe('fieldOptions', () => {
  const status: Field = { name: 'status', type: 'status' };
  const withWorkflow = schemaWith([{ name: 'title', type: 'text' }, status], {
    workflow: {
      field: 'status',
      initial: 'draft',
      states: [
        { value: 'draft', label: L('Draft', 'ร่าง'), color: 'default' },
        { value: 'done', label: L('Done', 'เสร็จ') },
      ],
      transitions: [{ action: 'finish', label: L('Finish', 'เสร็จ'), from: ['draft'], to: 'done', allow: {} }],
    },
  });

  it("lists a status field's workflow states, labelled in the language, with their colours", () => {
    expect(fieldOptions(withWorkflow, status, 'th')).toEqual([
      { value: 'draft', label: 'ร่าง', color: 'default' },
      { value: 'done', label: 'เสร็จ', color: undefined },
    ]);
  });

  it('lists nothing for a status field without a workflow to drive it, or without a schema', () => {
    expect(fieldOptions(schemaWith([{ name: 'title', type: 'text' }, status]), status, 'en')).toEqual([]);
    expect(fieldOptions(null, status, 'en')).toEqual([]);
  });

  it("takes only a status field's options from the workflow", () => {
    const select: Field = { name: 'status', type: 'select', options: ['open'] };
    expect(fieldOptions({ ...withWorkflow, fields: [select] }, select, 'en')).toEqual([{ value: 'open', label: 'Open' }]);
  });

  it('lists select options: a plain string is its own humanized label, an object has its own label and colour', () => {
    const f: Field = {
      name: 'priority',
      type: 'select',
      options: ['veryHigh', { value: 'low', label: L('Low', 'ต่ำ'), color: 'green' }],
    };
    expect(fieldOptions(null, f, 'th')).toEqual([
      { value: 'veryHigh', label: 'Very high' },
      { value: 'low', label: 'ต่ำ', color: 'green' },
    ]);
    expect(fieldOptions(null, { name: 'note', type: 'text' }, 'en')).toEqual([]);
  });
});

describe('visible, required, read-only', () => {
  it('is visible unless its visibleIf is false for the data', () => {
    const f: Field = { name: 'reason', type: 'text', visibleIf: { '==': [{ var: 'kind' }, 'other'] } };
    expect(isVisible({ name: 'a', type: 'text' }, {})).toBe(true);
    expect(isVisible(f, { kind: 'other' })).toBe(true);
    expect(isVisible(f, { kind: 'leave' })).toBe(false);
  });

  it('is required when marked, or when its requiredIf holds', () => {
    const f: Field = { name: 'reason', type: 'text', requiredIf: { '==': [{ var: 'kind' }, 'other'] } };
    expect(isRequired({ name: 'a', type: 'text', required: true }, {})).toBe(true);
    expect(isRequired({ name: 'a', type: 'text', required: false }, {})).toBe(false);
    expect(isRequired({ name: 'a', type: 'text' }, {})).toBe(false);
    expect(isRequired(f, { kind: 'other' })).toBe(true);
    expect(isRequired(f, { kind: 'leave' })).toBe(false);
  });

  it('is read-only when marked, computed, a workflow status, the document number, or its readOnlyIf holds', () => {
    const schema = schemaWith([{ name: 'code', type: 'text' }], { naming: { field: 'code', pattern: 'T{###}' } });
    const plain = schemaWith([{ name: 'code', type: 'text' }]);
    expect(isReadOnly(schema, { name: 'code', type: 'text' }, {})).toBe(true);
    expect(isReadOnly(plain, { name: 'code', type: 'text' }, {})).toBe(false);
    expect(isReadOnly(schema, { name: 'title', type: 'text' }, {})).toBe(false);
    expect(isReadOnly(plain, { name: 'title', type: 'text', readOnly: true }, {})).toBe(true);
    expect(isReadOnly(plain, { name: 'title', type: 'text', readOnly: false }, {})).toBe(false);
    expect(isReadOnly(plain, { name: 'total', type: 'computed', formula: 1 }, {})).toBe(true);
    expect(isReadOnly(plain, { name: 'status', type: 'status' }, {})).toBe(true);
    expect(isReadOnly(plain, { name: 'n', type: 'number' }, {})).toBe(false);
    const locked: Field = { name: 'amount', type: 'money', readOnlyIf: { '==': [{ var: 'state' }, 'paid'] } };
    expect(isReadOnly(plain, locked, { state: 'paid' })).toBe(true);
    expect(isReadOnly(plain, locked, { state: 'open' })).toBe(false);
  });
});

describe('list, filter and search columns', () => {
  const f = (name: string, extra: Record<string, unknown> = {}): Field => ({ name, type: 'text', ...extra }) as Field;

  it('lists the fields marked list, in schema order', () => {
    const schema = schemaWith([f('a'), f('b', { list: true }), f('c'), f('d', { list: true })]);
    expect(listFields(schema).map((x) => x.name)).toEqual(['b', 'd']);
  });

  it('lists the first five fields that are not child tables when none is marked', () => {
    const schema = schemaWith([
      f('a'),
      { name: 'lines', type: 'table', fields: [{ name: 'x', type: 'text' }] },
      f('b'),
      f('c'),
      f('d'),
      f('e'),
      f('g'),
    ]);
    expect(listFields(schema).map((x) => x.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('filters and searches by the fields marked for it', () => {
    const schema = schemaWith([
      f('a', { filter: true }),
      f('b', { search: true }),
      f('c', { filter: true, search: true }),
      f('d'),
    ]);
    expect(filterFields(schema).map((x) => x.name)).toEqual(['a', 'c']);
    expect(searchFields(schema).map((x) => x.name)).toEqual(['b', 'c']);
    expect(filterFields(schemaWith([f('a')]))).toEqual([]);
  });
});
