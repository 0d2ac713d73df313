/**
 * The schema registry in the browser, live: a tiny external store. Its first value is the registry of the
 * bundle (`virtual:schema-registry`, checked at build time by the shared loader, see
 * scripts/vite/schema-registry-plugin.ts), which the login page and a failed load keep using; after sign-in
 * the server's `GET registry` replaces it (liveRegistry.ts), and again whenever an answer's
 * `X-Registry-Version` is newer, so a resource an Admin adds on the schema editor is routed and in the menu
 * without a rebuild. Read it through `useRegistry()` in components (they re-render on a change) or
 * `getRegistry()` at call time; never keep a copy taken at module load.
 */
import { useSyncExternalStore } from 'react';
import data from 'virtual:schema-registry';
import type { Area, ResourceSchema } from '../schema/meta/meta';
import { createRegistry, type SchemaRegistry } from '../schema/loader/registry';
import { mergeRegistry } from './registry-merge';
import { readMenuGatesFrom } from './session';

/** The registry the bundle was built with. */
export const bundledRegistry: SchemaRegistry = createRegistry(data.areas, data.resources, data.manifest);

interface State {
  /** The server's registry version; 0 for the bundle's copy (older than any the server gives). */
  version: number;
  registry: SchemaRegistry;
}

let state: State = { version: 0, registry: bundledRegistry };
const listeners = new Set<() => void>();

/** The registry in use now. */
export const getRegistry = (): SchemaRegistry => state.registry;

// The session's menu is filtered by the menu gates of the registry in use (session.ts).
readMenuGatesFrom(() => getRegistry().manifest.menuGates);

/** The version of the registry in use (0: the bundle's). */
export const getRegistryVersion = (): number => state.version;

export function subscribeRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Puts a registry answered by the server in use, when it is not older than the one in use. */
export function setLiveRegistry(version: number, areas: Area[], resources: ResourceSchema[]): void {
  if (version < state.version) return;
  const registry = mergeRegistry(state.registry, areas, resources);
  const changed = registry !== state.registry;
  state = { version, registry };
  if (changed) for (const listener of listeners) listener();
}

/** Back to the bundle's registry (signing out). */
export function resetRegistry(): void {
  const changed = state.registry !== bundledRegistry;
  state = { version: 0, registry: bundledRegistry };
  if (changed) for (const listener of listeners) listener();
}

/** The registry in use, as React state: the component re-renders when it changes. */
export const useRegistry = (): SchemaRegistry => useSyncExternalStore(subscribeRegistry, getRegistry);
