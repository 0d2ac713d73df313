/**
 * Token rules of spec sections 4 and 5. Decoding does not verify the signature (the server does);
 * it only reads `exp` and `data`, and treats anything malformed as invalid.
 */
export interface TokenPayload {
  exp: number;
  data?: Record<string, unknown>;
}

function base64UrlDecode(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The payload, or null when the token is not a string, lacks a part, or has bad base64 or JSON. */
export function decodeToken(token: unknown): TokenPayload | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) return null;
  const json = base64UrlDecode(parts[1]!);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
    const exp = (payload as { exp?: unknown }).exp;
    if (typeof exp !== 'number') return null;
    return payload as TokenPayload;
  } catch {
    return null;
  }
}

/** Expired when exp (epoch seconds) is earlier than now. */
export const isExpired = (payload: TokenPayload, nowMs: number = Date.now()): boolean => payload.exp * 1000 < nowMs;

/** A usable token: decodes and is not expired. */
export function isTokenValid(token: unknown, nowMs: number = Date.now()): boolean {
  const payload = decodeToken(token);
  return payload !== null && !isExpired(payload, nowMs);
}
