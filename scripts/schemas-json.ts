/**
 * Writes the editor JSON Schemas generated from the zod meta-schema:
 *   schemas/schema.json        for resource files ("$schema": "./schema.json")
 *   schemas/areas.schema.json  for schemas/_areas.json ("$schema": "./areas.schema.json")
 *   schemas/screens.schema.json for schemas/_screens.json ("$schema": "./screens.schema.json")
 * Usage: npx tsx scripts/schemas-json.ts [schemas-dir]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SCHEMAS_DIR } from '../src/schema/loader/read-dir';
import { generateJsonSchemas } from './lib/json-schema';

const dir = process.argv[2] ?? SCHEMAS_DIR;
for (const { file, text } of generateJsonSchemas()) {
  const target = join(dir, file);
  const shown = relative(process.cwd(), target) || target;
  if (existsSync(target) && readFileSync(target, 'utf8') === text) {
    console.log(`${shown} is up to date`);
    continue;
  }
  writeFileSync(target, text);
  console.log(`wrote ${shown}`);
}
