/**
 * Durable in-memory storage behind the json-server dialect (replaces lowdb's FileSync, which rewrites
 * the db file in place on every write and can leave it truncated after a crash).
 *
 * - Collections are Maps of immutable rows (an update replaces the row object), so a cached list
 *   array or a cached serialised line stays valid until its row or collection changes.
 * - Every mutation is applied in memory synchronously, then `commit()` returns a promise that settles
 *   once a flush that started after the mutation has reached the disk. One writer at a time; writes
 *   that arrive while a flush runs share the next one (group commit).
 * - A flush writes a temp file in the same directory, fsyncs it, renames it over the db file and
 *   fsyncs the directory, so the file on disk is always either the old or the new complete state.
 * - The file stays human-readable: one row per line, objects indented. Encoded rows are cached in
 *   blocks, so a flush of a 10k-row collection re-encodes only the blocks that changed.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isObject, type Data } from './http';

export type Row = Data & { id: number };
export type DbState = Record<string, Data[] | Data>;

export class StoreLoadError extends Error {}

let tempCounter = 0;

/** Rows per cached block of the serialised file. */
const BLOCK_ROWS = 256;
const SEP_TOP = Buffer.from(',\n ');
const ROW_OPEN = Buffer.from('\n  ');
const SEP_ROW = Buffer.from(',\n  ');
const ROWS_CLOSE = Buffer.from('\n ');

/** The next id of each collection, kept in the db file beside the collections. */
const SEQUENCES = '_sequences';

interface Block {
  rows: Row[];
  bytes: Buffer;
}

export class Store {
  private readonly rows = new Map<string, Map<number, Row>>();
  private readonly objects = new Map<string, Data>();
  private readonly nextIds = new Map<string, number>();
  private readonly listCache = new Map<string, readonly Row[]>();
  private readonly blockCache = new Map<string, Block[]>();
  private flushing: Promise<void> | null = null;
  private pending: Promise<void> | null = null;

  private constructor(public readonly file: string) {}

  /** Opens the db file, or creates it from `seed()` when it does not exist yet. A corrupt file throws. */
  static open(file: string, seed: () => DbState): Store {
    const store = new Store(file);
    mkdirSync(dirname(file), { recursive: true });
    store.removeStaleTemps();
    if (existsSync(file)) {
      let state: unknown;
      try {
        state = JSON.parse(readFileSync(file, 'utf8'));
      } catch (e) {
        throw new StoreLoadError(
          `Cannot read the db file ${file}: ${e instanceof Error ? e.message : String(e)} (run npm run db:reset to rebuild it)`,
        );
      }
      if (!isObject(state)) throw new StoreLoadError(`The db file ${file} must hold a JSON object`);
      store.load(state);
    } else {
      store.load(seed());
      store.writeSync();
    }
    return store;
  }

  private load(state: Data): void {
    const { [SEQUENCES]: sequences, ...collections } = state;
    for (const [name, value] of Object.entries(collections)) {
      if (Array.isArray(value)) {
        const map = new Map<number, Row>();
        let max = 0;
        value.forEach((row, i) => {
          if (!isObject(row) || typeof row.id !== 'number' || !Number.isInteger(row.id) || row.id < 1)
            throw new StoreLoadError(`${this.file}: ${name}[${i}] must be an object with a positive integer id`);
          map.set(row.id, row as Row);
          max = Math.max(max, row.id);
        });
        this.rows.set(name, map);
        // Past the highest id ever given, not only the highest stored: a deleted record's id is never reused
        // (its history, comments and views must not pass to a new record after a restart).
        const seen = isObject(sequences) && typeof sequences[name] === 'number' ? sequences[name] : 0;
        this.nextIds.set(name, Math.max(max + 1, seen));
      } else if (isObject(value)) this.objects.set(name, value);
      else throw new StoreLoadError(`${this.file}: "${name}" must be an array of rows or an object`);
    }
  }

  private collection(name: string): Map<number, Row> {
    let map = this.rows.get(name);
    if (!map) {
      map = new Map();
      this.rows.set(name, map);
      this.nextIds.set(name, 1);
    }
    return map;
  }

  /** All rows in insertion order. The same array is returned until the collection changes. */
  list(name: string): readonly Row[] {
    let cached = this.listCache.get(name);
    if (!cached) {
      cached = Object.freeze([...(this.rows.get(name)?.values() ?? [])]);
      this.listCache.set(name, cached);
    }
    return cached;
  }

  /** The rows without building the list array (for scans right after a write). */
  values(name: string): Iterable<Row> {
    return this.rows.get(name)?.values() ?? [];
  }

  /** Whether the db holds a collection of that name (possibly empty). */
  has(name: string): boolean {
    return this.rows.has(name);
  }

  /** Creates the collection, empty, when the db has none of that name (a resource seeded with no rows). */
  ensure(name: string): void {
    this.collection(name);
  }

  /** Removes a whole collection (a renamed one, on upgrade). */
  drop(name: string): void {
    this.rows.delete(name);
    this.nextIds.delete(name);
    this.listCache.delete(name);
    this.blockCache.delete(name);
  }

  get(name: string, id: number): Row | undefined {
    return this.rows.get(name)?.get(id);
  }

  insert(name: string, data: Data): Row {
    const map = this.collection(name);
    const id = this.nextIds.get(name) ?? 1;
    this.nextIds.set(name, id + 1);
    const row: Row = { ...data, id };
    map.set(id, row);
    this.listCache.delete(name);
    return row;
  }

  /** Replaces a stored row (keeps its position). Returns undefined when the id is unknown. */
  replace(name: string, row: Row): Row | undefined {
    const map = this.rows.get(name);
    if (!map?.has(row.id)) return undefined;
    map.set(row.id, row);
    this.listCache.delete(name);
    return row;
  }

  remove(name: string, id: number): boolean {
    const removed = this.rows.get(name)?.delete(id) ?? false;
    if (removed) this.listCache.delete(name);
    return removed;
  }

  getObject(name: string): Data | undefined {
    return this.objects.get(name);
  }

  setObject(name: string, value: Data): void {
    this.objects.set(name, value);
  }

  /** Resolves when every mutation made before this call is on disk (group commit, one writer). */
  commit(): Promise<void> {
    if (!this.pending) {
      const previous = this.flushing ?? Promise.resolve();
      this.pending = previous
        .catch(() => undefined) // a failed flush must not block the next one; its waiters already got the error
        .then(() => {
          this.pending = null; // later mutations wait for the flush after this one
          const run = this.writeAsync();
          this.flushing = run;
          return run.finally(() => {
            if (this.flushing === run) this.flushing = null;
          });
        });
    }
    return this.pending;
  }

  /**
   * The whole state as readable JSON: one row per line, so a 10k-row file is still easy to grep and
   * diff. Rows are encoded in blocks whose bytes are reused while the block holds the same row
   * objects: an insert re-encodes only the last block, so a flush costs a copy, not a re-stringify.
   */
  serialize(): Buffer {
    const parts: Buffer[] = [Buffer.from('{\n ')];
    let first = true;
    const separator = () => {
      if (!first) parts.push(SEP_TOP);
      first = false;
    };
    for (const [name, map] of this.rows) {
      separator();
      parts.push(Buffer.from(`${JSON.stringify(name)}: [`));
      const rows = [...map.values()];
      const cached = this.blockCache.get(name) ?? [];
      const blocks: Block[] = [];
      for (let b = 0; b * BLOCK_ROWS < rows.length; b++) {
        const slice = rows.slice(b * BLOCK_ROWS, (b + 1) * BLOCK_ROWS);
        const old = cached[b];
        const block =
          old && old.rows.length === slice.length && old.rows.every((r, i) => r === slice[i])
            ? old
            : { rows: slice, bytes: Buffer.from(slice.map((r) => JSON.stringify(r)).join(',\n  ')) };
        blocks.push(block);
        parts.push(b === 0 ? ROW_OPEN : SEP_ROW, block.bytes);
      }
      this.blockCache.set(name, blocks);
      if (rows.length) parts.push(ROWS_CLOSE);
      parts.push(Buffer.from(']'));
    }
    for (const [name, value] of [...this.objects, [SEQUENCES, Object.fromEntries(this.nextIds)] as const]) {
      separator();
      parts.push(Buffer.from(`${JSON.stringify(name)}: ${JSON.stringify(value, null, 1).replace(/\n/g, '\n ')}`));
    }
    parts.push(Buffer.from('\n}\n'));
    return Buffer.concat(parts);
  }

  private tempName(): string {
    return join(dirname(this.file), `.${basename(this.file)}.${process.pid}.${++tempCounter}.tmp`);
  }

  /** Leftovers of a crash mid-flush: never the real data (the rename did not happen), so drop them. */
  private removeStaleTemps(): void {
    const prefix = `.${basename(this.file)}.`;
    for (const name of readdirSync(dirname(this.file)))
      if (name.startsWith(prefix) && name.endsWith('.tmp')) unlinkSync(join(dirname(this.file), name));
  }

  private async writeAsync(): Promise<void> {
    const text = this.serialize(); // snapshot now: later mutations belong to the next flush
    const temp = this.tempName();
    try {
      const handle = await open(temp, 'w');
      try {
        await handle.writeFile(text);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, this.file);
    } catch (e) {
      await unlink(temp).catch(() => undefined);
      throw e;
    }
    const dir = await open(dirname(this.file), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  /** Same steps, synchronously: used once, when a new db file is seeded at start-up. */
  writeSync(): void {
    const temp = this.tempName();
    const fd = openSync(temp, 'w');
    try {
      writeFileSync(fd, this.serialize());
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, this.file);
    const dir = openSync(dirname(this.file), 'r');
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  }
}
