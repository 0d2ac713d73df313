/**
 * Pick and pack's reads through Refine and the pick list: orders ready to pick (useList), one order (useOne) with
 * the records its lines point at (useMany), and the transition that packs it (the one declaring `scanCheck` in
 * the orders schema; ScanPage posts it with the scanned codes through useCustomMutation). The lines' codes and
 * quantities come from src/schema/records/scan-check.ts, as the server checks them.
 */
import { useList, useMany, useOne, type CrudFilter } from '@refinedev/core';
import { useMemo } from 'react';
import { formatDate } from '../../src/i18n/dates';
import { scanLines, type RecordLookup, type ScanLine, type ScanRule } from '../../src/schema/records/scan-check';
import type { Data } from '../../src/schema/expression/expression';
import type { ResourceSchema, Transition } from '../../src/schema/meta/meta';
import { waiting } from '../queryState';
import { ORDERS } from './orders';

export { ORDERS };

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

/** A list or record read as the pick screens show it: nothing while a read is under way, then the answer or the error. */
export interface Loaded<T> {
  data?: T;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * A page of the records ready for the transition (Refine's useList: the states it starts from, `in`), oldest
 * first, optionally matching the quick search. A newer page or search, a Retry, or the refresh after a write
 * (Refine invalidates the list) shows as loading, without rows.
 */
export function useReadyOrders(
  schema: ResourceSchema,
  opts: { q?: string; page?: number; pageSize: number },
): Loaded<{ rows: OrderRow[]; total: number }> {
  const t = scanTransition(schema);
  const states: CrudFilter[] = t && schema.workflow ? [{ field: schema.workflow.field, operator: 'in', value: t.from }] : [];
  // Oldest first: the order waiting longest is picked first.
  const sort = [schema.defaultSort ?? []].flat()[0];
  const { query, result } = useList<OrderRow>({
    resource: schema.name,
    filters: [...states, { field: 'q', operator: 'eq', value: opts.q?.trim() }],
    sorters: sort ? [{ field: sort.field, order: 'asc' }] : undefined,
    pagination: { currentPage: opts.page ?? 1, pageSize: opts.pageSize },
    errorNotification: false,
  });
  const loading = query.isFetching;
  return {
    data: loading || query.isError ? undefined : { rows: result.data, total: result.total ?? 0 },
    loading,
    error: loading ? null : query.error,
    reload: () => void query.refetch(),
  };
}

/** A pick-list line: the table row's code and quantity, and the referenced record's title. */
export interface PickLine extends ScanLine {
  name: string;
}

export interface PickList {
  order: OrderRow;
  lines: PickLine[];
}

/**
 * An order's pick list: the order (useOne), and the records its lines point at (useMany, one request), which
 * resolve the lines' codes and names. Loading until both answered for this order (null: no order, nothing asked).
 */
export function usePickList(
  schema: ResourceSchema,
  registry: ReadonlyMap<string, ResourceSchema>,
  id: number | null,
): Loaded<PickList> {
  const order = useOne<OrderRow>({
    resource: schema.name,
    id: id ?? undefined,
    queryOptions: { enabled: id !== null },
    errorNotification: false,
  });
  // Another order's answer, kept while this one loads, is not this order's.
  const row = order.query.isPlaceholderData ? undefined : order.result;
  const rule = scanTransition(schema)?.scanCheck;
  const table = rule && schema.fields.find((f) => f.name === rule.table);
  const column = rule?.code.split('.')[0] ?? '';
  const ref = table?.type === 'table' ? table.fields.find((c) => c.name === column) : undefined;
  const target = ref?.type === 'reference' ? ref.resource : undefined;
  const lineRows = useMemo(() => (rule && row && Array.isArray(row[rule.table]) ? (row[rule.table] as Data[]) : []), [rule, row]);
  const ids = [...new Set(lineRows.map((r) => Number(r[column])).filter(Number.isInteger))];
  const needed = Boolean(target && ids.length);
  const records = useMany<OrderRow>({
    resource: target ?? schema.name,
    ids,
    queryOptions: { enabled: needed },
    errorNotification: false,
  });
  const found = needed ? (records.query.isPlaceholderData ? undefined : records.query.data?.data) : NONE;
  const data = useMemo(() => {
    if (!row || !found) return undefined;
    if (!rule) return { order: row, lines: [] };
    const byId = new Map(found.map((r) => [r.id, r]));
    const lookup: RecordLookup = (_resource, key) => byId.get(Number(key));
    const titled = target ? registry.get(target) : undefined;
    const lines = scanLines(schema, rule, row, lookup).map((l) => {
      const hit = lookup('', lineRows[l.index]?.[column]);
      const name = hit && titled ? String(hit[titled.titleField ?? 'name'] ?? '') : '';
      return { ...l, name: name || String(lineRows[l.index]?.[column] ?? '') };
    });
    return { order: row, lines };
  }, [row, found, rule, schema, registry, target, lineRows, column]);
  const reads = needed ? [order.query, records.query] : [order.query];
  const loading = reads.some(waiting);
  const failed = loading ? [] : reads.filter((q) => q.isError);
  return {
    data: failed.length ? undefined : data,
    loading,
    error: failed[0]?.error ?? null,
    reload: () => failed.forEach((q) => void q.refetch()),
  };
}
const NONE: OrderRow[] = [];

/** A date-only value ("2026-11-25") as the reader's language writes it (src/i18n/dates.ts): "25/11/2569" in Thai. */
export const showDate = (value: unknown, lang: string): string => (typeof value === 'string' ? formatDate(value, lang) : '');
