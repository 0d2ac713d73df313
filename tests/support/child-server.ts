/** A mock server in a process of its own (test-server-child.ts), for tests of several API processes on one database. */
import { spawnServer } from '../../scripts/lib/spawn-server';
import { API_PREFIX } from '../../mock-server/http/app';
import { DEMO_PASSWORDS } from './test-server';

export interface ChildServer {
  api: string;
  /** `call('admin', 'POST', 'items', {...})`: status, JSON body and the ETag, signed in once per user; `headers` sent too. */
  call(
    user: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; etag: string | null }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  stop(): Promise<void>;
}

export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const { child, port } = await spawnServer(['--import', 'tsx', 'tests/support/test-server-child.ts'], env);
  const killed = () => child.kill('SIGKILL');
  process.once('exit', killed);
  const api = `http://127.0.0.1:${port}${API_PREFIX}`;
  const tokens: Record<string, Promise<string>> = {}; // one sign-in per user, however many calls start at once
  const login = async (user: string) => {
    const res = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user, password: DEMO_PASSWORDS[user] }),
    });
    if (res.status !== 200) throw new Error(`login ${user}: ${res.status}`);
    return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  };
  return {
    api,
    async call(user, method, path, body, headers = {}) {
      tokens[user] ??= login(user);
      const token = await tokens[user];
      const res = await fetch(`${api}/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json(), etag: res.headers.get('etag') };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', killed);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
