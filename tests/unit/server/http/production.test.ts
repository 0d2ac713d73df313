/**
 * The production server (mock-server/http/production.ts) as a browser, a load balancer and a monitoring system meet
 * it: compression by Accept-Encoding, caching, the app's routes, security headers, request ids in the log and in
 * 5xx bodies, client addresses behind a trusted proxy, readiness and metrics.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../../../../mock-server/http/production';
import { parseTrustProxy } from '../../../../mock-server/http/serve';
import { ASSET, INLINE_SCRIPT, raw, startProductionServer, type ProductionTestServer } from '../../../support/production-server';
import { createHash } from 'node:crypto';

let srv: ProductionTestServer;
beforeAll(async () => {
  srv = await startProductionServer({ metricsToken: 'scrape-secret' });
});
afterAll(() => srv.close());

const json = (answer: { body: Buffer }) => JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;

describe('the built app', () => {
  it('sends the brotli copy, the gzip copy or the file, as the browser accepts, and says it varies by encoding', async () => {
    const br = await raw(`${srv.origin}${ASSET}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await raw(`${srv.origin}${ASSET}`, { headers: { 'accept-encoding': 'gzip' } });
    const plain = await raw(`${srv.origin}${ASSET}`);
    expect([br.status, gz.status, plain.status]).toEqual([200, 200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('caches hashed assets for a year and has the browser revalidate index.html', async () => {
    expect((await raw(`${srv.origin}${ASSET}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw(`${srv.origin}/index.html`)).headers['cache-control']).toBe('no-cache');
  });

  it("answers every app route with index.html, an unknown asset with 404, and an unknown API path in the API's JSON", async () => {
    const index = readFileSync(join(srv.distDir, 'index.html'));
    for (const path of ['/', '/login', '/apps/hr/employees', '/apps/hr/employees/show/3?tab=x', '/account']) {
      const page = await raw(`${srv.origin}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type'], path).toMatch(/text\/html/);
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.body.equals(index), path).toBe(true);
    }
    expect((await raw(`${srv.origin}/assets/gone-123.js`)).status).toBe(404);
    // A file URL as older rows hold it is the API's (no token, no file), never the app's page.
    const legacy = await raw(`${srv.origin}/uploads/nothing-here.png`);
    expect([legacy.status, legacy.headers['content-type']]).toEqual([401, 'application/json; charset=utf-8']);
    const unknown = await raw(`${srv.api}/nowhere`, { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(401); // nothing is answered before the bearer guard
    expect(json(unknown)).toEqual({ message: expect.any(String) });
    const token = await srv.inner.login('admin');
    const signedIn = await raw(`${srv.api}/nowhere`, { headers: { authorization: `Bearer ${token}` } });
    expect([signedIn.status, signedIn.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
    expect((await raw(`${srv.origin}/login`, { method: 'POST' })).status).toBe(404);
  });

  it("compresses the API's answers by Accept-Encoding", async () => {
    const token = await srv.inner.login('admin');
    const url = `${srv.api}/people?_page=1&_limit=50`;
    const br = await raw(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } });
    const gz = await raw(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
    const plain = await raw(url, { headers: { authorization: `Bearer ${token}` } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(br.headers['x-total-count']).toBe(plain.headers['x-total-count']);
  });
});

describe('security headers', () => {
  it('sends a CSP that allows exactly the inline script of index.html, and the usual protections, on every answer', async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    expect(inlineScriptHashes(`<script>${INLINE_SCRIPT}</script><script src="/a.js"></script>`)).toEqual([hash]);
    for (const url of [`${srv.origin}/login`, `${srv.origin}${ASSET}`, `${srv.api}/auth/login`]) {
      const { headers } = await raw(url);
      const csp = String(headers['content-security-policy']);
      expect(csp, url).toContain(`script-src 'self' ${hash}`);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['x-powered-by'], url).toBeUndefined();
      expect(headers['strict-transport-security'], url).toBeUndefined(); // plain http, no trusted proxy
    }
    expect(contentSecurityPolicy('')['style-src']).toContain("'unsafe-inline'"); // antd's CSS-in-JS
  });

  it('sends HSTS only when a trusted proxy says the client used https', async () => {
    const forged = await raw(`${srv.origin}/login`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined(); // this server trusts no proxy
    const behind = await startProductionServer({ trustProxy: 'loopback' });
    try {
      const https = await raw(`${behind.origin}/login`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await raw(`${behind.origin}/login`)).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behind.close();
    }
  });
});

describe('client addresses behind a proxy (TRUST_PROXY)', () => {
  const fail = (origin: string, username: string, forwardedFor: string) =>
    raw(`${origin}/api-spp/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ username, password: 'wrong-password' }),
    });

  it("throttles by the client's address a trusted proxy forwards, and ignores the header from anyone else", async () => {
    const limits = { loginLimits: { maxFailsPerAddress: 2 } };
    const behind = await startProductionServer({ trustProxy: 'loopback', app: limits });
    const direct = await startProductionServer({ app: limits });
    try {
      for (const [i, name] of ['ann', 'bob'].entries())
        expect((await fail(behind.origin, name, '203.0.113.7')).status, `fail ${i}`).toBe(401);
      expect((await fail(behind.origin, 'cat', '203.0.113.7')).status).toBe(429);
      expect((await fail(behind.origin, 'cat', '203.0.113.8')).status).toBe(401); // another client behind the proxy

      for (const name of ['ann', 'bob']) expect((await fail(direct.origin, name, '203.0.113.7')).status).toBe(401);
      expect((await fail(direct.origin, 'cat', '203.0.113.8')).status).toBe(429); // one socket address, whatever it claims
    } finally {
      await Promise.all([behind.close(), direct.close()]);
    }
  });

  it('reads TRUST_PROXY as express does: a hop count, true or false, or addresses and subnets', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy(' ')).toBeUndefined();
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});

describe('request ids', () => {
  it('names every request in its one log line and in the X-Request-Id of its answer', async () => {
    const answer = await raw(`${srv.origin}/apps/hr/employees?secret=abc`);
    const id = String(answer.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = srv.lines.filter((line) => (line.req as { id?: string } | undefined)?.id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ req: { method: 'GET', path: '/apps/hr/employees' }, res: { status: 200 } });
    expect(JSON.stringify(mine[0])).not.toContain('secret=abc'); // no query (a signed URL's signature) in the log
    const other = await raw(`${srv.origin}/login`);
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it("puts the request id in a 5xx body, and the failure in that request's log line", async () => {
    const token = await srv.inner.login('admin');
    const commit = srv.app.store.commit.bind(srv.app.store);
    srv.app.store.commit = () => Promise.reject(new Error('disk full'));
    try {
      const answer = await raw(`${srv.api}/people`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Failing', lastName: 'Commit', email: 'failing.commit@example.com' }),
      });
      expect(answer.status).toBe(500);
      const id = answer.headers['x-request-id'];
      expect(json(answer)).toEqual({ message: 'Internal server error', requestId: id });
      const line = srv.lines.find((l) => (l.req as { id?: string } | undefined)?.id === id);
      expect(line).toMatchObject({ level: 50, res: { status: 500 }, err: { message: 'disk full' } });
    } finally {
      srv.app.store.commit = commit;
    }
  });

  it("keeps a trusted proxy's request id, and makes its own when the id comes from anyone else", async () => {
    const behind = await startProductionServer({ trustProxy: 'loopback' });
    try {
      const id = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
      expect((await raw(`${behind.origin}/login`, { headers: { 'x-request-id': id } })).headers['x-request-id']).toBe(id);
      expect((await raw(`${srv.origin}/login`, { headers: { 'x-request-id': id } })).headers['x-request-id']).not.toBe(id);
      const odd = await raw(`${behind.origin}/login`, { headers: { 'x-request-id': 'an id with spaces' } });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await behind.close();
    }
  });
});

describe('readiness', () => {
  it('is 503 while starting (the API too) and while stopping, 200 once the store answers; health says alive throughout', async () => {
    const starting = await startProductionServer({ starting: true });
    try {
      expect((await raw(`${starting.origin}/ready`)).status).toBe(503);
      const early = await raw(`${starting.api}/people`);
      expect(early.status).toBe(503);
      expect(early.headers['retry-after']).toBe('2');
      expect((await raw(`${starting.origin}/login`)).status).toBe(200); // the app's page is there already
      starting.prod.attach(starting.app);
      expect(json(await raw(`${starting.origin}/ready`))).toEqual({ status: 'ready' });
      expect((await raw(`${starting.api}/health`)).status).toBe(200);
      starting.prod.stopping();
      const stopping = await raw(`${starting.origin}/ready`);
      expect(stopping.status).toBe(503);
      expect(stopping.headers.connection).toBe('close'); // a keep-alive client opens its next connection elsewhere
      expect((await raw(`${starting.api}/health`)).status).toBe(200); // still answering what it is sent
    } finally {
      await starting.close();
    }
  });

  it('is 503 when the database does not answer', async () => {
    const ping = srv.app.store.ping.bind(srv.app.store);
    srv.app.store.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const answer = await raw(`${srv.origin}/ready`);
      expect(answer.status).toBe(503);
      expect(json(answer)).toMatchObject({ status: 'database' });
    } finally {
      srv.app.store.ping = ping;
    }
    expect((await raw(`${srv.origin}/ready`)).status).toBe(200);
  });
});

describe('metrics', () => {
  it('are never open: 404 without a token configured, 401 without the right bearer', async () => {
    expect((await raw(`${srv.origin}/metrics`)).status).toBe(401);
    expect((await raw(`${srv.origin}/metrics`, { headers: { authorization: 'Bearer scrape-secreT' } })).status).toBe(401);
    const none = await startProductionServer();
    try {
      expect((await raw(`${none.origin}/metrics`, { headers: { authorization: 'Bearer ' } })).status).toBe(404);
    } finally {
      await none.close();
    }
  });

  it('count requests by route pattern and status, time them and the commits', async () => {
    const token = await srv.inner.login('admin');
    await raw(`${srv.api}/people/1`, { headers: { authorization: `Bearer ${token}` } });
    await raw(`${srv.api}/people/2`, { headers: { authorization: `Bearer ${token}` } });
    const text = (await raw(`${srv.origin}/metrics`, { headers: { authorization: 'Bearer scrape-secret' } })).body.toString();
    const count = (route: string, status: number) =>
      Number(new RegExp(`http_requests_total\\{method="GET",route="${route}",status="${status}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    expect(count('/api-spp/v1/:resource/:id', 200)).toBeGreaterThanOrEqual(2);
    expect(text).not.toMatch(/route="\/api-spp\/v1\/people\/1"/); // patterns, never raw paths
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api-spp\/v1\/:resource\/:id",status="200"\}/,
    );
    expect(Number(/store_commit_duration_seconds_count (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
  });
});
