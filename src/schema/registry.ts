/** The in-memory registry of checked schemas. Zod-free, so the browser can hold it without the loader. */
import type { Area, ResourceSchema } from './meta';

export interface SchemaRegistry {
  areas: Area[];
  resources: ResourceSchema[];
  byName: Map<string, ResourceSchema>;
}

/** Sorted areas and resources plus the by-name index; used by the loader and by the browser's pre-checked copy. */
export function createRegistry(areas: Area[], resources: ResourceSchema[]): SchemaRegistry {
  const sorted = [...resources].sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.name.localeCompare(b.name));
  return {
    areas: [...areas].sort((a, b) => a.order - b.order),
    resources: sorted,
    byName: new Map(sorted.map((r) => [r.name, r])),
  };
}
