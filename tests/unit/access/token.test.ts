/** The token rules the client relies on (../shared/spec/staff-app-spec.md §3, §4, §5, §9): decoding, three non-empty parts, base64url, UTF-8 JSON with exp, and the permission cache. */
import { describe, expect, it, vi } from 'vitest';
import AES from 'crypto-js/aes';
import { decodeToken, decryptPermissions, encryptPermissions, isExpired, isTokenValid } from '../../../src/access';

const b64 = (o: unknown) => Buffer.from(typeof o === 'string' ? o : JSON.stringify(o)).toString('base64url');
const token = (payload: unknown) => `${b64({ alg: 'HS256' })}.${b64(payload)}.signature`;
const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const header = b64url({ alg: 'HS256', typ: 'JWT' });
const payload = { exp: 2_000_000_000, data: { username: 'ann', fullName: 'ประเสริฐ ฟ้าใส' } };
const body = b64url(payload);

describe('token decoding (spec section 5)', () => {
  it('reads exp and data from a well-formed token', () => {
    expect(decodeToken(token({ exp: 2_000_000_000, data: { username: 'ann' } }))).toEqual({
      exp: 2_000_000_000,
      data: { username: 'ann' },
    });
  });
  it('is invalid when not a string', () => {
    for (const t of [undefined, null, 42, {}, ['a', 'b', 'c']]) expect(decodeToken(t)).toBeNull();
  });
  it('is invalid when a part is missing', () => {
    expect(decodeToken('a.b')).toBeNull();
    expect(decodeToken(`${b64({})}..sig`)).toBeNull();
  });
  it('is invalid when base64 is invalid', () => {
    expect(decodeToken('aaa.@@@!.sig')).toBeNull();
  });
  it('is invalid when the JSON is invalid or has no numeric exp', () => {
    expect(decodeToken(`x.${b64('{not json')}.sig`)).toBeNull();
    expect(decodeToken(`x.${b64({ data: {} })}.sig`)).toBeNull();
    expect(decodeToken(`x.${b64([1, 2])}.sig`)).toBeNull();
  });
  it('is expired when exp is earlier than now', () => {
    const now = 1_700_000_000_000;
    expect(isExpired({ exp: now / 1000 - 1 }, now)).toBe(true);
    expect(isExpired({ exp: now / 1000 + 60 }, now)).toBe(false);
    expect(isTokenValid(token({ exp: now / 1000 + 60 }), now)).toBe(true);
    expect(isTokenValid(token({ exp: now / 1000 - 60 }), now)).toBe(false);
  });
});

describe('permission cache (spec sections 3, 5, 9)', () => {
  const perms = { Memo: { Create: [{ empCode: 'EMP0003' }] } };

  it('round-trips a non-empty object', () => {
    expect(decryptPermissions(encryptPermissions(perms))).toEqual(perms);
  });
  it('ignores a tampered cipher with a warning', () => {
    const warn = vi.fn();
    const cipher = encryptPermissions(perms);
    expect(decryptPermissions(cipher.slice(0, -6) + 'AAAAAA', warn)).toBeNull();
    expect(decryptPermissions('garbage', warn)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
  it('ignores an empty object and an array', () => {
    const warn = vi.fn();
    expect(decryptPermissions(AES.encrypt('{}', 'spp-staff-permissions-v1').toString(), warn)).toBeNull();
    expect(decryptPermissions(AES.encrypt('[{"a":1}]', 'spp-staff-permissions-v1').toString(), warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
  it('is null when nothing is stored', () => {
    expect(decryptPermissions(null)).toBeNull();
  });
});

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
