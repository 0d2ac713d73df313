/**
 * Spreadsheet rows from records: one object per record keyed by translated column headers, values as
 * a reader sees them (money as numbers, references as titles, states as labels). Pure, unit-tested.
 */
import { fieldLabel, type AnyField } from '../schema/meta/describe';
import type { Field, ResourceSchema } from '../schema/meta/meta';
import { exportValue, referenceTarget } from './fields/format';

/** Referenced titles: field name -> (record id as string -> title). */
export type ReferenceTitles = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Columns we export: every field that holds one value (child tables do not fit a flat sheet). */
export const exportFields = (schema: ResourceSchema): Field[] => schema.fields.filter((f) => f.type !== 'table');

/** Column headers for the fields, made unique when two fields share a label. */
export function exportHeaders(fields: readonly AnyField[], lang: string): string[] {
  const seen = new Map<string, number>();
  return fields.map((f) => {
    const label = fieldLabel(f, lang);
    const count = seen.get(label) ?? 0;
    seen.set(label, count + 1);
    return count === 0 ? label : `${label} (${f.name})`;
  });
}

export function exportRows(
  rows: readonly Record<string, unknown>[],
  schema: ResourceSchema,
  lang: string,
  refTitles: ReferenceTitles = new Map(),
): Record<string, string | number | null>[] {
  const fields = exportFields(schema);
  const headers = exportHeaders(fields, lang);
  return rows.map((row) => {
    const out: Record<string, string | number | null> = {};
    fields.forEach((f, i) => {
      out[headers[i]!] = exportValue(f, row[f.name], { schema, lang, refTitles: refTitles.get(f.name) });
    });
    return out;
  });
}

/** The ids each reference field points to across these rows, to fetch their titles in one go per field. */
export function referenceIds(rows: readonly Record<string, unknown>[], schema: ResourceSchema): Map<Field, string[]> {
  const out = new Map<Field, string[]>();
  for (const f of exportFields(schema)) {
    if (!referenceTarget(f)) continue;
    const ids = new Set<string>();
    for (const row of rows) {
      const v = row[f.name];
      if (typeof v === 'string' || typeof v === 'number') ids.add(String(v));
    }
    out.set(f, [...ids]);
  }
  return out;
}
