/**
 * What the print layout needs beyond the record: the referenced records' titles and the record's
 * history (every page of `GET {resource}/{id}/history`, json-server paging), through Refine's data
 * provider so the calls carry the session's headers and error rules.
 */
import { useDataProvider, type BaseKey, type BaseRecord } from '@refinedev/core';
import { useEffect, useMemo, useState } from 'react';
import { providerResource } from '../../api/client';
import type { ResourceSchema } from '../../schema/meta/meta';
import { referenceTarget } from '../fields/format';
import type { HistoryEntry } from './trail';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

const HISTORY_PAGE = 100;
/** A record with more history than this prints its newest entries' trail only. */
const HISTORY_MAX = 5000;

/** Every history entry of the record; reloaded when `version` changes (the record was updated). */
export function useHistoryEntries(schema: ResourceSchema, id: BaseKey, version: string): Loaded<HistoryEntry[]> {
  const dataProvider = useDataProvider();
  const [state, setState] = useState<{ key: string; value: Loaded<HistoryEntry[]> }>({ key: '', value: { status: 'loading' } });
  const key = `${schema.name}/${String(id)}@${version}`;
  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      const provider = dataProvider();
      const entries: HistoryEntry[] = [];
      for (let page = 1; entries.length < HISTORY_MAX; page++) {
        const { data, total } = await provider.getList<HistoryEntry & BaseRecord>({
          resource: providerResource('history', { resource: schema.name, id: String(id) }),
          pagination: { currentPage: page, pageSize: HISTORY_PAGE, mode: 'server' },
        });
        entries.push(...data);
        if (data.length < HISTORY_PAGE || entries.length >= total) break;
      }
      return entries;
    };
    load().then(
      (data) => !cancelled && setState({ key, value: { status: 'ready', data } }),
      () => !cancelled && setState({ key, value: { status: 'error' } }),
    );
    return () => {
      cancelled = true;
    };
  }, [dataProvider, schema.name, id, key]);
  return state.key === key ? state.value : { status: 'loading' };
}

/** Referenced records by resource and id, for the reference fields of the record and of its child tables. */
export type RefRecords = ReadonlyMap<string, ReadonlyMap<string, BaseRecord>>;

/** Which ids of which resources the record points to. */
export function referencedIds(schema: ResourceSchema, record: Record<string, unknown>): Map<string, Set<string>> {
  const wanted = new Map<string, Set<string>>();
  const add = (resource: string | undefined, v: unknown) => {
    if (!resource || (typeof v !== 'string' && typeof v !== 'number') || v === '') return;
    if (!wanted.has(resource)) wanted.set(resource, new Set());
    wanted.get(resource)!.add(String(v));
  };
  for (const f of schema.fields) {
    add(referenceTarget(f), record[f.name]);
    if (f.type === 'table' && Array.isArray(record[f.name]))
      for (const row of record[f.name] as Record<string, unknown>[])
        for (const c of f.fields ?? []) add(referenceTarget(c), row?.[c.name]);
  }
  return wanted;
}

export function useReferencedRecords(schema: ResourceSchema, record: Record<string, unknown>): Loaded<RefRecords> {
  const dataProvider = useDataProvider();
  const wanted = useMemo(() => referencedIds(schema, record), [schema, record]);
  const key = JSON.stringify([...wanted].map(([r, ids]) => [r, [...ids].sort()]));
  const [state, setState] = useState<{ key: string; value: Loaded<RefRecords> }>({ key: '', value: { status: 'loading' } });
  useEffect(() => {
    let cancelled = false;
    const provider = dataProvider();
    // A resource the reader may not open (403) leaves its ids as they are: the rest still prints.
    const one = async (resource: string, ids: string[]): Promise<[string, Map<string, BaseRecord>]> => {
      try {
        const { data } = await provider.getMany!({ resource, ids });
        return [resource, new Map(data.map((r) => [String(r.id), r]))];
      } catch {
        return [resource, new Map()];
      }
    };
    const requests = (JSON.parse(key) as [string, string[]][]).map(([resource, ids]) => one(resource, ids));
    void Promise.all(requests).then((pairs) => !cancelled && setState({ key, value: { status: 'ready', data: new Map(pairs) } }));
    return () => {
      cancelled = true;
    };
  }, [dataProvider, key]);
  return state.key === key ? state.value : { status: 'loading' };
}
