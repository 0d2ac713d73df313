/**
 * API benchmark: our mock server on its two stores (the journal; PostgreSQL) vs plain json-server 0.17.4 at 10k,
 * 100k and 1M suppliers (json-server up to 100k: past that it cannot keep up), same queries, in one run: page and
 * filtered list p95, create p50/p95, reads while writes run; on PostgreSQL also the list throughput of two API
 * processes on one database beside one; then SIGKILL crash rounds. Each server runs in its own process (so
 * autocannon's load does not share its event loop).
 *
 * PostgreSQL: BENCH_DATABASE_URL, or a throwaway cluster from Debian's postgresql package; without either, the
 * PostgreSQL runs are left out.
 *
 *   npx tsx scripts/bench-api.ts   (BENCH_SIZES=10000,100000 BENCH_SECONDS=5 CRASH_ROUNDS=20 to change;
 *                                   BENCH_STORES=pg for PostgreSQL alone, default journal,pg,json-server)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type RawRequest } from 'autocannon';
import jsonServer from 'json-server';
import { createApp, openApp } from '../mock-server/http/app';
import { readStoredState } from '../mock-server/store/journal';
import { crashRound } from './lib/crash-round';
import { createThrowawayDatabase, postgresInstalled, startThrowawayCluster } from './lib/pg-throwaway';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const STORES = new Set((process.env.BENCH_STORES ?? 'journal,pg,json-server').split(','));
const JSON_SERVER_MAX = 100_000;
const CRASH_ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const RESOURCE = 'suppliers';
const PAGE_QUERY = `?_start=0&_end=20&_sort=name&_order=asc`;
const LIST_QUERY = `?_start=0&_end=20&_sort=name&_order=asc&name_like=a`;

/**
 * Child mode: `--serve ours <db> <rows>`, `--serve pg <db> <rows>` (BENCH_PG_URL, schema named after the rows) or
 * `--serve plain <db>`; prints `PORT <n>`.
 */
async function serve(kind: string, dbFile: string, rows: number): Promise<void> {
  const options = { dbFile, uploadDir: `${dbFile}.uploads`, seedOverrides: { [RESOURCE]: rows }, logger: false };
  const app =
    kind === 'ours'
      ? createApp(options)
      : kind === 'pg'
        ? await openApp({ ...options, databaseUrl: process.env.BENCH_PG_URL, databaseSchema: `bench_${rows}` })
        : jsonServer.create().use(...jsonServer.defaults({ logger: false }), jsonServer.router(dbFile));
  const server = app.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
}

function start(kind: string, dbFile: string, rows: number): Promise<{ child: ChildProcess; origin: string; startedMs: number }> {
  const t0 = performance.now();
  const args = [
    '--max-old-space-size=8192',
    '--import',
    'tsx',
    fileURLToPath(import.meta.url),
    '--serve',
    kind,
    dbFile,
    String(rows),
  ];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, MOCK_LOG: '0' },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve({ child, origin: `http://127.0.0.1:${m[1]}`, startedMs: performance.now() - t0 });
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

interface Stats {
  requests: number;
  rps: number;
  median: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function measure(
  url: string,
  request: RawRequest & { setupRequest?: (r: RawRequest) => RawRequest },
  seconds = SECONDS,
): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: [request] }, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      resolve({
        requests: times.length,
        rps: times.length / result.duration,
        median: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const line = (label: string, s: Stats) =>
  `${label.padEnd(44)} median ${s.median.toFixed(1).padStart(7)} ms   p95 ${s.p95.toFixed(1).padStart(7)} ms   p99 ${s.p99.toFixed(1).padStart(7)} ms   ${s.rps.toFixed(0).padStart(6)} req/s   (${s.requests} requests${s.non2xx ? `, ${s.non2xx} non-2xx` : ''}${s.errors ? `, ${s.errors} errors` : ''})`;

let n = 0;
const supplier = () => ({
  name: `Bench Supplier ${n}`,
  taxId: String(9000000000000 + n++),
  address: '1 Bench Road, Bangkok 10110',
  category: 'goods',
});

interface Measured {
  page: Stats;
  list: Stats;
  post: Stats;
  readsDuring: Stats;
}

/** Signs in as admin on a running server; the authorization header. */
async function signIn(origin: string): Promise<Record<string, string>> {
  const login = await fetch(`${origin}/api-spp/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { authorization: `Bearer ${token}` };
}

const post = (path: string, headers: Record<string, string>) => ({
  method: 'POST',
  path,
  headers: { ...headers, 'content-type': 'application/json' },
  setupRequest: (r: RawRequest) => ({ ...r, body: JSON.stringify(supplier()) }),
});

/** One of our servers (`ours`: the journal; `pg`: PostgreSQL) seeded with `rows` suppliers: its page, list and create figures. */
async function benchOurs(kind: 'ours' | 'pg', rows: number, dbFile: string, children: ChildProcess[]): Promise<Measured> {
  const label = kind === 'ours' ? 'journal' : 'postgres';
  const server = await start(kind, dbFile, rows);
  children.push(server.child);
  console.log(`${label}: seeded and started in ${server.startedMs.toFixed(0)} ms`);
  const auth = await signIn(server.origin);
  const pageReq = { method: 'GET', path: `/api-spp/v1/${RESOURCE}${PAGE_QUERY}`, headers: auth };
  const listReq = { method: 'GET', path: `/api-spp/v1/${RESOURCE}${LIST_QUERY}`, headers: auth };
  await measure(server.origin, pageReq, 1); // warm-up
  const page = await measure(server.origin, pageReq);
  console.log(line(`${label.padEnd(11)} GET page (sort+page)`, page));
  const list = await measure(server.origin, listReq);
  console.log(line(`${label.padEnd(11)} GET list (filter+sort+page)`, list));
  const created = await measure(server.origin, post(`/api-spp/v1/${RESOURCE}`, auth));
  console.log(line(`${label.padEnd(11)} POST create (durable)`, created));
  // Reads while writes go on: one autocannon run of each at once.
  const [readsDuring] = await Promise.all([
    measure(server.origin, pageReq),
    measure(server.origin, post(`/api-spp/v1/${RESOURCE}`, auth)),
  ]);
  console.log(line(`${label.padEnd(11)} GET page while creates run`, readsDuring));
  server.child.kill('SIGTERM');
  await new Promise((done) => server.child.once('exit', done));
  return { page, list, post: created, readsDuring };
}

/** PostgreSQL: the filtered list's throughput from one API process, then from two on the same database. */
async function benchTwoProcesses(rows: number, dbFile: string, children: ChildProcess[]): Promise<string> {
  const servers = [await start('pg', dbFile, rows), await start('pg', dbFile, rows)];
  children.push(...servers.map((s) => s.child));
  const requests = await Promise.all(
    servers.map(async (s) => ({ method: 'GET', path: `/api-spp/v1/${RESOURCE}${LIST_QUERY}`, headers: await signIn(s.origin) })),
  );
  // Warm both (a process that has just read the store builds its list caches at the first lists).
  await Promise.all(servers.map((s, i) => measure(s.origin, requests[i]!, 3)));
  const one = await measure(servers[0]!.origin, requests[0]!);
  const both = await Promise.all(servers.map((s, i) => measure(s.origin, requests[i]!)));
  const total = both.reduce((sum, s) => sum + s.rps, 0);
  for (const s of servers) s.child.kill('SIGTERM');
  const text = `two processes: list ${total.toFixed(0)} req/s vs one ${one.rps.toFixed(0)} req/s (${(total / one.rps).toFixed(2)}x)`;
  console.log(`postgres    ${text}`);
  return text;
}

const figures = (m: Measured) =>
  `create p50 ${m.post.median.toFixed(1)} / p95 ${m.post.p95.toFixed(1)} ms, page p95 ${m.page.p95.toFixed(1)} ms, list p95 ${m.list.p95.toFixed(1)} ms, page p95 during creates ${m.readsDuring.p95.toFixed(1)} ms`;

/** One size: both our stores (and plain json-server up to JSON_SERVER_MAX rows) seeded with `rows` suppliers. */
async function benchSize(rows: number, dir: string, children: ChildProcess[], withPg: boolean): Promise<string[]> {
  console.log(`\n== ${rows.toLocaleString('en')} ${RESOURCE} ==`);
  const ourDb = join(dir, `ours-${rows}.json`);
  const lines = [`${rows.toLocaleString('en').padStart(9)} rows:`];
  if (STORES.has('journal') || STORES.has('json-server'))
    lines.push(`${' '.repeat(15)}journal  ${figures(await benchOurs('ours', rows, ourDb, children))}`);
  if (withPg && STORES.has('pg')) {
    const onPg = await benchOurs('pg', rows, join(dir, `pg-${rows}.json`), children);
    lines.push(
      `${' '.repeat(15)}postgres ${figures(onPg)}; ${await benchTwoProcesses(rows, join(dir, `pg-${rows}.json`), children)}`,
    );
  }

  if (rows <= JSON_SERVER_MAX && STORES.has('json-server')) {
    const seeded = readStoredState(ourDb)[RESOURCE] as unknown[];
    const plainDb = join(dir, `plain-${rows}.json`);
    writeFileSync(plainDb, JSON.stringify({ [RESOURCE]: seeded }, null, 2));
    const plain = await start('plain', plainDb, rows);
    children.push(plain.child);
    const plainPage = await measure(plain.origin, { method: 'GET', path: `/${RESOURCE}${PAGE_QUERY}` });
    console.log(line('json-server GET page (sort+page)', plainPage));
    const plainList = await measure(plain.origin, { method: 'GET', path: `/${RESOURCE}${LIST_QUERY}` });
    console.log(line('json-server GET list (filter+sort+page)', plainList));
    const plainPost = await measure(plain.origin, post(`/${RESOURCE}`, {}));
    console.log(line('json-server POST create (in-place rewrite)', plainPost));
    lines.push(
      `${' '.repeat(15)}json-server create p50 ${plainPost.median.toFixed(1)} / p95 ${plainPost.p95.toFixed(1)} ms, list p95 ${plainList.p95.toFixed(1)} ms`,
    );
    plain.child.kill('SIGTERM');
  } else lines.push(`${' '.repeat(15)}json-server not run at this size`);
  return lines;
}

/** Kill the server with SIGKILL mid-burst, CRASH_ROUNDS times on one db, and count acknowledged writes lost. */
async function crashRounds(dir: string): Promise<string> {
  if (CRASH_ROUNDS <= 0) return 'crash test: not run (CRASH_ROUNDS=0)';
  const file = join(dir, 'crash.json');
  let acknowledged: number[] = [];
  for (let round = 0; round < CRASH_ROUNDS; round++)
    acknowledged = acknowledged.concat(
      await crashRound({
        args: ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', 'ours', file, '1000'],
        env: {},
        resource: RESOURCE,
        body: supplier,
        username: 'admin',
        password: 'admin1234',
        killAfter: 50,
      }),
    );
  const stored = new Set((readStoredState(file)[RESOURCE] as { id: number }[]).map((r) => r.id));
  const lost = acknowledged.filter((id) => !stored.has(id)).length;
  return `crash test: ${CRASH_ROUNDS} rounds of SIGKILL mid-burst, ${acknowledged.length} acknowledged creates, ${lost} lost`;
}

let stopCluster: (() => void) | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const children: ChildProcess[] = [];
  try {
    console.log(
      `Benchmark: ${SIZES.join(', ')} ${RESOURCE}; ${CONNECTIONS} connections, ${SECONDS} s per run, Node ${process.version}`,
    );
    console.log(`Page query: GET /api-spp/v1/${RESOURCE}${PAGE_QUERY}`);
    console.log(`List query: GET /api-spp/v1/${RESOURCE}${LIST_QUERY}`);
    const cluster = !process.env.BENCH_DATABASE_URL && postgresInstalled() ? await startThrowawayCluster() : undefined;
    stopCluster = cluster?.stop;
    // Interrupted (Ctrl+C): the throwaway cluster and the servers go too.
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => {
        for (const c of children) c.kill('SIGKILL');
        setTimeout(() => {
          stopCluster?.();
          process.exit(130);
        }, 500);
      });
    const pgServer = process.env.BENCH_DATABASE_URL ?? cluster?.url;
    // A database of its own for this run, dropped at the end (on BENCH_DATABASE_URL's server too).
    const database = pgServer ? await createThrowawayDatabase(pgServer, 'bench') : undefined;
    dropDatabase = database?.drop;
    if (database) process.env.BENCH_PG_URL = database.url;
    else console.log("PostgreSQL: not run (set BENCH_DATABASE_URL, or install Debian's postgresql package)");
    const summary: string[] = [];
    for (const rows of SIZES) summary.push(...(await benchSize(rows, dir, children, Boolean(pgServer))));
    summary.push(await crashRounds(dir));
    console.log(
      `\nSummary (targets: journal create p95 < 20 ms at 100k, list p95 < 100 ms at 1M; PostgreSQL create p95 < 20 ms and list p95 < 50 ms at 1M, two processes >= 1.6x one):\n${summary.join('\n')}`,
    );
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500)); // the servers let go of their connections
    await dropDatabase?.().catch(() => undefined);
    stopCluster?.();
    rmSync(dir, { recursive: true, force: true });
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0)
  serve(process.argv[serveAt + 1] ?? 'ours', process.argv[serveAt + 2] ?? '', Number(process.argv[serveAt + 3] ?? 1000)).catch(
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
else
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
