/**
 * History benchmark: the first page of a record's history (`GET <resource>/:id/history?_start=0&_end=10`,
 * the History tab's first page) for a record with 1,000 entries, in an audit log that also holds 20,000
 * entries of other records. As Admin on a supplier (nothing to filter), and as Staff on an employee
 * (salary changes left out). The server runs in its own process; prints numbers, asserts nothing.
 *
 *   npx tsx scripts/bench-history.ts       (BENCH_SECONDS=5 to change; also part of npm run bench)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { createApp } from '../mock-server/http/app';
import { auditRecord } from '../mock-server/trail/audit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ENTRIES = 1000;
const OTHERS = 20_000;
const CONNECTIONS = 10;
const PAGE = '_start=0&_end=10';

/** Child mode: a fresh db, 1,000 entries each for supplier 1 and employee 1, 20,000 for other records; prints `PORT <n>`. */
async function serve(dbFile: string): Promise<void> {
  const app = createApp({ dbFile, uploadDir: `${dbFile}.uploads` });
  const { store, registry } = app;
  const actor = { user: { username: 'hr', fullName: 'Bench HR' }, address: '127.0.0.1' };
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  const edit = (resource: string, id: number, i: number, change: (row: Record<string, unknown>) => Record<string, unknown>) => {
    const schema = registry.byName.get(resource)!;
    const before = store.get(resource, id)!;
    const after = store.replace(resource, { ...before, ...change(before), id })!;
    auditRecord(store, actor, 'update', schema, id, before, after, { at: new Date(start + i * 60_000).toISOString() });
  };
  for (let i = 0; i < ENTRIES; i++) {
    edit('suppliers', 1, i, () => ({
      phone: `02-${String(100 + (i % 900)).padStart(3, '0')}-0000`,
      category: i % 2 ? 'goods' : 'services',
    }));
    edit('employees', 1, i, (r) => (i % 2 ? { nickname: `Nick ${i}` } : { salary: Number(r.salary ?? 20000) + 100 }));
  }
  const suppliers = store.list('suppliers').length;
  for (let i = 0; i < OTHERS; i++)
    edit('suppliers', 2 + (i % (suppliers - 1)), ENTRIES + i, () => ({ contactName: `Contact ${i}` }));
  await store.commit();
  const server = app.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
}

function start(dbFile: string): Promise<{ child: ChildProcess; origin: string; startedMs: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve-history', dbFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve({ child, origin: `http://127.0.0.1:${m[1]}`, startedMs: performance.now() - t0 });
    });
    child.on('exit', (code) => reject(new Error(`history bench server exited with ${code}`)));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function measure(origin: string, path: string, headers: Record<string, string>, seconds: number) {
  return new Promise<{ requests: number; median: number; p95: number; p99: number; non2xx: number }>((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      { url: origin, connections: CONNECTIONS, duration: seconds, requests: [{ method: 'GET', path, headers }] },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({
          requests: times.length,
          median: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function token(api: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

export async function benchHistory(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-history-'));
  let child: ChildProcess | undefined;
  try {
    const server = await start(join(dir, 'db.json'));
    child = server.child;
    console.log(
      `\nHistory: ${ENTRIES} entries on one record, ${OTHERS} on others; server seeded and started in ${server.startedMs.toFixed(0)} ms`,
    );
    const api = `${server.origin}/api-spp/v1`;
    const runs = [
      {
        label: 'admin  suppliers/1/history (first page)',
        path: `/api-spp/v1/suppliers/1/history?${PAGE}`,
        user: ['admin', 'admin1234'],
      },
      {
        label: 'staff  employees/1/history (salary left out)',
        path: `/api-spp/v1/employees/1/history?${PAGE}`,
        user: ['staff', 'staff1234'],
      },
    ] as const;
    for (const run of runs) {
      const headers = { authorization: `Bearer ${await token(api, run.user[0], run.user[1])}` };
      const check = await fetch(`${server.origin}${run.path}`, { headers });
      const total = check.headers.get('x-total-count');
      await measure(server.origin, run.path, headers, 1); // warm-up
      const s = await measure(server.origin, run.path, headers, SECONDS);
      console.log(
        `${run.label.padEnd(46)} median ${s.median.toFixed(1).padStart(6)} ms   p95 ${s.p95.toFixed(1).padStart(6)} ms   p99 ${s.p99.toFixed(1).padStart(6)} ms   (${s.requests} requests, total ${total}${s.non2xx ? `, ${s.non2xx} non-2xx` : ''})`,
      );
    }
  } finally {
    child?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

const serveAt = process.argv.indexOf('--serve-history');
if (serveAt >= 0) void serve(process.argv[serveAt + 1] ?? '');
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  benchHistory().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
