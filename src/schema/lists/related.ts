/**
 * Related lists on a record's page (schema key `related`): the records of other resources whose reference
 * field points at this record (an employee's assets, enrolments and claims), as ERPNext's "connections".
 * Declared on the record's own schema; the lists are queried (`GET <resource>?<field>=<id>`), never
 * stored twice. Records made from this one (createFrom) are listed the same way without declaring them.
 */
import { createdFromHere } from '../records/create-from';
import type { ChildField, Field, LocalizedText, ResourceSchema } from '../meta/meta';
import { resolveSumPath } from '../summary/sums';

export interface RelatedList {
  /** The resource whose records are listed. */
  target: ResourceSchema;
  /** Its reference field that points at the record shown, or a child-table column (`participants.employee`). */
  field: string;
  /** A title of the list's own (default: the target's plural label). */
  label?: LocalizedText;
  /** A number field or child column to total over the listed records (`participants.pointsEarned`). */
  sum?: string;
}

/** What the schema declares in `related`, then the lists of records made from this one, each once. */
export function relatedLists(resources: readonly ResourceSchema[], schema: ResourceSchema): RelatedList[] {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const lists: RelatedList[] = [];
  const seen = new Set<string>();
  const add = (list: RelatedList) => {
    const key = `${list.target.name}.${list.field}`;
    if (seen.has(key)) return;
    seen.add(key);
    lists.push(list);
  };
  for (const r of schema.related ?? []) {
    const target = byName.get(r.resource);
    if (target) add({ target, field: r.field, label: r.label, sum: r.sum });
  }
  for (const { target, rule } of createdFromHere(resources, schema.name)) add({ target, field: rule.link });
  return lists;
}

/** The field a related list's `field` names: a top-level field, or a column of a child table (`table.column`). */
function linkField(target: ResourceSchema, path: string): Field | ChildField | undefined {
  const [name, column, ...rest] = path.split('.');
  const top = target.fields.find((f) => f.name === name);
  if (rest.length || !top) return undefined;
  if (column === undefined) return top;
  return top.type === 'table' ? top.fields.find((c) => c.name === column) : undefined;
}

/**
 * The loader's check of `related`: each entry names a resource and its reference field (top-level or a
 * child-table column) that points here; a `sum` names a number field or column of that resource.
 */
export function relatedProblems(
  schema: ResourceSchema,
  byName: ReadonlyMap<string | undefined, ResourceSchema>,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  (schema.related ?? []).forEach((r, i) => {
    const target = byName.get(r.resource);
    if (!target) {
      problems.push({ path: `$.related[${i}].resource`, message: `unknown resource "${r.resource}"` });
      return;
    }
    const field = linkField(target, r.field);
    if (!field) problems.push({ path: `$.related[${i}].field`, message: `"${r.resource}" has no field "${r.field}"` });
    else if (field.type !== 'reference' || field.resource !== schema.name)
      problems.push({
        path: `$.related[${i}].field`,
        message: `"${r.resource}.${r.field}" must be a reference to "${schema.name}"`,
      });
    if (r.sum === undefined) return;
    const sum = resolveSumPath(target, r.sum);
    if (typeof sum === 'string') problems.push({ path: `$.related[${i}].sum`, message: sum });
    else if (sum.table && !r.field.startsWith(`${sum.table}.`))
      problems.push({
        path: `$.related[${i}].sum`,
        message: `a column of "${sum.table}" is summed only when the list links through that table ("${sum.table}.<column>")`,
      });
  });
  return problems;
}
