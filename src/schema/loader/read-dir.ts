/**
 * NODE ONLY (node:fs): never imported by the browser (lint forbids it from src/ and resources/; the browser gets
 * the schemas through virtual:schema-registry) and not exported by ./index.ts. Reads the schema files from disk
 * for the mock server, the scripts (schemas:check, the Vite plugin) and the tests: every `*.json` in the schemas
 * directory except the generated JSON Schemas. A file that is not valid JSON is reported with its name, line and
 * column and the parser's message, as a SchemaLoadError, never as a stack trace. It lives in src/schema, the
 * layer both the server and the scripts may import (docs/ARCHITECTURE.md, Layers).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  loadSchemas,
  SchemaLoadError,
  type LoadOptions,
  type SchemaFile,
  type SchemaProblem,
  type SchemaRegistry,
} from './loader';

/** The repository's schemas/ directory. */
export const SCHEMAS_DIR = fileURLToPath(new URL('../../../schemas', import.meta.url));

/** The JSON Schemas for editors that scripts/schemas-json.ts writes into schemas/: generated, not resource schemas. */
export const RESOURCE_JSON_SCHEMA_FILE = 'schema.json';
export const AREAS_JSON_SCHEMA_FILE = 'areas.schema.json';
export const SCREENS_JSON_SCHEMA_FILE = 'screens.schema.json';
/** Files in schemas/ that are generated, not resource schemas. */
export const GENERATED_FILES: readonly string[] = [RESOURCE_JSON_SCHEMA_FILE, AREAS_JSON_SCHEMA_FILE, SCREENS_JSON_SCHEMA_FILE];

/** Adds "line L, column C" to a JSON.parse message that gives a character position. */
function describeParseError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /at position (\d+)/.exec(message);
  if (!position) return `invalid JSON: ${message}`;
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `invalid JSON at line ${line}, column ${column}: ${message}`;
}

/** The schema file names in `dir`, sorted, without the generated JSON Schemas. */
export function schemaFileNames(dir: string = SCHEMAS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.') && !GENERATED_FILES.includes(name))
    .sort();
}

/** Reads and parses every schema file in `dir`; throws one SchemaLoadError naming every file that is not valid JSON. */
export function readSchemaFiles(dir: string = SCHEMAS_DIR): SchemaFile[] {
  const files: SchemaFile[] = [];
  const problems: SchemaProblem[] = [];
  for (const file of schemaFileNames(dir)) {
    const text = readFileSync(join(dir, file), 'utf8');
    try {
      files.push({ file, json: JSON.parse(text) as unknown });
    } catch (error) {
      problems.push({ file, path: '$', message: describeParseError(text, error) });
    }
  }
  if (problems.length) throw new SchemaLoadError(problems);
  return files;
}

/** One icon per file in @ant-design/icons (es/icons/<Name>.js); src/shell/icons.tsx loads them the same way. */
const ICONS_DIR = join(dirname(createRequire(import.meta.url).resolve('@ant-design/icons/package.json')), 'es', 'icons');
const ICON_NAME = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;

/** Whether `name` is an @ant-design/icons icon (the name pattern first, so a name never picks a path). */
export const isAntIcon = (name: string): boolean => ICON_NAME.test(name) && existsSync(join(ICONS_DIR, `${name}.js`));

/** Reads and loads the schemas in `dir`: the registry, or a SchemaLoadError listing every problem. */
export const loadSchemaDir = (dir: string = SCHEMAS_DIR, options: LoadOptions = { isIcon: isAntIcon }): SchemaRegistry =>
  loadSchemas(readSchemaFiles(dir), options);
