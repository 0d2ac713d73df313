/**
 * Signed links to uploaded files. An `<img>` or a download link cannot send the bearer header, so the
 * server puts a short-lived signature into every file URL it hands out (in records and upload
 * answers): `/api-spp/v1/uploads/<name>?exp=<epoch s>&sig=<HMAC-SHA256 base64url>`. A file is served
 * to a request with a valid bearer token or a valid, unexpired signature for that very name; anyone
 * else gets 401 and no bytes. Stored values keep the bare path: the query is dropped on every write.
 *
 * Expiry is rounded up to a bucket, so the URL of a file stays the same for a few minutes (the browser
 * can cache the image) and is valid for between LIFETIME and LIFETIME + BUCKET.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AnyField, ResourceSchema } from '../src/schema';
import { isObject, type Data } from './http';

const FILE_TYPES = new Set(['file', 'image']);
const isFileField = (f: AnyField) => FILE_TYPES.has(f.type);

/** Whether any field of the schema, or any column of its child tables, holds files. */
export const holdsFiles = (schema: ResourceSchema): boolean =>
  schema.fields.some((f) => isFileField(f) || (f.type === 'table' && (f.fields ?? []).some(isFileField)));

export const SIGNED_URL_LIFETIME_S = 15 * 60;
const BUCKET_S = 5 * 60;

export class UrlSigner {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly prefix: string,
    private readonly lifetimeS = SIGNED_URL_LIFETIME_S,
  ) {
    // A key of its own, derived from the token secret: a file signature can never pass as a token MAC.
    this.key = createHmac('sha256', secret).update('upload-url-signing').digest();
  }

  private mac(name: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${name}\n${exp}`).digest('base64url');
  }

  /** The signed URL of a stored file name, valid from `nowMs` for at least the lifetime. */
  sign(name: string, nowMs = Date.now()): string {
    const exp = Math.ceil((nowMs / 1000 + this.lifetimeS) / BUCKET_S) * BUCKET_S;
    return `${this.prefix}/${name}?exp=${exp}&sig=${this.mac(name, exp)}`;
  }

  /** Whether `sig` is this server's signature of `name` until `exp`, and `exp` has not passed. */
  verify(name: string, exp: string | null, sig: string | null, nowMs = Date.now()): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 <= nowMs) return false;
    const expected = Buffer.from(this.mac(name, Number(exp)));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The stored name behind one of our file URLs (signed or not), or null for any other URL. */
  nameOf(url: string): string | null {
    const path = url.split(/[?#]/)[0]!;
    if (!path.startsWith(`${this.prefix}/`)) return null;
    const name = path.slice(this.prefix.length + 1);
    return name && !name.includes('/') ? name : null;
  }

  /** A file value (`{ url, name }`, a URL string, or a list of them) with every one of our URLs mapped. */
  mapFileValue(value: unknown, map: (name: string) => string): unknown {
    if (Array.isArray(value)) return value.map((v) => this.mapFileValue(v, map));
    if (typeof value === 'string') {
      const name = this.nameOf(value);
      return name ? map(name) : value;
    }
    if (isObject(value) && typeof value.url === 'string') {
      const name = this.nameOf(value.url);
      return name ? { ...value, url: map(name) } : value;
    }
    return value;
  }

  /** The value as handed out: our URLs signed. */
  signValue(value: unknown, nowMs = Date.now()): unknown {
    return this.mapFileValue(value, (name) => this.sign(name, nowMs));
  }

  /** The value as stored: our URLs without any query. */
  bareValue(value: unknown): unknown {
    return this.mapFileValue(value, (name) => `${this.prefix}/${name}`);
  }

  /** A record with every file value mapped (top-level file fields and file columns of child tables). */
  mapRecord<T extends Data>(schema: ResourceSchema, record: T, map: (value: unknown) => unknown): T {
    if (!holdsFiles(schema)) return record;
    const out: Data = { ...record };
    for (const f of schema.fields) {
      if (!(f.name in out)) continue;
      if (isFileField(f)) out[f.name] = map(out[f.name]);
      else if (f.type === 'table' && Array.isArray(out[f.name]) && (f.fields ?? []).some(isFileField))
        out[f.name] = (out[f.name] as unknown[]).map((line) => {
          if (!isObject(line)) return line;
          const copy: Data = { ...line };
          for (const c of f.fields ?? []) if (isFileField(c) && c.name in copy) copy[c.name] = map(copy[c.name]);
          return copy;
        });
    }
    return out as T;
  }

  /** The record as handed out: file URLs signed. */
  signRecord<T extends Data>(schema: ResourceSchema, record: T, nowMs = Date.now()): T {
    return this.mapRecord(schema, record, (v) => this.signValue(v, nowMs));
  }

  /** The record as stored: file URLs bare. */
  bareRecord<T extends Data>(schema: ResourceSchema, record: T): T {
    return this.mapRecord(schema, record, (v) => this.bareValue(v));
  }
}
