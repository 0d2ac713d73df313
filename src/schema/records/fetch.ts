/**
 * `fetch`: a field (or child-table column) filled in the form from the record that a reference beside
 * it points at, when the user picks that record: an order line's price from the chosen product.
 *
 *   { "name": "price", "type": "money", "fetch": { "from": "product", "field": "price" } }
 *
 * `from` is a reference field of the same scope (a column of the same table, or a top-level field for a
 * top-level one); `field` a field of the resource it points at. The form fills it (the user may still change
 * the value) and the server stores what it is sent, unless the field is `readOnly`: then the server sets it
 * from the referenced record on every write (`withFetchedValues`). Pure: the loader's checks and the rules.
 */
import type { ChildField, Field, ResourceSchema } from '../meta/meta';

export interface FetchRule {
  /** The child table the columns belong to, or null for top-level fields. */
  table: string | null;
  /** The reference field whose change fills `to`. */
  from: string;
  /** The resource it points at. */
  resource: string;
  /** The field of that resource that is copied. */
  field: string;
  /** The field (or column) filled. */
  to: string;
}

/** Types that cannot be filled: the server computes them, or they are whole tables. */
const NOT_FILLED = new Set(['computed', 'status', 'table', 'file', 'image']);

function scopeRules(scope: readonly (Field | ChildField)[], table: string | null): FetchRule[] {
  const rules: FetchRule[] = [];
  for (const f of scope) {
    if (!f.fetch) continue;
    const from = scope.find((o) => o.name === f.fetch!.from);
    if (from?.type !== 'reference') continue;
    rules.push({ table, from: from.name, resource: from.resource, field: f.fetch.field, to: f.name });
  }
  return rules;
}

/** Every fetch rule of a (loaded, so checked) schema. */
export function fetchRules(schema: ResourceSchema): FetchRule[] {
  return [
    ...scopeRules(schema.fields, null),
    ...schema.fields.flatMap((f) => (f.type === 'table' ? scopeRules(f.fields, f.name) : [])),
  ];
}

/** The loader's checks: the reference exists in the same scope and its target has the field. */
export function fetchProblems(
  schema: ResourceSchema,
  byName: ReadonlyMap<string, ResourceSchema>,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const check = (scope: readonly (Field | ChildField)[], at: (j: number) => string) =>
    scope.forEach((f, j) => {
      if (!f.fetch) return;
      if (NOT_FILLED.has(f.type)) problems.push({ path: `${at(j)}.fetch`, message: `a ${f.type} field cannot be filled in` });
      const from = scope.find((o) => o.name === f.fetch!.from);
      if (from?.type !== 'reference') {
        problems.push({
          path: `${at(j)}.fetch.from`,
          message: `expected a reference field beside "${f.name}", got "${f.fetch.from}"`,
        });
        return;
      }
      const target = byName.get(from.resource);
      if (target && !target.fields.some((o) => o.name === f.fetch!.field))
        problems.push({ path: `${at(j)}.fetch.field`, message: `unknown field "${f.fetch.field}" of ${target.name}` });
    });
  const fields = Array.isArray(schema.fields) ? schema.fields : [];
  check(fields, (i) => `$.fields[${i}]`);
  fields.forEach((f, i) => {
    if (f.type === 'table' && Array.isArray(f.fields)) check(f.fields, (j) => `$.fields[${i}].fields[${j}]`);
  });
  return problems;
}

/** The text types a scanner types into. */
const SCANNABLE = new Set(['text', 'barcode']);

/** `scan` belongs on one top-level text or barcode field. */
export function scanProblems(schema: ResourceSchema): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const fields = Array.isArray(schema.fields) ? schema.fields : [];
  let seen = false;
  fields.forEach((f, i) => {
    if (f.type === 'table' && Array.isArray(f.fields))
      f.fields.forEach((c, j) => {
        if (c.scan) problems.push({ path: `$.fields[${i}].fields[${j}].scan`, message: 'only a top-level field takes a scan' });
      });
    if (!f.scan) return;
    if (!SCANNABLE.has(f.type)) problems.push({ path: `$.fields[${i}].scan`, message: 'expected a text or barcode field' });
    else if (seen) problems.push({ path: `$.fields[${i}].scan`, message: 'one field per form takes the scan' });
    seen = true;
  });
  return problems;
}

/** The field a scanner types into, if any. */
export const scanField = (schema: ResourceSchema): Field | undefined => schema.fields.find((f) => f.scan);

/**
 * The record with every read-only fetched field set from the record its reference points at now (a sale
 * line's unit price from the product, a redemption's points from the reward): what nobody types is never
 * taken from the caller. The server applies it before its checks on every write; a reference that points
 * nowhere leaves the value as sent (the reference check refuses the record). Fields that are not read-only
 * stay as sent: the form fills them, the user may change them.
 */
export function withFetchedValues(
  schema: ResourceSchema,
  record: Record<string, unknown>,
  get: (resource: string, id: number) => Record<string, unknown> | undefined,
): Record<string, unknown> {
  const readOnly = (table: string | null, name: string) => {
    const scope = table === null ? schema.fields : (schema.fields.find((f) => f.name === table)?.fields ?? []);
    return scope.find((f) => f.name === name)?.readOnly === true;
  };
  const rules = fetchRules(schema).filter((r) => readOnly(r.table, r.to));
  if (!rules.length) return record;
  const fill = (row: Record<string, unknown>, rule: FetchRule) => {
    const id = Number(row[rule.from]);
    const source = Number.isInteger(id) ? get(rule.resource, id) : undefined;
    if (source) row[rule.to] = source[rule.field] ?? null;
  };
  const out = { ...record };
  for (const rule of rules) {
    if (rule.table === null) fill(out, rule);
    else if (Array.isArray(out[rule.table]))
      out[rule.table] = (out[rule.table] as unknown[]).map((r) => {
        const row = r !== null && typeof r === 'object' ? { ...(r as Record<string, unknown>) } : {};
        fill(row, rule);
        return row;
      });
  }
  return out;
}
