/**
 * The dashboards' figures: the server's `GET <resource>/summary` (mock-server/summary.ts), the same endpoint
 * and list rules as the generated summary screens, so a figure covers what the user's list would show. A
 * card whose resource the user may not list (or that does not exist) is not asked for at all.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiUrl, type QueryRecord, request } from '../../src/api/client';
import { decide } from '../../src/providers/access-control';
import { getRegistry } from '../../src/providers/registry';
import { fieldOptions, localize } from '../../src/schema/meta/describe';
import type { ResourceSchema } from '../../src/schema/meta/meta';
import type { Summary, GroupValue } from '../../src/schema/summary/summary';

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
  /** One answer per request, in order; null while loading or when it failed. */
  data: (Summary | null)[];
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** The summaries of `requests`, asked together; asked again when the requests change or on reload. */
export function useSummaries(requests: readonly SummaryRequest[]): Summaries {
  const key = JSON.stringify(requests);
  const [state, setState] = useState<{ key: string; round: number; data: (Summary | null)[]; error: unknown } | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    const list = JSON.parse(key) as SummaryRequest[];
    Promise.all(list.map((r) => request<Summary>(apiUrl('summary', { resource: r.resource }, r.query)))).then(
      (data) => live && setState({ key, round, data, error: null }),
      (error: unknown) => live && setState({ key, round, data: list.map(() => null), error }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = state && state.key === key && state.round === round ? state : null;
  return useMemo(
    () => ({
      data: current?.data ?? requests.map(() => null),
      loading: !current,
      error: current?.error ?? null,
      reload,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `requests` is read through its key
    [current, key, reload],
  );
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
 * The titles of some records of a resource the user may list (one list request), by id; empty until answered.
 * `detail`: a field shown after the title, for records whose titles repeat (two products named alike: "(P-0012)").
 */
export function useTitles(resource: string, ids: readonly (number | string)[], detail?: string): Map<number | string, string> {
  const schema = listable(resource);
  const key = schema && ids.length ? apiUrl('list', { resource }, { id: [...new Set(ids)].map(String).sort() }) : '';
  const [titles, setTitles] = useState<{ key: string; map: Map<number | string, string> }>({ key: '', map: new Map() });
  useEffect(() => {
    if (!key || !schema) return;
    let live = true;
    request<Record<string, unknown>[]>(key).then(
      (rows) => {
        const map = new Map<number | string, string>();
        for (const row of rows) {
          const title = String(row[schema.titleField] ?? row.id);
          const extra = detail ? row[detail] : undefined;
          map.set(
            row.id as number,
            extra === undefined || extra === null || extra === '' ? title : `${title} (${String(extra)})`,
          );
        }
        if (live) setTitles({ key, map });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key, resource, schema, detail]);
  return titles.key === key ? titles.map : EMPTY;
}
const EMPTY = new Map<number | string, string>();
