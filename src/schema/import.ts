/**
 * Import from a spreadsheet (a schema's `import: true`): which fields a file may fill, how its header
 * row maps to them, and the check of every row with the one validator (validate.ts), so the preview
 * shows the messages the form would give. Cells become values in import-cells.ts. Pure: no DOM, no
 * Node; the browser runs it in a Web Worker (src/crud/import), and the server re-checks the values it
 * is sent (mock-server/import.ts).
 */
import { fieldLabel, humanize } from './describe';
import type { Data } from './expression';
import { cellValue, type Cell, type ReferenceIndexes } from './import-cells';
import { formatMessage } from './messages';
import type { Field, ResourceSchema } from './meta';
import { validateRecord } from './validate';

export * from './import-cells';

/** The most rows one import may carry; the server refuses more (413). */
export const IMPORT_MAX_ROWS = 10_000;

/** Spec section 5: an import file must be .xlsx (import-sheet.ts also checks its bytes). */
export const isXlsxName = (name: string): boolean => /\.xlsx$/i.test(name.trim());

/** Types a flat sheet cannot fill: child tables, files, and values the server works out. */
const NO_COLUMN_TYPES: ReadonlySet<string> = new Set(['table', 'file', 'image', 'computed', 'status']);

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

export interface IgnoredColumn {
  /** 0-based column of the sheet, and its header as written. */
  index: number;
  header: string;
  /** unknown: no field has that name or label; system / readOnly: see noImportReason; duplicate: a column before it fills the field. */
  reason: 'unknown' | 'system' | 'readOnly' | 'duplicate';
}

export interface HeaderMatch {
  /** For each column of the sheet, the field it fills, or null. */
  columns: (Field | null)[];
  /** Columns with a header that fill nothing, and why. */
  ignored: IgnoredColumn[];
  /** Required fields that no column fills (every row will say so). */
  missing: Field[];
}

/**
 * Maps a header row to fields: a header matches a field's name or its English or Thai label (or the
 * humanized name when it has none), ignoring case and spaces; a name wins over another field's label.
 */
export function matchHeaders(schema: ResourceSchema, headers: readonly Cell[]): HeaderMatch {
  const byKey = new Map<string, Field>();
  const add = (key: string, f: Field) => {
    if (key && !byKey.has(key)) byKey.set(key, f);
  };
  for (const f of schema.fields) add(normalizeHeader(f.name), f);
  for (const f of schema.fields) add(normalizeHeader(f.label?.en ?? humanize(f.name)), f);
  for (const f of schema.fields) add(normalizeHeader(f.label?.th ?? humanize(f.name)), f);
  const used = new Set<string>();
  const ignored: IgnoredColumn[] = [];
  const columns = headers.map((h, index): Field | null => {
    const key = normalizeHeader(h);
    if (!key) return null;
    const header = String(h).trim();
    const f = byKey.get(key);
    const reason = f ? (used.has(f.name) ? 'duplicate' : noImportReason(schema, f)) : 'unknown';
    if (reason) {
      ignored.push({ index, header, reason });
      return null;
    }
    used.add(f!.name);
    return f!;
  });
  const missing = importFields(schema).filter((f) => f.required && !used.has(f.name));
  return { columns, ignored, missing };
}

export interface ImportRow {
  /** The row number in the sheet (1-based, as Excel shows it). */
  row: number;
  /** The cells as read, one per sheet column. */
  cells: Cell[];
  /** What would be sent for a good row: the filled columns' values, as the validator normalised them. */
  values: Data;
  /** Message per field name, as the form gives them (a field without a column too, e.g. a missing required one). */
  errors: Record<string, string>;
}

/** Checks one row: each cell turned into a value, then the whole record through validateRecord, defaults applied as on create. */
export function checkImportRow(
  schema: ResourceSchema,
  columns: readonly (Field | null)[],
  cells: readonly Cell[],
  lang: string,
  refs: ReferenceIndexes = new Map(),
): Pick<ImportRow, 'values' | 'errors'> {
  const record: Data = {};
  const cellErrors: Record<string, string> = {};
  columns.forEach((f, i) => {
    if (!f) return;
    const { value, error } = cellValue(schema, f, cells[i] ?? null, lang, refs.get(f.name));
    if (error) cellErrors[f.name] = error;
    else if (value !== undefined) record[f.name] = value;
  });
  // As createRecord does: defaults for what is not given, the workflow's first state.
  const full: Data = { ...record };
  for (const f of schema.fields) if (full[f.name] === undefined && f.default !== undefined) full[f.name] = f.default;
  if (schema.workflow) full[schema.workflow.field] = schema.workflow.initial;
  const checked = validateRecord(schema, full, lang);
  const system = systemFields(schema);
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(checked.errors)) if (!system.has(key)) errors[key] = message;
  Object.assign(errors, cellErrors);
  const values: Data = {};
  for (const name of Object.keys(record)) if (checked.values[name] !== undefined) values[name] = checked.values[name];
  return { values, errors };
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

export interface SheetRows {
  headers: Cell[];
  rows: { row: number; cells: Cell[] }[];
}

export interface ImportAnalysis extends HeaderMatch {
  rows: ImportRow[];
  good: number;
  bad: number;
}

export const isGoodRow = (r: Pick<ImportRow, 'errors'>): boolean => Object.keys(r.errors).length === 0;

/** Every row checked, in sheet order; `onProgress` hears how many rows are done every `every` rows. */
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
  for (const { row, cells } of sheet.rows) {
    rows.push({ row, cells, ...checkImportRow(schema, header.columns, cells, lang, refs) });
    if (onProgress && rows.length % every === 0) onProgress(rows.length, total);
  }
  markDuplicates(schema, rows, lang);
  const good = rows.filter(isGoodRow).length;
  return { ...header, rows, good, bad: rows.length - good };
}

/** A row the server refused, with its messages (mock-server/import.ts answers these). */
export interface RefusedImportRow {
  row: number;
  errors: Record<string, string>;
}

/** The analysis with the server's messages added to their rows, good and bad counted again. */
export function withRefusedRows(analysis: ImportAnalysis, refused: readonly RefusedImportRow[]): ImportAnalysis {
  if (!refused.length) return analysis;
  const byRow = new Map(refused.map((r) => [r.row, r.errors]));
  const rows = analysis.rows.map((r) => (byRow.has(r.row) ? { ...r, errors: { ...r.errors, ...byRow.get(r.row) } } : r));
  const good = rows.filter(isGoodRow).length;
  return { ...analysis, rows, good, bad: rows.length - good };
}
