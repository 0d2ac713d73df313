/**
 * `pickerColumns`: what a reference picker shows of each record it offers. A resource names up to five
 * of its fields; every reference field pointing at it then shows them as columns in its drop-down (a
 * product: code, name, price) and searches them all with the server's full-text `q`, which looks into
 * every readable text-like value (numbers as written). Without the key a picker shows the title (or the
 * field's labelField) and searches that field alone (`<field>_like`). Pure: the loader's checks and the picker.
 *
 *   { "name": "products", "titleField": "name", "pickerColumns": ["code", "name", "price"] }
 */
import type { Field, ResourceSchema } from '../meta/meta';

/** Types a picker column cannot show as one line of text. */
const NOT_SHOWN = new Set(['table', 'file', 'image', 'richtext']);

/** The target's fields a picker shows, in order: the declared columns (title included), or the title alone. */
export function pickerColumns(target: ResourceSchema | undefined, labelKey: string): Field[] {
  if (!target) return [];
  const byName = new Map(target.fields.map((f) => [f.name, f]));
  const declared = (target.pickerColumns ?? []).flatMap((n) => byName.get(n) ?? []);
  if (!declared.length) return byName.has(labelKey) ? [byName.get(labelKey)!] : [];
  return declared.some((f) => f.name === labelKey) ? declared : [byName.get(labelKey)!, ...declared].filter(Boolean);
}

/** How the picker asks the server for what the user typed: `q` over the columns, or the title field `_like`. */
export function pickerSearch(
  target: ResourceSchema | undefined,
  labelKey: string,
  text: string,
): { field: string; operator: 'eq' | 'contains'; value: string }[] {
  const value = text.trim();
  if (!value) return [];
  return (target?.pickerColumns?.length ?? 0) > 0
    ? [{ field: 'q', operator: 'eq', value }]
    : [{ field: labelKey, operator: 'contains', value }];
}

/** The loader's check: known fields, each once, of a type that shows as text. */
export function pickerProblems(schema: ResourceSchema): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  (schema.pickerColumns ?? []).forEach((name, i) => {
    const f = schema.fields.find((o) => o.name === name);
    if (!f) problems.push({ path: `$.pickerColumns[${i}]`, message: `unknown field "${name}"` });
    else if (NOT_SHOWN.has(f.type))
      problems.push({ path: `$.pickerColumns[${i}]`, message: `a ${f.type} field cannot be a picker column` });
    if (seen.has(name)) problems.push({ path: `$.pickerColumns[${i}]`, message: `"${name}" is named twice` });
    seen.add(name);
  });
  return problems;
}
