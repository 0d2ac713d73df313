/**
 * Where the bytes of uploaded files are kept. http/upload.ts reads the multipart form, names the file and serves it
 * with its headers; access/file-access.ts decides who may read it before a byte is read; this module only keeps
 * and gives back the bytes. Two places, as the store has two engines:
 * - `DiskUploads`: a directory (UPLOAD_DIR), with the journal. A file is written as `.<name>.part`, then renamed.
 * - `PgUploads` (pg/uploads.ts): a table of the store's PostgreSQL database, with DATABASE_URL, so API processes on
 *   several machines that share only the database serve every file.
 * `copyUploads` moves every file from one to the other (`npm run db:copy`).
 */
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The largest file kept; a larger one is refused (413) and nothing of it is kept. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A file arriving: its bytes (cut at MAX_UPLOAD_BYTES by the form parser) and the type the client gave. */
export interface IncomingFile {
  stream: Readable;
  type: string | null;
  /** Once the stream has ended: whether it was cut at MAX_UPLOAD_BYTES (the file is then too large). */
  cut(): boolean;
}

/** A stored file: its size, and its bytes as a stream read as it is consumed. */
export interface StoredFile {
  size: number;
  open(): Readable;
}

export interface UploadStorage {
  /**
   * Keeps the file under `name` (generated and safe: never a client's name); resolves its size, or null when it is
   * larger than MAX_UPLOAD_BYTES (then nothing of it is kept). Rejects when it could not be kept.
   */
  save(name: string, file: IncomingFile): Promise<number | null>;
  /** The stored file `name`, or null when there is none. */
  find(name: string): Promise<StoredFile | null>;
  /** Every stored file's name, sorted. */
  names(): Promise<string[]>;
  /** Lets go of what it holds open (after the last request). */
  close(): Promise<void>;
}

/** The files of a directory (UPLOAD_DIR), created when missing. */
export class DiskUploads implements UploadStorage {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  async save(name: string, file: IncomingFile): Promise<number | null> {
    const temp = join(this.dir, `.${name}.part`);
    try {
      await pipeline(file.stream, createWriteStream(temp));
      if (file.cut()) {
        await unlink(temp).catch(() => undefined);
        return null;
      }
      await rename(temp, join(this.dir, name));
      return (await stat(join(this.dir, name))).size;
    } catch (e) {
      await unlink(temp).catch(() => undefined);
      throw e;
    }
  }

  async find(name: string): Promise<StoredFile | null> {
    const path = join(this.dir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, open: () => createReadStream(path) };
  }

  /** The stored files: a name starting with a dot is a file being written (or not ours). */
  async names(): Promise<string[]> {
    const entries = await readdir(this.dir, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** Copies every file of `from` into `to` (a file of the same name is replaced): how many, and the names left out as too large. */
export async function copyUploads(from: UploadStorage, to: UploadStorage): Promise<{ copied: number; tooLarge: string[] }> {
  let copied = 0;
  const tooLarge: string[] = [];
  for (const name of await from.names()) {
    const file = await from.find(name);
    if (!file) continue; // gone since it was listed
    if (file.size > MAX_UPLOAD_BYTES) {
      tooLarge.push(name);
      continue;
    }
    const size = await to.save(name, { stream: file.open(), type: null, cut: () => false });
    if (size === null) tooLarge.push(name);
    else copied++;
  }
  return { copied, tooLarge };
}
