/**
 * A history entry's changes as lines a person reads, "Field: old -> new", with the fields' labels and
 * values formatted as everywhere else (format.ts displayText: money, dates, options by label,
 * references by title) in the current language. Pure: no React.
 */
import { fieldLabel, type AnyField } from '../../schema/meta/describe';
import type { FieldChange } from '../../schema/records/diff';
import type { ResourceSchema } from '../../schema/meta/meta';
import { displayText } from '../fields/format';

/** Longer values are cut to this many characters, with an ellipsis (the whole value is on the record). */
export const VALUE_MAX = 160;

export interface ChangeLine {
  key: string;
  /** "Phone", or "Lines, row 2, Qty" for a child-table cell. */
  label: string;
  /** Formatted values; absent when that side had no value. */
  old?: string;
  new?: string;
  /** One value, not a before and after: a row added or removed, every value of a created or deleted record. */
  single?: boolean;
}

export interface LineContext {
  lang: string;
  /** Titles of referenced records by id, for a reference field or column. */
  refTitles: (f: AnyField) => ReadonlyMap<string, string> | undefined;
  /** The entry lists the values a record held, not changes (a create, a delete, an import): one value per line. */
  whole?: boolean;
  /** "{{table}}, row {{n}} added" and the like, from the history texts. */
  text: (key: 'rowAdded' | 'rowRemoved' | 'rowChanged', values: Record<string, string | number>) => string;
}

const cut = (s: string): string => (s.length > VALUE_MAX ? `${s.slice(0, VALUE_MAX - 1)}…` : s);

function format(schema: ResourceSchema, f: AnyField, value: unknown, ctx: LineContext): string {
  return cut(displayText(f, value, { schema, lang: ctx.lang, refTitles: ctx.refTitles(f) }));
}

/** A child row's cells as "Column: value, ...", in column order, empty cells left out. */
function rowSummary(schema: ResourceSchema, columns: readonly AnyField[], row: unknown, ctx: LineContext): string {
  if (row === null || typeof row !== 'object') return '';
  const cells = row as Record<string, unknown>;
  return cut(
    columns
      .map((c) => [c, format(schema, c, cells[c.name], ctx)] as const)
      .filter(([, v]) => v !== '')
      .map(([c, v]) => `${fieldLabel(c, ctx.lang)}: ${v}`)
      .join(', '),
  );
}

/**
 * One line per change of a field the schema (as this user sees it) has; a change of any other field is
 * left out, so a value the page may not show is never shown here either.
 */
export function changeLines(schema: ResourceSchema, changes: readonly FieldChange[], ctx: LineContext): ChangeLine[] {
  const out: ChangeLine[] = [];
  changes.forEach((c, i) => {
    const f = schema.fields.find((x) => x.name === c.field);
    if (!f) return;
    const key = `${i}:${c.field}`;
    const side = (which: 'old' | 'new', field: AnyField) =>
      which in c ? { [which]: format(schema, field, c[which], ctx) || undefined } : {};
    if (f.type !== 'table' || !c.rowChange) {
      out.push({
        key,
        label: fieldLabel(f, ctx.lang),
        ...side('old', f),
        ...side('new', f),
        ...(ctx.whole ? { single: true } : {}),
      });
      return;
    }
    const table = fieldLabel(f, ctx.lang);
    const n = c.row ?? 0;
    if (c.rowChange === 'changed') {
      const column = f.fields.find((x) => x.name === c.column);
      if (!column) return;
      const label = ctx.text('rowChanged', { table, n, column: fieldLabel(column, ctx.lang) });
      out.push({ key, label, ...side('old', column), ...side('new', column) });
    } else if (c.rowChange === 'added') {
      const cells = rowSummary(schema, f.fields, c.new, ctx);
      out.push({ key, label: ctx.text('rowAdded', { table, n }), ...(cells ? { new: cells } : {}), single: true });
    } else {
      const cells = rowSummary(schema, f.fields, c.old, ctx);
      out.push({ key, label: ctx.text('rowRemoved', { table, n }), ...(cells ? { old: cells } : {}), single: true });
    }
  });
  return out;
}

/** Whether an entry lists the values a record held rather than changes: a create or delete, or any other record entry without old values (an import). */
export const listsValues = (entry: { action: string; kind: string; changes: readonly FieldChange[] }): boolean =>
  entry.action === 'create' ||
  entry.action === 'delete' ||
  (entry.kind === 'record' && entry.action !== 'update' && entry.changes.every((c) => !('old' in c)));

/** The ids each reference field or column points to in these changes, by referenced resource. */
export function referencedIds(schema: ResourceSchema, changes: readonly FieldChange[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (f: AnyField | undefined, value: unknown) => {
    if (f?.type !== 'reference' || (typeof value !== 'number' && typeof value !== 'string') || value === '') return;
    const ids = out.get(f.resource) ?? new Set<string>();
    ids.add(String(value));
    out.set(f.resource, ids);
  };
  for (const c of changes) {
    const f = schema.fields.find((x) => x.name === c.field);
    if (!f) continue;
    if (f.type !== 'table') {
      add(f, c.old);
      add(f, c.new);
      continue;
    }
    if (c.rowChange === 'changed') {
      const column = f.fields.find((x) => x.name === c.column);
      add(column, c.old);
      add(column, c.new);
    } else
      for (const row of [c.old, c.new])
        if (row !== null && typeof row === 'object')
          for (const column of f.fields) add(column, (row as Record<string, unknown>)[column.name]);
  }
  return out;
}

/** The resources this schema's reference fields and columns point to, in field order (fixed per schema). */
export function referencedResources(schema: ResourceSchema): string[] {
  const names: string[] = [];
  for (const f of schema.fields)
    for (const x of f.type === 'table' ? f.fields : [f])
      if (x.type === 'reference' && !names.includes(x.resource)) names.push(x.resource);
  return names;
}
