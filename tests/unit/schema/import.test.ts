/**
 * Import from a spreadsheet, rows and headers (src/schema/import/import.ts): which fields a file may fill (never some
 * types), headers (with a "*" inside, or no label), a row's check (defaults and the workflow's first state on a
 * checked row), repeated unique values inside one file, the analysis of a file, and its name.
 */
import { describe, expect, it } from 'vitest';
import { schemaForUser } from '../../../src/access/scope';
import {
  analyseImport,
  type Cell,
  checkImportRow,
  importFields,
  type ImportRow,
  isXlsxName,
  markDuplicates,
  matchHeaders,
  noImportReason,
  normalizeHeader,
  type ReferenceIndex,
  systemFields,
  uniqueKey,
  withRefusedRows,
} from '../../../src/schema/import/import';
import type { Field, ResourceSchema } from '../../../src/schema/meta/meta';
import { validateRecord } from '../../../src/schema/records/validate';
import { testUser } from '../../support/users';
import { contacts, people, peopleIndex, registry } from './import-fixtures';

const names = (fields: readonly ({ name: string } | null)[]) => fields.map((f) => f?.name ?? null);
const refs = new Map<string, ReferenceIndex>([['owner', peopleIndex]]);
const memos = registry.byName.get('memos')!;
const orders = registry.byName.get('orders')!;

const withFields = (schema: ResourceSchema, change: (fields: Field[]) => unknown[]): ResourceSchema =>
  ({ ...schema, fields: change(schema.fields) }) as ResourceSchema;

describe('importFields', () => {
  it('is every field a cell can fill: no document number, computed, file, table or read-only field', () => {
    expect(importFields(contacts).map((f) => f.name)).toEqual([
      'name',
      'email',
      'kind',
      'tags',
      'active',
      'since',
      'credit',
      'owner',
    ]);
  });

  it('leaves out what the user may not write (schemaForUser marks it read-only) or not read', () => {
    const staff = schemaForUser(contacts, testUser('Staff', 'E9'), {});
    expect(importFields(staff).map((f) => f.name)).not.toContain('credit');
    expect(importFields(schemaForUser(contacts, testUser('HR', 'E8'), {})).map((f) => f.name)).toContain('credit');
  });
});

describe('matchHeaders', () => {
  it('matches English and Thai labels and field names, whatever the case, spaces or a trailing "*"', () => {
    const { columns, ignored, missing } = matchHeaders(contacts, [
      'NAME',
      ' e mail ',
      'ประเภท',
      'tags',
      'Credit Limit *',
      'ผู้ดูแล',
    ]);
    expect(names(columns)).toEqual(['name', 'email', 'kind', 'tags', 'credit', 'owner']);
    expect(ignored).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('says why a column is ignored: unknown, set by the system, read-only, or a second column for one field', () => {
    const staff = schemaForUser(contacts, testUser('Staff', 'E9'), {});
    const { columns, ignored } = matchHeaders(staff, [
      'Name',
      'Colour',
      'Number',
      'Display name',
      'Photo',
      'Credit limit',
      'name',
      null,
      '',
    ]);
    expect(names(columns)).toEqual(['name', null, null, null, null, null, null, null, null]);
    expect(ignored).toEqual([
      { index: 1, header: 'Colour', reason: 'unknown' },
      { index: 2, header: 'Number', reason: 'system' },
      { index: 3, header: 'Display name', reason: 'system' },
      { index: 4, header: 'Photo', reason: 'system' },
      { index: 5, header: 'Credit limit', reason: 'readOnly' },
      { index: 6, header: 'name', reason: 'duplicate' },
    ]);
  });

  it('names the required fields no column fills', () => {
    expect(matchHeaders(contacts, ['Email']).missing.map((f) => f.name)).toEqual(['name', 'kind']);
  });

  it('prefers a field name over another field whose label is the same word', () => {
    const schema = {
      ...contacts,
      fields: [
        { name: 'code', type: 'text' as const, label: { en: 'Name', th: 'ชื่อ' } },
        { name: 'name', type: 'text' as const, label: { en: 'Full name', th: 'ชื่อเต็ม' } },
      ],
    };
    expect(names(matchHeaders(schema, ['name', 'code']).columns)).toEqual(['name', 'code']);
  });

  it('normalizes headers', () => {
    expect(normalizeHeader('  Part No. ** ')).toBe('partno.');
    expect(normalizeHeader(null)).toBe('');
    expect(normalizeHeader(42)).toBe('42');
  });
});

describe('checkImportRow', () => {
  const columns = matchHeaders(contacts, ['Name', 'Email', 'Kind', 'Active', 'Credit limit', 'Owner']).columns;

  it('gives the messages the form gives (validateRecord), and a reference message of its own', () => {
    const { errors } = checkImportRow(contacts, columns, ['', 'not-an-email', 'Partner', 'Y', -1, 'nobody'], 'en', refs);
    const form = validateRecord(contacts, { email: 'not-an-email', kind: 'Partner', credit: -1, active: 'Y' }, 'en').errors;
    expect(errors).toEqual({ ...form, owner: 'Owner must point to an existing record' });
    expect(errors.name).toBe('Name is required');
    expect(errors.kind).toBe('Kind must be one of: Lead, Customer');
  });

  it('answers in Thai', () => {
    expect(checkImportRow(contacts, columns, ['', '', 'Lead'], 'th', refs).errors).toEqual({ name: 'กรุณากรอกชื่อ' });
  });

  it('sends only the filled columns, as the validator normalised them; defaults and system fields are the server’s', () => {
    const { values, errors } = checkImportRow(contacts, columns, [' Ann ', '', 'Customer', null, '1,000.50', 'Anan'], 'en', refs);
    expect(errors).toEqual({});
    expect(values).toEqual({ name: 'Ann', kind: 'customer', credit: 1000.5, owner: 1 });
  });

  it('refuses a text cell with more decimals than the money keeps, as the form does, instead of rounding it', () => {
    const { errors } = checkImportRow(contacts, columns, ['Ann', '', 'Customer', null, '1,000.555', 'Anan'], 'en', refs);
    expect(errors).toEqual({ credit: 'Credit limit takes at most 2 decimal places' });
  });

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

describe('analyseImport', () => {
  const sheet = {
    headers: ['Name', 'Email', 'Kind'] as Cell[],
    rows: [
      { row: 2, cells: ['Ann', 'ann@example.com', 'Lead'] as Cell[] },
      { row: 4, cells: ['Ben', 'ANN@example.com ', 'Lead'] as Cell[] },
      { row: 5, cells: ['', 'carl@example.com', 'Lead'] as Cell[] },
      { row: 6, cells: ['Dan', 'dan@example.com', 'Customer'] as Cell[] },
    ],
  };

  it('checks every row, marks a unique value repeated in the file, and counts good and bad rows', () => {
    const progress: number[] = [];
    const result = analyseImport(contacts, sheet, 'en', new Map(), (done) => progress.push(done), 2);
    expect(result.rows.map((r) => r.row)).toEqual([2, 4, 5, 6]);
    expect(result.rows[1]!.errors).toEqual({ email: 'Email is the same as in row 2 of this file' });
    expect(result.rows[2]!.errors).toEqual({ name: 'Name is required' });
    expect([result.good, result.bad]).toEqual([2, 2]);
    expect(progress).toEqual([2, 4]);
  });

  it('adds the server’s messages to their rows and counts again', () => {
    const result = analyseImport(contacts, sheet, 'en');
    const merged = withRefusedRows(result, [{ row: 6, errors: { email: 'Email is already used by another record' } }]);
    expect(merged.rows[3]!.errors).toEqual({ email: 'Email is already used by another record' });
    expect([merged.good, merged.bad]).toEqual([1, 3]);
    expect(result.rows[3]!.errors).toEqual({});
    expect(withRefusedRows(result, [])).toBe(result);
  });
});

describe('isXlsxName', () => {
  it('takes .xlsx in any case only', () => {
    expect(['a.xlsx', 'B.XLSX', ' c.xlsx '].map(isXlsxName)).toEqual([true, true, true]);
    expect(['a.csv', 'a.xls', 'a.xlsm', 'a.xlsx.csv', 'xlsx'].map(isXlsxName)).toEqual([false, false, false, false, false]);
  });
});

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
