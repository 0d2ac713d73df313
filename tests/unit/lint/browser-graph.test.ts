/**
 * What the browser loads, checked in the source (issue 28; `npm run bench` measures the bytes): the schema language's
 * zod definitions stay on the server and in the build (the registry reaches the browser as checked data), and the
 * first chunk, what the login page downloads, holds neither the schemas, nor the icon table, nor any screen's code,
 * nor Refine, the HTTP client and the access rules (the sign-in card is drawn before the app loads: main.tsx).
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../support/import-graph';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = join(ROOT, 'src/main.tsx');

describe('the browser bundle', () => {
  const all = importGraph(ROOT, MAIN);
  const first = importGraph(ROOT, MAIN, { dynamic: false });

  it('reaches the app, its pages and its screens (the walk follows the imports)', () => {
    expect(all.has('src/crud/list/ListPage.tsx')).toBe(true);
    expect(all.has('resources/pos/PosPage.tsx') || [...all.keys()].some((f) => f.startsWith('resources/pos/'))).toBe(true);
    expect(all.has('src/pages/LoginPage.tsx')).toBe(true);
    expect(first.has('src/pages/login/LoginCard.tsx')).toBe(true);
  });

  it('draws the login card without Refine, the HTTP client, the access rules or the session cache', () => {
    const heavy = ['@refinedev/', 'axios', '@casl/', 'crypto-js'];
    const eager = [...first.values()].filter((n) => n.packages.some((p) => heavy.some((h) => p.startsWith(h))));
    expect(eager.map((n) => `${n.file}: ${n.packages.join(', ')}`)).toEqual([]);
  });

  it('carries no zod: the schema language is checked at build time, not in the browser', () => {
    const withZod = [...all.values()].filter((n) => n.packages.includes('zod')).map((n) => n.file);
    expect(withZod).toEqual([]);
  });

  it('loads the schemas, the icon table, the error pages and every screen lazily, not with the login page', () => {
    const eager = [...first.values()];
    expect(eager.filter((n) => n.packages.includes('virtual:schema-registry')).map((n) => n.file)).toEqual([]);
    expect(eager.filter((n) => n.packages.some((p) => p.startsWith('@refinedev/antd'))).map((n) => n.file)).toEqual([]);
    const screens = [...first.keys()].filter(
      (f) =>
        // A screen's components (.tsx); its words and small hooks (.ts) may load first.
        /^src\/crud\/(list|form|show|tree|master-data|import|print)\/.*\.tsx$/.test(f) ||
        /^resources\/[^/]+\/(?!index\.tsx$).*\.tsx$/.test(f) ||
        ['src/shell/iconTable.tsx', 'src/shell/knownIcons.tsx', 'src/pages/StatusPage.tsx', 'src/shell/AppLayout.tsx'].includes(
          f,
        ),
    );
    expect(screens).toEqual([]);
  });
});
