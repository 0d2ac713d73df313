/**
 * `npm run bench:serve` (and part of `npm run bench`), issue 40: the production server (`npm run serve`) beside the
 * development way of serving the build (`vite preview` proxying to `npm run api`), each with a fresh demo db:
 *   - bytes on the wire for the login page (until its form shows) and a signed-in list page (until its rows show),
 *     in a fresh Chromium context (nothing cached), headers included;
 *   - requests per second and p95 on a sorted page of suppliers, through `serve` (plain, and compressed as a browser
 *     asks) and on the bare API, 10 connections for 5 s each.
 * Prints numbers; asserts nothing. `npm run build` first.
 */
import { chromium, type Browser } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { removeAfter } from './lib/remove-after';

const root = new URL('..', import.meta.url).pathname;
const DIST = resolve(root, process.env.BENCH_DIST ?? 'dist');
const PORTS = { api: 3297, preview: 4297, serve: 4298 };
const LIST = '/apps/purchase/suppliers';
const SORTED = '/api-spp/v1/suppliers?_sort=name&_order=asc&_page=3&_limit=20';

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn('npx', args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
}

function stop(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** Bytes the browser received (encoded bodies and headers) from opening `path` until `ready` shows. */
async function onTheWire(browser: Browser, origin: string, path: string, ready: string, signIn: boolean): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signIn) {
    await page.goto(`${origin}/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/apps\//);
    await page.close();
  }
  const measured = await context.newPage();
  const sizes: Promise<number>[] = [];
  measured.on('requestfinished', (request) => {
    sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await measured.goto(`${origin}${path}`);
  await measured.locator(ready).first().waitFor({ timeout: 30_000 });
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return bytes;
}

async function token(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api-spp/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

function load(url: string, headers: Record<string, string>): Promise<{ rps: number; p95: number; errors: number }> {
  return new Promise((done, failed) => {
    autocannon({ url, connections: 10, duration: 5, headers }, (err, result) => {
      if (err) return failed(err);
      const r = result as unknown as { requests: { average: number }; latency: { p97_5?: number; p99: number }; non2xx: number };
      done({ rps: r.requests.average, p95: r.latency.p97_5 ?? r.latency.p99, errors: result.errors + r.non2xx });
    });
  });
}

export async function benchServe(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('Run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'bench-serve-'));
  const children = [
    start(['tsx', 'mock-server/index.ts'], {
      PORT: String(PORTS.api),
      DB_FILE: join(dir, 'a/db.json'),
      UPLOAD_DIR: join(dir, 'a/up'),
      MOCK_LOG: '0',
    }),
    start(['vite', 'preview', '--outDir', DIST, '--port', String(PORTS.preview), '--strictPort', '--host', '127.0.0.1'], {
      API_PORT: String(PORTS.api),
    }),
    start(['tsx', 'mock-server/index.ts', '--serve'], {
      PORT: String(PORTS.serve),
      DIST_DIR: DIST,
      DB_FILE: join(dir, 's/db.json'),
      UPLOAD_DIR: join(dir, 's/up'),
      JWT_SECRET: 'bench-secret',
      LOG_LEVEL: 'warn',
    }),
  ];
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const preview = `http://127.0.0.1:${PORTS.preview}`;
  const serve = `http://127.0.0.1:${PORTS.serve}`;
  const api = `http://127.0.0.1:${PORTS.api}`;
  try {
    await Promise.all([waitFor(`${api}/health`), waitFor(`${preview}/login`), waitFor(`${serve}/ready`)]);
    console.log('serve: bytes on the wire (fresh browser, nothing cached; encoded bodies and headers)');
    for (const [name, path, ready, signIn] of [
      ['login page, until its form shows', '/login', 'input[type=password]', false],
      ['supplier list, until its rows show', LIST, '.ant-table-row', true],
    ] as const) {
      const [viaPreview, viaServe] = [
        await onTheWire(browser, preview, path, ready, signIn),
        await onTheWire(browser, serve, path, ready, signIn),
      ];
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      console.log(`  ${name.padEnd(36)} vite preview ${kb(viaPreview).padStart(8)}   npm run serve ${kb(viaServe).padStart(8)}`);
    }
    console.log(`serve: a sorted page of suppliers (${SORTED}), 10 connections, 5 s each`);
    for (const [name, origin, extra] of [
      ['bare API (npm run api)', api, {}],
      ['npm run serve, uncompressed', serve, {}],
      ['npm run serve, as a browser asks (br)', serve, { 'accept-encoding': 'br, gzip' }],
    ] as const) {
      const figures = await load(`${origin}${SORTED}`, { authorization: `Bearer ${await token(origin)}`, ...extra });
      console.log(
        `  ${name.padEnd(40)} ${figures.rps.toFixed(0).padStart(6)} req/s   p97.5 ${figures.p95} ms${figures.errors ? `   ${figures.errors} errors` : ''}`,
      );
    }
  } finally {
    await browser.close();
    children.forEach(stop);
    await removeAfter(dir, children);
  }
}

if (process.argv[1]?.endsWith('bench-serve.ts')) await benchServe();
