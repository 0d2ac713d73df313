import { describe, expect, it, vi } from 'vitest';
import { decodeToken, decryptPermissions, encryptPermissions, isExpired, isTokenValid } from '../../../src/access';
import AES from 'crypto-js/aes';

const b64 = (o: unknown) => Buffer.from(typeof o === 'string' ? o : JSON.stringify(o)).toString('base64url');
const token = (payload: unknown) => `${b64({ alg: 'HS256' })}.${b64(payload)}.signature`;

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
