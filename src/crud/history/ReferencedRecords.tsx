/**
 * The records a page of history points to (reference fields and columns), fetched once per referenced
 * resource with useMany, so "Approver: Somchai -> Malee" shows titles, not ids. One loader per resource
 * the schema can point to (a fixed list per schema, so the hooks never change order).
 */
import { useMany, type BaseRecord } from '@refinedev/core';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { AnyField } from '../../schema/meta/describe';
import { referenceLabelKey, referenceTitle } from '../fields/reference';
import { useSchemaRegistry } from '../SchemaContext';

type Loaded = ReadonlyMap<string, readonly BaseRecord[]>;
const LoadedContext = createContext<Loaded>(new Map());

interface Props {
  /** Every resource the schema's reference fields and columns point to (changeLines referencedResources). */
  resources: readonly string[];
  /** The ids wanted now, by resource. */
  ids: ReadonlyMap<string, ReadonlySet<string>>;
  children: ReactNode;
}

function Loader({ resource, ids, children }: { resource: string; ids: ReadonlySet<string> | undefined; children: ReactNode }) {
  const parent = useContext(LoadedContext);
  const key = [...(ids ?? [])].sort().join(',');
  const wanted = useMemo(() => (key ? key.split(',') : []), [key]);
  const { result } = useMany<BaseRecord>({
    resource,
    ids: wanted,
    queryOptions: { enabled: wanted.length > 0 },
    // A resource this user may not list: the ids stay as they are, no error toast.
    errorNotification: false,
  });
  const value = useMemo(() => new Map(parent).set(resource, result.data), [parent, resource, result.data]);
  return <LoadedContext.Provider value={value}>{children}</LoadedContext.Provider>;
}

export function ReferencedRecords({ resources, ids, children }: Props) {
  return resources.reduceRight<ReactNode>(
    (inner, resource) => (
      <Loader key={resource} resource={resource} ids={ids.get(resource)}>
        {inner}
      </Loader>
    ),
    children,
  );
}

/** Titles by id for a reference field or column, from the records loaded above. */
export function useRefTitles(): (f: AnyField) => ReadonlyMap<string, string> | undefined {
  const loaded = useContext(LoadedContext);
  const registry = useSchemaRegistry();
  return useCallback(
    (f: AnyField) => {
      if (f.type !== 'reference') return undefined;
      const rows = loaded.get(f.resource);
      if (!rows?.length) return undefined;
      const key = referenceLabelKey(f, registry.byName.get(f.resource));
      return new Map(rows.map((r) => [String(r.id), referenceTitle(r, key)]));
    },
    [loaded, registry],
  );
}
