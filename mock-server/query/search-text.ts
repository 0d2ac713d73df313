/**
 * `q`, json-server's full-text search, on our engine: a case-insensitive literal substring of any text-like
 * value the caller may read: text, long text, e-mail and the like, dates, numbers as written (`1250.5`), a
 * select's value and its labels in every language (static options, workflow states), and the same values in
 * the rows of child tables. Never a field the caller may not read (a salary is not found by its amount),
 * nor references (bare ids), yes/no values and files. The search text of each row is built once per stored
 * row array (the store hands out the same array until a write), so a search scans plain strings.
 */
import { FIELD_TYPE_INFO, type ChildField, type Field, type ResourceSchema } from '../../src/schema';
import type { Filter } from './filters';
import type { Row } from '../store/store';

type AnyField = Field | ChildField;

const SEPARATOR = '\u0000'; // between values: a needle never spans two of them

const asText = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'object' ? '' : String(v).toLowerCase();

/** The labels (every language) a stored option value stands for; empty when the options carry none. */
function labelsOf(f: AnyField, schema: ResourceSchema | null): Map<string, string> {
  const out = new Map<string, string>();
  if ((f.type === 'select' || f.type === 'multiselect') && 'options' in f)
    for (const o of f.options) if (typeof o !== 'string') out.set(o.value, Object.values(o.label).join(SEPARATOR).toLowerCase());
  if (f.type === 'status' && schema?.workflow?.field === f.name)
    for (const s of schema.workflow.states) out.set(s.value, Object.values(s.label).join(SEPARATOR).toLowerCase());
  return out;
}

/** The search text of one value of the field, or null for a field `q` does not look into. */
function textOf(f: AnyField, schema: ResourceSchema | null): ((v: unknown) => string) | null {
  if (f.type === 'computed' && f.live) return null; // not stored: worked out when answered
  const kind = FIELD_TYPE_INFO[f.type].value;
  if (kind === 'reference' || kind === 'boolean' || kind === 'flag' || kind === 'file' || kind === 'rows') return null;
  const labels = labelsOf(f, schema);
  const one = (v: unknown): string => {
    const value = asText(v);
    const label = typeof v === 'string' ? labels.get(v) : undefined;
    return label ? `${value}${SEPARATOR}${label}` : value;
  };
  return kind === 'options' ? (v) => (Array.isArray(v) ? v.map(one).join(SEPARATOR) : '') : one;
}

/** One row's search text: its top-level values, then each child row's. */
function rowText(schema: ResourceSchema, hidden: ReadonlySet<string>): (row: Row) => string {
  const parts: ((row: Row) => string)[] = [];
  for (const f of schema.fields) {
    if (hidden.has(f.name)) continue;
    if (f.type === 'table') {
      const columns = f.fields.map((c) => ({ name: c.name, text: textOf(c, null) })).filter((c) => c.text !== null);
      if (!columns.length) continue;
      parts.push((row) => {
        const rows = row[f.name];
        if (!Array.isArray(rows)) return '';
        return rows
          .map((child: unknown) =>
            child !== null && typeof child === 'object'
              ? columns.map((c) => c.text!((child as Record<string, unknown>)[c.name])).join(SEPARATOR)
              : '',
          )
          .join(SEPARATOR);
      });
      continue;
    }
    const text = textOf(f, schema);
    if (text) parts.push((row) => text(row[f.name]));
  }
  return (row) => parts.map((p) => p(row)).join(SEPARATOR);
}

/** The search text per row array and per set of fields searched (what the caller may read). */
const textCache = new WeakMap<readonly Row[], Map<string, string[]>>();

function searchColumn(rows: readonly Row[], schema: ResourceSchema, hidden: ReadonlySet<string>): string[] {
  let bySet = textCache.get(rows);
  if (!bySet) {
    bySet = new Map();
    textCache.set(rows, bySet);
  }
  const key = `${schema.name}|${[...hidden].sort().join(',')}`;
  let column = bySet.get(key);
  if (!column) {
    const text = rowText(schema, hidden);
    column = rows.map(text);
    bySet.set(key, column);
  }
  return column;
}

/** The `q` filter: rows whose search text holds the needle (already trimmed and lower-cased). */
export function searchFilter(schema: ResourceSchema, hidden: ReadonlySet<string>, needle: string): Filter {
  const text = rowText(schema, hidden);
  return {
    run: (rows) => {
      const column = searchColumn(rows, schema, hidden);
      return (i) => column[i]!.includes(needle);
    },
    test: (row) => text(row).includes(needle),
    // What the caller may read decides where `q` looks.
    key: `q=${JSON.stringify(needle)}|${[...hidden].sort().join(',')}`,
  };
}
