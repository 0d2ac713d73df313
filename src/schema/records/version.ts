/**
 * A record's version, as the API hands it out in `ETag` and takes it back in `If-Match` (README, 'Versions:
 * ETag and If-Match'): a hash of the stored record itself, so every API process computes the same version from
 * the same row (on PostgreSQL as on the embedded journal), and any write that changes a value changes it, whatever
 * path it took. Keys are sorted first (PostgreSQL's jsonb does not keep their order). `updatedAt` alone would
 * not do: two writes in one millisecond share it. Pure: browser and server.
 */

/** A stored value as JSON text with object keys sorted (undefined values left out, as JSON.stringify does). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value as Record<string, unknown>)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast 53-bit string hash (public domain), seeded. */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The version of a stored record: two seeded 53-bit hashes of its canonical JSON, 22 characters of base 36. */
export function recordVersion(row: unknown): string {
  const text = canonicalJson(row);
  const part = (seed: number) => cyrb53(text, seed).toString(36).padStart(11, '0');
  return `${part(1)}${part(2)}`;
}

/** What a version looks like (a token of letters and digits); anything else in If-Match is malformed. */
const VERSION = /^[0-9a-z]{1,64}$/;

/** The ETag header's value of a version (a strong validator). */
export const etagOf = (version: string): string => `"${version}"`;

/**
 * An If-Match header read: `absent` (no header: json-server's behaviour, the write goes on), `any` (`*`: any
 * stored version), the versions it lists (`"v1", W/"v2"`: weak ones compare by their value), or `malformed`.
 */
export type IfMatch = { kind: 'absent' } | { kind: 'any' } | { kind: 'versions'; versions: string[] } | { kind: 'malformed' };

export function parseIfMatch(raw: string | readonly string[] | undefined): IfMatch {
  if (raw === undefined) return { kind: 'absent' };
  const text = (Array.isArray(raw) ? raw.join(',') : String(raw)).trim();
  if (text === '*') return { kind: 'any' };
  const versions: string[] = [];
  for (const part of text.split(',')) {
    const item = part
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1');
    if (!VERSION.test(item)) return { kind: 'malformed' };
    versions.push(item);
  }
  return versions.length ? { kind: 'versions', versions } : { kind: 'malformed' };
}

/** Whether a write that asked `wanted` may go on over the stored record of version `stored`. */
export function matchesVersion(wanted: IfMatch, stored: string): boolean {
  return wanted.kind !== 'versions' || wanted.versions.includes(stored);
}
