/**
 * One spreadsheet cell into the value a form would send: options by their value or a label in either
 * language, yes/no words for flags and booleans, several options split on commas, dates taken from
 * date cells, and references matched by the referenced record's title or code. A value the form would
 * refuse is passed on as it is, so validate.ts gives its own message; only a reference that matches no
 * record (or several) is refused here. Pure: no DOM, no Node.
 */
import { fieldLabel, fieldOptions, type AnyField } from '../meta/describe';
import type { Data } from '../expression/expression';
import { FIELD_TYPE_INFO } from '../meta/field-types';
import { formatMessage } from '../meta/messages';
import type { ResourceSchema } from '../meta/meta';

/**
 * A cell as the sheet reader hands it over (src/schema/import/sheet.ts): text, a number, a boolean, or
 * nothing. Date cells arrive as text: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm:ss' (wall-clock time) or 'HH:mm'.
 */
export type Cell = string | number | boolean | null;

/** Text as matched against labels, titles and codes: outer spaces, runs of spaces and case do not count. */
export const matchKey = (v: unknown): string =>
  String(v ?? '')
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

const YES = new Set(['yes', 'y', 'true', '1', 'ใช่', 'จริง']);
const NO = new Set(['no', 'n', 'false', '0', 'ไม่ใช่', 'ไม่', 'เท็จ']);

/** true / false for a yes or no word in English or Thai (or a boolean cell); undefined for anything else. */
export function yesNo(cell: Cell): boolean | undefined {
  if (typeof cell === 'boolean') return cell;
  const key = matchKey(cell);
  return YES.has(key) ? true : NO.has(key) ? false : undefined;
}

type Id = string | number;

/** A referenced resource's records by code (document number, unique fields) and by title. */
export interface ReferenceIndex {
  codes: Map<string, Id[]>;
  titles: Map<string, Id[]>;
}

/** Field name -> the index of the records it may point to. */
export type ReferenceIndexes = ReadonlyMap<string, ReferenceIndex>;

const push = (map: Map<string, Id[]>, value: unknown, id: Id) => {
  if (value === undefined || value === null || value === '' || typeof value === 'object') return;
  const key = matchKey(value);
  const ids = map.get(key);
  if (!ids) map.set(key, [id]);
  else if (!ids.includes(id)) ids.push(id);
};

/**
 * The index of `rows` of the `target` schema: codes are its document number and its unique text fields,
 * titles its titleField (and the reference's own labelField, when it names another one).
 */
export function buildReferenceIndex(target: ResourceSchema, rows: readonly Data[], labelField?: string): ReferenceIndex {
  const codeFields = [
    ...(target.naming ? [target.naming.field] : []),
    ...target.fields.filter((f) => f.unique && FIELD_TYPE_INFO[f.type].value === 'text').map((f) => f.name),
  ];
  const titleFields = [...new Set([target.titleField, ...(labelField ? [labelField] : [])])];
  const index: ReferenceIndex = { codes: new Map(), titles: new Map() };
  for (const r of rows) {
    const id = r.id as Id;
    if (id === undefined || id === null) continue;
    for (const f of codeFields) push(index.codes, r[f], id);
    for (const f of titleFields) push(index.titles, r[f], id);
  }
  return index;
}

/** The record a cell names: a code first (codes are unique), then a title; 'ambiguous' when a title names several. */
export function matchReference(index: ReferenceIndex, cell: Cell): { id: Id } | { miss: 'none' | 'ambiguous' } {
  const key = matchKey(cell);
  const byCode = index.codes.get(key);
  if (byCode?.length === 1) return { id: byCode[0]! };
  const ids = byCode?.length ? byCode : index.titles.get(key);
  if (!ids?.length) return { miss: 'none' };
  return ids.length === 1 ? { id: ids[0]! } : { miss: 'ambiguous' };
}

/** The option a cell names: its value, or its label in any language. The cell unchanged when none does. */
function optionValue(schema: ResourceSchema, f: AnyField, cell: string | number): string | number {
  const key = matchKey(cell);
  for (const lang of ['en', 'th'])
    for (const o of fieldOptions(schema, f, lang)) if (matchKey(o.value) === key || matchKey(o.label) === key) return o.value;
  return cell;
}

const DATE_CELL = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2})?)?$/;

/**
 * A date-kind field from a date cell (or text typed like one, "2024-01-15 09:30" too): the day of a
 * date, the month of a month, the time of a time, a datetime with its "T".
 */
function fromDateCell(type: string, text: string): string {
  const m = DATE_CELL.exec(text.trim());
  if (!m) return text;
  if (type === 'datetime' && m[2] !== undefined) return text.trim().replace(' ', 'T');
  if (type === 'date' && (m[2] === undefined || m[2] === '00:00')) return m[1]!;
  if (type === 'monthYear') return m[1]!.slice(0, 7);
  if (type === 'time' && m[2] !== undefined) return m[2];
  return text;
}

export interface CellResult {
  /** The value to check; undefined for an empty cell (the field's default applies, as on a new form). */
  value?: unknown;
  /** A message when the cell cannot stand for any value (a reference to no record, or to several). */
  error?: string;
}

/** One cell as the value the form would send for `f`; validateRecord then checks it. */
export function cellValue(schema: ResourceSchema, f: AnyField, cell: Cell, lang: string, refs?: ReferenceIndex): CellResult {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return {};
  switch (FIELD_TYPE_INFO[f.type].value) {
    case 'text':
      return { value: typeof cell === 'string' ? fromDateCell(f.type, cell) : String(cell) };
    case 'boolean': {
      const yes = yesNo(cell);
      return { value: yes ?? cell };
    }
    case 'flag': {
      const yes = yesNo(cell);
      return { value: yes === undefined ? cell : yes ? 'Y' : 'N' };
    }
    case 'option':
      return { value: typeof cell === 'boolean' ? cell : optionValue(schema, f, cell) };
    case 'options': {
      const parts = String(cell)
        .split(/[,;\n]/)
        .map((p) => p.trim())
        .filter(Boolean);
      return { value: parts.map((p) => optionValue(schema, f, p)) };
    }
    case 'reference': {
      const label = fieldLabel(f, lang);
      const found = refs ? matchReference(refs, cell) : ({ miss: 'none' } as const);
      if ('id' in found) return { value: found.id };
      return {
        error:
          found.miss === 'ambiguous'
            ? formatMessage('referenceAmbiguous', lang, label, String(cell).trim())
            : formatMessage('reference', lang, label),
      };
    }
    default:
      // Numbers as typed (the validator reads "1,234.50" too); the other kinds take no column.
      return { value: cell };
  }
}
