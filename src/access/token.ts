/**
 * Token rules of ../shared/spec/staff-app-spec.md §4, §5. Decoding (jwt-decode) does not verify the signature (the
 * server does); it only reads `exp` and `data`, and treats anything malformed as invalid.
 */
import { jwtDecode } from 'jwt-decode';

export interface TokenPayload {
  exp: number;
  data?: Record<string, unknown>;
}

/**
 * The payload, or null when the token is not a string, lacks a part (three non-empty parts: jwt-decode
 * itself reads only the second, so an empty signature would pass it), or has bad base64 or JSON, or no
 * numeric `exp`.
 */
export function decodeToken(token: unknown): TokenPayload | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) return null;
  // JWTs are base64url without padding (RFC 7515 section 2); jwt-decode would also take "+", "/" and "=".
  if (!/^[A-Za-z0-9_-]+$/.test(parts[1]!)) return null;
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch {
    return null; // jwt-decode's InvalidTokenError: bad base64 or bad JSON
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
  if (typeof (payload as { exp?: unknown }).exp !== 'number') return null;
  return payload as TokenPayload;
}

/** Expired when exp (epoch seconds) is earlier than now. */
export const isExpired = (payload: TokenPayload, nowMs: number = Date.now()): boolean => payload.exp * 1000 < nowMs;

/** A usable token: decodes and is not expired. */
export function isTokenValid(token: unknown, nowMs: number = Date.now()): boolean {
  const payload = decodeToken(token);
  return payload !== null && !isExpired(payload, nowMs);
}
