/**
 * Vite plugin: `import data from 'virtual:schema-registry'` gives the browser every schema and the screens
 * manifest (schemas/_screens.json), already checked by the same loader the mock server and `npm run schemas:check` use. A bad schema stops
 * `vite build` and shows in the dev server's overlay with file, JSON path and what was expected;
 * the browser bundle carries plain data and no zod. Editing a schema reloads the dev page. Its labels are in English
 * and Thai; `virtual:schema-labels-fr` and `-ar` hold the French and Arabic ones, a chunk each that the browser loads
 * with the language (src/schema/loader/languages.ts splits them, src/providers/registry.ts merges them back).
 */
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isAntIcon, loadSchemaDir, schemaFileNames, SCHEMAS_DIR } from '../../src/schema/loader/read-dir';
import type { SchemaRegistry } from '../../src/schema/loader/registry';
import { baseLabels, labelsOf } from '../../src/schema/loader/languages';
import { browserSchema } from '../../src/schema/loader/registry';

const VIRTUAL_ID = 'virtual:schema-registry';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** `virtual:schema-labels-fr`, `-ar`: the labels in one language, a chunk each (the registry carries English and Thai). */
const LABELS_PREFIX = 'virtual:schema-labels-';
const LABEL_LANGUAGES = ['fr', 'ar'];
/** The icons the schemas and screens name, each a loader of its own module (src/shell/knownIcons.tsx). */
const ICONS_ID = 'virtual:schema-icons';
const RESOLVED_ICONS_ID = `\0${ICONS_ID}`;

/** The checked schemas, read once for both modules; a schema file's change in the dev server reads them again. */
let loaded: SchemaRegistry | null = null;
const schemas = (): SchemaRegistry => (loaded ??= loadSchemaDir());

/** The icons the schemas and screens name, by their module paths. */
function iconNames(): string[] {
  const { areas, resources, manifest } = schemas();
  const names = new Set(
    [...areas.map((a) => a.icon), ...resources.map((r) => r.icon), ...manifest.screens.map((s) => s.menu?.icon)].filter(
      (name): name is string => typeof name === 'string' && isAntIcon(name),
    ),
  );
  return [...names].sort();
}
const iconModule = (name: string): string => `@ant-design/icons/es/icons/${name}`;

/** `export default { Name: () => import('@ant-design/icons/es/icons/Name'), ... }` for every icon the schemas name. */
function iconsModule(): string {
  const entries = iconNames().map((name) => `  ${name}: () => import('${iconModule(name)}'),`);
  return `export default {\n${entries.join('\n')}\n};`;
}

export function schemaRegistryPlugin(): Plugin {
  return {
    name: 'schema-registry',
    // The dev server's dependency scan cannot see into the icon module: named here, its first page load does not
    // find them late, optimise again and reload the page.
    config: () => ({ optimizeDeps: { include: iconNames().map(iconModule) } }),
    resolveId: (source) =>
      source === VIRTUAL_ID || source === ICONS_ID || LABEL_LANGUAGES.some((l) => source === LABELS_PREFIX + l)
        ? `\0${source}`
        : undefined,
    load(id) {
      if (id === RESOLVED_ICONS_ID) return iconsModule();
      const lang = LABEL_LANGUAGES.find((l) => id === `\0${LABELS_PREFIX}${l}`);
      if (id !== RESOLVED_ID && !lang) return undefined;
      for (const file of schemaFileNames()) this.addWatchFile(join(SCHEMAS_DIR, file));
      const { areas, resources, manifest } = schemas();
      const data = { areas, resources: resources.map(browserSchema), manifest };
      return `export default ${JSON.stringify(lang ? (labelsOf(data, lang) ?? {}) : baseLabels(data))};`;
    },
    configureServer(server) {
      server.watcher.add(SCHEMAS_DIR);
      const reload = (file: string) => {
        // Only the schema files themselves: not the editor's versions (.history/) or its temporary files (dot files).
        if (dirname(file) !== resolve(SCHEMAS_DIR) || basename(file).startsWith('.') || !file.endsWith('.json')) return;
        loaded = null;
        for (const id of [RESOLVED_ID, RESOLVED_ICONS_ID, ...LABEL_LANGUAGES.map((l) => `\0${LABELS_PREFIX}${l}`)]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', reload);
      server.watcher.on('change', reload);
      server.watcher.on('unlink', reload);
    },
  };
}
