/**
 * API benchmark: our mock server vs plain json-server 0.17.4 at 10k, 100k and 1M suppliers (json-server up to
 * 100k: past that it cannot keep up), same queries, in one run: page and filtered list p95, create p50/p95,
 * reads while writes run; then SIGKILL crash rounds. Each server runs in its own process (so autocannon's
 * load does not share its event loop).
 *
 *   npx tsx scripts/bench-api.ts   (BENCH_SIZES=10000,100000 BENCH_SECONDS=5 CRASH_ROUNDS=20 to change)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type RawRequest } from 'autocannon';
import jsonServer from 'json-server';
import { createApp } from '../mock-server/app';
import { readStoredState } from '../mock-server/journal';
import { crashRound } from './lib/crash-round';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const JSON_SERVER_MAX = 100_000;
const CRASH_ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const RESOURCE = 'suppliers';
const PAGE_QUERY = `?_start=0&_end=20&_sort=name&_order=asc`;
const LIST_QUERY = `?_start=0&_end=20&_sort=name&_order=asc&name_like=a`;

/** Child mode: `--serve ours <db> <rows>` or `--serve plain <db>`; prints `PORT <n>`. */
function serve(kind: string, dbFile: string, rows: number): void {
  const app =
    kind === 'ours'
      ? createApp({ dbFile, uploadDir: `${dbFile}.uploads`, seedOverrides: { [RESOURCE]: rows } })
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

/** One size: ours (and plain json-server up to JSON_SERVER_MAX rows) seeded with `rows` suppliers. */
async function benchSize(rows: number, dir: string, children: ChildProcess[]): Promise<string> {
  console.log(`\n== ${rows.toLocaleString('en')} ${RESOURCE} ==`);
  const ourDb = join(dir, `ours-${rows}.json`);
  const ours = await start('ours', ourDb, rows);
  children.push(ours.child);
  console.log(`ours: seeded and started in ${ours.startedMs.toFixed(0)} ms`);
  const api = `${ours.origin}/api-spp/v1`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const auth = { authorization: `Bearer ${token}` };
  const post = (path: string, headers: Record<string, string>) => ({
    method: 'POST',
    path,
    headers: { ...headers, 'content-type': 'application/json' },
    setupRequest: (r: RawRequest) => ({ ...r, body: JSON.stringify(supplier()) }),
  });

  const pageReq = { method: 'GET', path: `/api-spp/v1/${RESOURCE}${PAGE_QUERY}`, headers: auth };
  const listReq = { method: 'GET', path: `/api-spp/v1/${RESOURCE}${LIST_QUERY}`, headers: auth };
  await measure(ours.origin, pageReq, 1); // warm-up
  const oursPage = await measure(ours.origin, pageReq);
  console.log(line('ours        GET page (sort+page)', oursPage));
  const oursList = await measure(ours.origin, listReq);
  console.log(line('ours        GET list (filter+sort+page)', oursList));
  const oursPost = await measure(ours.origin, post(`/api-spp/v1/${RESOURCE}`, auth));
  console.log(line('ours        POST create (durable: journal+fdatasync)', oursPost));
  // Reads while writes go on: one autocannon run of each at once.
  const [readsDuring] = await Promise.all([
    measure(ours.origin, pageReq),
    measure(ours.origin, post(`/api-spp/v1/${RESOURCE}`, auth)),
  ]);
  console.log(line('ours        GET page while creates run', readsDuring));

  let plainSummary = 'json-server not run at this size';
  if (rows <= JSON_SERVER_MAX) {
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
    plainSummary = `json-server: create p50 ${plainPost.median.toFixed(1)} / p95 ${plainPost.p95.toFixed(1)} ms, list p95 ${plainList.p95.toFixed(1)} ms`;
    plain.child.kill('SIGTERM');
  }
  ours.child.kill('SIGTERM');
  return `${rows.toLocaleString('en').padStart(9)} rows: ours create p50 ${oursPost.median.toFixed(1)} / p95 ${oursPost.p95.toFixed(1)} ms, page p95 ${oursPage.p95.toFixed(1)} ms, list p95 ${oursList.p95.toFixed(1)} ms, page p95 during creates ${readsDuring.p95.toFixed(1)} ms; ${plainSummary}`;
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

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const children: ChildProcess[] = [];
  try {
    console.log(
      `Benchmark: ${SIZES.join(', ')} ${RESOURCE}; ${CONNECTIONS} connections, ${SECONDS} s per run, Node ${process.version}`,
    );
    console.log(`Page query: GET /api-spp/v1/${RESOURCE}${PAGE_QUERY}`);
    console.log(`List query: GET /api-spp/v1/${RESOURCE}${LIST_QUERY}`);
    const summary: string[] = [];
    for (const rows of SIZES) summary.push(await benchSize(rows, dir, children));
    summary.push(await crashRounds(dir));
    console.log(`\nSummary (targets: create p95 < 20 ms at 100k, list p95 < 100 ms at 1M):\n${summary.join('\n')}`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0)
  serve(process.argv[serveAt + 1] ?? 'ours', process.argv[serveAt + 2] ?? '', Number(process.argv[serveAt + 3] ?? 1000));
else
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
