/**
 * What a user's browser downloads and how soon it draws (issue 28): serves the production build, opens each entry
 * screen in a fresh Chromium context (nothing cached) and prints, beside its budget:
 *   - the gzipped KB of the JavaScript it requested before the screen was usable (read from the build folder),
 *   - the time from navigation to that moment, and from its last API answer to it ("drawn within 1 s of its data").
 * Usable means: a heading in the page, no spinner or loading skeleton, and the entry's own sign (a table row, a form
 * field, a chart). Budgets are printed, never asserted on (timings depend on the machine); the chart library's place is:
 * the login and list pages never load it. Then the sign-in and a first list on a slow line (./lib/slow-line.ts).
 * `npm run build` first; the production server (`npm run serve`'s, with a db of its own) runs on a spare port
 * (BENCH_APP_PORT); BENCH_DIST measures another build folder; BENCH_FILES=1 also lists each screen's 25 largest
 * files. `npm run bench:screens` runs it alone.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { API_PREFIX, apiPath } from '../src/api/paths';
import { removeAfter } from './lib/remove-after';
import { printSlowLine, PROBES, slowLine } from './lib/slow-line';
import { FILES_BUDGET, SCREEN_BUDGETS, type ScreenBudget } from './lib/screen-budgets';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4299);
const root = new URL('..', import.meta.url).pathname;
const DIST = resolve(root, process.env.BENCH_DIST ?? 'dist');
const base = `http://127.0.0.1:${APP_PORT}`;
/** A string only the chart library's code holds (its container's data-chart-source-type): how a chart chunk is recognised. */
const CHART_MARKER = 'complete date adapter';

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  // Its own process group, so stopping it also stops what npx started.
  return spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
}

function stop(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

async function waitFor(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

const fileOf = (url: string): string => join(DIST, new URL(url).pathname);
const gzipped = new Map<string, number>();
/**
 * Gzipped bytes of a built file (level 9, as a server would send it). A script the build does not hold means the
 * page came from another server (one left on the port, serving another build): the figures would be wrong.
 */
function gzipSize(url: string): number {
  const file = fileOf(url);
  if (!existsSync(file)) throw new Error(`bench-bundle: ${url} is not in ${DIST}: is another server on port ${APP_PORT}?`);
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipped.get(file)!;
}
const holdsCharts = (url: string): boolean => existsSync(fileOf(url)) && readFileSync(fileOf(url), 'utf8').includes(CHART_MARKER);

export interface ScreenFigures {
  budget: ScreenBudget;
  files: number;
  kb: number;
  /** From navigation to usable, ms. */
  usableMs: number;
  /** From its last API answer before usable to usable, ms (null: it asked for no data). */
  afterDataMs: number | null;
  charts: boolean;
  top?: (readonly [string, number])[];
}

/** In the page: null until the screen is usable, then the time, the JS files fetched by then and the last API answer. */
const USABLE = `function (sign) {
  var visible = function (el) { return !!el && el.getClientRects().length > 0; };
  var busy = Array.from(document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active')).some(visible);
  var heading = Array.from(document.querySelectorAll('h1, h2, h3, h4, [role=heading]')).some(visible);
  if (busy || !heading || !visible(document.querySelector(sign))) return null;
  var now = performance.now();
  var resources = performance.getEntriesByType('resource');
  var scripts = resources.filter(function (r) { return r.startTime <= now && new URL(r.name).pathname.endsWith('.js'); })
    .map(function (r) { return r.name; });
  var data = resources.filter(function (r) { return r.name.indexOf('${API_PREFIX}/') >= 0 && r.responseEnd <= now; })
    .map(function (r) { return r.responseEnd; });
  return { now: now, scripts: scripts, lastData: data.length ? Math.max.apply(null, data) : null };
}`;

/** Waits until the screen is usable (in the page, polled each frame) and answers what was fetched by then. */
async function measure(page: Page, budget: ScreenBudget): Promise<ScreenFigures> {
  await page.goto(`${base}${budget.path}`);
  const sign = budget.sign;
  // Written as source text: tsx would wrap named functions passed to the page in a helper the page lacks.
  const seen = page.waitForFunction(`(${USABLE})(${JSON.stringify(sign)})`, undefined, { polling: 'raf', timeout: 30_000 });
  const found = (await seen.then((handle) => handle.jsonValue()).catch(() => null)) as {
    now: number;
    scripts: string[];
    lastData: number | null;
  } | null;
  if (!found) return { budget, files: 0, kb: NaN, usableMs: NaN, afterDataMs: null, charts: false };
  const { now, scripts, lastData } = found;
  return {
    budget,
    files: scripts.length,
    kb: scripts.reduce((sum, url) => sum + gzipSize(url), 0) / 1024,
    usableMs: now,
    afterDataMs: lastData === null ? null : now - lastData,
    charts: scripts.some(holdsCharts),
    top: scripts
      .map((u) => [new URL(u).pathname.slice(8), Math.round(gzipSize(u) / 1024)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25),
  };
}

/** A signed-in session (the admin's, who sees every entry), as storage state for fresh contexts, and a supplier's id. */
async function session(
  browser: Browser,
): Promise<{ state: Awaited<ReturnType<BrowserContext['storageState']>>; supplierId: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/apps\//);
  const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'accessToken')!.value);
  const res = await fetch(`${base}${API_PREFIX}${apiPath('list', { resource: 'suppliers' }, { _limit: 1 })}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [first] = (await res.json()) as { id: string | number }[];
  const state = await context.storageState();
  await context.close();
  return { state, supplierId: String(first!.id) };
}

const pad = (s: string, n: number) => s.padEnd(n);

export function printFigures(all: ScreenFigures[]): void {
  console.log('bundle: gzipped JS before each screen is usable, and when it is (budgets are targets, never asserted)');
  console.log(
    `  ${pad('screen', 22)}${pad('JS gzip (files/40)', 30)}${pad('before issue 41', 18)}${pad('usable after', 15)}drawn after its data`,
  );
  for (const f of all) {
    if (Number.isNaN(f.usableMs)) {
      console.log(`  ${pad(f.budget.name, 22)}NOT USABLE within 30 s (no heading, still loading, or no ${f.budget.sign})`);
      continue;
    }
    const over = f.kb > f.budget.kb || f.files > FILES_BUDGET ? ' OVER' : '';
    const kb = `${f.kb.toFixed(0)}/${f.budget.kb} KB (${f.files}/${FILES_BUDGET})${over}`;
    const before = `${f.budget.before.kb} KB (${f.budget.before.files})`;
    const after =
      f.afterDataMs === null ? 'no data' : `${f.afterDataMs.toFixed(0)}/1000 ms${f.afterDataMs > 1000 ? ' OVER' : ''}`;
    console.log(`  ${pad(f.budget.name, 22)}${pad(kb, 30)}${pad(before, 18)}${pad(`${f.usableMs.toFixed(0)} ms`, 15)}${after}`);
  }
}

export async function benchBundle(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('Run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  // The production server as users get it (compressed, cached): the build and the API on one port.
  const app = start('npx', ['tsx', 'mock-server/index.ts', '--serve'], {
    PORT: String(APP_PORT),
    DIST_DIR: DIST,
    DB_FILE: join(dir, 'db.json'),
    UPLOAD_DIR: join(dir, 'up'),
    DATABASE_URL: '',
    JWT_SECRET: 'bench-secret',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DELAY_SECONDS: '0',
  });
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    await waitFor(`${base}/ready`);
    const { state, supplierId } = await session(browser);
    const all: ScreenFigures[] = [];
    for (const budget of SCREEN_BUDGETS) {
      // A fresh context each: nothing cached, as on a first visit (the signed-in ones with the session's storage).
      const context = await browser.newContext({ ...PROBES, ...(budget.signedIn ? { storageState: state } : {}) });
      const page = await context.newPage();
      all.push(await measure(page, { ...budget, path: budget.path.replace(':id', supplierId) }));
      await context.close();
    }
    printFigures(all);
    if (process.env.BENCH_FILES) for (const f of all) console.log(f.budget.name, JSON.stringify(f.top));
    const leaked = all.filter((f) => f.budget.noCharts && f.charts).map((f) => f.budget.name);
    console.log(`bundle: chart code in the screens that have no chart: ${leaked.length ? leaked.join(', ') : 'none'}`);
    if (!all.some((f) => f.charts))
      throw new Error('bench-bundle: no chart chunk found on any dashboard: is CHART_MARKER still right?');
    printSlowLine(await slowLine(browser, base, '/apps/purchase/suppliers'));
  } finally {
    await browser.close();
    stop(app);
    await removeAfter(dir, [app]);
  }
}

if (process.argv[1]?.endsWith('bench-bundle.ts')) await benchBundle();
