/**
 * Import from a spreadsheet, one cell at a time (src/schema/import/cells.ts): what an HR user's cell becomes: yes/no
 * words, options by value, dates typed as text (with spaces), references by title or code.
 */
import { describe, expect, it } from 'vitest';
import type { AnyField } from '../../../src/schema/meta/describe';
import { buildReferenceIndex, type Cell, cellValue, matchKey, matchReference, yesNo } from '../../../src/schema/import/import';
import type { ResourceSchema } from '../../../src/schema/meta/meta';
import { contacts, people, PEOPLE, peopleIndex } from './import-fixtures';

const field = (name: string) => contacts.fields.find((f) => f.name === name)!;
const owner = field('owner');

/** A field of any type, for the kinds the fixture does not declare. */
const anyField = (f: Record<string, unknown>) => ({ name: 'x', ...f }) as unknown as AnyField;
const valueOf = (f: AnyField, cell: Cell) => cellValue(contacts, f, cell, 'en').value;

/** people with extra fields (a unique number, a unique login, a nickname). */
const peopleWith = (...fields: Record<string, unknown>[]): ResourceSchema =>
  ({ ...people, fields: [...people.fields, ...fields] }) as unknown as ResourceSchema;

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

describe('yes and no words', () => {
  it('reads every Thai and English word the docs list, and 1 / 0', () => {
    expect(['ใช่', 'จริง', 'yes', 'Y', 'true', '1', 1].map((c) => yesNo(c))).toEqual([true, true, true, true, true, true, true]);
    expect(['ไม่ใช่', 'ไม่', 'เท็จ', 'no', 'N', 'false', '0', 0].map((c) => yesNo(c))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('gives nothing for an empty or unknown word', () => {
    expect(yesNo('')).toBeUndefined();
    expect(yesNo(null)).toBeUndefined();
    expect(yesNo('จริงๆ')).toBeUndefined();
  });

  it('fills a boolean field with true or false, and keeps another word for the validator', () => {
    const flag = anyField({ type: 'boolean' });
    expect(valueOf(flag, 'Yes')).toBe(true);
    expect(valueOf(flag, 'ไม่')).toBe(false);
    expect(valueOf(flag, true)).toBe(true);
    expect(valueOf(flag, false)).toBe(false);
    expect(valueOf(flag, 'maybe')).toBe('maybe');
  });

  it('fills a flag with N from 0 and the Thai words for no', () => {
    expect(['0', 'ไม่', 'เท็จ', 0].map((c) => valueOf(field('active'), c))).toEqual(['N', 'N', 'N', 'N']);
    expect(valueOf(field('active'), 'จริง')).toBe('Y');
  });
});

describe('matchKey', () => {
  it('treats nothing as empty text, and a run of spaces (or a tab) as one space', () => {
    expect(matchKey(undefined)).toBe('');
    expect(matchKey(null)).toBe('');
    expect(matchKey('  Ann \t  Lee ')).toBe('ann lee');
    expect(matchKey('Ann Lee')).not.toBe(matchKey('AnnLee'));
  });

  it('compares text typed with composed or decomposed accents alike', () => {
    // "é" as one character and as e + combining accent: the same word to the user.
    expect(matchKey('Caf\u00e9')).toBe(matchKey('Cafe\u0301'));
  });
});

describe('options', () => {
  const status = anyField({
    type: 'select',
    options: [
      { value: 'A1', label: { en: 'Active', th: 'ใช้งาน' } },
      { value: 'X9', label: { en: 'Closed', th: 'ปิด' } },
    ],
  });

  it('takes an option by its stored value when it differs from its labels', () => {
    expect(valueOf(status, 'a1')).toBe('A1');
    expect(valueOf(status, ' X9 ')).toBe('X9');
    expect(valueOf(status, 'ปิด')).toBe('X9');
  });

  it('keeps an unknown part of a multiselect trimmed, so the message names it as typed', () => {
    expect(valueOf(field('tags'), 'vip,  other ')).toEqual(['vip', 'other']);
  });
});

describe('dates typed as text', () => {
  it('reads a date, a month, a date-time and a time with spaces around them', () => {
    expect(valueOf(field('since'), ' 2024-01-15 ')).toBe('2024-01-15');
    expect(valueOf(anyField({ type: 'monthYear' }), ' 2024-03-01 ')).toBe('2024-03');
    expect(valueOf(anyField({ type: 'datetime' }), ' 2024-03-01 09:45 ')).toBe('2024-03-01T09:45');
    expect(valueOf(anyField({ type: 'time' }), ' 2024-03-01 09:45 ')).toBe('09:45');
  });

  it('keeps a date cell in a time column as it is, for the validator to refuse (never an empty time)', () => {
    expect(valueOf(anyField({ type: 'time' }), '2024-03-01')).toBe('2024-03-01');
  });

  it('keeps text that only contains a date as it is', () => {
    expect(valueOf(field('since'), 'from 2024-01-15')).toBe('from 2024-01-15');
    expect(valueOf(field('since'), '2024-01-15 approx.')).toBe('2024-01-15 approx.');
    expect(valueOf(field('since'), '2024-01-15 10:30')).toBe('2024-01-15 10:30');
  });
});

describe('references', () => {
  it('names the text of an ambiguous title trimmed, as the user typed it', () => {
    const index = buildReferenceIndex(people, [
      { id: 1, code: 'P0001', firstName: 'Somchai' },
      { id: 2, code: 'P0002', firstName: 'Somchai' },
    ]);
    expect(cellValue(contacts, owner, '  Somchai  ', 'en', index)).toEqual({
      error: 'Owner: "Somchai" matches more than one record',
    });
  });

  it('finds a title typed with extra spaces inside, and tells apart titles that differ by a space', () => {
    const index = buildReferenceIndex(people, [
      { id: 1, code: 'P0001', firstName: 'Ann Lee' },
      { id: 2, code: 'P0002', firstName: 'Annlee' },
    ]);
    expect(matchReference(index, 'ann   lee')).toEqual({ id: 1 });
    expect(matchReference(index, 'ANNLEE')).toEqual({ id: 2 });
  });

  it('never matches a blank text to records whose code or title is empty', () => {
    const index = buildReferenceIndex(people, [
      { id: 1, code: 'P0001', firstName: 'Ann', email: undefined },
      { id: 2, code: 'P0002', firstName: 'Ben', email: null },
      { id: 3, code: 'P0003', firstName: 'Cat', email: '' },
      { id: 4, code: '', firstName: null },
    ]);
    expect(matchReference(index, '')).toEqual({ miss: 'none' });
    expect(matchReference(index, '  ')).toEqual({ miss: 'none' });
    expect(matchReference(index, 'p0002')).toEqual({ id: 2 });
  });

  it('does not match a value that is not plain text (a nested object) by its printed form', () => {
    const index = buildReferenceIndex(people, [{ id: 1, code: 'P0001', firstName: { en: 'Ann' } as never }]);
    expect(matchReference(index, '[object Object]')).toEqual({ miss: 'none' });
  });

  it('leaves out records without an id', () => {
    const index = buildReferenceIndex(people, [
      { code: 'P0001', firstName: 'Nobody' },
      { id: null, code: 'P0002', firstName: 'Ghost' },
      { id: 3, code: 'P0003', firstName: 'Cat' },
    ]);
    expect(matchReference(index, 'Nobody')).toEqual({ miss: 'none' });
    expect(matchReference(index, 'P0001')).toEqual({ miss: 'none' });
    expect(matchReference(index, 'Ghost')).toEqual({ miss: 'none' });
    expect(matchReference(index, 'Cat')).toEqual({ id: 3 });
  });

  it('finds a record whose code or title is written twice on it (no ambiguity with itself)', () => {
    const target = peopleWith({ name: 'login', type: 'text', unique: true }, { name: 'nickname', type: 'text' });
    const index = buildReferenceIndex(
      target,
      [{ id: 1, code: 'P0001', login: 'p0001', firstName: 'Ann', nickname: 'ANN' }],
      'nickname',
    );
    expect(matchReference(index, 'P0001')).toEqual({ id: 1 });
    expect(matchReference(index, 'ann')).toEqual({ id: 1 });
  });

  it('uses unique text fields as codes, but not a unique number', () => {
    const target = peopleWith({ name: 'badge', type: 'integer', unique: true });
    const index = buildReferenceIndex(target, [
      { id: 1, code: 'P0001', firstName: 'Ann', badge: 7 },
      { id: 2, code: 'P0002', firstName: '7', badge: 8 },
    ]);
    expect(matchReference(index, '7')).toEqual({ id: 2 });
    expect(matchReference(index, '8')).toEqual({ miss: 'none' });
  });

  it('indexes a target without a document number by its unique fields and title', () => {
    const target = { ...people, naming: undefined } as ResourceSchema;
    const index = buildReferenceIndex(target, [{ id: 5, code: 'P0005', firstName: 'Eve', email: 'eve@example.com' }]);
    expect(matchReference(index, 'eve@example.com')).toEqual({ id: 5 });
    expect(matchReference(index, 'P0005')).toEqual({ miss: 'none' });
  });
});
