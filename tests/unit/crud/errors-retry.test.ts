/**
 * The retry policy and the wait for the server (issue 12, part 3): reads retried 3 times (1 s, 2 s, 3 s) by the
 * client only, then one "cannot be reached" state for the whole app, checks at growing intervals, and the
 * recovery that lets the failed reads run again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, PROBE_HEADER, request } from '../../../src/http/client';
import {
  checkNow,
  connectionState,
  onRecovered,
  recentFailure,
  resetConnection,
  whenReachable,
} from '../../../src/http/connection';
import { HttpStatusError, NetworkError } from '../../../src/http/errors';
import { probeDelay } from '../../../src/http/retry';

const URL = 'http://api.test/api-spp/v1/menu/1';
const sleeps: number[] = [];
const seen: { url: string; method: string; probe: boolean }[] = [];
let answer: () => Response | Error;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sleeps.length = 0;
  seen.length = 0;
  resetConnection();
  configureClient({
    getToken: () => 't',
    getLanguage: () => 'en',
    sleep: async (ms) => void sleeps.push(ms),
    fetch: async (input) => {
      const req = input as Request;
      seen.push({ url: req.url, method: req.method, probe: req.headers.get(PROBE_HEADER) === '1' });
      const next = answer();
      if (next instanceof Error) throw next;
      return next;
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  resetConnection();
  configureClient({ fetch: (...a) => globalThis.fetch(...a) });
});

describe('checks while the server is away', () => {
  it('wait 2 s, then twice as long each time, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(probeDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('a read when the server is down', () => {
  it('is tried 4 times in all (3 retries, 1 s x attempt), then the app is down once', async () => {
    answer = () => new TypeError('Failed to fetch');
    const error = await request(URL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(seen).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 3000]);
    expect(connectionState().down).toBe(true);
    expect(connectionState().failure).toMatchObject({ kind: 'offline', method: 'GET', url: URL });
    // The notification provider finds the failure by the message Refine hands it.
    expect(recentFailure((error as Error).message)?.kind).toBe('offline');
  });

  it('a write is not retried', async () => {
    answer = () => json(503, {});
    await expect(request(URL, { method: 'POST', body: {} })).rejects.toBeInstanceOf(HttpStatusError);
    expect(seen).toHaveLength(1);
    expect(connectionState().down).toBe(true);
  });

  it('a 404 or a 400 answer means the server is there', async () => {
    answer = () => json(404, { message: 'No such record' });
    await expect(request(URL)).rejects.toBeInstanceOf(HttpStatusError);
    expect(seen).toHaveLength(1);
    expect(connectionState().down).toBe(false);
  });

  it('many failing reads make one down state; the first answer brings it back and runs the recovery once', async () => {
    answer = () => json(502, null);
    const changes: boolean[] = [];
    const recovered = vi.fn();
    const once = vi.fn();
    onRecovered(recovered);
    whenReachable(once);
    await Promise.allSettled([request(URL), request(`${URL}?a`), request(`${URL}?b`)]);
    expect(connectionState().down).toBe(true);
    const failure = connectionState().failure;
    expect(failure?.kind).toBe('offline');
    changes.push(connectionState().down);
    answer = () => json(200, { data: [] });
    await request(URL);
    expect(connectionState().down).toBe(false);
    await request(URL);
    expect(recovered).toHaveBeenCalledTimes(1);
    expect(once).toHaveBeenCalledTimes(1);
  });
});

describe('waiting for the server', () => {
  it('checks the failed read once at 2 s, again at 4 s, and recovers on the first answer', async () => {
    vi.useFakeTimers();
    answer = () => new TypeError('Failed to fetch');
    await request(URL).catch(() => undefined);
    seen.length = 0;
    await vi.advanceTimersByTimeAsync(1999);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    // One quiet check, not retried.
    expect(seen).toEqual([{ url: URL, method: 'GET', probe: true }]);
    expect(connectionState().down).toBe(true);
    await vi.advanceTimersByTimeAsync(3999);
    expect(seen).toHaveLength(1);
    answer = () => json(200, { data: 1 });
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    expect(connectionState().down).toBe(false);
    // Up: no more checks.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toHaveLength(2);
  });

  it('Retry checks at once; with only a failed save to go on, it lets the failed reads try again', async () => {
    answer = () => new TypeError('Failed to fetch');
    await request(URL, { method: 'PUT', body: {} }).catch(() => undefined);
    expect(connectionState().down).toBe(true);
    const recovered = vi.fn();
    onRecovered(recovered);
    await checkNow();
    expect(connectionState().down).toBe(false);
    expect(recovered).toHaveBeenCalledTimes(1);
  });
});

describe('the same read asked for twice at once', () => {
  it('is sent once, and each caller gets its own copy', async () => {
    answer = () => json(200, { data: { items: [1] } });
    const [a, b] = await Promise.all([request<{ data: { items: number[] } }>(URL), request<{ data: { items: number[] } }>(URL)]);
    expect(seen).toHaveLength(1);
    expect(a).toEqual(b);
    a.data.items.push(2);
    expect(b.data.items).toEqual([1]);
    // Not shared once answered.
    await request(URL);
    expect(seen).toHaveLength(2);
  });
});
