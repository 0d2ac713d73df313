/**
 * How a session ends (issue 38, src/providers/session-end.ts): sign-out tells the server with the session's token but
 * never waits long for it nor fails for it; a refused session's reason is read and said in the reader's language.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A browser's cookie and local storage, before the modules under test read them.
vi.hoisted(() => {
  const store = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, String(v)),
      removeItem: (k: string) => void store.delete(k),
      clear: () => store.clear(),
    },
    document: { cookie: '', documentElement: {} },
  });
});
import i18n, { loadLanguage } from '../../../src/i18n';
import { configureClient, httpClient } from '../../../src/http/client';
import { HttpStatusError, refusedOtherSession, SignedOutError } from '../../../src/http/errors';
import { endReason, endSessionOnServer, needsPasswordChange, sessionEndText } from '../../../src/providers/session-end';

const future = Math.floor(Date.now() / 1000) + 3600;
const TOKEN = `e30.${Buffer.from(JSON.stringify({ exp: future, data: {} })).toString('base64url')}.sig`;

const refused = (status: number, body: unknown) => new HttpStatusError('GET', '/api-spp/v1/memos', status, '', body);

describe('why the server refused a session', () => {
  it('reads the 401’s reason', () => {
    expect(endReason(refused(401, { message: 'Session ended', reason: 'sessionEnded' }))).toBe('sessionEnded');
    expect(endReason(refused(401, { message: 'Disabled', reason: 'disabled' }))).toBe('disabled');
    expect(endReason(refused(401, { message: 'Expired', reason: 'expired' }))).toBe('expired');
    expect(endReason(refused(401, { message: 'Not signed in' }))).toBeNull();
    expect(endReason(refused(401, { reason: 'somethingElse' }))).toBeNull();
    expect(endReason(new Error('Network Error'))).toBeNull();
  });

  it('tells a forced password change from other refusals', () => {
    expect(needsPasswordChange(refused(403, { message: 'Choose a new password', reason: 'passwordChange' }))).toBe(true);
    expect(needsPasswordChange(refused(403, { message: 'Forbidden' }))).toBe(false);
    expect(needsPasswordChange(refused(401, { reason: 'passwordChange' }))).toBe(false);
  });

  it('says the reason in the reader’s language, the spec’s expiry otherwise', async () => {
    await i18n.changeLanguage('en');
    expect(sessionEndText('disabled')).toBe('This account is disabled: ask an administrator');
    expect(sessionEndText(null)).toBe('Your token has expired');
    await i18n.changeLanguage('th');
    expect(sessionEndText('sessionEnded')).toBe('เซสชันของคุณถูกออกจากระบบแล้ว กรุณาเข้าสู่ระบบอีกครั้ง');
    await loadLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(sessionEndText('expired')).toBe('انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.');
    await i18n.changeLanguage('en');
  });
});

describe('signing out on the server', () => {
  const seen: { url: string; method: string; auth: string | null }[] = [];
  const answer = (respond: () => Promise<Response>) =>
    configureClient({
      getToken: () => TOKEN,
      fetch: async (input) => {
        const req = input as Request;
        seen.push({ url: req.url, method: req.method, auth: req.headers.get('Authorization') });
        return respond();
      },
    });

  beforeEach(() => {
    // The app's calls are relative to its origin; Node's fetch needs one.
    httpClient.defaults.baseURL = 'http://app.test';
    seen.length = 0;
    document.cookie = `accessToken=${encodeURIComponent(TOKEN)}`;
    localStorage.setItem('userData', JSON.stringify({ id: 9, username: 'somsri' }));
  });
  afterEach(() => {
    httpClient.defaults.baseURL = undefined;
    configureClient({ fetch: (...a) => globalThis.fetch(...a), getToken: () => null });
  });

  it('sends POST auth/logout with the session’s token', async () => {
    answer(async () => new Response(JSON.stringify({ data: { ended: true } }), { status: 200 }));
    await endSessionOnServer();
    expect(seen).toEqual([
      { url: expect.stringMatching(/\/api-spp\/v1\/auth\/logout$/), method: 'POST', auth: `Bearer ${TOKEN}` },
    ]);
  });

  it('goes on when the server refuses, fails or cannot be reached, without retrying', async () => {
    answer(async () => new Response(JSON.stringify({ message: 'Session ended', reason: 'sessionEnded' }), { status: 401 }));
    await expect(endSessionOnServer()).resolves.toBeUndefined();
    answer(async () => new Response('', { status: 503 }));
    await expect(endSessionOnServer()).resolves.toBeUndefined();
    answer(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(endSessionOnServer()).resolves.toBeUndefined();
    expect(seen).toHaveLength(3);
  });

  it('waits no longer than it was given for a server that does not answer', async () => {
    answer(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    await endSessionOnServer(100);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(seen).toHaveLength(1);
  });

  it('sends nothing without a session', async () => {
    answer(async () => new Response('{}', { status: 200 }));
    document.cookie = '';
    await endSessionOnServer();
    expect(seen).toHaveLength(0);
  });
});

describe('a refusal of a session already left', () => {
  afterEach(() => {
    httpClient.defaults.baseURL = undefined;
    configureClient({ fetch: (...a) => globalThis.fetch(...a), getToken: () => null });
  });

  it('names the token it was sent with, so that only a refusal of the session held now ends it', async () => {
    httpClient.defaults.baseURL = 'http://app.test';
    configureClient({
      getToken: () => 'token-of-the-first-session',
      fetch: async () => new Response(JSON.stringify({ reason: 'sessionEnded' }), { status: 401 }),
    });
    const refusal = (await httpClient.get('/api-spp/v1/auth/sessions').catch((e: unknown) => e)) as HttpStatusError;
    expect(refusal.status).toBe(401);
    expect(refusedOtherSession(refusal, 'token-of-the-first-session')).toBe(false);
    // Signed out, then in again before the refusal was handled: it is not the new session's.
    expect(refusedOtherSession(refusal, 'token-of-the-next-session')).toBe(true);
    // A call refused here for want of a token, handled once signed in again.
    const signedOut = new SignedOutError('GET', '/api-spp/v1/memos');
    expect(refusedOtherSession(signedOut, null)).toBe(false);
    expect(refusedOtherSession(signedOut, 'token-of-the-next-session')).toBe(true);
    expect(refusedOtherSession(new Error('Network Error'), 'token')).toBe(false);
  });
});
