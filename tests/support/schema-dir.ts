/** For the schema-admin tests: the fixture schemas (test-server.ts) written into a throw-away schema directory. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURE_FILES } from './test-server';

/** A new directory holding the fixture schema files, as SCHEMAS_DIR would. */
export function fixtureSchemaDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
  for (const { file, json } of FIXTURE_FILES) writeFileSync(join(dir, file), `${JSON.stringify(json, null, 2)}\n`);
  return dir;
}
