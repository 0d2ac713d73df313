/** The in-memory registry of checked schemas. Zod-free, so the browser can hold it without the loader. */
import type { Area, ResourceSchema } from '../meta/meta';
import { emptyManifest } from '../meta/manifest';
import type { ScreenDeclaration, ScreenManifest } from '../meta/screens';

export interface SchemaRegistry {
  areas: Area[];
  resources: ResourceSchema[];
  byName: Map<string, ResourceSchema>;
  /** The screens manifest (schemas/_screens.json): the hand-written screens, the roles and their homes, the menu gates. */
  manifest: ScreenManifest;
  /** The manifest's screens by name. */
  screensByName: Map<string, ScreenDeclaration>;
}

/**
 * Sorted areas and resources plus the by-name indexes; used by the loader and by the browser's pre-checked copy.
 * The manifest's screens keep the file's order (the browser's menu lists an area's hand-written entries so).
 */
export function createRegistry(
  areas: Area[],
  resources: ResourceSchema[],
  manifest: ScreenManifest = emptyManifest(),
): SchemaRegistry {
  const sorted = [...resources].sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.name.localeCompare(b.name));
  return {
    areas: [...areas].sort((a, b) => a.order - b.order),
    resources: sorted,
    byName: new Map(sorted.map((r) => [r.name, r])),
    manifest,
    screensByName: new Map(manifest.screens.map((s) => [s.name, s])),
  };
}

/**
 * A schema as the browser holds it (the bundle's registry and `GET registry`, which must agree so the live registry
 * keeps the bundle's objects): without its `seed`, the recipe of its demo rows, which only the server reads. A
 * third of the registry's bytes (issue 28); a field's own `seed` stays (the import template's sample row reads it).
 */
export function browserSchema(schema: ResourceSchema): ResourceSchema {
  const { seed: _seed, ...rest } = schema;
  return rest;
}
