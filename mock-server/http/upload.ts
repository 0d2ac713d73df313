/**
 * `POST upload` (multipart via busboy: a `file` field plus extra text fields) and serving the stored
 * files. Stored names are generated (time + random + a checked extension), so a client name can never
 * pick the path. Who may read a stored file is decided in file-access.ts (its uploader until a record holds
 * it, then that record's readers); the caller is the bearer header's user, or the user the short-lived
 * signature in the file URL was made for (signed-url.ts; an <img> cannot send a header). Files are served
 * with types that cannot run script in our origin. Where the bytes are kept (a directory, or the PostgreSQL
 * database with DATABASE_URL) is the store's (store/uploads.ts); the form, the names and the headers are here.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { HttpError } from './http';
import type { UrlSigner } from '../auth/signed-url';
import { MAX_UPLOAD_BYTES, type UploadStorage } from '../store/uploads';

export { MAX_UPLOAD_BYTES } from '../store/uploads';
const FAILED = 'File upload failed.';
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]{1,10})?$/;

export interface UploadResult {
  url: string;
  name: string;
  size: number;
  type: string;
  fields: Record<string, string>;
}

/** Shown inline; anything else is a download, so an uploaded .html or .svg cannot run in our origin. */
const INLINE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};

function storedName(original: string): string {
  const ext = extname(original).toLowerCase();
  return `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}${/^\.[a-z0-9]{1,10}$/.test(ext) ? ext : ''}`;
}

/** Only the base name, without control characters, at most 200 characters: it is shown back to users. */
const displayName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 200) || 'file';

export function handleUpload(
  req: IncomingMessage,
  uploads: UploadStorage,
  publicPrefix: string,
  signer?: UrlSigner,
): Promise<UploadResult> {
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? ''))
    return Promise.reject(new HttpError(400, FAILED, { reason: 'Expected multipart/form-data with a "file" field' }));
  return new Promise<UploadResult>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let saving: Promise<UploadResult | null> | null = null;
    let failure: HttpError | null = null;
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 50, fieldSize: 64 * 1024 },
      });
    } catch (e) {
      reject(new HttpError(400, FAILED, { reason: e instanceof Error ? e.message : String(e) }));
      return;
    }
    bb.on('field', (name, value) => {
      if (name !== '__proto__') fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      if (name !== 'file' || saving) {
        stream.resume();
        return;
      }
      const finalName = storedName(info.filename ?? '');
      saving = (async () => {
        try {
          const cut = () => Boolean((stream as { truncated?: boolean }).truncated);
          const size = await uploads.save(finalName, { stream, type: info.mimeType, cut });
          if (size === null) {
            failure = new HttpError(413, FAILED, { reason: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` });
            return null;
          }
          return {
            url: signer ? signer.sign(finalName) : `${publicPrefix}/${finalName}`,
            name: displayName(info.filename ?? ''),
            size,
            type: info.mimeType,
            fields,
          };
        } catch (e) {
          failure = new HttpError(500, FAILED, { reason: e instanceof Error ? e.message : String(e) });
          return null;
        }
      })();
    });
    bb.on('error', (e: unknown) => {
      failure = new HttpError(400, FAILED, { reason: e instanceof Error ? e.message : String(e) });
      reject(failure);
    });
    bb.on('close', () => {
      void (saving ?? Promise.resolve(null)).then((result) => {
        if (result) resolve(result);
        else reject(failure ?? new HttpError(400, FAILED, { reason: 'No "file" field in the form' }));
      });
    });
    req.pipe(bb);
  });
}

/** GET of a stored upload, once the caller is decided (file-access.ts); false when the name is not one of ours (404). */
export async function serveUpload(res: ServerResponse, uploads: UploadStorage, name: string): Promise<boolean> {
  if (!SAFE_NAME.test(name)) return false;
  const info = await uploads.find(name);
  if (!info) return false;
  const inline = INLINE_TYPES[extname(name).toLowerCase()];
  res.writeHead(200, {
    'Content-Type': inline ?? 'application/octet-stream',
    'Content-Length': info.size,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    ...(inline ? {} : { 'Content-Disposition': `attachment; filename="${name}"` }),
    'Cache-Control': 'private, max-age=86400',
  });
  await pipeline(info.open(), res);
  return true;
}
