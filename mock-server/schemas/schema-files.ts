/**
 * The schema files of a running server (SCHEMAS_DIR) and their versions (issue 13).
 *
 * - A schema is written atomically: a temporary file in the same directory, fsync, rename over the old file,
 *   fsync of the directory. A crash before the rename leaves the old file whole (a stray `.<name>.json.*.tmp`
 *   is ignored by the loader: read-dir.ts skips dot files; the next start removes it).
 * - Versions live beside the files, readable: `<dir>/.history/<name>/<version>.json` (the schema as saved)
 *   and `<dir>/.history/<name>/index.json` (`[{ version, at, by, summary }]`, oldest first). Version 1 is the
 *   file as first found on disk, by "system": until a first save it is not written, only reported.
 * - A save writes the version's copy first, then the schema file, then the index (each atomically): after a
 *   crash in between, the file on disk is still one whole version.
 * - Opening the directory (`new SchemaFiles`, as the server does at start) removes the temporary files that a
 *   crash left behind, beside the schemas and in `.history/<name>/`: those of this process (its writes are
 *   synchronous, so none is in flight) or of a process that no longer runs, and any older than STALE_TEMP_MS.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { loadSchemaDir, readSchemaFiles } from '../../src/schema/loader/read-dir';
import type { SchemaFile, SchemaRegistry } from '../../src/schema';
import type { SchemaSource, SchemaVersion } from './schema-source';

export type { SchemaVersion } from './schema-source';

export const HISTORY_DIR = '.history';
const INDEX = 'index.json';
export const FIRST_SUMMARY = 'as first found on disk';

/** Where a test stops a write as a crash would: after the temporary file is on disk, before the rename. */
export type WriteFailpoint = (stage: 'written') => void;

let sequence = 0;

/** Writes `text` to `path` atomically (temp file in the same directory, fsync, rename, fsync the directory). */
export function writeFileAtomic(path: string, text: string, failpoint?: WriteFailpoint): void {
  const dir = dirname(path);
  const temp = join(dir, `.${path.slice(dir.length + 1)}.${process.pid}.${++sequence}.tmp`);
  const fd = openSync(temp, 'w', 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  failpoint?.('written'); // a test's crash: the temporary file stays, the old file is untouched
  try {
    renameSync(temp, path);
  } catch (e) {
    try {
      unlinkSync(temp);
    } catch {
      // already gone
    }
    throw e;
  }
  const dirFd = openSync(dir, 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

/** A temporary file of writeFileAtomic: `.<file>.<pid>.<sequence>.tmp`. */
const TEMP_FILE = /^\..+\.(\d+)\.(\d+)\.tmp$/;
/** A temporary file of another running process younger than this may be its write in progress: it is left alone. */
export const STALE_TEMP_MS = 10 * 60 * 1000;

/** Whether the process that named a temporary file may still be writing it. */
function mayBeWriting(pid: number): boolean {
  if (pid === process.pid) return false; // this process's writes are synchronous: none is in flight now
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // it exists, owned by another user
  }
}

const listDir = (dir: string): string[] => {
  try {
    return readdirSync(dir);
  } catch {
    return []; // no such directory (no version saved yet)
  }
};

/**
 * Removes the stale temporary files of interrupted writes in `dir` and its history (`.history/<name>/`); the
 * schemas, their versions and indexes are never touched. Returns the paths removed.
 */
export function removeStaleTempFiles(dir: string, now = Date.now()): string[] {
  const history = join(dir, HISTORY_DIR);
  const dirs = [dir, history, ...listDir(history).map((name) => join(history, name))];
  const removed: string[] = [];
  for (const at of dirs)
    for (const name of listDir(at)) {
      const temp = TEMP_FILE.exec(name);
      if (!temp) continue;
      const path = join(at, name);
      try {
        const stat = lstatSync(path);
        if (!stat.isFile() || (mayBeWriting(Number(temp[1])) && now - stat.mtimeMs < STALE_TEMP_MS)) continue;
        unlinkSync(path);
        removed.push(path);
      } catch {
        // gone meanwhile, or not ours to remove (a read-only directory): the loader ignores dot files anyway
      }
    }
  return removed;
}

const readJsonFile = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const pretty = (json: unknown): string => `${JSON.stringify(json, null, 2)}\n`;

export class SchemaFiles implements SchemaSource {
  constructor(
    readonly dir: string,
    /** Tests only: a crash point inside the schema file's atomic write. */
    readonly failpoint?: WriteFailpoint,
  ) {
    removeStaleTempFiles(dir);
  }

  /** Every file as the loader reads it (the areas file included). */
  all(): SchemaFile[] {
    return readSchemaFiles(this.dir);
  }

  private file(name: string): string {
    return join(this.dir, `${name}.json`);
  }

  private historyDir(name: string): string {
    return join(this.dir, HISTORY_DIR, name);
  }

  exists(name: string): boolean {
    return existsSync(this.file(name));
  }

  /** The schema JSON as stored, or undefined. */
  read(name: string): unknown {
    return this.exists(name) ? readJsonFile(this.file(name)) : undefined;
  }

  /** The versions, oldest first; version 1 reported from the file when none was saved yet. */
  history(name: string): SchemaVersion[] {
    const index = join(this.historyDir(name), INDEX);
    if (existsSync(index)) return readJsonFile(index) as SchemaVersion[];
    if (!this.exists(name)) return [];
    return [{ version: 1, at: statSync(this.file(name)).mtime.toISOString(), by: 'system', summary: FIRST_SUMMARY }];
  }

  /** The current version: 0 for a schema that does not exist. */
  version(name: string): number {
    return this.history(name).at(-1)?.version ?? 0;
  }

  /** The schema JSON of one version, or undefined. */
  readVersion(name: string, version: number): unknown {
    const copy = join(this.historyDir(name), `${version}.json`);
    if (existsSync(copy)) return readJsonFile(copy);
    // Version 1 before any save is the file itself.
    return version === 1 && this.version(name) === 1 ? this.read(name) : undefined;
  }

  /** Writes `json` as the next version of `name`; returns that version's entry. */
  save(name: string, json: unknown, by: string, summary: string, now = new Date()): SchemaVersion {
    const entries = this.history(name);
    const dir = this.historyDir(name);
    mkdirSync(dir, { recursive: true });
    const first = entries[0];
    if (first && first.by === 'system' && first.version === 1 && !existsSync(join(dir, '1.json')))
      writeFileAtomic(join(dir, '1.json'), pretty(this.read(name)));
    const entry: SchemaVersion = { version: (entries.at(-1)?.version ?? 0) + 1, at: now.toISOString(), by, summary };
    writeFileAtomic(join(dir, `${entry.version}.json`), pretty(json));
    writeFileAtomic(this.file(name), pretty(json), this.failpoint);
    writeFileAtomic(join(dir, INDEX), pretty([...entries, entry]));
    return entry;
  }

  /** The registry of the files in the directory. */
  loadRegistry(): SchemaRegistry {
    return loadSchemaDir(this.dir);
  }

  /** The sum of every schema's version: grows by one with every save, and survives a restart. */
  registryVersion(names: readonly string[]): number {
    return names.reduce((sum, name) => sum + this.version(name), 0);
  }
}
