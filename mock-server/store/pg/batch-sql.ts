/**
 * One batch of changes as one SQL text, values inline (quoted), so the engine commits it in a single round trip:
 * on a busy 2-core machine each round trip between Node and PostgreSQL costs a context switch or two, and a
 * commit used to take five. Used when every table the batch touches already exists (engine.ts); otherwise the
 * statement-by-statement path creates the tables first. `jsonText` keeps NUL out; standard_conforming_strings is
 * on (engine.ts sets it), so doubling single quotes is the whole of the quoting.
 */
import type { Row } from '../snapshot';
import type { Entry } from '../storage';
import { ident, literal } from './columns';

/** Rows per INSERT statement. */
const CHUNK = 2000;

export interface BatchSqlNames {
  objects: string;
  sequences: string;
  changes: string;
  channel: string;
  origin: string;
}

/** The collections a batch writes rows into or deletes rows from (each must have its table for the one-trip path). */
export function touchedCollections(batch: readonly Entry[]): Set<string> | null {
  const names = new Set<string>();
  for (const change of batch) {
    if ('p' in change) names.add(change.p);
    else if ('d' in change) names.add(change.d);
    else if (!('o' in change)) return null; // a table to create or drop: not this path
  }
  return names;
}

/** The rows of consecutive puts into one collection (the last put of an id wins, as in memory), from index `i`. */
export function putGroup(batch: readonly Entry[], i: number): { name: string; rows: Row[]; next: number } {
  const first = batch[i] as { p: string; r: Row };
  const rows = new Map<number, Row>();
  let j = i;
  for (; j < batch.length; j++) {
    const change = batch[j]!;
    if (!('p' in change) || change.p !== first.p) break;
    rows.delete(change.r.id);
    rows.set(change.r.id, change.r);
  }
  return { name: first.p, rows: [...rows.values()], next: j };
}

/** The statements of a batch (without BEGIN and COMMIT), in order, ending with its change-log row and NOTIFY. */
export function batchStatements(batch: readonly Entry[], names: BatchSqlNames, json: (v: unknown) => string): string[] {
  const statements: string[] = [];
  let i = 0;
  while (i < batch.length) {
    const change = batch[i]!;
    if ('p' in change) {
      const { name, rows, next } = putGroup(batch, i);
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = rows.slice(start, start + CHUNK);
        const values = chunk.map((r) => `(${r.id}, ${literal(json(r))}::jsonb)`).join(', ');
        statements.push(
          `INSERT INTO ${ident(name)} (id, doc) VALUES ${values} ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`,
          `INSERT INTO ${names.sequences} (name, next) VALUES (${literal(name)}, ${Math.max(...chunk.map((r) => r.id)) + 1})
             ON CONFLICT (name) DO UPDATE SET next = GREATEST(${names.sequences}.next, EXCLUDED.next)`,
        );
      }
      i = next;
      continue;
    }
    if ('d' in change) statements.push(`DELETE FROM ${ident(change.d)} WHERE id = ${Number(change.i)}`);
    else if ('o' in change)
      statements.push(
        `INSERT INTO ${names.objects} (name, value) VALUES (${literal(change.o)}, ${literal(json(change.v))}::jsonb)
           ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
      );
    i++;
  }
  statements.push(
    `WITH logged AS (INSERT INTO ${names.changes} (origin, batch) VALUES (${literal(names.origin)}, ${literal(json(batch))}) RETURNING seq)
     SELECT pg_notify(${literal(names.channel)}, seq::text) FROM logged`,
  );
  return statements;
}
