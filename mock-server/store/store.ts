/**
 * Durable in-memory storage behind the json-server dialect (replaces lowdb's FileSync, which rewrites
 * the db file in place on every write and can leave it truncated after a crash).
 *
 * - Collections are Maps of immutable rows (an update replaces the row object), so a cached list
 *   array stays valid until its collection changes. Reads are answered from memory and never wait for a write.
 * - Every mutation is applied in memory synchronously and noted as a change; `commit()` returns a promise that
 *   settles once a flush that started after the mutation has put its changes on disk. One writer at a time;
 *   writes that arrive while a flush runs share the next one (group commit).
 * - The storage engine (storage.ts; journal.ts today) makes the changes durable: an append of the flush's
 *   changes to a journal, whatever the size of the data, and now and then a new readable db.json snapshot.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { isObject, type Data } from '../http/http';
import { JournalEngine } from './journal';
import { SnapshotWriter, type Row } from './snapshot';
import type { SchemaRegistry } from '../../src/schema';
import {
  ALONE,
  AlreadySeededError,
  JOURNAL_KEY,
  SEQUENCES_KEY,
  StoreLoadError,
  type Coordination,
  type DatabaseEngine,
  type DbState,
  type Durability,
  type Entry,
  type StorageEngine,
} from './storage';

export type { Row } from './snapshot';

/**
 * A structure derived from a collection's rows (an index: unique values, the highest document number), built
 * at its first use and then kept up to date by every write, so a check costs the same at any size.
 */
export interface Derivation<T> {
  build: (rows: Iterable<Row>) => T;
  /** A row arrives (an insert, or the new side of a replace). */
  add: (value: T, row: Row) => void;
  /** A row leaves (a delete, or the old side of a replace); false when the value cannot follow: rebuilt at next use. */
  remove: (value: T, row: Row) => boolean;
}

interface Derived {
  spec: Derivation<unknown>;
  value: unknown;
}
export type { Coordination, DbState } from './storage';
export { StoreLoadError } from './storage';

export class Store {
  private readonly rows = new Map<string, Map<number, Row>>();
  private readonly objects = new Map<string, Data>();
  private readonly nextIds = new Map<string, number>();
  private readonly listCache = new Map<string, readonly Row[]>();
  private readonly snapshots = new SnapshotWriter();
  private readonly derived = new Map<string, Map<string, Derived>>();
  /** The changes not yet handed to the engine. */
  private changes: Entry[] = [];
  private flushing: Promise<void> | null = null;
  private pending: Promise<void> | null = null;

  private constructor(
    /** The db file, or the database's address without its password (for messages). */
    public readonly file: string,
    private readonly engine: Durability,
    private readonly database?: DatabaseEngine,
  ) {}

  /** Opens a database engine's store (PostgreSQL), or seeds it from `seed()` when it holds nothing yet. */
  static async connect(label: string, seed: () => DbState, engine: DatabaseEngine): Promise<Store> {
    const store = new Store(label, engine, engine);
    const stored = await engine.load();
    if (stored) {
      store.load(stored.base);
      for (const batch of stored.batches) for (const change of batch) store.apply(change);
    } else {
      store.load(seed());
      try {
        await engine.init(store.state());
      } catch (e) {
        // Another process seeded the same new database first: take what it wrote.
        const written = e instanceof AlreadySeededError ? await engine.load() : null;
        if (!written) throw e;
        store.reload(written.base);
      }
    }
    return store;
  }

  /**
   * Applies changes another API process committed (several processes on one PostgreSQL database): the rows,
   * list caches and derived indexes follow as for a local write, and nothing is noted to be written again.
   */
  applyRemote(batch: readonly Entry[]): void {
    const mark = this.changes.length;
    const objects = new Set<string>();
    for (const change of batch) {
      if ('p' in change) {
        const map = this.collection(change.p);
        const old = map.get(change.r.id);
        if (old) this.leaves(change.p, old);
        map.set(change.r.id, change.r);
        this.arrives(change.p, change.r);
        this.nextIds.set(change.p, Math.max(this.nextIds.get(change.p) ?? 1, change.r.id + 1));
        this.listCache.delete(change.p);
      } else if ('d' in change) this.remove(change.d, change.i);
      else if ('o' in change) {
        this.objects.set(change.o, change.v);
        objects.add(change.o);
      } else if ('x' in change) this.drop(change.x);
      else if ('e' in change) this.collection(change.e);
    }
    this.changes.length = mark; // remove() and drop() noted their change: it is already stored
    for (const name of objects) for (const listener of this.remoteObjectListeners.get(name) ?? []) listener();
  }

  private readonly remoteObjectListeners = new Map<string, (() => void)[]>();

  /** Calls `listener` when another API process changed the object `name` (or the whole store was read again). */
  onRemoteObject(name: string, listener: () => void): void {
    this.remoteObjectListeners.set(name, [...(this.remoteObjectListeners.get(name) ?? []), listener]);
  }

  /** Replaces everything held by `state` (a process that fell behind the change log reads the store again). */
  reload(state: Data): void {
    for (const name of this.rows.keys()) this.snapshots.forget(name);
    this.rows.clear();
    this.objects.clear();
    this.nextIds.clear();
    this.listCache.clear();
    this.derived.clear();
    this.load(state);
    for (const listeners of this.remoteObjectListeners.values()) for (const listener of listeners) listener();
  }

  /** Whether changes wait to be written (a commit would write them). */
  hasPending(): boolean {
    return this.changes.length > 0 || this.flushing !== null;
  }

  /** How requests wait for writes and reads to be current with other processes: shared.ts on PostgreSQL, none alone. */
  coordination: Coordination = ALONE;

  /** Everything held, as a db file's state (collections as arrays, objects, the next ids): for a copy to another engine. */
  state(): DbState {
    const state: DbState = {};
    for (const [name, rows] of this.rows) state[name] = [...rows.values()];
    for (const [name, value] of this.objects) state[name] = value;
    state[SEQUENCES_KEY] = Object.fromEntries(this.nextIds);
    return state;
  }

  /** The schemas in use changed (a schema saved in the editor): a database engine's tables follow. */
  schemasChanged(registry: SchemaRegistry): void {
    this.database?.schemasChanged(registry);
  }

  /** Opens the db file (and its journal), or creates it from `seed()` when there is none yet. A corrupt file throws. */
  static open(file: string, seed: () => DbState, engine: StorageEngine = new JournalEngine(file)): Store {
    const store = new Store(file, engine);
    mkdirSync(dirname(file), { recursive: true });
    const stored = engine.read();
    if (stored) {
      store.load(stored.base);
      for (const batch of stored.batches) for (const change of batch) store.apply(change);
      if (stored.rebase) store.writeSync();
    } else {
      store.load(seed());
      store.writeSync();
    }
    return store;
  }

  private load(state: Data): void {
    const { [SEQUENCES_KEY]: sequences, [JOURNAL_KEY]: _journal, ...collections } = state;
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

  /** Replays one journaled change (at start-up). */
  private apply(change: Entry): void {
    this.derived.clear();
    if ('p' in change) {
      this.collection(change.p).set(change.r.id, change.r);
      this.nextIds.set(change.p, Math.max(this.nextIds.get(change.p) ?? 1, change.r.id + 1));
      this.listCache.delete(change.p);
    } else if ('d' in change) this.remove(change.d, change.i);
    else if ('o' in change) this.objects.set(change.o, change.v);
    else if ('x' in change) this.drop(change.x);
    else if ('e' in change) this.collection(change.e);
    this.changes = [];
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
    if (this.rows.has(name)) return;
    this.collection(name);
    this.changes.push({ e: name });
  }

  /** Removes a whole collection (a renamed one, on upgrade). */
  drop(name: string): void {
    this.rows.delete(name);
    this.nextIds.delete(name);
    this.listCache.delete(name);
    this.snapshots.forget(name);
    this.derived.delete(name);
    this.changes.push({ x: name });
  }

  /** The value `spec` derives from the collection's rows under `key`, built once and then kept up to date. */
  derive<T>(name: string, key: string, spec: Derivation<T>): T {
    let forName = this.derived.get(name);
    if (!forName) {
      forName = new Map();
      this.derived.set(name, forName);
    }
    let d = forName.get(key);
    if (!d) {
      d = { spec: spec as Derivation<unknown>, value: spec.build(this.values(name)) };
      forName.set(key, d);
    }
    return d.value as T;
  }

  /** Drops a derivation (one no longer used): built again at its next use. */
  forget(name: string, key: string): void {
    this.derived.get(name)?.delete(key);
  }

  private arrives(name: string, row: Row): void {
    for (const d of this.derived.get(name)?.values() ?? []) d.spec.add(d.value, row);
  }

  private leaves(name: string, row: Row): void {
    const forName = this.derived.get(name);
    for (const [key, d] of forName ?? []) if (!d.spec.remove(d.value, row)) forName!.delete(key);
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
    this.changes.push({ p: name, r: row });
    this.arrives(name, row);
    return row;
  }

  /** Replaces a stored row (keeps its position). Returns undefined when the id is unknown. */
  replace(name: string, row: Row): Row | undefined {
    const map = this.rows.get(name);
    const old = map?.get(row.id);
    if (!map || !old) return undefined;
    this.leaves(name, old);
    map.set(row.id, row);
    this.arrives(name, row);
    this.listCache.delete(name);
    this.changes.push({ p: name, r: row });
    return row;
  }

  remove(name: string, id: number): boolean {
    const old = this.rows.get(name)?.get(id);
    const removed = this.rows.get(name)?.delete(id) ?? false;
    if (old) this.leaves(name, old);
    if (removed) {
      this.listCache.delete(name);
      this.changes.push({ d: name, i: id });
    }
    return removed;
  }

  getObject(name: string): Data | undefined {
    return this.objects.get(name);
  }

  setObject(name: string, value: Data): void {
    this.objects.set(name, value);
    this.changes.push({ o: name, v: value });
  }

  /** Resolves when the store can answer: the journal always, a database when it answers a query. */
  async ping(): Promise<void> {
    await this.database?.ping();
  }

  /** The database connections' use now (undefined on the journal). */
  connectionUse(): { total: number; busy: number; waiting: number } | undefined {
    return this.database?.connectionUse();
  }

  /** Told how long each flush took, in seconds (the production server's commit latency metric). */
  onFlushed: ((seconds: number) => void) | undefined;

  /** Resolves when every mutation made before this call is on disk (group commit, one writer). */
  commit(): Promise<void> {
    if (!this.pending) {
      const previous = this.flushing ?? Promise.resolve();
      this.pending = previous
        .catch(() => undefined) // a failed flush must not block the next one; its waiters already got the error
        .then(() => {
          this.pending = null; // later mutations wait for the flush after this one
          const batch = this.changes;
          this.changes = [];
          const started = performance.now();
          const run = this.engine.append(batch).catch((e: unknown) => {
            this.changes = [...batch, ...this.changes]; // not on disk: the next flush carries them again
            throw e;
          });
          this.flushing = run;
          return run.finally(() => {
            this.onFlushed?.((performance.now() - started) / 1000);
            if (this.flushing === run) this.flushing = null;
            // Between flushes (none in flight): a new snapshot, its file written while later appends go on.
            if (this.engine.snapshotDue()) void this.engine.snapshot(this.serialize).catch(() => undefined);
          });
        });
    }
    return this.pending;
  }

  /** The whole state as the db file's readable JSON, naming the first journal generation it does not hold. */
  private readonly serialize = (journal: number): Buffer =>
    this.snapshots.serialize(this.rows, [
      ...this.objects,
      [SEQUENCES_KEY, Object.fromEntries(this.nextIds)] as const,
      [JOURNAL_KEY, journal] as const,
    ]);

  /** Writes a fresh snapshot now, synchronously (a new db, start-up, a clean stop): db.json then holds everything. */
  writeSync(): void {
    this.engine.snapshotSync(this.serialize);
  }

  /** A clean stop: waits for the last flush and any snapshot in progress, then folds the journal into db.json. */
  async close(): Promise<void> {
    if (this.changes.length) await this.commit();
    await this.flushing?.catch(() => undefined);
    await this.engine.idle();
    this.writeSync();
    await this.database?.close();
    await Promise.all(this.closers.splice(0).map((close) => close()));
  }

  private readonly closers: (() => Promise<void>)[] = [];

  /** `close` runs when the store closes, after its last write (what shares its database: the throttle's pool). */
  whenClosing(close: () => Promise<void>): void {
    this.closers.push(close);
  }
}
