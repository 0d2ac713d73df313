/**
 * The import rule of docs/ARCHITECTURE.md ("Layers", and the server's rooms in "Who may import what") is enforced
 * by `npm run lint`: these lint snippets with the repository's own eslint.config.js, as if they were files in the
 * named folders, and the fixture cycle in tests/fixtures/lint (ignored by the normal lint run).
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The layer and cycle problems ESLint reports for `code` placed at `filePath` (relative to the repository). */
async function importProblems(filePath: string, code: string, linter: ESLint = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'import-x/no-cycle' || m.fatal)
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const upward = (problems: string[]) => problems.filter((p) => p.startsWith('import-x/no-restricted-paths'));

describe('lint: imports flow one way', () => {
  it.each([
    ['src/schema/lint-fixture.ts', "export { fieldKind } from '../crud/fields/registry';"],
    ['src/schema/lint-fixture.ts', "export { decideAction } from '../access/decide';"],
    ['src/schema/lint-fixture.ts', "export { APP_TITLE } from '../config';"],
    ['src/access/lint-fixture.ts', "export { APP_TITLE } from '../config';"],
    ['src/access/lint-fixture.ts', "export { API_PATHS } from '../api/paths';"],
    ['src/http/lint-fixture.ts', "export { getToken } from '../providers/session';"],
    ['src/access/lint-fixture.ts', "export type { FieldKind } from '../crud/fields/types';"],
    ['src/schema/lint-fixture.ts', "export const later = () => import('../crud/fields/format');"],
    ['src/i18n/lint-fixture.ts', "export { displayText } from '../crud/fields/format';"],
    ['src/i18n/lint-fixture.ts', "export { uploadFile } from '../api/upload';"],
    ['src/http/lint-fixture.ts', "export { apiUrl } from '../api/client';"],
    // One door to the API: above src/api, calls go through its client, never the http layer's.
    ['src/crud/lint-fixture.ts', "export { request } from '../http/client';"],
    ['src/providers/lint-fixture.ts', "export { httpClient } from '../http/client';"],
    ['resources/lint-fixture.tsx', "export { send } from '../src/http/client';"],
    ['src/crud/lint-fixture.ts', "export { AppLayout } from '../shell/AppLayout';"],
    ['src/shell/lint-fixture.tsx', "export { default } from '../pages/LoginPage';"],
    ['src/pages/lint-fixture.tsx', "export * from '../../resources';"],
    ['resources/lint-fixture.tsx', "export { App } from '../src/App';"],
    ['src/crud/lint-fixture.ts', "export { loadSchemaDir } from '../schema/loader/read-dir';"],
    ['src/providers/lint-fixture.ts', "export { createApp } from '../../mock-server/http/app';"],
    ['mock-server/lint-fixture.ts', "export { dataProvider } from '../src/providers/data';"],
    ['mock-server/lint-fixture.ts', "export { generateJsonSchemas } from '../scripts/lib/json-schema';"],
    ['mock-server/lint-fixture.ts', "export { startTestServer } from '../tests/support/test-server';"],
    ['scripts/lint-fixture.ts', "export { APP_TITLE } from '../src/config';"],
    ['mock-server/lint-fixture.ts', "export { apiUrl } from '../src/api/client';"],
    ['scripts/lib/lint-fixture.ts', "export { createApp } from '../../mock-server/http/app';"],
    // The server's rooms: store/ lowest, query/ on it, records/ below actions/, the app and route table on top.
    ['mock-server/store/lint-fixture.ts', "export { compileRoutes } from '../http/router';"],
    ['mock-server/store/lint-fixture.ts', "export { parseListQuery } from '../query/query';"],
    ['mock-server/store/pg/lint-fixture.ts', "export { auditRecord } from '../../trail/audit';"],
    ['mock-server/query/lint-fixture.ts', "export { listRecords } from '../records/resources';"],
    ['mock-server/query/lint-fixture.ts', "export type { RequestContext } from '../access/access';"],
    ['mock-server/records/lint-fixture.ts', "export { runAction } from '../actions/workflow';"],
    ['mock-server/trail/lint-fixture.ts', "export { apiRoutes } from '../http/routes';"],
  ])('%s: %s is reported', async (filePath, code) => {
    // Every imported module exists (an unresolved one is tsc's to report): only the direction is wrong.
    expect(upward(await importProblems(filePath, code))).toEqual([expect.stringContaining('Unexpected path')]);
  });

  it.each([
    ['src/access/lint-fixture.ts', "export { loadSchemas } from '../schema/loader/loader';"],
    ['src/http/lint-fixture.ts', "export { APP_TITLE } from '../config';\nexport { LANGUAGES } from '../i18n';"],
    ['src/api/lint-fixture.ts', "export { request } from '../http/client';\nexport { LANGUAGES } from '../i18n';"],
    ['src/i18n/lint-fixture.ts', "export { APP_TITLE } from '../config';"],
    ['src/crud/lint-fixture.ts', "export { errorsWords } from '../i18n/errors';\nexport { request } from '../api/client';"],
    ['src/shell/lint-fixture.tsx', "export { ListPage } from '../crud';"],
    ['resources/lint-fixture.tsx', "export { AppLayout } from '../src/shell/AppLayout';"],
    ['src/App-fixture.tsx', "export * from '../resources';"],
    [
      'mock-server/lint-fixture.ts',
      "export { loadSchemaDir } from '../src/schema/loader/read-dir';\nexport { decideAction } from '../src/access/decide';",
    ],
    [
      'mock-server/lint-fixture.ts',
      "export { routePath } from '../src/api/paths';\nexport type { SummaryAnswer } from '../src/api/answers';",
    ],
    ['scripts/lint-fixture.ts', "export { loadSchemaDir } from '../src/schema/loader/read-dir';"],
    ['scripts/bench-fixture.ts', "export { createApp } from '../mock-server/http/app';"],
    [
      'mock-server/store/lint-fixture.ts',
      "export { HttpError, type Data } from '../http/http';\nexport { loadSchemaDir } from '../../src/schema/loader/read-dir';",
    ],
    ['mock-server/query/lint-fixture.ts', "export type { Row, Store } from '../store/store';"],
    ['mock-server/actions/lint-fixture.ts', "export { createRecord } from '../records/resources';"],
    ['mock-server/http/lint-fixture.ts', "export { apiRoutes } from './routes';"],
    ['mock-server/lint-fixture.ts', "export { createApp } from './http/app';"],
    [
      'tests/unit/lint/lint-fixture.ts',
      "export { dataProvider } from '../../../src/providers/data';\nexport { createApp } from '../../../mock-server/http/app';",
    ],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await importProblems(filePath, code)).toEqual([]);
  });

  it('names the allowed layers in the message', async () => {
    const [problem] = await importProblems('src/http/lint-fixture.ts', "export { getToken } from '../providers/session';");
    expect(problem).toContain('src/http may import only from src/schema, src/access, src/config.ts, src/i18n and itself');
  });

  it('refuses an upward import inside the server: store/ to the app in http/', async () => {
    const problems = await importProblems('mock-server/store/lint-fixture.ts', "export { createApp } from '../http/app';");
    expect(problems).toContainEqual(
      expect.stringContaining(
        'mock-server/store is the lowest room of the server: it imports only itself and mock-server/http/http.ts',
      ),
    );
    expect(problems).toContainEqual(
      expect.stringContaining('Only mock-server/index.ts (and the benchmarks and tests) import the app'),
    );
  });
});

describe('lint: no import cycles', () => {
  // The fixtures folder is ignored by the normal run; this linter does not apply the ignore patterns.
  const unignored = new ESLint({ cwd: ROOT, ignore: false });
  const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/lint/${name}`, import.meta.url));

  it('reports a cycle between two modules', async () => {
    const [result] = await unignored.lintFiles([fixture('cycle-a.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it('the normal run ignores the fixtures', async () => {
    expect(await eslint.isPathIgnored(fixture('cycle-a.ts'))).toBe(true);
  });

  it('the field registry and the child table no longer import each other', async () => {
    const results = await eslint.lintFiles(['src/crud/fields/registry.tsx', 'src/crud/fields/childTable.tsx']);
    expect(results.flatMap((r) => r.messages.map((m) => m.ruleId))).toEqual([]);
  });
});
