/**
 * The schema registry from `schemas/*.json` on disk, through the same loader the browser uses. A bad
 * schema throws the loader's SchemaLoadError (file, JSON path, what was expected): start fails loudly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSchemas, type SchemaFile, type SchemaRegistry } from '../src/schema';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SCHEMAS_DIR = join(REPO_ROOT, 'schemas');

/** Editor JSON Schemas live beside the resource files; they are not resources. */
const isResourceFile = (name: string) => name.endsWith('.json') && !name.endsWith('.schema.json') && name !== 'schema.json';

export function readSchemaFiles(dir = SCHEMAS_DIR): SchemaFile[] {
  return readdirSync(dir)
    .filter(isResourceFile)
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      try {
        return { file, json: JSON.parse(text) as unknown };
      } catch (e) {
        throw new Error(`Invalid schema:\n  ${file}: $: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
      }
    });
}

export function loadRegistry(dir = SCHEMAS_DIR): SchemaRegistry {
  return loadSchemas(readSchemaFiles(dir));
}
