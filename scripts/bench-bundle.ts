/**
 * Bundle size as a user's browser sees it: serve the production build, open the login page, a generated
 * list page, the point of sale and a dashboard in Chromium, and add up the gzipped size of every JS file
 * each one loads. Checks that the chart library (@ant-design/plots, a lazy chunk of its own) is not among
 * the files of the login and list pages. Requires `npm run build` first; starts its own API and preview
 * server on spare ports (BENCH_API_PORT, BENCH_APP_PORT); BENCH_DIST measures another build folder.
 */
import { chromium, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 3299);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4299);
const DIST = process.env.BENCH_DIST ?? 'dist';
const root = new URL('..', import.meta.url).pathname;
/** A string only the chart library's code holds (its container's data-chart-source-type): how a chart chunk is recognised. */
const CHART_MARKER = 'Ant Design Charts';

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  // Its own process group, so stopping it also stops what npx started.
  return spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
}

function stop(child: ChildProcess): void {
  if (child.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
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

/** The JS files of those the page requested that hold chart library code. */
function chartFiles(urls: Set<string>): string[] {
  return [...urls].filter((url) => {
    const file = join(root, DIST, new URL(url).pathname);
    return existsSync(file) && readFileSync(file, 'utf8').includes(CHART_MARKER);
  });
}

/** Gzipped bytes of each distinct JS file the page requested, read from the build folder. */
function gzippedJs(urls: Set<string>): { files: number; bytes: number } {
  let bytes = 0;
  for (const url of urls) {
    const file = join(root, DIST, new URL(url).pathname);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { files: urls.size, bytes };
}

function recordJs(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) urls.add(r.url());
  });
  return urls;
}

export async function benchBundle(): Promise<void> {
  if (!existsSync(join(root, DIST, 'index.html'))) throw new Error('Run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  const api = start('npx', ['tsx', 'mock-server/index.ts'], {
    PORT: String(API_PORT),
    DB_FILE: join(dir, 'db.json'),
    UPLOAD_DIR: join(dir, 'up'),
  });
  const app = start(
    'npx',
    ['vite', 'preview', '--outDir', DIST, '--port', String(APP_PORT), '--strictPort', '--host', '127.0.0.1'],
    {
      API_PORT: String(API_PORT),
    },
  );
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/health`);
    await waitFor(`http://127.0.0.1:${APP_PORT}/login`);
    const base = `http://127.0.0.1:${APP_PORT}`;

    const loginPage = await browser.newPage();
    const loginJs = recordJs(loginPage);
    await loginPage.goto(`${base}/login`, { waitUntil: 'networkidle' });
    const login = gzippedJs(loginJs);

    const context = await browser.newContext();
    const listPage = await context.newPage();
    await listPage.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await listPage.getByLabel('Username').fill('admin');
    await listPage.getByLabel('Password').fill('admin1234');
    await listPage.getByRole('button', { name: 'Login' }).click();
    await listPage.waitForURL(/\/apps\/announce/);
    // A fresh page load straight onto a generated list: everything it needs, with a warm session.
    const fresh = await context.newPage();
    const listJs = recordJs(fresh);
    await fresh.goto(`${base}/apps/purchase/suppliers`, { waitUntil: 'networkidle' });
    await fresh.getByRole('table').first().waitFor(); // antd's sticky header draws its own table above the body's
    const list = gzippedJs(listJs);

    // The point of sale and a dashboard, each a fresh load with the warm session.
    const measure = async (path: string, ready: (p: Page) => Promise<unknown>) => {
      const p = await context.newPage();
      const js = recordJs(p);
      await p.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await ready(p);
      return { ...gzippedJs(js), charts: chartFiles(js) };
    };
    const pos = await measure('/apps/pos', (p) => p.locator('main').first().waitFor());
    const dashboard = await measure('/apps/dashboard/status', (p) => p.locator('canvas').first().waitFor());

    const kb = (b: number) => (b / 1024).toFixed(1);
    console.log(`bundle: login page loads ${login.files} JS files, ${kb(login.bytes)} KB gzipped (target <= 400 KB)`);
    console.log(`bundle: list page (/apps/purchase/suppliers) loads ${list.files} JS files, ${kb(list.bytes)} KB gzipped`);
    console.log(`bundle: POS page (/apps/pos) loads ${pos.files} JS files, ${kb(pos.bytes)} KB gzipped`);
    console.log(
      `bundle: dashboard (/apps/dashboard/status) loads ${dashboard.files} JS files, ${kb(dashboard.bytes)} KB gzipped, of which chart code ${kb(gzippedJs(new Set(dashboard.charts)).bytes)} KB in ${dashboard.charts.length} file(s)`,
    );
    const leaked = [...chartFiles(loginJs), ...chartFiles(listJs)];
    console.log(`bundle: chart code in the login and list pages: ${leaked.length ? leaked.join(', ') : 'none'}`);
    if (!dashboard.charts.length)
      throw new Error('bench-bundle: no chart chunk found on the dashboard: is CHART_MARKER still right?');
    if (leaked.length) throw new Error(`bench-bundle: the login or list page loads chart code: ${leaked.join(', ')}`);
  } finally {
    await browser.close();
    stop(api);
    stop(app);
  }
}
