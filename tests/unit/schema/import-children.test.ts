/**
 * Child tables in an import file (src/schema/import/children.ts, with import.ts): a column per importable
 * child-table column, headers "<table>: <column>" or "<table>.<column>" in either language, lines grouped
 * into records (a record's line, then lines of child cells only; such a line with no record above is an
 * error), each child row checked as the form checks it, a bad child line noted on its record's line,
 * records counted (not lines), and the server's messages about a child row put back on its line.
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { schemaForUser } from '../../../src/access/scope';
import {
  analyseImport,
  buildReferenceIndex,
  checkImportRecord,
  childColumns,
  childHeader,
  childImportColumns,
  childImportReason,
  childKey,
  childLineKey,
  childMessageLine,
  countRecords,
  groupLines,
  hasChildColumns,
  isRecordLine,
  lineChildRows,
  matchHeaders,
  NO_COLUMN_TYPES,
  NO_RECORD_KEY,
  noRecordMessage,
  noteChildLines,
  readyLines,
  recordPayload,
  withRefusedRows,
  type Cell,
  type ChildColumn,
  type ImportRow,
  type ReferenceIndex,
  type SheetLine,
} from '../../../src/schema/import/import';
import { readImportSheet } from '../../../src/schema/import/sheet';
import type { Field, ResourceSchema } from '../../../src/schema/meta/meta';
import { importRegistry } from '../../support/import-fixture';
import { testUser } from '../../support/users';

const registry = importRegistry();
const events = registry.byName.get('events')!;
const people = registry.byName.get('people')!;
const contacts = registry.byName.get('contacts')!;
const keys = (columns: readonly (ChildColumn | null)[]) => columns.map((c) => c?.key ?? null);
const names = (fields: readonly (Field | null)[]) => fields.map((f) => f?.name ?? null);

const PEOPLE = [
  { id: 1, code: 'P0001', firstName: 'Anan', email: 'anan@example.com' },
  { id: 2, code: 'P0002', firstName: 'Somchai', email: 'somchai@example.com' },
  { id: 3, code: 'P0003', firstName: 'Somchai', email: 'somchai.k@example.com' },
  { id: 4, code: 'P0004', firstName: 'Dara', email: 'dara@example.com' },
];
const peopleIndex = buildReferenceIndex(people, PEOPLE);
const refs = new Map<string, ReferenceIndex>([['participants.person', peopleIndex]]);

const HEADERS: Cell[] = [
  'Title',
  'Day',
  'Participants: Person',
  'Participants: Points',
  'Participants: Attended',
  'Costs: Item',
  'Costs: Amount',
];
const line = (row: number, ...cells: Cell[]): SheetLine => ({ row, cells });
const analyse = (lines: SheetLine[], lang = 'en', headers = HEADERS) =>
  analyseImport(events, { headers, rows: lines }, lang, refs);

describe('the child columns a file may fill', () => {
  it('are every table column but files, images, computed, status and read-only ones, keyed "<table>.<column>"', () => {
    expect(childColumns(events).map((c) => c.key)).toEqual([
      'participants.person',
      'participants.points',
      'participants.attended',
      'participants.certificate',
      'participants.note',
      'participants.double',
      'costs.item',
      'costs.amount',
    ]);
    expect(childImportColumns(events).map((c) => c.key)).toEqual([
      'participants.person',
      'participants.points',
      'participants.attended',
      'costs.item',
      'costs.amount',
    ]);
    expect(childColumns(contacts)).toEqual([]);
    expect([...NO_COLUMN_TYPES]).toEqual(['table', 'file', 'image', 'computed', 'status']);
  });

  it('says why a column is not one: its type, or the column or its whole table being read-only for the user', () => {
    const table = events.fields.find((f) => f.name === 'participants')!;
    const column = (name: string) => table.fields!.find((f) => f.name === name)!;
    expect(['person', 'certificate', 'note', 'double'].map((n) => childImportReason(table, column(n)))).toEqual([
      undefined,
      'system',
      'readOnly',
      'system',
    ]);
    expect(childImportReason({ ...table, readOnly: true }, column('person'))).toBe('readOnly');
    expect(childImportReason({ ...table, readOnly: true }, column('double'))).toBe('system');
    // Staff may not write the costs table (field access): schemaForUser locks it, so none of its columns is offered.
    const staff = schemaForUser(events, testUser('Staff', 'E9'), {});
    expect(childImportColumns(staff).map((c) => c.key)).toEqual([
      'participants.person',
      'participants.points',
      'participants.attended',
    ]);
  });

  it('are headed "<table label>: <column label>" in the user’s language', () => {
    const [person, , , item] = childImportColumns(events);
    expect(childHeader(person!, 'en')).toBe('Participants: Person');
    expect(childHeader(person!, 'th')).toBe('ผู้เข้าร่วม: บุคคล');
    expect(childHeader(item!, 'en')).toBe('Costs: Item');
    expect(childKey('costs', 'item')).toBe('costs.item');
  });
});

describe('headers of child columns', () => {
  it('match "<table>: <column>" and "<table>.<column>", by labels in English or Thai or by names, in any case and spacing', () => {
    const {
      columns,
      childColumns: children,
      ignored,
      missing,
      missingChildren,
    } = matchHeaders(events, [
      'Title',
      'participants.person',
      'PARTICIPANTS : POINTS *',
      'ผู้เข้าร่วม: เข้าร่วมจริง',
      'costs:item',
      'ค่าใช้จ่าย.จำนวนเงิน',
    ]);
    expect(names(columns)).toEqual(['title', null, null, null, null, null]);
    expect(keys(children)).toEqual([
      null,
      'participants.person',
      'participants.points',
      'participants.attended',
      'costs.item',
      'costs.amount',
    ]);
    expect([ignored, missing, missingChildren]).toEqual([[], [], []]);
  });

  it('match the mixed forms too: a label with a dot, a name with a colon, one part in each language', () => {
    const { childColumns: children } = matchHeaders(events, [
      'Participants. Person',
      'participants: points',
      'ผู้เข้าร่วม: Attended',
      'Costs.รายการ',
    ]);
    expect(keys(children)).toEqual(['participants.person', 'participants.points', 'participants.attended', 'costs.item']);
  });

  it('match by names where the labels differ, and by names made readable where a table or column has no label', () => {
    const schema: ResourceSchema = {
      ...events,
      fields: events.fields.map((f) =>
        f.name === 'participants' ? ({ ...f, label: { en: 'Attendees', th: 'ผู้ร่วมงาน' } } as Field) : f,
      ),
    };
    const { childColumns: children, ignored } = matchHeaders(schema, [
      'participants.person',
      'Attendees: Points',
      'ผู้ร่วมงาน: เข้าร่วมจริง',
      'Attendee: Person',
    ]);
    expect(keys(children)).toEqual(['participants.person', 'participants.points', 'participants.attended', null]);
    expect(ignored).toEqual([{ index: 3, header: 'Attendee: Person', reason: 'unknown' }]);
    // The orders fixture labels neither its table nor its columns.
    const orders = registry.byName.get('orders')!;
    expect(keys(matchHeaders(orders, ['Lines: Person', 'lines.price', 'LINES : QTY']).childColumns)).toEqual([
      'lines.person',
      'lines.price',
      'lines.qty',
    ]);
  });

  it('say why a child column is ignored: unknown, a type no cell fills, read-only, or a second column for it', () => {
    const { childColumns: children, ignored } = matchHeaders(events, [
      'Participants: Person',
      'participants.person',
      'Participants: Certificate',
      'Participants: Note',
      'participants.double',
      'Participants: Colour',
      'Participants',
    ]);
    expect(keys(children)).toEqual(['participants.person', null, null, null, null, null, null]);
    expect(ignored).toEqual([
      { index: 1, header: 'participants.person', reason: 'duplicate' },
      { index: 2, header: 'Participants: Certificate', reason: 'system' },
      { index: 3, header: 'Participants: Note', reason: 'readOnly' },
      { index: 4, header: 'participants.double', reason: 'system' },
      { index: 5, header: 'Participants: Colour', reason: 'unknown' },
      { index: 6, header: 'Participants', reason: 'system' },
    ]);
    const staff = schemaForUser(events, testUser('Staff', 'E9'), {});
    expect(matchHeaders(staff, ['Title', 'Costs: Item']).ignored).toEqual([
      { index: 1, header: 'Costs: Item', reason: 'readOnly' },
    ]);
  });

  it('name a required child column missing only for a table the file fills', () => {
    expect(matchHeaders(events, ['Title', 'Participants: Points']).missingChildren.map((c) => c.key)).toEqual([
      'participants.person',
    ]);
    expect(matchHeaders(events, ['Title', 'Costs: Amount']).missingChildren.map((c) => c.key)).toEqual(['costs.item']);
    expect(matchHeaders(events, ['Title']).missingChildren).toEqual([]);
    expect(matchHeaders(events, ['Title', 'Participants: Person', 'Costs: Item']).missingChildren).toEqual([]);
    // A table the user may not write is no table the file fills.
    const staff = schemaForUser(events, testUser('Staff', 'E9'), {});
    expect(matchHeaders(staff, ['Title', 'Costs: Amount']).missingChildren).toEqual([]);
  });

  it('leave a record field’s header to the field, even when it reads like a child column', () => {
    const schema = {
      ...events,
      fields: [...events.fields, { name: 'extra', type: 'text' as const, label: { en: 'Costs: Item', th: 'อื่น' } }],
    };
    const { columns, childColumns: children } = matchHeaders(schema, ['Costs: Item']);
    expect([names(columns), keys(children)]).toEqual([['extra'], [null]]);
  });

  it('tell whether the file fills a child table', () => {
    expect(hasChildColumns(matchHeaders(events, ['Title', 'Costs: Item']))).toBe(true);
    expect(hasChildColumns(matchHeaders(events, ['Title', 'Participants']))).toBe(false);
  });
});

// Headers are matched inside each test, not while the tests are collected: mutation testing (perTest
// coverage) then runs only the tests that reach a mutant.
describe('groupLines', () => {
  const group = (...lines: SheetLine[]) => {
    const { columns, childColumns: children } = matchHeaders(events, ['Title', 'Colour', 'Participants: Person', 'Costs: Item']);
    return groupLines(columns, children, lines).map((g) => [g.record?.row ?? null, g.children.map((l) => l.row)]);
  };

  it('starts a record at a line with a record cell filled, and adds the lines of child cells only below it', () => {
    expect(
      group(
        line(2, 'Fair', null, 'Anan'),
        line(3, null, null, 'Dara'),
        line(4, '', 'red', null, 'Tent'),
        line(5, 'Picnic'),
        line(6, '  ', null, 'Anan'),
      ),
    ).toEqual([
      [2, [3, 4]],
      [5, [6]],
    ]);
  });

  it('counts 0 and false as filled, blanks as empty', () => {
    expect(group(line(2, 'Fair'), line(3, 0), line(4, null, null, false), line(5, false))).toEqual([
      [2, []],
      [3, [4]],
      [5, []],
    ]);
  });

  it('makes a line with no cell of a record or a child filled a record of its own, as before child tables', () => {
    expect(
      group(line(2, 'Fair'), line(3, null, 'red'), line(4, null, null, 'Anan'), line(5, null, null, null, null, 'x')),
    ).toEqual([
      [2, []],
      [3, [4]],
      [5, []],
    ]);
  });

  it('leaves each line of child cells with no record above it alone, without a record', () => {
    expect(
      group(line(2, null, null, 'Anan'), line(3, '', null, null, 'Tent'), line(4, 'Fair'), line(5, null, null, 'Dara')),
    ).toEqual([
      [null, [2]],
      [null, [3]],
      [4, [5]],
    ]);
  });

  it('without child columns, makes every line a record', () => {
    const flat = matchHeaders(contacts, ['Name', 'Kind']);
    const groups = groupLines(flat.columns, flat.childColumns, [line(2, 'Ann'), line(3, null, null), line(4, '', 'Lead')]);
    expect(groups.map((g) => [g.record?.row, g.children.length])).toEqual([
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
  });
});

describe('lineChildRows', () => {
  it('makes a row of each table with a filled cell on the line, with the columns’ defaults for the empty cells', () => {
    const { childColumns: children } = matchHeaders(events, HEADERS);
    const { rows, errors } = lineChildRows(events, children, ['x', null, 'P0002', '5', null, 'Tent', null], 'en', refs);
    // Strictly: an empty cell of a column without a default gives the row no key at all.
    expect([...rows]).toStrictEqual([
      ['participants', { person: 2, points: '5', attended: false }],
      ['costs', { item: 'Tent' }],
    ]);
    expect(errors).toEqual({});
    expect([...lineChildRows(events, children, ['x', null, null, null, null, null, 0], 'en', refs).rows]).toStrictEqual([
      ['costs', { amount: 0 }],
    ]);
    expect(lineChildRows(events, children, ['x', '2024-01-01'], 'en', refs).rows.size).toBe(0);
  });

  it('keys a cell’s own message "<table>.<column>", in the user’s language', () => {
    const { childColumns: children } = matchHeaders(events, HEADERS);
    const cells: Cell[] = [null, null, 'Somchai', 3];
    expect(lineChildRows(events, children, cells, 'en', refs)).toEqual({
      rows: new Map([['participants', { points: 3, attended: false }]]),
      errors: { 'participants.person': 'Person: "Somchai" matches more than one record' },
    });
    expect(lineChildRows(events, children, [null, null, 'nobody'], 'th', refs).errors).toEqual({
      'participants.person': 'บุคคลต้องอ้างถึงรายการที่มีอยู่',
    });
    expect(lineChildRows(events, children, [null, null, 'Anan'], 'en').errors).toEqual({
      'participants.person': 'Person must point to an existing record',
    });
  });
});

describe('analyseImport with child tables', () => {
  it('reads a record from its line and the lines below it: values with the child rows, as the validator normalised them', () => {
    const result = analyse([
      line(2, 'Fair', '2024-05-01', 'Anan', 10, 'Yes', 'Tent', 500),
      line(3, null, null, 'P0002', 20),
      line(4, '', '', 'p0004', '5', 'no', 'Chairs', '1,200'),
      line(5, 'Picnic', null, 'Dara', 7),
    ]);
    expect(result.rows.map((r) => [r.row, r.parent])).toEqual([
      [2, undefined],
      [3, 2],
      [4, 2],
      [5, undefined],
    ]);
    expect(result.rows.map((r) => r.errors)).toEqual([{}, {}, {}, {}]);
    expect(result.rows[0]!.values).toEqual({
      title: 'Fair',
      day: '2024-05-01',
      participants: [
        { person: 1, points: 10, attended: true, double: 20 },
        { person: 2, points: 20, attended: false, double: 40 },
        { person: 4, points: 5, attended: false, double: 10 },
      ],
      costs: [
        { item: 'Tent', amount: 500 },
        { item: 'Chairs', amount: 1200 },
      ],
    });
    expect(result.rows[0]!.childLines).toEqual({ participants: [2, 3, 4], costs: [2, 4] });
    expect(result.rows[1]!.values).toEqual({});
    expect(result.rows[3]!.values).toEqual({
      title: 'Picnic',
      participants: [{ person: 4, points: 7, attended: false, double: 14 }],
    });
    expect([result.good, result.bad, result.lang]).toEqual([2, 0, 'en']);
    expect(recordPayload(result.rows)).toEqual([
      { row: 2, values: result.rows[0]!.values },
      { row: 5, values: result.rows[3]!.values },
    ]);
  });

  it('puts a child row’s messages on its own line, and notes on the record’s line which line has problems', () => {
    const result = analyse([
      line(2, 'Fair', null, 'Anan', 10),
      line(3, null, null, 'nobody', 500),
      line(4, null, null, null, 5),
      line(5, null, null, 'Dara', 1),
      line(6, 'Picnic', null, 'Dara', 7),
    ]);
    expect(result.rows.map((r) => r.errors)).toEqual([
      {
        [childLineKey(3)]: 'Participants: row 3 of this record has problems',
        [childLineKey(4)]: 'Participants: row 4 of this record has problems',
      },
      { 'participants.person': 'Person must point to an existing record', 'participants.points': 'Points must be at most 100' },
      { 'participants.person': 'Person is required' },
      {},
      {},
    ]);
    expect([result.good, result.bad]).toEqual([1, 1]);
    expect(recordPayload(result.rows).map((r) => r.row)).toEqual([6]);
    expect([...readyLines(result.rows)]).toEqual([6]);
  });

  it('checks the record’s own line’s child cells on that line, and a rule or requirement of the record on its line', () => {
    const result = analyse([line(2, '', '2024-13-01', 'nobody', 5, null, null, -1), line(3, null, null, 'Anan')]);
    expect(result.rows[0]!.errors).toEqual({
      title: 'Title is required',
      day: 'Day must be a date (YYYY-MM-DD)',
      'participants.person': 'Person must point to an existing record',
      'costs.item': 'Item is required',
      'costs.amount': 'Amount must be at least 0',
    });
    expect(result.rows[1]!.errors).toEqual({});
    expect([result.good, result.bad]).toEqual([0, 1]);
  });

  it('notes a line that fills two tables once, naming both', () => {
    const result = analyse([line(2, 'Fair'), line(3, null, null, 'nobody', null, null, '', -5)]);
    expect(result.rows[0]!.errors).toEqual({ '@row3': 'Participants, Costs: row 3 of this record has problems' });
  });

  it('refuses a line of child cells with no record above it, in English and Thai, and counts it as a record with problems', () => {
    const lines = [
      line(2, null, null, 'Anan', 5),
      line(3, '', null, 'nobody', null, null, 'Tent'),
      line(4, 'Fair', null, 'Dara'),
    ];
    const en = analyse(lines);
    expect(en.rows.map((r) => [r.row, r.parent])).toEqual([
      [2, null],
      [3, null],
      [4, undefined],
    ]);
    expect(en.rows[0]!.errors).toEqual({
      [NO_RECORD_KEY]: 'Participants: this row adds a line to a record, but no record starts above it',
    });
    expect(en.rows[1]!.errors).toEqual({
      'participants.person': 'Person must point to an existing record',
      [NO_RECORD_KEY]: 'Participants, Costs: this row adds a line to a record, but no record starts above it',
    });
    expect(en.rows[0]!.values).toEqual({});
    // Never a field's key: field names have no "@".
    expect(Object.keys(en.rows[0]!.errors)).toEqual(['@record']);
    expect([en.good, en.bad]).toEqual([1, 2]);
    expect(analyse(lines, 'th').rows[0]!.errors).toEqual({
      [NO_RECORD_KEY]: 'ผู้เข้าร่วม: แถวนี้เป็นรายการย่อย แต่ไม่มีรายการหลักอยู่ด้านบน',
    });
    expect(analyse([line(2, 'Fair'), line(3, null, null, 'nobody')], 'th').rows[0]!.errors).toEqual({
      '@row3': 'ผู้เข้าร่วม: แถวที่ 3 ของรายการนี้มีปัญหา',
    });
  });

  it('marks a repeated unique value on the later record’s line only', () => {
    const result = analyse([line(2, 'Fair', null, 'Anan'), line(3, null, null, 'Dara'), line(4, ' FAIR ', null, 'Dara')]);
    expect(result.rows.map((r) => r.errors)).toEqual([{}, {}, { title: 'Title is the same as in row 2 of this file' }]);
    expect([result.good, result.bad]).toEqual([1, 1]);
  });

  it('reports progress in lines, when a record takes a multiple of `every` lines or passes one', () => {
    const progress: [number, number][] = [];
    const lines = [line(2, 'A'), line(3, null, null, 'Anan'), line(4, null, null, 'Dara'), line(5, 'B'), line(6, 'C')];
    analyseImport(events, { headers: HEADERS, rows: lines }, 'en', refs, (done, total) => progress.push([done, total]), 2);
    // 3 lines pass 2; 4 reaches 4; 5 reaches no new multiple.
    expect(progress).toEqual([
      [3, 5],
      [4, 5],
    ]);
  });

  it('joins lines across a blank row of the sheet (the reader skips it), keeping the rows Excel shows', () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([HEADERS, ['Fair', null, 'Anan', 1], [], [null, null, 'Dara', 2]]),
      'Events',
    );
    const data = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const result = analyseImport(events, readImportSheet('events.xlsx', data), 'en', refs);
    expect(result.rows.map((r) => [r.row, r.parent])).toEqual([
      [2, undefined],
      [4, 2],
    ]);
    expect(result.rows[0]!.childLines).toEqual({ participants: [2, 4] });
  });

  it('checks a record whose table the file does not fill as the form does: no rows', () => {
    const result = analyse([line(2, 'Fair')], 'en', ['Title']);
    expect(result.rows[0]).toEqual({ row: 2, cells: ['Fair'], values: { title: 'Fair' }, errors: {} });
  });
});

describe('checkImportRecord', () => {
  it('answers a line per line of the group, the record’s first; a table’s own message stays on the record’s line', () => {
    const schema: ResourceSchema = {
      ...events,
      fields: events.fields.map((f) => (f.name === 'participants' ? ({ ...f, minRows: 2 } as Field) : f)),
    };
    const header = matchHeaders(schema, HEADERS);
    const rows = checkImportRecord(schema, header, { record: line(7, 'Fair', null, 'Anan'), children: [] }, 'en', refs);
    expect(rows).toEqual([
      {
        row: 7,
        cells: ['Fair', null, 'Anan'],
        values: { title: 'Fair', participants: [{ person: 1, attended: false, double: 0 }] },
        errors: { participants: 'Participants needs at least 2 row(s)' },
        childLines: { participants: [7] },
      },
    ]);
  });
});

describe('the server’s messages on their lines', () => {
  const analysed = () =>
    analyse([
      line(2, 'Fair', null, 'Anan'),
      line(3, null, null, 'Dara'),
      line(4, null, null, 'P0002'),
      line(5, 'Picnic', null, 'Dara'),
    ]);

  it('puts a child row’s message (participants.1.person) on that row’s line, notes it on the record’s, and counts again', () => {
    const result = analysed();
    const merged = withRefusedRows(result, [
      { row: 2, errors: { 'participants.1.person': 'Person must point to an existing record', title: 'Title is already used' } },
    ]);
    expect(merged.rows.map((r) => r.errors)).toEqual([
      { title: 'Title is already used', '@row3': 'Participants: row 3 of this record has problems' },
      { 'participants.person': 'Person must point to an existing record' },
      {},
      {},
    ]);
    // The record's last line too.
    const last = withRefusedRows(result, [{ row: 2, errors: { 'participants.2.person': 'x' } }]);
    expect(last.rows.map((r) => r.errors)).toEqual([
      { '@row4': 'Participants: row 4 of this record has problems' },
      {},
      { 'participants.person': 'x' },
      {},
    ]);
    expect([merged.good, merged.bad]).toEqual([1, 1]);
    expect(result.rows.map((r) => r.errors)).toEqual([{}, {}, {}, {}]);
    expect([result.good, result.bad]).toEqual([2, 0]);
  });

  it('keeps on the record’s line a message it cannot place: another key, a row the record lacks, an unknown table', () => {
    const result = analysed();
    const merged = withRefusedRows(result, [
      {
        row: 5,
        errors: {
          'participants.1.person': 'a',
          'participants.0': 'b',
          'costs.0.item': 'c',
          'constructor.0.x': 'd',
          'participants.0.person': 'e',
        },
      },
      { row: 99, errors: { title: 'nowhere' } },
    ]);
    expect(merged.rows[3]!.errors).toEqual({
      'participants.1.person': 'a',
      'participants.0': 'b',
      'costs.0.item': 'c',
      'constructor.0.x': 'd',
      'participants.person': 'e',
    });
    expect(merged.rows.slice(0, 3).map((r) => r.errors)).toEqual([{}, {}, {}]);
  });

  it('answers in the analysis’ language, and leaves the analysis alone when nothing was refused', () => {
    const th = analyse([line(2, 'Fair', null, 'Anan'), line(3, null, null, 'Dara')], 'th');
    const merged = withRefusedRows(th, [{ row: 2, errors: { 'participants.1.person': 'x' } }]);
    expect(merged.rows[0]!.errors).toEqual({ '@row3': 'ผู้เข้าร่วม: แถวที่ 3 ของรายการนี้มีปัญหา' });
    expect(withRefusedRows(th, [])).toBe(th);
  });
});

describe('childMessageLine', () => {
  const lines = { participants: [2, 4, 7], costs: [4] };

  it('finds the line of the n-th row of a table, and keys the message by table and column', () => {
    expect(childMessageLine('participants.0.person', lines)).toEqual({ row: 2, key: 'participants.person' });
    expect(childMessageLine('participants.2.points', lines)).toEqual({ row: 7, key: 'participants.points' });
    expect(childMessageLine('costs.0.amount', lines)).toEqual({ row: 4, key: 'costs.amount' });
  });

  it('reads an index of several digits', () => {
    const many = { participants: Array.from({ length: 12 }, (_, i) => 2 + i) };
    expect(childMessageLine('participants.11.person', many)).toEqual({ row: 13, key: 'participants.person' });
    expect(childMessageLine('participants.10.person', many)).toEqual({ row: 12, key: 'participants.person' });
  });

  it('places nothing else', () => {
    for (const key of [
      'participants.3.person',
      'participants.person',
      'participants.0',
      'participants.0.person.x',
      'x.participants.0.person',
      'participants.-1.person',
      'participants.a.person',
      'toString.0.x',
      'title',
    ])
      expect(childMessageLine(key, lines), key).toBeUndefined();
  });
});

describe('records and lines', () => {
  const row = (n: number, errors: Record<string, string> = {}, parent?: number | null): ImportRow => ({
    row: n,
    cells: [],
    values: { n },
    errors,
    ...(parent === undefined ? {} : { parent }),
  });
  const rows = [row(2), row(3, {}, 2), row(4, { x: 'bad' }), row(5, {}, 4), row(6, { y: 'bad' }, null), row(7, {}, null), row(8)];

  it('counts records: a record’s line by its problems, a line with no record above as one with problems, other lines not', () => {
    expect(countRecords(rows)).toEqual({ good: 2, bad: 3 });
    expect(countRecords([])).toEqual({ good: 0, bad: 0 });
    expect(rows.map(isRecordLine)).toEqual([true, false, true, false, false, false, true]);
  });

  it('knows the lines of the ready records, and sends those records only', () => {
    expect([...readyLines(rows)]).toEqual([2, 3, 8]);
    expect(recordPayload(rows)).toEqual([
      { row: 2, values: { n: 2 } },
      { row: 8, values: { n: 8 } },
    ]);
  });

  it('notes each child line with problems on the record’s line, naming its tables by the record’s childLines', () => {
    const { childColumns: children } = matchHeaders(events, HEADERS);
    const own: ImportRow = { ...row(2), childLines: { participants: [2, 3], costs: [4] } };
    noteChildLines(children, own, [row(3, { a: 'x' }, 2), row(4, { b: 'y' }, 2), row(5, {}, 2)], 'en');
    expect(own.errors).toEqual({
      '@row3': 'Participants: row 3 of this record has problems',
      '@row4': 'Costs: row 4 of this record has problems',
    });
    expect(noRecordMessage(children, ['costs', 'participants'], 'en')).toBe(
      'Participants, Costs: this row adds a line to a record, but no record starts above it',
    );
    expect(noRecordMessage(children, ['costs'], 'th')).toBe('ค่าใช้จ่าย: แถวนี้เป็นรายการย่อย แต่ไม่มีรายการหลักอยู่ด้านบน');
    expect(childLineKey(12)).toBe('@row12');
  });
});
