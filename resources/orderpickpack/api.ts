/**
 * Pick and pack's calls and the pick list: orders ready to pick, one order with the records its lines point
 * at, and the transition that packs it (the one declaring `scanCheck` in the orders schema), posted with the
 * scanned codes. The lines' codes and quantities come from src/schema/records/scan-check.ts, as the server checks them.
 */
import { useEffect, useState } from 'react';
import { formatDate } from '../../src/i18n/dates';
import { scanLines, type RecordLookup, type ScanLine, type ScanRule } from '../../src/schema/records/scan-check';
import type { Data } from '../../src/schema/expression/expression';
import type { ResourceSchema, Transition } from '../../src/schema/meta/meta';
import { apiUrl, listPage, request } from '../../src/api/client';

export const ORDERS = 'orders';

/** The transition the scan screen runs: the first that declares `scanCheck`, and the state it starts from. */
export function scanTransition(schema: ResourceSchema): (Transition & { scanCheck: ScanRule }) | undefined {
  return schema.workflow?.transitions.find((t): t is Transition & { scanCheck: ScanRule } => Boolean(t.scanCheck));
}

/** The state `to` and every state the workflow's transitions lead to from it. */
export function statesAfter(schema: ResourceSchema, to: string): Set<string> {
  const seen = new Set([to]);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of schema.workflow?.transitions ?? [])
      if (!seen.has(t.to) && t.from.some((f) => seen.has(f))) grew = Boolean(seen.add(t.to));
  }
  return seen;
}

export type OrderRow = Data & { id: number };

/** A page of records ready for the transition, optionally matching the quick search. */
export async function readyOrders(
  schema: ResourceSchema,
  opts: { q?: string; start?: number; end?: number; code?: string },
): Promise<{ rows: OrderRow[]; total: number }> {
  const t = scanTransition(schema);
  const params = new URLSearchParams({ _start: String(opts.start ?? 0), _end: String(opts.end ?? 50) });
  if (t && schema.workflow) for (const state of t.from) params.append(schema.workflow.field, state);
  // Oldest first: the order waiting longest is picked first.
  const sort = [schema.defaultSort ?? []].flat()[0];
  if (sort) {
    params.set('_sort', sort.field);
    params.set('_order', 'asc');
  }
  if (opts.q?.trim()) params.set('q', opts.q.trim());
  if (opts.code && schema.naming) params.set(schema.naming.field, opts.code.trim());
  return listPage<OrderRow>(schema.name, params);
}

/** Records of a resource by id, in batches (GET resource?id=1&id=2...). */
export async function recordsByIds(resource: string, ids: readonly unknown[]): Promise<OrderRow[]> {
  const unique = [...new Set(ids.map(Number).filter(Number.isInteger))];
  const out: OrderRow[] = [];
  for (let i = 0; i < unique.length; i += 50) {
    const part = unique.slice(i, i + 50);
    const params = new URLSearchParams(part.map((id) => ['id', String(id)]));
    params.set('_end', String(part.length));
    out.push(...(await request<OrderRow[]>(apiUrl('list', { resource }, params))));
  }
  return out;
}

/** A pick-list line: the table row's code and quantity, and the referenced record's title. */
export interface PickLine extends ScanLine {
  name: string;
}

export interface PickList {
  order: OrderRow;
  lines: PickLine[];
}

/** The order's lines with their codes resolved through the referenced records (loaded in one batch). */
export async function loadPickList(
  schema: ResourceSchema,
  registry: ReadonlyMap<string, ResourceSchema>,
  id: number,
): Promise<PickList> {
  const row = await request<OrderRow>(apiUrl('record', { resource: schema.name, id }));
  const rule = scanTransition(schema)?.scanCheck;
  if (!rule) return { order: row, lines: [] };
  const table = schema.fields.find((f) => f.name === rule.table);
  const column = rule.code.split('.')[0]!;
  const ref = table?.type === 'table' ? table.fields.find((c) => c.name === column) : undefined;
  const rows = Array.isArray(row[rule.table]) ? (row[rule.table] as Data[]) : [];
  const target = ref?.type === 'reference' ? registry.get(ref.resource) : undefined;
  const records =
    ref?.type === 'reference'
      ? await recordsByIds(
          ref.resource,
          rows.map((r) => r[column]),
        )
      : [];
  const byId = new Map(records.map((r) => [r.id, r]));
  const lookup: RecordLookup = (_resource, key) => byId.get(Number(key));
  const lines = scanLines(schema, rule, row, lookup).map((l) => {
    const hit = lookup('', rows[l.index]?.[column]);
    const name = hit && target ? String(hit[target.titleField ?? 'name'] ?? '') : '';
    return { ...l, name: name || String(rows[l.index]?.[column] ?? '') };
  });
  return { order: row, lines };
}

/** Runs the transition with the scanned codes; throws the server's refusal (its body has `scan`). */
export const submitScanned = (schema: ResourceSchema, id: number, action: string, scanned: string[]): Promise<Data> =>
  request<Data>(apiUrl('action', { resource: schema.name, id, action }), { method: 'POST', body: { scanned }, retries: 0 });

/** One load keyed by `key`: the latest answer, loading while a newer key waits, and the error. */
export function useLoad<T>(
  key: string | null,
  load: () => Promise<T>,
): { data?: T; loading: boolean; error: unknown; reload: () => void } {
  const [answer, setAnswer] = useState<{ key: string; data?: T; error: unknown } | null>(null);
  const [version, setVersion] = useState(0);
  const full = key === null ? null : `${key}#${version}`;
  useEffect(() => {
    if (full === null) return;
    let live = true;
    load().then(
      (data) => live && setAnswer({ key: full, data, error: null }),
      (error: unknown) => live && setAnswer({ key: full, error }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the load
  }, [full]);
  const current = answer?.key === full ? answer : null;
  return {
    data: current?.data,
    loading: full !== null && !current,
    error: current?.error ?? null,
    reload: () => setVersion((v) => v + 1),
  };
}

/** A date-only value ("2026-11-25") as the reader's language writes it (src/i18n/dates.ts): "25/11/2569" in Thai. */
export const showDate = (value: unknown, lang: string): string => (typeof value === 'string' ? formatDate(value, lang) : '');
