/** Import from a spreadsheet, the pure part (src/schema/import.ts, import-cells.ts): headers, cells, references, rows. */
import { describe, expect, it } from 'vitest';
import { schemaForUser } from '../../../src/access/scope';
import {
  analyseImport,
  buildReferenceIndex,
  cellValue,
  checkImportRow,
  importFields,
  isXlsxName,
  matchHeaders,
  matchReference,
  normalizeHeader,
  withRefusedRows,
  yesNo,
  type Cell,
  type ReferenceIndex,
} from '../../../src/schema/import';
import { validateRecord } from '../../../src/schema/validate';
import { importRegistry } from '../../support/import-fixture';
import { testUser } from '../../support/users';

const registry = importRegistry();
const contacts = registry.byName.get('contacts')!;
const people = registry.byName.get('people')!;
const field = (name: string) => contacts.fields.find((f) => f.name === name)!;
const names = (fields: readonly ({ name: string } | null)[]) => fields.map((f) => f?.name ?? null);

const PEOPLE = [
  { id: 1, code: 'P0001', firstName: 'Anan', email: 'anan@example.com' },
  { id: 2, code: 'P0002', firstName: 'Somchai', email: 'somchai@example.com' },
  { id: 3, code: 'P0003', firstName: 'Somchai', email: 'somchai.k@example.com' },
  // A title that is another record's code: the code wins.
  { id: 4, code: 'P0004', firstName: 'P0001', email: 'odd@example.com' },
];
const peopleIndex = buildReferenceIndex(people, PEOPLE);
const refs = new Map<string, ReferenceIndex>([['owner', peopleIndex]]);

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

describe('references by title or code', () => {
  it('finds a record by its document number, a unique field, or its title, ignoring case and spaces', () => {
    expect(matchReference(peopleIndex, 'p0002')).toEqual({ id: 2 });
    expect(matchReference(peopleIndex, ' ANAN@example.com ')).toEqual({ id: 1 });
    expect(matchReference(peopleIndex, 'anan')).toEqual({ id: 1 });
  });

  it('prefers a code to a title, and calls a title that names several records ambiguous', () => {
    expect(matchReference(peopleIndex, 'P0001')).toEqual({ id: 1 });
    expect(matchReference(peopleIndex, 'somchai')).toEqual({ miss: 'ambiguous' });
    expect(matchReference(peopleIndex, 'nobody')).toEqual({ miss: 'none' });
  });

  it('gives the form message for no record, and names the text for several, in English and Thai', () => {
    expect(cellValue(contacts, field('owner'), 'Anan', 'en', peopleIndex)).toEqual({ value: 1 });
    expect(cellValue(contacts, field('owner'), 'nobody', 'en', peopleIndex)).toEqual({
      error: 'Owner must point to an existing record',
    });
    expect(cellValue(contacts, field('owner'), 'Somchai', 'en', peopleIndex)).toEqual({
      error: 'Owner: "Somchai" matches more than one record',
    });
    expect(cellValue(contacts, field('owner'), 'nobody', 'th', peopleIndex)).toEqual({ error: 'ผู้ดูแลต้องอ้างถึงรายการที่มีอยู่' });
    expect(cellValue(contacts, field('owner'), 'Anan', 'en')).toEqual({ error: 'Owner must point to an existing record' });
  });

  it('uses the reference field labelField as a title too', () => {
    const index = buildReferenceIndex(people, PEOPLE, 'email');
    expect(index.titles.has('odd@example.com')).toBe(true);
  });
});

describe('cellValue', () => {
  const value = (name: string, cell: Cell) => cellValue(contacts, field(name), cell, 'en', undefined).value;

  it('reads an option by its value or its label in either language; keeps anything else for the validator', () => {
    expect(value('kind', 'Customer')).toBe('customer');
    expect(value('kind', 'ผู้สนใจ')).toBe('lead');
    expect(value('kind', ' LEAD ')).toBe('lead');
    expect(value('kind', 'Partner')).toBe('Partner');
  });

  it('splits several options on commas, semicolons or new lines', () => {
    expect(value('tags', 'VIP, new')).toEqual(['vip', 'new']);
    expect(value('tags', 'vip;\nold')).toEqual(['vip', 'old']);
  });

  it('reads yes and no words in English and Thai, and boolean cells, for flags', () => {
    expect(['Yes', 'y', 'TRUE', 'ใช่', true].map((c) => value('active', c))).toEqual(['Y', 'Y', 'Y', 'Y', 'Y']);
    expect(['No', 'n', 'false', 'ไม่ใช่', false].map((c) => value('active', c))).toEqual(['N', 'N', 'N', 'N', 'N']);
    expect(value('active', 'maybe')).toBe('maybe');
    expect(yesNo(1)).toBe(true);
    expect(yesNo('?')).toBeUndefined();
  });

  it('takes the day of a date cell, numbers as typed, text from a number, and nothing from an empty cell', () => {
    expect(value('since', '2024-01-15')).toBe('2024-01-15');
    expect(value('since', '2024-01-15T00:00:00')).toBe('2024-01-15');
    expect(value('since', '2024-01-15T10:30:00')).toBe('2024-01-15T10:30:00');
    expect(value('credit', '1,250.5')).toBe('1,250.5');
    expect(value('credit', 99)).toBe(99);
    expect(value('name', 8850000000001)).toBe('8850000000001');
    expect(cellValue(contacts, field('name'), '   ', 'en')).toEqual({});
    expect(cellValue(contacts, field('name'), null, 'en')).toEqual({});
  });

  it('reads months, times and date-times from date cells and typed text', () => {
    const at = (type: 'monthYear' | 'time' | 'datetime', cell: Cell) =>
      cellValue(contacts, { name: 'x', type } as never, cell, 'en').value;
    expect(at('monthYear', '2024-03-01')).toBe('2024-03');
    expect(at('time', '1900-01-01T09:45:00')).toBe('09:45');
    expect(at('time', '09:45')).toBe('09:45');
    expect(at('datetime', '2024-03-01 09:45')).toBe('2024-03-01T09:45');
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
    const { values, errors } = checkImportRow(
      contacts,
      columns,
      [' Ann ', '', 'Customer', null, '1,000.555', 'Anan'],
      'en',
      refs,
    );
    expect(errors).toEqual({});
    expect(values).toEqual({ name: 'Ann', kind: 'customer', credit: 1000.56, owner: 1 });
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
