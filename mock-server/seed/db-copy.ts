/**
 * `npm run db:copy -- <from> <to> [--replace] [--uploads <dir>]`: copies a whole store from one engine to the other,
 * so a team moves between the embedded journal and PostgreSQL without losing a row or a file. Each side is a db file
 * (`mock-server/data/db.json`: the snapshot and its journal) or a PostgreSQL address (`postgres://...`).
 * The target must be empty unless `--replace` is given. Stop the API on both first: a PostgreSQL store in
 * use is refused (its lock), a db file in use is not detected.
 *
 * Uploaded files go along: a db file's are in the upload directory (`--uploads`, default UPLOAD_DIR, else
 * mock-server/data/uploads), PostgreSQL's in its `_store_uploads` table (store/pg/uploads.ts). From a db file into
 * PostgreSQL the directory's files are written into the table (a replaced database's files go first); from
 * PostgreSQL into a db file the table's files are written into the directory (a file of the same name is replaced,
 * others are left). Between two databases the table is copied; between two db files, copy the directory yourself.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_UPLOAD_DIR } from '../http/paths';
import { removeDb } from '../store/journal';
import { readDatabase, readDatabaseUploads, writeDatabase } from '../store/pg/admin';
import { describeDatabase } from '../store/pg/engine';
import { PgUploads } from '../store/pg/uploads';
import { loadRegistry } from '../schemas/schemas';
import { Store } from '../store/store';
import { SEQUENCES_KEY, StoreLoadError, type DbState } from '../store/storage';
import { DiskUploads, type UploadStorage } from '../store/uploads';

const isDatabase = (where: string) => /^postgres(ql)?:\/\//.test(where);

export interface CopyOptions {
  replace: boolean;
  /** The upload directory of the db file side. */
  uploadDir: string;
}

export interface Copied {
  /** The target, as shown (a database without its password). */
  where: string;
  rows: number;
  /** Uploaded files copied, or null when neither side is a database (the directory is not copied). */
  files: number | null;
  /** Files left out: larger than an upload may be. */
  tooLarge: string[];
}

async function read(from: string): Promise<DbState> {
  if (isDatabase(from)) return readDatabase(from);
  const file = resolve(from);
  if (!existsSync(file)) throw new StoreLoadError(`${file} does not exist`);
  return Store.open(file, () => ({})).state();
}

/** The files `from` holds, when they go into a database (a missing directory holds none). */
function sourceFiles(from: string, uploadDir: string): UploadStorage | undefined {
  if (isDatabase(from)) return new PgUploads(from);
  return existsSync(uploadDir) ? new DiskUploads(uploadDir) : undefined;
}

/** Copies the store `from` into `to` (each a db file or a postgres:// address), its uploaded files with it. */
export async function copyStore(from: string, to: string, options: CopyOptions): Promise<Copied> {
  const { replace } = options;
  const uploadDir = resolve(options.uploadDir);
  const state = await read(from);
  const rows = Object.entries(state)
    .filter(([k, v]) => k !== SEQUENCES_KEY && Array.isArray(v))
    .reduce((sum, [, v]) => sum + (v as unknown[]).length, 0);
  if (isDatabase(to)) {
    const uploads = sourceFiles(from, uploadDir);
    try {
      const files = await writeDatabase(to, state, { replace, registry: loadRegistry(), uploads });
      return { where: describeDatabase(to), rows, files: files.copied, tooLarge: files.tooLarge };
    } finally {
      await uploads?.close();
    }
  }
  const file = resolve(to);
  if (existsSync(file) && !replace) throw new StoreLoadError(`${file} exists: add --replace to overwrite it`);
  removeDb(file);
  const where = Store.open(file, () => state).file;
  if (!isDatabase(from)) return { where, rows, files: null, tooLarge: [] };
  const files = await readDatabaseUploads(from, new DiskUploads(uploadDir));
  return { where, rows, files: files.copied, tooLarge: files.tooLarge };
}

/** The command line: `<from> <to> [--replace] [--uploads <dir>]`, or null when it is not that. */
export function parseArgs(args: readonly string[], env = process.env): { from: string; to: string; options: CopyOptions } | null {
  const rest: string[] = [];
  let replace = false;
  let uploadDir = env.UPLOAD_DIR || DEFAULT_UPLOAD_DIR;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--replace') replace = true;
    else if (args[i] === '--uploads') {
      const dir = args[++i];
      if (!dir) return null;
      uploadDir = dir;
    } else rest.push(args[i]!);
  }
  const [from, to, ...extra] = rest;
  return from && to && !extra.length ? { from, to, options: { replace, uploadDir } } : null;
}

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2));
  if (!parsed) {
    console.error(
      'usage: npm run db:copy -- <from> <to> [--replace] [--uploads <dir>]   (each a db file or a postgres:// address;\n' +
        "  --uploads: the db file side's upload directory, default UPLOAD_DIR or mock-server/data/uploads)",
    );
    process.exit(2);
  }
  try {
    const { where, rows, files, tooLarge } = await copyStore(parsed.from, parsed.to, parsed.options);
    const what = files === null ? `${rows} rows` : `${rows} rows and ${files} uploaded files`;
    console.log(`Copied ${what} into ${where}`);
    if (files === null) console.log(`Uploaded files are not copied between two db files: copy the upload directory yourself.`);
    if (tooLarge.length) console.warn(`Left out, larger than an upload may be: ${tooLarge.join(', ')}`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
