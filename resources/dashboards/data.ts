/**
 * The dashboards' figures: the server's `GET <resource>/summary` (mock-server/records/summary.ts), the same endpoint
 * and list rules as the generated summary screens, so a figure covers what the user's list would show. A
 * card whose resource the user may not list (or that does not exist) is not asked for at all.
 */
import { useMany } from '@refinedev/core';
import { useMemo } from 'react';
import { apiUrl, type QueryRecord } from '../../src/api/client';
import { useCustomQueries } from '../../src/crud/customQueries';
import { decide } from '../../src/providers/access-control';
import { getRegistry } from '../../src/providers/registry';
import { fieldOptions, localize } from '../../src/schema/meta/describe';
import type { ResourceSchema } from '../../src/schema/meta/meta';
import type { Summary, GroupValue } from '../../src/schema/summary/summary';
import { waiting } from '../queryState';

export type { Summary, GroupValue };

/** A summary to ask for: the resource and its query (`groupBy`, `sum`, the list's filters). */
export interface SummaryRequest {
  resource: string;
  query: QueryRecord;
}

/** The schema of a resource the signed-in user may list, else null (no card, no call). */
export function listable(name: string): ResourceSchema | null {
  const schema = getRegistry().byName.get(name);
  return schema && decide(name, 'list').allowed ? schema : null;
}

export interface Summaries {
  /** One answer per request, in order; null while loading or when one failed. */
  data: (Summary | null)[];
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * The summaries of `requests`, asked together through Refine (one cached `GET <resource>/summary` each, the key
 * useCustom gives it): loading until every one answered for the current requests, the first failure, Retry
 * asking again what failed.
 */
export function useSummaries(requests: readonly SummaryRequest[]): Summaries {
  const queries = useCustomQueries<Summary>(
    requests.map((r) => ({ url: apiUrl('summary', { resource: r.resource }), query: r.query })),
  );
  const loading = queries.some(waiting);
  const failed = loading ? [] : queries.filter((q) => q.isError);
  return {
    data: queries.map((q) => (loading || failed.length ? null : (q.data ?? null))),
    loading,
    error: failed[0]?.error ?? null,
    reload: () => failed.forEach((q) => void q.refetch()),
  };
}

/** How a group value of a field reads: an option or state by its label, else the value itself. */
export function valueLabel(
  schema: ResourceSchema | null | undefined,
  field: string,
  value: GroupValue,
  lang: string,
  none: string,
): string {
  if (value === null) return none;
  const f = schema?.fields.find((x) => x.name === field);
  const option = f ? fieldOptions(schema!, f, lang).find((o) => o.value === value) : undefined;
  return option?.label ?? String(value);
}

/** A schema's plural label in a language. */
export const pluralOf = (schema: ResourceSchema, lang: string): string => localize(schema.pluralLabel, lang);

/** Today and n days from today as YYYY-MM-DD (local time). */
export function isoDay(offsetDays = 0, from = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The titles of some records of a resource the user may list (Refine's useMany: one `GET <resource>?id=..`), by
 * id; empty until answered. `detail`: a field shown after the title, for records whose titles repeat (two
 * products named alike: "(P-0012)").
 */
export function useTitles(resource: string, ids: readonly (number | string)[], detail?: string): Map<number | string, string> {
  const schema = listable(resource);
  const wanted = [...new Set(ids.map(String))].sort();
  const { query } = useMany<Record<string, unknown>>({
    resource,
    ids: wanted,
    queryOptions: { enabled: Boolean(schema) && wanted.length > 0 },
    errorNotification: false,
  });
  const rows = query.isPlaceholderData || query.isError ? null : query.data?.data;
  return useMemo(() => {
    const map = new Map<number | string, string>();
    for (const row of (schema && rows) || []) {
      const title = String(row[schema!.titleField] ?? row.id);
      const extra = detail ? row[detail] : undefined;
      map.set(row.id as number, extra === undefined || extra === null || extra === '' ? title : `${title} (${String(extra)})`);
    }
    return map;
  }, [schema, rows, detail]);
}
