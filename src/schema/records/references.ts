/**
 * What deleting a record does to the records that point at it: each reference field (top level or a
 * child-table column) declares `onDelete` (meta.ts), `restrict` when it says nothing.
 *
 * - `restrict`: a record pointing there stops the delete (the server answers 409 "Used by ...").
 * - `setNull`: the reference is emptied (the loader allows it only on a field that may be empty).
 * - `cascade`: the referring record is deleted too, and its own referrers are planned by the same rules
 *   (a restrict further down stops the whole delete). On a child-table column it removes the child rows
 *   that point there; the record itself stays, unless that would leave its table under `minRows` (or
 *   empty when the table is required): then the record stops the delete like a restrict.
 * - A referring record that may not change (past its editable workflow states: the caller says which)
 *   is never emptied, trimmed or deleted: it stops the delete like a restrict.
 *
 * Pure: the caller hands in the rows (all of them, row scope aside: a hidden record counts too) and
 * applies the plan in one synchronous step (mock-server/records/on-delete.ts).
 */
import { localize } from '../meta/describe';
import type { Data } from '../expression/expression';
import { formatMessage } from '../meta/messages';
import type { OnDelete, ResourceSchema } from '../meta/meta';
import type { SchemaRegistry } from '../loader/registry';
import { applyFormulas } from './validate';

/** A stored record: its fields and its numeric id. */
export type StoredRow = Data & { id: number };

/** One place that refers to a resource: a reference field, or a reference column of a child table. */
export interface ReferenceSite {
  /** The referring resource. */
  resource: string;
  /** The reference field, or for a column the table field holding it. */
  field: string;
  /** The column inside the table field, for a child-table reference. */
  column?: string;
  onDelete: OnDelete;
}

/** Every field and child-table column, in every schema, that points at `target`, with its rule. */
export function referencesTo(registry: SchemaRegistry, target: string): ReferenceSite[] {
  const sites: ReferenceSite[] = [];
  for (const schema of registry.resources)
    for (const f of schema.fields) {
      if (f.type === 'reference' && f.resource === target)
        sites.push({ resource: schema.name, field: f.name, onDelete: f.onDelete ?? 'restrict' });
      if (f.type === 'table')
        for (const c of f.fields ?? [])
          if (c.type === 'reference' && c.resource === target)
            sites.push({ resource: schema.name, field: f.name, column: c.name, onDelete: c.onDelete ?? 'restrict' });
    }
  return sites;
}

/** Where the rows come from, and which of them may change. */
export interface RowSource {
  rows(resource: string): Iterable<StoredRow>;
  /** False for a record that a delete elsewhere may not touch (past its editable states). Default: all may. */
  changeable?(schema: ResourceSchema, row: StoredRow): boolean;
}

export interface DeletePlan {
  /** Records to remove: the one asked for first, then the cascaded ones. */
  deletes: { resource: string; row: StoredRow }[];
  /** Referring records to replace: a reference emptied, child rows removed (formulas recomputed). */
  updates: { resource: string; before: StoredRow; after: StoredRow }[];
  /** What stops the delete, by referring resource: how many records. Empty: the plan may be applied. */
  blockers: { resource: string; count: number }[];
}

/** A stored reference value points at `id` (ids are numbers; a digit string from an old record counts). */
const pointsAt = (value: unknown, id: number): boolean =>
  value === id || (typeof value === 'string' && /^\d+$/.test(value) && Number(value) === id);

type Outcome = 'none' | 'block' | 'delete' | StoredRow;

/** What one site's rule does to one referring row when the record `id` goes. */
function outcome(schema: ResourceSchema, site: ReferenceSite, row: StoredRow, id: number, changeable: boolean): Outcome {
  if (site.column === undefined) {
    if (!pointsAt(row[site.field], id)) return 'none';
    if (site.onDelete === 'restrict' || !changeable) return 'block';
    return site.onDelete === 'cascade' ? 'delete' : { ...row, [site.field]: null };
  }
  const table = row[site.field];
  if (!Array.isArray(table)) return 'none';
  const column = site.column;
  const hits = (child: unknown) => child !== null && typeof child === 'object' && pointsAt((child as Data)[column], id);
  if (!table.some(hits)) return 'none';
  if (site.onDelete === 'restrict' || !changeable) return 'block';
  if (site.onDelete === 'setNull')
    return applyFormulas(schema, {
      ...row,
      [site.field]: table.map((c) => (hits(c) ? { ...(c as Data), [column]: null } : c)),
    }) as StoredRow;
  const kept = table.filter((c) => !hits(c));
  const f = schema.fields.find((x) => x.name === site.field);
  if (kept.length < (f?.minRows ?? 0) || (f?.required && kept.length === 0)) return 'block';
  return applyFormulas(schema, { ...row, [site.field]: kept }) as StoredRow;
}

/**
 * The plan for deleting `row` of `resource`: what else goes, what changes, and what stops it. Rows
 * are visited breadth first; a cycle of cascades ends at rows already planned for deletion.
 */
export function planDelete(registry: SchemaRegistry, resource: string, row: StoredRow, source: RowSource): DeletePlan {
  const key = (name: string, id: number) => `${name}#${id}`;
  const deletes = new Map<string, { resource: string; row: StoredRow }>([[key(resource, row.id), { resource, row }]]);
  const updates = new Map<string, { resource: string; before: StoredRow; after: StoredRow }>();
  const blocked = new Map<string, Set<number>>();
  const sites = new Map<string, ReferenceSite[]>();
  const queue = [{ resource, row }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (!sites.has(next.resource)) sites.set(next.resource, referencesTo(registry, next.resource));
    for (const site of sites.get(next.resource)!) {
      const schema = registry.byName.get(site.resource)!;
      for (const stored of source.rows(site.resource)) {
        const k = key(site.resource, stored.id);
        if (deletes.has(k)) continue;
        const current = updates.get(k)?.after ?? stored; // two rules on one row add up
        const result = outcome(schema, site, current, next.row.id, source.changeable?.(schema, stored) ?? true);
        if (result === 'none') continue;
        if (result === 'block') {
          if (!blocked.has(site.resource)) blocked.set(site.resource, new Set());
          blocked.get(site.resource)!.add(stored.id);
        } else if (result === 'delete') {
          deletes.set(k, { resource: site.resource, row: stored });
          queue.push({ resource: site.resource, row: stored });
        } else updates.set(k, { resource: site.resource, before: stored, after: result });
      }
    }
  }
  // A row that goes anyway neither stops the delete nor needs its update.
  const blockers = [...blocked]
    .map(([name, ids]) => ({ resource: name, count: [...ids].filter((id) => !deletes.has(key(name, id))).length }))
    .filter((b) => b.count > 0);
  return {
    deletes: [...deletes.values()],
    updates: [...updates].filter(([k]) => !deletes.has(k)).map(([, u]) => u),
    blockers,
  };
}

/** "purchase requests" from "Purchase requests"; an acronym ("PR lines") keeps its case. */
const lowerFirst = (s: string) => (/^\p{Lu}{2}/u.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

/** The user's message for a refused delete: "Used by 3 purchase requests, 1 purchase order" (or in Thai). */
export function usedByMessage(registry: SchemaRegistry, blockers: DeletePlan['blockers'], lang: string): string {
  const parts = blockers.map(({ resource, count }) => {
    const schema = registry.byName.get(resource);
    const label = schema ? localize(count === 1 ? schema.label : schema.pluralLabel, lang) : resource;
    return formatMessage('usedByCount', lang, lang === 'th' ? label : lowerFirst(label), count);
  });
  return formatMessage('usedBy', lang, parts.join(', '));
}
