/** The permission cache (../shared/spec/staff-app-spec.md §3, §5, §9): what it reads back, and what it ignores with which warning. */
import { describe, expect, it, vi } from 'vitest';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { decryptPermissions, encryptPermissions, PERMISSION_PASSPHRASE } from '../../../src/access/permission-cache';

const perms = { Memo: { Create: [{ empCode: 'EMP0003', fullName: 'สมชาย ใจดี' }] } };
/** A cache written with the passphrase every client version has used. */
const stored = (text: string) => AES.encrypt(text, 'spp-staff-permissions-v1').toString();
const EMPTY = 'Stored permissions are empty or not an object; ignoring them';
const UNREADABLE = 'Stored permissions could not be decrypted; ignoring them';

describe('the fixed passphrase', () => {
  it('reads a cache written by an earlier client with the same passphrase', () => {
    expect(PERMISSION_PASSPHRASE).toBe('spp-staff-permissions-v1');
    const warn = vi.fn();
    expect(decryptPermissions(stored(JSON.stringify(perms)), warn)).toEqual(perms);
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes a cache that only that passphrase opens', () => {
    const cipher = encryptPermissions(perms);
    expect(cipher).not.toContain('EMP0003');
    expect(JSON.parse(AES.decrypt(cipher, 'spp-staff-permissions-v1').toString(Utf8))).toEqual(perms);
  });
});

describe('what is ignored, and the warning given', () => {
  it('says nothing when nothing is stored', () => {
    const warn = vi.fn();
    expect(decryptPermissions('', warn)).toBeNull();
    expect(decryptPermissions(undefined, warn)).toBeNull();
    expect(decryptPermissions(null, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('calls null, a number, text, a list and an empty object "empty or not an object"', () => {
    for (const text of ['null', '42', '"text"', 'true', '[{"a":1}]', '{}']) {
      const warn = vi.fn();
      expect(decryptPermissions(stored(text), warn)).toBeNull();
      expect(warn).toHaveBeenCalledExactlyOnceWith(EMPTY);
    }
  });

  it('calls a cipher that does not decrypt to JSON "could not be decrypted"', () => {
    for (const cipher of ['garbage', stored('{not json'), AES.encrypt(JSON.stringify(perms), 'another-key').toString()]) {
      const warn = vi.fn();
      expect(decryptPermissions(cipher, warn)).toBeNull();
      expect(warn).toHaveBeenCalledExactlyOnceWith(UNREADABLE);
    }
  });
});
