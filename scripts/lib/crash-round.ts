/**
 * One crash round for the storage engine: a server in its own process takes bursts of concurrent creates,
 * is killed with SIGKILL mid-burst, and the ids it acknowledged (201) are returned. The caller then checks
 * that every acknowledged write is stored (tests/unit/server/store/store.test.ts, a few rounds; `npm run bench`, twenty).
 */
import { spawnServer } from './spawn-server';

export interface CrashRoundOptions {
  /** argv of the server process (node is prepended); it prints `PORT <n>` once it listens. */
  args: string[];
  env: Record<string, string>;
  /** The resource path under the API prefix and a body for the i-th create. */
  resource: string;
  body: (i: number) => unknown;
  username: string;
  password: string;
  /** Kill once this many writes are acknowledged. */
  killAfter?: number;
  writers?: number;
}

export async function crashRound(o: CrashRoundOptions): Promise<number[]> {
  const { child, port } = await spawnServer(o.args, o.env);
  const killed = () => child.kill('SIGKILL');
  process.once('exit', killed); // never leave the child behind, even when an expectation throws
  try {
    const api = `http://127.0.0.1:${port}/api-spp/v1`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: o.username, password: o.password }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const acknowledged: number[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const i = n++;
        try {
          const res = await fetch(`${api}/${o.resource}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(o.body(i)),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
          else if (!stop) throw new Error(`create answered ${res.status}: ${await res.text()}`);
        } catch (e) {
          if (stop) return; // the server died under us: this write was never acknowledged
          throw e;
        }
      }
    };
    const writers = Array.from({ length: o.writers ?? 8 }, writer);
    // Kill it mid-burst: once a good number of writes are acknowledged, however long that takes on a busy machine.
    const target = o.killAfter ?? 20;
    while (acknowledged.length < target) {
      if (child.exitCode !== null) throw new Error('server died before the kill');
      await new Promise((r) => setTimeout(r, 5));
    }
    stop = true;
    killed();
    await Promise.allSettled(writers);
    await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
    return acknowledged;
  } finally {
    killed();
    process.off('exit', killed);
  }
}
