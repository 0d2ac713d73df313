/**
 * The storage engine under the store (storage.ts's interface): an append-only journal beside a readable snapshot.
 *
 * - The db file (`db.json`) is a snapshot: readable JSON, one row per line, written atomically (snapshot.ts).
 *   It names the first journal generation it does not contain (`_journal`).
 * - Every commit appends ONE line to the current journal file (`db.json.journal.<generation>`): the batch of
 *   changes made since the last commit, as JSON, then fdatasync. A write's cost is its own size, whatever the
 *   size of the data. A batch is one line, so the changes of one request (a sale and its stock movements) are
 *   on disk together or not at all: a line cut short by a crash was never acknowledged and is dropped on load.
 * - When the journal has grown past half the snapshot (and at least 8 MB), the next snapshot starts a new
 *   generation: appends go to the new journal file at once, the snapshot is written beside them, and the old
 *   journal files are removed once it has been renamed into place. A crash anywhere in between leaves a
 *   snapshot and the journals it lacks, so nothing acknowledged is lost.
 * - At start and at a clean stop the journals are folded into a fresh snapshot, so a developer who opens
 *   db.json while the server is stopped sees the whole data, and may edit it.
 */
import { closeSync, existsSync, openSync, readdirSync, readFileSync, ftruncateSync, unlinkSync } from 'node:fs';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isObject, type Data } from '../http/http';
import { removeStaleTemps, syncDirSync, writeAtomic, writeAtomicSync, type Row } from './snapshot';
import {
  JOURNAL_KEY,
  SEQUENCES_KEY,
  StoreLoadError,
  type DbState,
  type Entry,
  type StorageEngine,
  type StoredState,
} from './storage';

/** The journal may grow to this share of the snapshot before the next snapshot (and at least MIN_JOURNAL_BYTES, or the option). */
const JOURNAL_SHARE = 0.5;
const MIN_JOURNAL_BYTES = 8 * 1024 * 1024;

/** The journal files beside a db file, oldest first. */
function journalFiles(file: string): { generation: number; path: string }[] {
  const prefix = `${basename(file)}.journal.`;
  return readdirSync(dirname(file))
    .filter((n) => n.startsWith(prefix) && /^\d+$/.test(n.slice(prefix.length)))
    .map((n) => ({ generation: Number(n.slice(prefix.length)), path: join(dirname(file), n) }))
    .sort((a, b) => a.generation - b.generation);
}

export class JournalEngine implements StorageEngine {
  private generation = 1;
  private handle: FileHandle | null = null;
  private opening: Promise<FileHandle> | null = null;
  private journalBytes = 0;
  private snapshotBytes = 0;
  private snapshotting: Promise<void> | null = null;

  private readonly minJournalBytes: number;

  constructor(
    public readonly file: string,
    options: { minJournalBytes?: number } = {},
  ) {
    this.minJournalBytes = options.minJournalBytes ?? MIN_JOURNAL_BYTES;
  }

  private journalFile(generation: number): string {
    return `${this.file}.journal.${generation}`;
  }

  private journals(): { generation: number; path: string }[] {
    return journalFiles(this.file);
  }

  read(): StoredState | null {
    removeStaleTemps(this.file);
    // A snapshot is written before any journal, so journals without one are a removed db's leftovers
    // (a developer deleted db.json to start again): a new db, without them.
    if (!existsSync(this.file)) {
      removeDb(this.file);
      return null;
    }
    const journals = this.journals();
    const base = readSnapshot(this.file);
    const from = typeof base[JOURNAL_KEY] === 'number' ? base[JOURNAL_KEY] : 0;
    const batches: Entry[][] = [];
    const live = journals.filter((j) => j.generation >= from);
    live.forEach((j, i) => batches.push(...readJournal(j.path, i === live.length - 1)));
    this.generation = Math.max(from, ...journals.map((j) => j.generation)) + 1;
    this.snapshotBytes = readFileSync(this.file).length;
    // Journals the snapshot already holds (a crash after its rename) or any replayed: fold them in at once.
    return { base, batches, rebase: journals.length > 0 };
  }

  async append(batch: readonly Entry[]): Promise<void> {
    if (batch.length === 0) return;
    const handle = await this.current();
    const line = Buffer.from(`${JSON.stringify(batch)}\n`);
    const before = this.journalBytes;
    this.journalBytes += line.length;
    try {
      await handle.write(line, 0, line.length);
      await handle.datasync();
    } catch (e) {
      // A half-written line must not stand before the next batch: cut the file back to the last whole line.
      this.journalBytes = before;
      await handle.truncate(before).catch(() => undefined);
      throw e;
    }
  }

  private current(): Promise<FileHandle> {
    if (this.handle) return Promise.resolve(this.handle);
    if (!this.opening) {
      const path = this.journalFile(this.generation);
      this.opening = open(path, 'a').then(async (h) => {
        const dir = await open(dirname(this.file), 'r');
        try {
          await dir.sync(); // the new file's entry survives a crash
        } finally {
          await dir.close();
        }
        this.handle = h;
        this.opening = null;
        return h;
      });
    }
    return this.opening;
  }

  snapshotDue(): boolean {
    return !this.snapshotting && this.journalBytes > Math.max(this.minJournalBytes, this.snapshotBytes * JOURNAL_SHARE);
  }

  /** Starts a new generation (call when no append is in flight); returns the closed one's handle. */
  private rotate(): { next: number; old: FileHandle | null } {
    const old = this.handle;
    this.handle = null;
    this.journalBytes = 0;
    this.generation += 1;
    return { next: this.generation, old };
  }

  private removeJournalsBefore(generation: number): void {
    for (const j of this.journals()) if (j.generation < generation) unlinkSync(j.path);
  }

  snapshot(serialize: (journal: number) => Buffer): Promise<void> {
    if (this.snapshotting) return this.snapshotting;
    const { next, old } = this.rotate();
    const bytes = serialize(next); // synchronous: the state now, every earlier batch included
    this.snapshotting = (async () => {
      try {
        await writeAtomic(this.file, bytes);
        this.snapshotBytes = bytes.length;
        await old?.close();
        for (const j of this.journals()) if (j.generation < next) await unlink(j.path);
      } finally {
        this.snapshotting = null;
      }
    })();
    return this.snapshotting;
  }

  snapshotSync(serialize: (journal: number) => Buffer): void {
    const { next, old } = this.rotate();
    if (old) void old.close();
    const bytes = serialize(next);
    writeAtomicSync(this.file, bytes);
    this.snapshotBytes = bytes.length;
    this.removeJournalsBefore(next);
    syncDirSync(dirname(this.file));
  }

  async idle(): Promise<void> {
    await this.snapshotting;
  }
}

function readSnapshot(file: string): Data {
  let state: unknown;
  try {
    state = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new StoreLoadError(
      `Cannot read the db file ${file}: ${e instanceof Error ? e.message : String(e)} (run npm run db:reset to rebuild it)`,
    );
  }
  if (!isObject(state)) throw new StoreLoadError(`The db file ${file} must hold a JSON object`);
  return state;
}

/**
 * The batches of one journal file. Only the last file's last line may be cut short (a crash before its
 * fdatasync returned: never acknowledged): it is dropped and cut from the file. Anything else unreadable is
 * a corrupt journal, refused rather than silently losing what follows it.
 */
function readJournal(path: string, last: boolean): Entry[][] {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  const complete = text.endsWith('\n') || text === '';
  const batches: Entry[][] = [];
  let goodBytes = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '' && i === lines.length - 1) break;
    const isTail = i === lines.length - 1 || (i === lines.length - 2 && lines[lines.length - 1] === '' && !complete);
    let batch: unknown;
    try {
      batch = JSON.parse(line);
    } catch {
      batch = undefined;
    }
    if (!Array.isArray(batch)) {
      if (last && isTail) {
        const fd = openSync(path, 'r+');
        try {
          ftruncateSync(fd, goodBytes);
        } finally {
          closeSync(fd);
        }
        break;
      }
      throw new StoreLoadError(`The journal ${path} is damaged at line ${i + 1} (run npm run db:reset to rebuild the db)`);
    }
    batches.push(batch as Entry[]);
    goodBytes += Buffer.byteLength(line) + 1;
  }
  return batches;
}

/** Applies journal batches to a plain state (the snapshot's JSON): what the store holds after a restart. */
export function applyBatches(base: Data, batches: readonly Entry[][]): DbState {
  const state: Record<string, unknown> = { ...base };
  const sequences: Record<string, number> = {
    ...(isObject(base[SEQUENCES_KEY]) ? (base[SEQUENCES_KEY] as Record<string, number>) : {}),
  };
  for (const batch of batches)
    for (const e of batch) {
      if ('p' in e) {
        const rows = [...((state[e.p] as Row[] | undefined) ?? [])];
        const at = rows.findIndex((r) => r.id === e.r.id);
        if (at >= 0) rows[at] = e.r;
        else rows.push(e.r);
        state[e.p] = rows;
        sequences[e.p] = Math.max(sequences[e.p] ?? 1, e.r.id + 1);
      } else if ('d' in e) state[e.d] = ((state[e.d] as Row[] | undefined) ?? []).filter((r) => r.id !== e.i);
      else if ('o' in e) state[e.o] = e.v;
      else if ('x' in e) delete state[e.x];
      else if ('e' in e) state[e.e] ??= [];
    }
  delete state[JOURNAL_KEY];
  return { ...state, [SEQUENCES_KEY]: sequences } as DbState;
}

/** The state a db file and its journals hold, read without changing them (tests, tools). */
export function readStoredState(file: string): DbState {
  if (!existsSync(file)) return {};
  const journals = journalFiles(file);
  const base = readSnapshot(file);
  const from = typeof base[JOURNAL_KEY] === 'number' ? base[JOURNAL_KEY] : 0;
  const batches = journals
    .filter((j) => j.generation >= from)
    .flatMap((j) =>
      readFileSync(j.path, 'utf8')
        .split('\n')
        .filter(Boolean)
        .flatMap((l) => {
          try {
            return [JSON.parse(l) as Entry[]];
          } catch {
            return []; // a torn last line: never acknowledged
          }
        }),
    );
  return applyBatches(base, batches);
}

/** Removes a db: its snapshot and its journals (`RESET_DB=1`, `npm run db:reset`). */
export function removeDb(file: string): void {
  if (!existsSync(dirname(file))) return;
  for (const j of journalFiles(file)) unlinkSync(j.path);
  if (existsSync(file)) unlinkSync(file);
}
