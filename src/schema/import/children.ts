/**
 * Child tables in an import file, as ERPNext's Data Import reads them: besides the record's columns, a
 * column per child-table column (headed "<table label>: <column label>", or "<table>.<column>"), and lines
 * grouped into records. A line with a record cell filled starts a record, its child cells (if any) being the
 * first row of each table they fill; a line below it with only child cells filled adds one more row to each
 * table it fills. A record is ready only when its own line and its child lines are: the problems of a child
 * line are noted on the record's line, so a record's line is good exactly when the record is. Pure: no DOM,
 * no Node (import.ts re-exports it; the browser's import worker and the server use it).
 */
import { fieldLabel, type AnyField } from '../meta/describe';
import type { Data } from '../expression/expression';
import type { ChildColumn, ImportAnalysis, ImportRow } from './types';
import { cellValue, type Cell, type ReferenceIndexes } from './cells';
import { formatMessage } from '../meta/messages';
import type { Field, ResourceSchema } from '../meta/meta';

/** Types a sheet cell cannot fill: child tables (their columns can), files, and values the server works out. */
export const NO_COLUMN_TYPES: ReadonlySet<string> = new Set(['table', 'file', 'image', 'computed', 'status']);

export const childKey = (table: string, column: string): string => `${table}.${column}`;

/** The template's header of a child column: "<table label>: <column label>" ("Participants: Employee"). */
export const childHeader = (c: Pick<ChildColumn, 'table' | 'field'>, lang: string): string =>
  `${fieldLabel(c.table, lang)}: ${fieldLabel(c.field, lang)}`;

/**
 * Why a child column has no import column, as noImportReason says it of a record's field: 'system' (a type no
 * cell fills), 'readOnly' (the column, or its whole table, which schemaForUser locks for a user who may not
 * write it); undefined when a file may fill it.
 */
export function childImportReason(table: Field, column: AnyField): 'system' | 'readOnly' | undefined {
  if (NO_COLUMN_TYPES.has(column.type)) return 'system';
  return table.readOnly || column.readOnly ? 'readOnly' : undefined;
}

/** Every column of every child table, in form order (matchHeaders names why one is ignored). */
export const childColumns = (schema: ResourceSchema): ChildColumn[] =>
  schema.fields.flatMap((table) =>
    table.type === 'table' ? table.fields.map((field) => ({ table, field, key: childKey(table.name, field.name) })) : [],
  );

/** The child columns a file may fill (the template's), in form order. Pass the schema as the user sees it. */
export const childImportColumns = (schema: ResourceSchema): ChildColumn[] =>
  childColumns(schema).filter((c) => !childImportReason(c.table, c.field));

/** Does the sheet fill a child table (then its totals count records, not lines)? */
export const hasChildColumns = (header: { childColumns: readonly (ChildColumn | null)[] }): boolean =>
  header.childColumns.some((c) => c !== null);

/** The labels of the tables named, in the order of the sheet's child columns, joined by commas. */
function tableLabels(columns: readonly (ChildColumn | null)[], tables: readonly string[], lang: string): string {
  const labels: string[] = [];
  for (const c of columns)
    if (c && tables.includes(c.table.name) && !labels.includes(fieldLabel(c.table, lang))) labels.push(fieldLabel(c.table, lang));
  return labels.join(', ');
}

/** One line of the sheet: its row number (1-based, as Excel shows it) and its cells, one per column. */
export interface SheetLine {
  row: number;
  cells: Cell[];
}

/** A record's lines: the line that starts it, and the lines below that add child rows. `record` is null for a line of child cells with no record above it (alone in its group). */
export interface RecordLines {
  record: SheetLine | null;
  children: SheetLine[];
}

const isFilled = (cell: Cell | undefined): boolean =>
  cell !== null && cell !== undefined && !(typeof cell === 'string' && cell.trim() === '');

/**
 * Lines into records: a line starts a record unless its record cells are all empty and a child cell is
 * filled; such a line belongs to the record above, or, with none above, stands alone with `record: null`.
 * A line with neither (only ignored columns filled) starts a record, as every line did before child tables.
 */
export function groupLines(
  columns: readonly (Field | null)[],
  children: readonly (ChildColumn | null)[],
  lines: readonly SheetLine[],
): RecordLines[] {
  const groups: RecordLines[] = [];
  let current: RecordLines | undefined;
  for (const line of lines) {
    const own = columns.some((f, i) => f !== null && isFilled(line.cells[i]));
    const child = children.some((c, i) => c !== null && isFilled(line.cells[i]));
    if (own || !child) {
      current = { record: line, children: [] };
      groups.push(current);
    } else if (current) current.children.push(line);
    else groups.push({ record: null, children: [line] });
  }
  return groups;
}

/**
 * The child rows one line fills: for each table with a filled cell on the line, a row of its cells' values
 * (import-cells.ts, references through `refs` by the column's key) with the columns' defaults for the empty
 * ones, as the form's Add row starts one; and the cells' own messages, keyed "<table>.<column>".
 */
export function lineChildRows(
  schema: ResourceSchema,
  children: readonly (ChildColumn | null)[],
  cells: readonly Cell[],
  lang: string,
  refs: ReferenceIndexes = new Map(),
): { rows: Map<string, Data>; errors: Record<string, string> } {
  const rows = new Map<string, Data>();
  const tables = new Map<string, Field>();
  const errors: Record<string, string> = {};
  children.forEach((c, i) => {
    if (c && isFilled(cells[i])) tables.set(c.table.name, c.table);
  });
  for (const name of tables.keys()) rows.set(name, {});
  children.forEach((c, i) => {
    if (!c) return;
    // An empty cell gives nothing, so a value's table has a row on this line.
    const { value, error } = cellValue(schema, c.field, cells[i] ?? null, lang, refs.get(c.key));
    if (error) errors[c.key] = error;
    else if (value !== undefined) rows.get(c.table.name)![c.field.name] = value;
  });
  for (const [name, table] of tables) {
    const row = rows.get(name)!;
    for (const f of table.fields!) if (row[f.name] === undefined && f.default !== undefined) row[f.name] = f.default;
  }
  return { rows, errors };
}

/** A child row's message as validate.ts keys it: "<table>.<index>.<column>". */
const CHILD_MESSAGE = /^(\w+)\.(\d+)\.(\w+)$/;

/**
 * Where a record's message about a child row belongs: `participants.2.employee` (the validator's and the
 * server's key, the third row of the record's participants) goes to the line of that row, as
 * `participants.employee`. Undefined for any other message (it stays on the record's line).
 */
export function childMessageLine(
  key: string,
  childLines: Readonly<Record<string, readonly number[]>>,
): { row: number; key: string } | undefined {
  const m = CHILD_MESSAGE.exec(key);
  if (!m || !Object.hasOwn(childLines, m[1]!)) return undefined;
  const row = childLines[m[1]!]![Number(m[2])];
  return row === undefined ? undefined : { row, key: childKey(m[1]!, m[3]!) };
}

/** The key of the note, on a record's line, that a child line has problems; never a field's (field names have no "@"). */
export const childLineKey = (row: number): string => `@row${row}`;

/** The key of the message on a line of child cells with no record above it. */
export const NO_RECORD_KEY = '@record';

/** The tables a line fills rows of, by the record's childLines. */
const tablesOfLine = (childLines: Readonly<Record<string, readonly number[]>>, row: number): string[] =>
  Object.keys(childLines).filter((t) => childLines[t]!.includes(row));

/**
 * Notes on the record's line each of its child lines that has problems:
 * "Participants: row 5 of this record has problems".
 */
export function noteChildLines(
  columns: readonly (ChildColumn | null)[],
  own: ImportRow,
  children: readonly ImportRow[],
  lang: string,
): void {
  for (const line of children) {
    if (isGoodRow(line)) continue;
    const label = tableLabels(columns, tablesOfLine(own.childLines ?? {}, line.row), lang);
    own.errors[childLineKey(line.row)] = formatMessage('childLineProblems', lang, label, line.row);
  }
}

/** The message of a line of child cells with no record above it, naming the tables it fills. */
export const noRecordMessage = (columns: readonly (ChildColumn | null)[], tables: readonly string[], lang: string): string =>
  formatMessage('childWithoutRecord', lang, tableLabels(columns, tables, lang));

/** A line without problems (a record's line: the record, its child lines' problems being noted on it). */
export const isGoodRow = (r: Pick<ImportRow, 'errors'>): boolean => Object.keys(r.errors).length === 0;

/** A record's own line (not a line that adds child rows, nor one with no record above it). */
export const isRecordLine = (r: Pick<ImportRow, 'parent'>): boolean => r.parent === undefined;

/** Records, not lines: ready and with problems. A line of child cells with no record above it counts as one record with problems. */
export function countRecords(rows: readonly ImportRow[]): { good: number; bad: number } {
  let good = 0;
  let bad = 0;
  for (const r of rows) {
    if (isRecordLine(r)) {
      if (isGoodRow(r)) good++;
      else bad++;
    } else if (r.parent === null) bad++;
  }
  return { good, bad };
}

/** The sheet rows of the lines that belong to a ready record (its own and its child lines). */
export function readyLines(rows: readonly ImportRow[]): Set<number> {
  const ready = new Set(rows.filter((r) => isRecordLine(r) && isGoodRow(r)).map((r) => r.row));
  return new Set(rows.filter((r) => ready.has(r.parent ?? r.row)).map((r) => r.row));
}

/** What the browser sends: each ready record, `row` being its own line, its child rows in `values[<table>]`. */
export const recordPayload = (rows: readonly ImportRow[]): { row: number; values: Data }[] =>
  rows.filter((r) => isRecordLine(r) && isGoodRow(r)).map((r) => ({ row: r.row, values: r.values }));

/** A record the server refused (`row` its own line), with its messages (mock-server/actions/import.ts answers these). */
export interface RefusedImportRow {
  row: number;
  errors: Record<string, string>;
}

/**
 * The analysis with the server's messages added to their lines (a child row's, "participants.1.employee",
 * on the line of that row, noted on the record's line), records counted again.
 */
export function withRefusedRows(analysis: ImportAnalysis, refused: readonly RefusedImportRow[]): ImportAnalysis {
  if (!refused.length) return analysis;
  const rows = analysis.rows.map((r) => ({ ...r, errors: { ...r.errors } }));
  const index = new Map(rows.map((r, i) => [r.row, i]));
  for (const { row, errors } of refused) {
    const at = index.get(row);
    if (at === undefined) continue;
    const own = rows[at]!;
    for (const [key, message] of Object.entries(errors)) {
      const placed = childMessageLine(key, own.childLines ?? {});
      if (placed) rows[index.get(placed.row)!]!.errors[placed.key] = message;
      else own.errors[key] = message;
    }
    // A record's child lines follow its line.
    const children: ImportRow[] = [];
    for (let j = at + 1; rows[j]?.parent === row; j++) children.push(rows[j]!);
    noteChildLines(analysis.childColumns, own, children, analysis.lang);
  }
  return { ...analysis, rows, ...countRecords(rows) };
}
