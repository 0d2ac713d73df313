/**
 * Import from a spreadsheet, rows and headers (src/schema/import.ts), the cases schema-import.test.ts
 * leaves open: which types never get a column, headers with a "*" inside or no label, defaults and the
 * workflow's first state on a checked row, and repeated unique values inside one file.
 */
import { describe, expect, it } from 'vitest';
import {
  analyseImport,
  checkImportRow,
  importFields,
  markDuplicates,
  matchHeaders,
  noImportReason,
  normalizeHeader,
  systemFields,
  uniqueKey,
  type Cell,
  type ImportRow,
} from '../../../src/schema/import';
import type { Field, ResourceSchema } from '../../../src/schema/meta';
import { importRegistry } from '../../support/import-fixture';

const registry = importRegistry();
const contacts = registry.byName.get('contacts')!;
const people = registry.byName.get('people')!;
const memos = registry.byName.get('memos')!;
const orders = registry.byName.get('orders')!;
const names = (fields: readonly ({ name: string } | null)[]) => fields.map((f) => f?.name ?? null);
const withFields = (schema: ResourceSchema, change: (fields: Field[]) => unknown[]): ResourceSchema =>
  ({ ...schema, fields: change(schema.fields) }) as ResourceSchema;

describe('columns a file may fill', () => {
  it('never offers a child table, a file, an image, a computed or a status field', () => {
    const f = (name: string, type: string) => ({ name, type }) as Field;
    const bare = { ...contacts, naming: undefined, workflow: undefined } as ResourceSchema;
    expect(['table', 'file', 'image', 'computed', 'status'].map((t) => noImportReason(bare, f('x', t)))).toEqual([
      'system',
      'system',
      'system',
      'system',
      'system',
    ]);
    expect(noImportReason(bare, f('x', 'text'))).toBeUndefined();
    expect(importFields(orders).map((x) => x.name)).toEqual(['customer']);
  });

  it('counts the document number and the workflow state as the server’s, each only when declared', () => {
    expect([...systemFields({})]).toEqual([]);
    expect([...systemFields({ naming: contacts.naming })]).toEqual(['no']);
    expect([...systemFields({ workflow: memos.workflow })]).toEqual(['status']);
    expect([...systemFields(memos)]).toEqual(['no', 'status']);
    expect(importFields(memos).map((x) => x.name)).toEqual(['title', 'category', 'amount', 'approveBy']);
  });
});

describe('headers', () => {
  it('drops only a trailing "*": a "*" inside a header is part of it', () => {
    expect(normalizeHeader('Name *')).toBe('name');
    expect(normalizeHeader('Na*me')).toBe('na*me');
    expect(matchHeaders(contacts, ['Na*me', 'Name**']).ignored).toEqual([{ index: 0, header: 'Na*me', reason: 'unknown' }]);
  });

  it('matches a header typed with composed or decomposed accents alike', () => {
    const schema = withFields(contacts, (fields) => [
      ...fields,
      { name: 'cafe', type: 'text', label: { en: 'Caf\u00e9', th: 'ร้าน' } },
    ]);
    expect(names(matchHeaders(schema, ['Cafe\u0301']).columns)).toEqual(['cafe']);
  });

  it('matches a field without a label by its name made readable, in either language', () => {
    const { columns, ignored } = matchHeaders(people, ['Last name', 'Age', 'LASTNAME']);
    expect(names(columns)).toEqual(['lastName', 'age', null]);
    expect(ignored).toEqual([{ index: 2, header: 'LASTNAME', reason: 'duplicate' }]);
  });

  it('names an ignored header without the spaces around it', () => {
    expect(matchHeaders(contacts, ['Name', '  Colour  ']).ignored).toEqual([{ index: 1, header: 'Colour', reason: 'unknown' }]);
  });
});

describe('checkImportRow', () => {
  it('skips the cells of an ignored column', () => {
    const { columns } = matchHeaders(contacts, ['Colour', 'Name', 'Kind']);
    expect(checkImportRow(contacts, columns, ['red', 'Ann', 'Lead'], 'en')).toEqual({
      values: { name: 'Ann', kind: 'lead' },
      errors: {},
    });
  });

  it('keeps a value the file gives over the field’s default', () => {
    const { columns } = matchHeaders(contacts, ['Name', 'Kind', 'Active']);
    expect(checkImportRow(contacts, columns, ['Ann', 'Lead', 'No'], 'en').values).toEqual({
      name: 'Ann',
      kind: 'lead',
      active: 'N',
    });
  });

  it('lets a required field with a default go without a column, as the create form does', () => {
    const schema = withFields(contacts, (fields) => fields.map((f) => (f.name === 'kind' ? { ...f, default: 'lead' } : f)));
    const { columns, missing } = matchHeaders(schema, ['Name']);
    expect(missing.map((f) => f.name)).toEqual(['kind']);
    expect(checkImportRow(schema, columns, ['Ann'], 'en')).toEqual({ values: { name: 'Ann' }, errors: {} });
  });

  it('checks a new record in the workflow’s first state', () => {
    const schema = withFields(memos, (fields) => [
      ...fields,
      { name: 'reason', type: 'text', requiredIf: { '==': [{ var: 'status' }, 'draft'] } },
    ]);
    const { columns } = matchHeaders(schema, ['Title', 'Category', 'Reason']);
    expect(checkImportRow(schema, columns, ['Printer paper', 'it', ''], 'en').errors.reason).toBe('Reason is required');
    expect(checkImportRow(schema, columns, ['Printer paper', 'it', 'Stock'], 'en').errors.reason).toBeUndefined();
  });

  it('never reports a field the server fills in (the document number), even when the schema requires it', () => {
    const schema = withFields(contacts, (fields) => fields.map((f) => (f.name === 'no' ? { ...f, required: true } : f)));
    const { columns } = matchHeaders(schema, ['Name', 'Kind']);
    expect(checkImportRow(schema, columns, ['Ann', 'Lead'], 'en').errors).toEqual({});
  });

  it('does not send a value the validator drops (a hidden field given a bad value)', () => {
    const schema = withFields(contacts, (fields) => [
      ...fields,
      { name: 'site', type: 'url', visibleIf: { '==': [{ var: 'kind' }, 'customer'] } },
    ]);
    const { columns } = matchHeaders(schema, ['Name', 'Kind', 'Site']);
    const { values, errors } = checkImportRow(schema, columns, ['Ann', 'Lead', 'not a url'], 'en');
    expect(errors).toEqual({});
    expect(values).toStrictEqual({ name: 'Ann', kind: 'lead' });
  });
});

describe('repeated unique values in one file', () => {
  it('compares text as the server does: trimmed and in any case; a number by its digits', () => {
    expect(uniqueKey(' Ann@Example.COM ')).toBe(uniqueKey('ann@example.com'));
    expect(uniqueKey(' Ann@Example.COM ')).toBe('ann@example.com');
    expect(uniqueKey(42)).toBe('42');
  });

  it('marks a repeated unique number', () => {
    const schema = withFields(contacts, (fields) => [...fields, { name: 'badge', type: 'integer', unique: true }]);
    const sheet = {
      headers: ['Name', 'Kind', 'Badge'] as Cell[],
      rows: [
        { row: 2, cells: ['Ann', 'Lead', 7] as Cell[] },
        { row: 3, cells: ['Ben', 'Lead', '7'] as Cell[] },
      ],
    };
    const result = analyseImport(schema, sheet, 'en');
    expect(result.rows[1]!.errors).toEqual({ badge: 'Badge is the same as in row 2 of this file' });
  });

  it('never calls rows without a value the same', () => {
    const sheet = {
      headers: ['Name', 'Kind', 'Email'] as Cell[],
      rows: [
        { row: 2, cells: ['Ann', 'Lead'] as Cell[] },
        { row: 3, cells: ['Ben', 'Lead', ''] as Cell[] },
        { row: 4, cells: ['Cat', 'Lead', null] as Cell[] },
      ],
    };
    const result = analyseImport(contacts, sheet, 'en');
    expect(result.rows.map((r) => r.errors)).toEqual([{}, {}, {}]);
    expect([result.good, result.bad]).toEqual([3, 0]);

    const row = (n: number, email: unknown): ImportRow => ({ row: n, cells: [], values: { email }, errors: {} });
    const rows = [row(2, null), row(3, null), row(4, ''), row(5, ''), row(6, undefined), row(7, undefined)];
    markDuplicates(contacts, rows, 'en');
    expect(rows.map((r) => r.errors)).toEqual([{}, {}, {}, {}, {}, {}]);
  });
});
