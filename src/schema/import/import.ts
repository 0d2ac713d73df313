/**
 * Import from a spreadsheet (a schema's `import: true`): which fields a file may fill, how its header
 * row maps to them and to child-table columns, and the check of every record (its line and the lines of
 * its child rows, import-children.ts) with the one validator (validate.ts), so the preview shows the
 * messages the form would give. Cells become values in import-cells.ts. Pure: no DOM, no Node; the
 * browser runs it in a Web Worker (src/crud/import), and the server re-checks the values it is sent
 * (mock-server/actions/import.ts).
 */
import { fieldLabel, humanize, type AnyField } from '../meta/describe';
import type { Data } from '../expression/expression';
import {
  childColumns,
  childImportReason,
  childMessageLine,
  countRecords,
  groupLines,
  lineChildRows,
  NO_COLUMN_TYPES,
  NO_RECORD_KEY,
  noRecordMessage,
  noteChildLines,
  type RecordLines,
  type SheetLine,
} from './children';
import { cellValue, type Cell, type ReferenceIndexes } from './cells';
import { formatMessage } from '../meta/messages';
import type { Field, ResourceSchema } from '../meta/meta';
import type { ChildColumn, HeaderMatch, IgnoredColumn, ImportAnalysis, ImportRow, SheetRows } from './types';
import { validateRecord } from '../records/validate';

export type { ChildColumn, HeaderMatch, IgnoredColumn, ImportAnalysis, ImportRow, SheetRows };

export * from './cells';
export * from './children';

/** The most rows one import may carry; the server refuses more (413). */
export const IMPORT_MAX_ROWS = 10_000;

/** ../shared/spec/staff-app-spec.md §5: an import file must be .xlsx (import-sheet.ts also checks its bytes). */
export const isXlsxName = (name: string): boolean => /\.xlsx$/i.test(name.trim());

/** Fields the server fills in on create: the document number and the workflow state. */
export function systemFields(schema: Pick<ResourceSchema, 'naming' | 'workflow'>): Set<string> {
  const names = new Set<string>();
  if (schema.naming) names.add(schema.naming.field);
  if (schema.workflow) names.add(schema.workflow.field);
  return names;
}

/**
 * Why a field has no import column: 'system' (the server sets it, or its type is not a plain value) or
 * 'readOnly' (the schema, or the user's write rights as src/access schemaForUser marks them); undefined
 * when a file may fill it.
 */
export function noImportReason(schema: ResourceSchema, f: Field): 'system' | 'readOnly' | undefined {
  if (NO_COLUMN_TYPES.has(f.type) || systemFields(schema).has(f.name)) return 'system';
  return f.readOnly ? 'readOnly' : undefined;
}

/** The columns of the import template, in form order. Pass the schema as the user sees it (schemaForUser). */
export const importFields = (schema: ResourceSchema): Field[] => schema.fields.filter((f) => !noImportReason(schema, f));

/** A header as compared: case, spaces and a trailing "*" (a "required" mark) do not count. */
export const normalizeHeader = (text: unknown): string =>
  String(text ?? '')
    .normalize('NFC')
    .replace(/\s+/g, '')
    .replace(/\*+$/, '')
    .toLowerCase();

/** The headers a child column answers to: "<table>: <column>" or "<table>.<column>", each part a name, or a label in English or Thai. */
function childHeaderKeys(c: ChildColumn, labels: boolean): string[] {
  const parts = (f: AnyField) => (labels ? [f.label?.en ?? humanize(f.name), f.label?.th ?? humanize(f.name)] : [f.name]);
  return parts(c.table).flatMap((t) =>
    parts(c.field).flatMap((x) => [normalizeHeader(`${t}:${x}`), normalizeHeader(`${t}.${x}`)]),
  );
}

/** What a header names: a field of the record, or a column of one of its child tables. */
type Target = { field: Field; child?: undefined } | { child: ChildColumn; field?: undefined };

/**
 * Maps a header row to fields: a header matches a field's name or its English or Thai label (or the
 * humanized name when it has none), ignoring case and spaces; a name wins over another field's label.
 * A child-table column matches "<table>: <column>" or "<table>.<column>", by names or by labels alike.
 */
export function matchHeaders(schema: ResourceSchema, headers: readonly Cell[]): HeaderMatch {
  const byKey = new Map<string, Target>();
  const add = (key: string, target: Target) => {
    if (key && !byKey.has(key)) byKey.set(key, target);
  };
  const children = childColumns(schema);
  for (const f of schema.fields) add(normalizeHeader(f.name), { field: f });
  for (const f of schema.fields) add(normalizeHeader(f.label?.en ?? humanize(f.name)), { field: f });
  for (const f of schema.fields) add(normalizeHeader(f.label?.th ?? humanize(f.name)), { field: f });
  for (const c of children) for (const key of childHeaderKeys(c, false)) add(key, { child: c });
  for (const c of children) for (const key of childHeaderKeys(c, true)) add(key, { child: c });
  const nameOf = (t: Target) => (t.child ? t.child.key : t.field.name);
  const reasonOf = (t: Target) => (t.child ? childImportReason(t.child.table, t.child.field) : noImportReason(schema, t.field));
  const used = new Set<string>();
  const ignored: IgnoredColumn[] = [];
  const columns = headers.map((): Field | null => null);
  const childOf = headers.map((): ChildColumn | null => null);
  headers.forEach((h, index) => {
    const key = normalizeHeader(h);
    if (!key) return;
    const target = byKey.get(key);
    const reason = !target ? 'unknown' : used.has(nameOf(target)) ? 'duplicate' : reasonOf(target);
    if (reason) {
      ignored.push({ index, header: String(h).trim(), reason });
      return;
    }
    used.add(nameOf(target!));
    if (target!.child) childOf[index] = target!.child;
    else columns[index] = target!.field;
  });
  const missing = importFields(schema).filter((f) => f.required && !used.has(f.name));
  const filledTables = new Set(childOf.filter((c): c is ChildColumn => c !== null).map((c) => c.table.name));
  const missingChildren = children.filter(
    (c) => filledTables.has(c.table.name) && c.field.required && !used.has(c.key) && !childImportReason(c.table, c.field),
  );
  return { columns, childColumns: childOf, ignored, missing, missingChildren };
}

/**
 * Checks one record: its line's cells turned into values, each of its lines' child cells into a row of
 * their tables, then the whole record through validateRecord, defaults applied as on create. Answers one
 * ImportRow per line, each with its own messages (a child row's on its line, import-children.ts); a line
 * of child cells with no record above it gets its cells' and its rows' messages and NO_RECORD_KEY's.
 */
export function checkImportRecord(
  schema: ResourceSchema,
  header: Pick<HeaderMatch, 'columns' | 'childColumns'>,
  group: RecordLines,
  lang: string,
  refs: ReferenceIndexes = new Map(),
): ImportRow[] {
  const own = group.record;
  const lines: SheetLine[] = own ? [own, ...group.children] : group.children;
  const out: ImportRow[] = lines.map((l, i) => ({
    row: l.row,
    cells: l.cells,
    values: {},
    errors: {},
    ...(own && i === 0 ? {} : { parent: own ? own.row : null }),
  }));
  const record: Data = {};
  const cellErrors = lines.map((): Record<string, string> => ({}));
  if (own)
    header.columns.forEach((f, i) => {
      if (!f) return;
      const { value, error } = cellValue(schema, f, own.cells[i] ?? null, lang, refs.get(f.name));
      if (error) cellErrors[0]![f.name] = error;
      else if (value !== undefined) record[f.name] = value;
    });
  const childLines: Record<string, number[]> = {};
  lines.forEach((line, i) => {
    const { rows, errors } = lineChildRows(schema, header.childColumns, line.cells, lang, refs);
    Object.assign(cellErrors[i]!, errors);
    for (const [table, row] of rows) {
      if (!Object.hasOwn(childLines, table)) [record[table], childLines[table]] = [[], []];
      (record[table] as Data[]).push(row);
      childLines[table]!.push(line.row);
    }
  });
  // As createRecord does: defaults for what is not given, the workflow's first state.
  const full: Data = { ...record };
  for (const f of schema.fields) if (full[f.name] === undefined && f.default !== undefined) full[f.name] = f.default;
  if (schema.workflow) full[schema.workflow.field] = schema.workflow.initial;
  const checked = validateRecord(schema, full, lang);
  const system = systemFields(schema);
  const lineOf = new Map(lines.map((l, i) => [l.row, out[i]!]));
  for (const [key, message] of Object.entries(checked.errors)) {
    const placed = childMessageLine(key, childLines);
    if (placed) lineOf.get(placed.row)!.errors[placed.key] = message;
    else if (own && !system.has(key)) out[0]!.errors[key] = message;
  }
  out.forEach((line, i) => Object.assign(line.errors, cellErrors[i]));
  if (!own) {
    out[0]!.errors[NO_RECORD_KEY] = noRecordMessage(header.childColumns, Object.keys(childLines), lang);
    return out;
  }
  for (const name of Object.keys(record)) if (checked.values[name] !== undefined) out[0]!.values[name] = checked.values[name];
  if (Object.keys(childLines).length) out[0]!.childLines = childLines;
  noteChildLines(header.childColumns, out[0]!, out.slice(1), lang);
  return out;
}

/** Checks one line as a record without child columns: its cells' values and messages (checkImportRecord). */
export function checkImportRow(
  schema: ResourceSchema,
  columns: readonly (Field | null)[],
  cells: readonly Cell[],
  lang: string,
  refs: ReferenceIndexes = new Map(),
): Pick<ImportRow, 'values' | 'errors'> {
  const header = { columns: [...columns], childColumns: [] };
  const [line] = checkImportRecord(schema, header, { record: { row: 0, cells: [...cells] }, children: [] }, lang, refs);
  return { values: line!.values, errors: line!.errors };
}

/** The key two values of a unique field collide on (the server's rule: text ignores case and outer spaces). */
export const uniqueKey = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : JSON.stringify(v));

/** Marks the second and later rows repeating a unique field's value within the file. */
export function markDuplicates(schema: ResourceSchema, rows: readonly ImportRow[], lang: string): void {
  for (const f of schema.fields) {
    if (!f.unique) continue;
    const first = new Map<string, number>();
    for (const r of rows) {
      const v = r.values[f.name];
      if (v === undefined || v === null || v === '' || r.errors[f.name]) continue;
      const key = uniqueKey(v);
      const seen = first.get(key);
      if (seen === undefined) first.set(key, r.row);
      else r.errors[f.name] = formatMessage('duplicateInFile', lang, fieldLabel(f, lang), seen);
    }
  }
}

/** Every line checked, record by record, in sheet order; `onProgress` hears how many lines are done every `every` lines. */
export function analyseImport(
  schema: ResourceSchema,
  sheet: SheetRows,
  lang: string,
  refs: ReferenceIndexes = new Map(),
  onProgress?: (done: number, total: number) => void,
  every = 250,
): ImportAnalysis {
  const header = matchHeaders(schema, sheet.headers);
  const rows: ImportRow[] = [];
  const total = sheet.rows.length;
  for (const group of groupLines(header.columns, header.childColumns, sheet.rows)) {
    const before = rows.length;
    rows.push(...checkImportRecord(schema, header, group, lang, refs));
    if (onProgress && Math.floor(rows.length / every) > Math.floor(before / every)) onProgress(rows.length, total);
  }
  markDuplicates(schema, rows, lang);
  return { ...header, rows, ...countRecords(rows), lang };
}
