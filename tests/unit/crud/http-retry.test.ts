import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, request, send } from '../../../src/http/client';
import { HttpStatusError, TimeoutError, unwrapData } from '../../../src/http/errors';
import { retryBudget, retryDelay, shouldRetry } from '../../../src/http/retry';

describe('retry rules (spec section 7)', () => {
  it('retries reads 3 times and writes never by default, at most 3 when asked', () => {
    expect(retryBudget('GET')).toBe(3);
    expect(retryBudget('GET', 1)).toBe(1);
    expect(retryBudget('POST')).toBe(0);
    expect(retryBudget('PATCH')).toBe(0);
    expect(retryBudget('DELETE')).toBe(0);
    expect(retryBudget('GET', 10)).toBe(3);
    expect(retryBudget('POST', 2)).toBe(2);
  });

  it('retries only the listed statuses and network failures', () => {
    for (const s of [408, 409, 425, 429, 500, 502, 503, 504]) expect(shouldRetry(s, 0, 1)).toBe(true);
    for (const s of [400, 401, 403, 404, 422, 501]) expect(shouldRetry(s, 0, 1)).toBe(false);
    expect(shouldRetry(null, 0, 1)).toBe(true);
    expect(shouldRetry(503, 1, 1)).toBe(false);
  });

  it('waits 1000 ms times the attempt number', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 3000]);
  });
});

describe('http client', () => {
  const X = 'http://api.test/x';
  const sleeps: number[] = [];
  /** What reached fetch: axios's fetch adapter hands it a Request. */
  const seen: { url: string; method: string; headers: Headers }[] = [];
  function script(...answers: (Response | Error)[]) {
    sleeps.length = 0;
    seen.length = 0;
    configureClient({
      getToken: () => 'tok123',
      getLanguage: () => 'en',
      sleep: async (ms) => void sleeps.push(ms),
      fetch: async (input) => {
        const req = input as Request;
        seen.push({ url: req.url, method: req.method, headers: req.headers });
        const next = answers.shift();
        if (!next) throw new Error('no more answers');
        if (next instanceof Error) throw next;
        return next;
      },
    });
  }
  const json = (status: number, body: unknown, statusText = '') =>
    new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

  afterEach(() => configureClient({ fetch: (...a) => globalThis.fetch(...a) }));

  it('sends the bearer and Accept-Language headers', async () => {
    script(json(200, { data: 1 }));
    await request(X);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok123');
    expect(seen[0]!.headers.get('Accept-Language')).toBe('en');
  });

  it('retries a read once on 503 after 1000 ms, then succeeds', async () => {
    script(json(503, {}), json(200, { ok: true }));
    await expect(request(X)).resolves.toEqual({ ok: true });
    expect(sleeps).toEqual([1000]);
  });

  it('does not retry a write on 503 and throws the server body', async () => {
    script(json(503, { message: 'busy' }, 'Service Unavailable'));
    const error = await request(X, { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    // The server's message, status and field errors, as Refine's HttpError reads them.
    expect((error as HttpStatusError).message).toBe('busy');
    expect((error as HttpStatusError).statusCode).toBe(503);
    expect((error as HttpStatusError).data).toEqual({ message: 'busy' });
    expect(seen).toHaveLength(1);
  });

  it('does not retry 404 even for reads', async () => {
    script(json(404, { message: 'nope' }));
    await expect(request(X)).rejects.toBeInstanceOf(HttpStatusError);
    expect(seen).toHaveLength(1);
  });

  it('retries up to the requested budget with growing delays, then gives up', async () => {
    script(json(500, {}), json(500, {}), json(500, {}), json(500, {}));
    await expect(request(X, { retries: 3 })).rejects.toBeInstanceOf(HttpStatusError);
    expect(sleeps).toEqual([1000, 2000, 3000]);
    expect(seen).toHaveLength(4);
  });

  it('retries a network failure on a read', async () => {
    script(new TypeError('network down'), json(200, { ok: 1 }));
    await expect(request(X)).resolves.toEqual({ ok: 1 });
  });

  it('raises a timeout error when the timeout elapses', async () => {
    configureClient({
      sleep: async () => undefined,
      fetch: (input) =>
        new Promise((_resolve, reject) =>
          (input as Request).signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    });
    await expect(send('http://api.test/slow', { timeoutMs: 20, retries: 0 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('rejects an empty JSON answer and a response without data', async () => {
    script(new Response('', { status: 200 }));
    await expect(request(X)).resolves.toBeNull();
    expect(() => unwrapData({ nope: 1 })).toThrow('Invalid API response format.');
    expect(unwrapData({ data: [1] })).toEqual([1]);
  });
});
