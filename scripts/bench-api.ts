/**
 * API benchmark: our mock server vs plain json-server 0.17.4, same 10,000 suppliers, same query, in
 * one run. Each server runs in its own process (so autocannon's load does not share its event loop).
 *
 *   npx tsx scripts/bench-api.ts            (BENCH_ROWS=10000 BENCH_SECONDS=5 to change)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type RawRequest } from 'autocannon';
import jsonServer from 'json-server';
import { createApp } from '../mock-server/app';

const ROWS = Number(process.env.BENCH_ROWS ?? 10000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const RESOURCE = 'suppliers';
const LIST_QUERY = `?_start=0&_end=20&_sort=name&_order=asc&name_like=a`;

/** Child mode: `--serve ours <db>` or `--serve plain <db>`; prints `PORT <n>`. */
function serve(kind: string, dbFile: string): void {
  const app =
    kind === 'ours'
      ? createApp({ dbFile, uploadDir: `${dbFile}.uploads`, seedOverrides: { [RESOURCE]: ROWS } })
      : jsonServer.create().use(...jsonServer.defaults({ logger: false }), jsonServer.router(dbFile));
  const server = app.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
}

function start(kind: string, dbFile: string): Promise<{ child: ChildProcess; origin: string; startedMs: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', kind, dbFile], {
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

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`Benchmark: ${ROWS} ${RESOURCE}, ${CONNECTIONS} connections, ${SECONDS} s per run, Node ${process.version}`);
    console.log(`List query: GET /api-spp/v1/${RESOURCE}${LIST_QUERY}\n`);

    const ourDb = join(dir, 'ours.json');
    const ours = await start('ours', ourDb);
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

    // The same rows, in json-server's own file format, for plain json-server.
    const rows = (JSON.parse(readFileSync(ourDb, 'utf8')) as Record<string, unknown[]>)[RESOURCE] ?? [];
    const plainDb = join(dir, 'plain.json');
    writeFileSync(plainDb, JSON.stringify({ [RESOURCE]: rows }, null, 2));
    const plain = await start('plain', plainDb);
    children.push(plain.child);

    const check = await fetch(`${api}/${RESOURCE}${LIST_QUERY}`, { headers: auth });
    const plainCheck = await fetch(`${plain.origin}/${RESOURCE}${LIST_QUERY}`);
    console.log(
      `rows: ${rows.length}; list matches: ours ${check.headers.get('x-total-count')}, json-server ${plainCheck.headers.get('x-total-count')}\n`,
    );

    const listReq = { method: 'GET', path: `/api-spp/v1/${RESOURCE}${LIST_QUERY}`, headers: auth };
    await measure(ours.origin, listReq, 1); // warm-up
    const oursList = await measure(ours.origin, listReq);
    console.log(line('ours        GET list (filter+sort+page)', oursList));

    await measure(plain.origin, { method: 'GET', path: `/${RESOURCE}${LIST_QUERY}` }, 1);
    const plainList = await measure(plain.origin, { method: 'GET', path: `/${RESOURCE}${LIST_QUERY}` });
    console.log(line('json-server GET list (filter+sort+page)', plainList));

    let n = 0;
    const supplier = () =>
      JSON.stringify({
        name: `Bench Supplier ${n}`,
        taxId: String(9000000000000 + n++),
        address: '1 Bench Road, Bangkok 10110',
        category: 'goods',
      });
    const post = (path: string, headers: Record<string, string>) => ({
      method: 'POST',
      path,
      headers: { ...headers, 'content-type': 'application/json' },
      setupRequest: (r: RawRequest) => ({ ...r, body: supplier() }),
    });
    const oursPost = await measure(ours.origin, post(`/api-spp/v1/${RESOURCE}`, auth));
    console.log(line('ours        POST create (durable, fsync)', oursPost));
    const plainPost = await measure(plain.origin, post(`/${RESOURCE}`, {}));
    console.log(line('json-server POST create (in-place rewrite)', plainPost));

    const afterWrites = await measure(ours.origin, listReq, 2);
    console.log(line(`ours        GET list after ${oursPost.requests} writes`, afterWrites));

    console.log(
      `\nList p95: ours ${oursList.p95.toFixed(1)} ms vs json-server ${plainList.p95.toFixed(1)} ms (${(plainList.p95 / oursList.p95).toFixed(1)}x); target < 50 ms: ${oursList.p95 < 50 ? 'met' : 'NOT met'}`,
    );
  } finally {
    for (const c of children) c.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) serve(process.argv[serveAt + 1] ?? 'ours', process.argv[serveAt + 2] ?? '');
else
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
