/**
 * `npm run serve` stopped as a load balancer's deploy stops it (SIGTERM), run as IT runs it: mock-server/index.ts
 * --serve in a process of its own, on the repo's schemas and the journal. Requests in flight finish, with their
 * commits; a burst of writes from clients that stop sending once `/ready` says 503 (as a load balancer with health
 * checks does) loses no acknowledged write and sees no reset; the process exits 0 and its store holds every
 * acknowledged row. In the `postgres` project the server keeps its data in PostgreSQL (a schema of its own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredState } from '../../../../mock-server/store/journal';
import { readDatabase } from '../../../../mock-server/store/pg/admin';
import { fixtureDist } from '../../../support/production-server';
import { ON_POSTGRES } from '../../../support/test-server';

interface Serving {
  child: ChildProcess;
  /** Its PostgreSQL schema, in the `postgres` project. */
  schema?: string;
  origin: string;
  dir: string;
  exited: Promise<number | null>;
  log: string[];
}

const running: Serving[] = [];
let servers = 0;
afterEach(() => {
  for (const s of running.splice(0)) {
    s.child.kill('SIGKILL');
    rmSync(s.dir, { recursive: true, force: true });
  }
});

/** Starts the production server on a port of its own; resolves once `/ready` says 200. */
async function startServing(env: Record<string, string> = {}): Promise<Serving> {
  const dir = mkdtempSync(join(tmpdir(), 'serve-'));
  const schema = ON_POSTGRES ? `s_drain_${process.pid}_${++servers}` : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/index.ts', '--serve'], {
    env: {
      ...process.env,
      PORT: '0',
      DIST_DIR: await fixtureDist(join(dir, 'dist')),
      DB_FILE: join(dir, 'db.json'),
      UPLOAD_DIR: join(dir, 'uploads'),
      JWT_SECRET: 'drain-test-secret',
      SHUTDOWN_DELAY_SECONDS: '2',
      DATABASE_URL: schema ? process.env.TEST_PG_URL! : '',
      DATABASE_SCHEMA: schema ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      log.push(...d.toString().split('\n').filter(Boolean));
      const m = /"port":(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
    void exited.then((code) => reject(new Error(`serve exited with ${code}: ${log.join('\n')}`)));
  });
  const serving = { child, schema, origin: `http://127.0.0.1:${port}`, dir, exited, log };
  running.push(serving);
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${serving.origin}/ready`).catch(() => null))?.status === 200) return serving;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never ready: ${log.join('\n')}`);
}

async function token(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api-spp/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

let sequence = 0;
/** Creates a competency (a plain resource with a unique code); the answer's status and id, or the network error's code. */
async function create(origin: string, bearer: string, query = ''): Promise<{ status: number; id?: number; code?: string }> {
  const code = `DR${process.pid % 1000}-${++sequence}`;
  try {
    const res = await fetch(`${origin}/api-spp/v1/competencies${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code, name: `Drain ${code}`, type: 'core' }),
    });
    const body = (await res.json()) as { id?: number };
    return { status: res.status, id: body.id };
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause;
    return { status: 0, code: cause?.code ?? String(e) };
  }
}

/** The ids of the competencies its store of record holds (read after it stopped). */
async function storedIds(srv: Serving): Promise<Set<number>> {
  const state = srv.schema
    ? await readDatabase(process.env.TEST_PG_URL!, { schema: srv.schema })
    : readStoredState(join(srv.dir, 'db.json'));
  return new Set((state.competencies as { id: number }[]).map((r) => r.id));
}

describe('SIGTERM', () => {
  it('finishes the requests in flight and their commits, says 503 on /ready meanwhile, and exits 0', async () => {
    const srv = await startServing();
    const bearer = await token(srv.origin);
    // Six writes held 1.5 s inside the server (`_delay`), so SIGTERM finds them in flight.
    const slow = Array.from({ length: 6 }, () => create(srv.origin, bearer, '?_delay=1500'));
    await new Promise((r) => setTimeout(r, 400));
    srv.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const ready = await fetch(`${srv.origin}/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    const answers = await Promise.all(slow);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await srv.exited).toBe(0);
    const stored = await storedIds(srv);
    for (const a of answers) expect(stored.has(a.id!), `row ${a.id}`).toBe(true);
    expect(srv.log.some((line) => line.includes('"msg":"Stopped"'))).toBe(true);
  });

  it('loses no acknowledged write of a burst and resets no request, then refuses new connections', async () => {
    const srv = await startServing();
    const bearer = await token(srv.origin);
    let draining = false;
    const watch = (async () => {
      while (!draining) {
        const res = await fetch(`${srv.origin}/ready`).catch(() => null);
        if (res?.status !== 200) draining = true;
        else await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const results: { status: number; id?: number; code?: string }[] = [];
    const worker = async () => {
      while (!draining) results.push(await create(srv.origin, bearer));
    };
    const workers = Array.from({ length: 8 }, worker);
    while (results.filter((r) => r.status === 201).length < 40) await new Promise((r) => setTimeout(r, 10));
    srv.child.kill('SIGTERM');
    await Promise.all([watch, ...workers]);
    expect(await srv.exited).toBe(0);
    expect(results.filter((r) => r.status !== 201)).toEqual([]);
    const stored = await storedIds(srv);
    const acknowledged = results.map((r) => r.id!);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect((await create(srv.origin, bearer)).code).toBe('ECONNREFUSED');
  });
});
