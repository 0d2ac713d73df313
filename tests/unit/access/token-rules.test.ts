/** The token rules the client relies on (../shared/spec/staff-app-spec.md §4, §5): three non-empty parts, base64url, UTF-8 JSON with exp. */
import { describe, expect, it } from 'vitest';
import { decodeToken, isExpired, isTokenValid } from '../../../src/access/token';

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const header = b64url({ alg: 'HS256', typ: 'JWT' });
const payload = { exp: 2_000_000_000, data: { username: 'ann', fullName: 'ประเสริฐ ฟ้าใส' } };
const body = b64url(payload);

describe('the three-part check', () => {
  it('accepts header.payload.signature', () => {
    expect(decodeToken(`${header}.${body}.sig`)).toEqual(payload);
  });

  it('refuses a token whose signature part is empty or missing', () => {
    expect(decodeToken(`${header}.${body}.`)).toBeNull();
    expect(decodeToken(`${header}.${body}`)).toBeNull();
    expect(isTokenValid(`${header}.${body}.`, 0)).toBe(false);
  });

  it('refuses an empty header and an extra part', () => {
    expect(decodeToken(`.${body}.sig`)).toBeNull();
    expect(decodeToken(`${header}.${body}.sig.extra`)).toBeNull();
    expect(decodeToken(`${header}.${body}.sig.`)).toBeNull();
  });
});

describe('base64url decoding', () => {
  it('decodes a Thai name whose payload uses both base64url letters (- and _) and no padding', () => {
    expect(body).toMatch(/-/);
    expect(body).toMatch(/_/);
    expect(body.length % 4).not.toBe(0);
    const decoded = decodeToken(`${header}.${body}.sig`);
    expect(decoded?.data?.fullName).toBe('ประเสริฐ ฟ้าใส');
    expect(decoded?.exp).toBe(2_000_000_000);
  });

  it('refuses the standard base64 alphabet (+ and /) and padding', () => {
    const standard = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect(standard).toMatch(/[+/]/);
    expect(decodeToken(`${header}.${standard}.sig`)).toBeNull();
    const padded = Buffer.from(JSON.stringify({ exp: 10 })).toString('base64');
    expect(padded).toMatch(/=$/);
    expect(decodeToken(`${header}.${padded}.sig`)).toBeNull();
    expect(decodeToken(`${header}.${padded.replace(/=+$/, '')}.sig`)).toEqual({ exp: 10 });
  });

  it('refuses a part that is not base64 at all', () => {
    expect(decodeToken(`${header}.abcde.sig`)).toBeNull();
    expect(decodeToken(`${header}.${b64url({ exp: 1 })} .sig`)).toBeNull();
  });
});

describe('the payload', () => {
  it('needs a JSON object with a numeric exp', () => {
    for (const p of [null, 5, 'text', [1], { exp: '2000000000' }, {}])
      expect(decodeToken(`${header}.${b64url(p)}.sig`)).toBeNull();
    expect(decodeToken(`${header}.${b64url({ exp: 0 })}.sig`)).toEqual({ exp: 0 });
  });
});

describe('expiry', () => {
  const now = 1_700_000_000_000;
  it('is expired only when exp is earlier than now: the exact second is still valid', () => {
    expect(isExpired({ exp: now / 1000 }, now)).toBe(false);
    expect(isExpired({ exp: now / 1000 - 0.001 }, now)).toBe(true);
    expect(isTokenValid(`${header}.${b64url({ exp: now / 1000 })}.sig`, now)).toBe(true);
  });

  it('a token that does not decode is never valid', () => {
    for (const t of [null, undefined, '', 'garbage', 'a.b.c', `${header}.${body}.`]) expect(isTokenValid(t, 0)).toBe(false);
  });

  it('reads the clock when no time is given', () => {
    expect(isTokenValid(`${header}.${b64url({ exp: Date.now() / 1000 + 3600 })}.sig`)).toBe(true);
    expect(isTokenValid(`${header}.${b64url({ exp: Date.now() / 1000 - 3600 })}.sig`)).toBe(false);
    expect(isExpired({ exp: Date.now() / 1000 - 3600 })).toBe(true);
  });
});
