/**
 * Signed links to uploaded files. An `<img>` or a download link cannot send the bearer header, so the
 * server puts a short-lived signature into every file URL it hands out (in records, drafts and upload
 * answers): `/api-spp/v1/uploads/<name>?exp=<epoch s>&sig=<HMAC-SHA256 base64url>&u=<user id>`. The
 * signature is bound to the user the answer was made for (each request's signer is `forUser(caller)`), and
 * a signed URL opens the file only as that user: the download is decided again for them (file-access.ts),
 * so it stops working as soon as they may no longer read the record, and a request with its own bearer token
 * is decided as its own user whatever signature it carries. A signature without a user is neither made nor
 * accepted. Stored values keep the bare path: the query is dropped on every write.
 *
 * Expiry is rounded up to a bucket, so the URL of a file stays the same for a few minutes (the browser
 * can cache the image) and is valid for between LIFETIME and LIFETIME + BUCKET.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AnyField, ResourceSchema } from '../../src/schema';
import { isObject, type Data } from '../http/http';

const FILE_TYPES = new Set(['file', 'image']);
/** A field or child column holding files (`file`, `image`). */
export const isFileField = (f: Pick<AnyField, 'type'>) => FILE_TYPES.has(f.type);

/** Whether any field of the schema, or any column of its child tables, holds files. */
export const holdsFiles = (schema: ResourceSchema): boolean =>
  schema.fields.some((f) => isFileField(f) || (f.type === 'table' && (f.fields ?? []).some(isFileField)));

export const SIGNED_URL_LIFETIME_S = 15 * 60;
const BUCKET_S = 5 * 60;
const USER_ID = /^[1-9]\d{0,14}$/;

export class UrlSigner {
  private readonly key: Buffer;

  /**
   * `secret`: the token secret (a key of its own is derived from it, so a file signature can never pass as a
   * token MAC), or that derived key (`forUser`). `user`: whom the URLs are signed for; without one, `sign` throws.
   */
  constructor(
    secret: string | { key: Buffer },
    private readonly prefix: string,
    private readonly lifetimeS = SIGNED_URL_LIFETIME_S,
    readonly user: number | null = null,
  ) {
    this.key = typeof secret === 'string' ? createHmac('sha256', secret).update('upload-url-signing').digest() : secret.key;
  }

  /** The same signer, its URLs bound to `user` (a user id): what a request's answers are signed with. */
  forUser(user: number): UrlSigner {
    return new UrlSigner({ key: this.key }, this.prefix, this.lifetimeS, user);
  }

  private mac(name: string, exp: number, user: number): string {
    return createHmac('sha256', this.key).update(`${name}\n${exp}\n${user}`).digest('base64url');
  }

  /** The signed URL of a stored file name for this signer's user, valid from `nowMs` for at least the lifetime. */
  sign(name: string, nowMs = Date.now()): string {
    if (this.user === null) throw new Error('A file URL is signed for a user: use forUser(id) first');
    const exp = Math.ceil((nowMs / 1000 + this.lifetimeS) / BUCKET_S) * BUCKET_S;
    return `${this.prefix}/${name}?exp=${exp}&sig=${this.mac(name, exp, this.user)}&u=${this.user}`;
  }

  /** The user this server signed `name` for in the URL's query (`exp`, `sig`, `u`), or null: none, tampered or expired. */
  signedFor(name: string, query: URLSearchParams, nowMs = Date.now()): number | null {
    const exp = query.get('exp');
    const sig = query.get('sig');
    const user = query.get('u');
    if (!exp || !sig || !user || !/^\d{1,12}$/.test(exp) || !USER_ID.test(user)) return null;
    if (Number(exp) * 1000 <= nowMs) return null;
    const expected = Buffer.from(this.mac(name, Number(exp), Number(user)));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected) ? Number(user) : null;
  }

  /** The stored name behind one of our file URLs (signed or not), or null for any other URL. */
  nameOf(url: string): string | null {
    const path = url.split(/[?#]/)[0]!;
    if (!path.startsWith(`${this.prefix}/`)) return null;
    const name = path.slice(this.prefix.length + 1);
    return name && !name.includes('/') ? name : null;
  }

  /** The stored names of our files in a file value (`{ url, name }`, a URL string, or a list of them). */
  namesInValue(value: unknown, out: string[] = []): string[] {
    if (Array.isArray(value)) for (const v of value) this.namesInValue(v, out);
    else {
      const url = typeof value === 'string' ? value : isObject(value) && typeof value.url === 'string' ? value.url : null;
      const name = url === null ? null : this.nameOf(url);
      if (name) out.push(name);
    }
    return out;
  }

  /** The stored names of our files a record holds (file fields and file columns of child tables), without copying it. */
  namesIn(schema: ResourceSchema, record: Data): string[] {
    const out: string[] = [];
    for (const f of schema.fields) {
      if (isFileField(f)) this.namesInValue(record[f.name], out);
      else if (f.type === 'table' && Array.isArray(record[f.name]))
        for (const line of record[f.name] as unknown[])
          if (isObject(line)) for (const c of f.fields ?? []) if (isFileField(c)) this.namesInValue(line[c.name], out);
    }
    return out;
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
