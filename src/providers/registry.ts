/**
 * The schema registry in the browser, live: a tiny external store. Its first value is the registry of the
 * bundle (`virtual:schema-registry`, checked at build time by the shared loader, see
 * scripts/vite/schema-registry-plugin.ts), a chunk of its own loaded when a screen needs it (`loadRegistry`:
 * main.tsx before the first draw of any page but the login and register pages, the login itself while it
 * signs in), so the login page never downloads every schema (issue 28). After sign-in the server's
 * `GET registry` replaces it (liveRegistry.ts), and again whenever an answer's `X-Registry-Version` is newer,
 * so a resource an Admin adds on the schema editor is routed and in the menu without a rebuild. Read it
 * through `useRegistry()` in components (they re-render on a change) or `getRegistry()` at call time; never
 * keep a copy taken at module load.
 */
import { useSyncExternalStore } from 'react';
import { addLanguageLoader } from '../i18n';
import type { Area, ResourceSchema, ScreenManifest } from '../schema/meta/meta';
import { withLabels } from '../schema/loader/languages';
import { createRegistry, type SchemaRegistry } from '../schema/loader/registry';
import { mergeRegistry } from './registry-merge';
import { readMenuGatesFrom } from './session';

/** Before the bundle's copy is in: no schemas and no screens (only the pages that need neither are drawn then). */
const NOT_LOADED: SchemaRegistry = createRegistry([], []);

interface State {
  /** The server's registry version; 0 for the bundle's copy (older than any the server gives). */
  version: number;
  registry: SchemaRegistry;
}

let state: State = { version: 0, registry: NOT_LOADED };
/** The registry the bundle was built with, once its chunk is in. */
let bundled: SchemaRegistry | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const notify = (): void => listeners.forEach((listener) => listener());

type BundleData = { areas: Area[]; resources: ResourceSchema[]; manifest: ScreenManifest };
/** The bundle's chunk as it came: its labels in English and Thai. */
let bundleData: BundleData | null = null;
/**
 * French and Arabic labels of the bundle's registry, a chunk each (scripts/vite/schema-registry-plugin.ts), loaded
 * when the language is (src/i18n `loadLanguage`, before it is switched to: no screen draws its labels in English first).
 * The server's registry, in use once signed in, carries every language.
 */
const LABEL_CHUNKS: Record<string, () => Promise<{ default: unknown }>> = {
  fr: () => import('virtual:schema-labels-fr'),
  ar: () => import('virtual:schema-labels-ar'),
};
const labelsIn = new Map<string, unknown>();

/** Builds the bundle's registry with the labels of every language loaded, and puts it in use if the bundle's copy is. */
function buildBundled(): void {
  if (!bundleData) return;
  let data = bundleData;
  for (const [lang, labels] of labelsIn) data = withLabels(data, labels, lang);
  const previous = bundled;
  bundled = createRegistry(data.areas, data.resources, data.manifest);
  if (state.registry === NOT_LOADED || state.registry === previous) {
    state = { version: 0, registry: bundled };
    notify();
  } else if (state.registry.manifest !== bundled.manifest) {
    // The server's registry is in use: its schemas carry every language, but its screens manifest is the bundle's,
    // taken when it came. A language's labels that came after it (Arabic chosen on the login page, loaded while
    // signing in) reach the manifest's menu labels so, not only after a reload.
    const { areas, resources } = state.registry;
    state = { ...state, registry: { ...createRegistry(areas, resources, bundled.manifest), areas } };
    notify();
  }
}

for (const lang of Object.keys(LABEL_CHUNKS) as ('fr' | 'ar')[])
  addLanguageLoader(lang, () =>
    LABEL_CHUNKS[lang]!().then(({ default: labels }) => {
      labelsIn.set(lang, labels);
      buildBundled();
      return [];
    }),
  );

/**
 * Loads the bundle's registry (once) and puts it in use unless the server's is already: answers when it is in.
 * A failed chunk load raises Vite's preload error (main.tsx reloads the page once) and answers the failure.
 */
export function loadRegistry(): Promise<void> {
  loading ??= import('virtual:schema-registry').then(
    ({ default: data }) => {
      bundleData = data;
      buildBundled();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the bundle's registry is in (the screens can be routed). */
export const registryLoaded = (): boolean => bundled !== null;

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

/**
 * Puts a registry answered by the server in use, when it is not older than the one in use. It takes the screens
 * manifest from the bundle's (the server sends schemas only), so it waits for that copy when it is not in yet.
 */
export async function setLiveRegistry(version: number, areas: Area[], resources: ResourceSchema[]): Promise<void> {
  if (!bundled) await loadRegistry();
  if (version < state.version) return;
  const registry = mergeRegistry(state.registry, areas, resources);
  const changed = registry !== state.registry;
  state = { version, registry };
  if (changed) notify();
}

/** Back to the bundle's registry (signing out). */
export function resetRegistry(): void {
  const registry = bundled ?? NOT_LOADED;
  const changed = state.registry !== registry;
  state = { version: 0, registry };
  if (changed) notify();
}

/** The registry in use, as React state: the component re-renders when it changes. */
export const useRegistry = (): SchemaRegistry => useSyncExternalStore(subscribeRegistry, getRegistry);
