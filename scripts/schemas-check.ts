/**
 * Checks every schema file the way the app and the mock server load them, and that the generated
 * editor JSON Schemas are current. Prints "N schemas OK", or every problem (file, JSON path, what was
 * expected) and exits with 1. A label lacking French or Arabic is a warning with its file and path (exit 0).
 * Usage: npx tsx scripts/schemas-check.ts [schemas-dir]
 */
import { SchemaLoadError, type SchemaRegistry } from '../src/schema/loader/loader';
import { loadSchemaDir, readSchemaFiles, SCHEMAS_DIR } from '../src/schema/loader/read-dir';
import { describeMissing, missingTranslations } from '../src/schema/loader/translations';
import { staleJsonSchemas } from './lib/json-schema';

function main(): number {
  const dir = process.argv[2] ?? SCHEMAS_DIR;
  let registry: SchemaRegistry;
  try {
    registry = loadSchemaDir(dir);
  } catch (error) {
    if (error instanceof SchemaLoadError) {
      console.error(error.message);
      return 1;
    }
    console.error(`Could not read the schemas in ${dir}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const stale = staleJsonSchemas(dir);
  if (stale.length) {
    console.error(
      `${stale.map((f) => `schemas/${f}`).join(' and ')} ${stale.length > 1 ? 'are' : 'is'} out of date with src/schema/meta/meta.ts: ` +
        'run `npx tsx scripts/schemas-json.ts`',
    );
    return 1;
  }
  // A label without French or Arabic is shown in English: a warning, not a failure (an Admin may add a schema first).
  const untranslated = missingTranslations(readSchemaFiles(dir));
  for (const m of untranslated) console.warn(`warning: ${describeMissing(m)}`);
  if (untranslated.length) console.warn(`${untranslated.length} label(s) without every language: they show in English`);
  console.log(
    `${registry.resources.length} schemas OK (${registry.areas.length} areas, ${registry.manifest.screens.length} hand-written screens)`,
  );
  return 0;
}

process.exitCode = main();
