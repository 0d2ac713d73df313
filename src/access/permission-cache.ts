/**
 * The permission cache of ../shared/spec/staff-app-spec.md §3, §5, §9: AES-encrypted with a fixed passphrase held in the
 * client (it hides the data from casual reading, it is not a secret). Used only when it decrypts to
 * a non-empty plain object; anything else logs a warning and yields null.
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { PermissionData } from './types';

export const PERMISSION_PASSPHRASE = 'spp-staff-permissions-v1';

export const encryptPermissions = (data: PermissionData): string =>
  AES.encrypt(JSON.stringify(data), PERMISSION_PASSPHRASE).toString();

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

export function decryptPermissions(
  cipher: string | null | undefined,
  warn: (msg: string) => void = console.warn,
): PermissionData | null {
  if (!cipher) return null;
  try {
    const text = AES.decrypt(cipher, PERMISSION_PASSPHRASE).toString(Utf8);
    const data: unknown = JSON.parse(text);
    if (isPlainObject(data) && Object.keys(data).length > 0) return data as PermissionData;
    warn('Stored permissions are empty or not an object; ignoring them');
  } catch {
    warn('Stored permissions could not be decrypted; ignoring them');
  }
  return null;
}
