/**
 * The store's storage engine interface: the in-memory store (store.ts) serves every read and applies every
 * write synchronously; an engine only makes the changes durable. journal.ts is today's engine (an append-only
 * journal beside a readable db.json snapshot); another engine (PostgreSQL, say) implements the same four
 * methods and no route changes.
 */
import type { Data } from './http';
import type { Row } from './snapshot';

export type DbState = Record<string, Data[] | Data>;

/** The db file's keys beside the collections: the next id of each collection, and the first journal not in the snapshot. */
export const SEQUENCES_KEY = '_sequences';
export const JOURNAL_KEY = '_journal';

/** One change: put a row (insert or replace), delete one, set an object, drop or create a collection. */
export type Entry = { p: string; r: Row } | { d: string; i: number } | { o: string; v: Data } | { x: string } | { e: string };

export class StoreLoadError extends Error {}

export interface StoredState {
  /** The last snapshot. */
  base: Data;
  /** The changes made after it, oldest first. */
  batches: Entry[][];
  /** Whether a fresh snapshot should be written at once (changes were replayed). */
  rebase: boolean;
}

export interface StorageEngine {
  /** What is stored, or null when nothing is yet (a new db). */
  read(): StoredState | null;
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
