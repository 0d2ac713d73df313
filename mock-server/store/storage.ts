/**
 * The store's storage engine interface: the in-memory store (store.ts) serves every read and applies every
 * write synchronously; an engine only makes the changes durable. Two engines: journal.ts (the embedded default,
 * an append-only journal beside a readable db.json snapshot, read synchronously at start) and pg/engine.ts
 * (PostgreSQL, selected by DATABASE_URL: one table per collection, read asynchronously at start). No route
 * knows which one is in use.
 */
import type { SchemaRegistry } from '../../src/schema';
import type { Data } from '../http/http';
import type { Row } from './snapshot';

export type DbState = Record<string, Data[] | Data>;

/** The db file's keys beside the collections: the next id of each collection, and the first journal not in the snapshot. */
export const SEQUENCES_KEY = '_sequences';
export const JOURNAL_KEY = '_journal';

/** One change: put a row (insert or replace), delete one, set an object, drop or create a collection. */
export type Entry = { p: string; r: Row } | { d: string; i: number } | { o: string; v: Data } | { x: string } | { e: string };

export class StoreLoadError extends Error {}

/** A database written while it was being seeded (another API process started on the same new database first). */
export class AlreadySeededError extends StoreLoadError {}

export interface StoredState {
  /** The last snapshot. */
  base: Data;
  /** The changes made after it, oldest first. */
  batches: Entry[][];
  /** Whether a fresh snapshot should be written at once (changes were replayed). */
  rebase: boolean;
}

/** What every engine does once the store is open. */
export interface Durability {
  /** Makes one batch of changes durable; resolves once it would survive a crash. Never called concurrently. */
  append(batch: readonly Entry[]): Promise<void>;
  /** Whether the changes since the last snapshot have grown enough to write a new one. */
  snapshotDue(): boolean;
  /** Writes the whole state (`serialize` is called synchronously, at once) and forgets the changes it holds. */
  snapshot(serialize: (journal: number) => Buffer): Promise<void>;
  snapshotSync(serialize: (journal: number) => Buffer): void;
  /** Resolves when a snapshot in progress has finished. */
  idle(): Promise<void>;
}

/** The embedded engine: read synchronously at start (Store.open). */
export interface StorageEngine extends Durability {
  /** What is stored, or null when nothing is yet (a new db). */
  read(): StoredState | null;
}

/** A database server's engine: read asynchronously at start (Store.connect), closed at a clean stop. */
export interface DatabaseEngine extends Durability {
  /** What is stored, or null when nothing is yet (a new database). */
  load(): Promise<StoredState | null>;
  /** Writes a whole state into an empty database, in one transaction (a new database's seed, a copy). */
  init(state: DbState, options?: { replace?: boolean }): Promise<void>;
  /** The schemas in use (`changed`: saved while running): the tables follow at the next write (their columns and indexes). */
  schemasChanged(registry: SchemaRegistry, changed?: boolean): void;
  /** Lets go of the database (after the last write). */
  close(): Promise<void>;
  /** Resolves when the database answers a query now (the production server's readiness). */
  ping(): Promise<void>;
  /** Its connections and their queries now (the production server's metrics). */
  connectionUse(): { total: number; busy: number; waiting: number };
}

/** Coordination between API processes sharing one store (pg/shared.ts); a process alone has nothing to wait for. */
export interface Coordination {
  /** Before a request that may write: waits for this process's turn to write, current with every other's commits. */
  enterTurn(): Promise<() => Promise<void>>;
  /** Before a read: resolves once every commit acknowledged before the call is in this process's memory. */
  fresh(): Promise<void>;
}

export const ALONE: Coordination = { enterTurn: () => Promise.resolve(() => Promise.resolve()), fresh: () => Promise.resolve() };
