/**
 * The store's indexes (store.ts `derive`) behind the checks of a write, so their cost does not grow with the
 * data: each unique field's values, and the highest document number of each naming slot (prefix and suffix).
 */
import { uniqueKey } from '../../src/schema/import/import'; // how unique values compare: trimmed, case-insensitive
import { counterIn, type NumberSlot } from '../../src/schema/records/naming';
import type { Derivation, Row, Store } from './store';

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * Key -> ids of the rows that hold it, for rows with any number of keys (a unique value; the files a record holds),
 * kept by every write.
 */
export function keyIndex(keysOf: (r: Row) => Iterable<string>): Derivation<Map<string, Set<number>>> {
  const add = (m: Map<string, Set<number>>, r: Row) => {
    for (const key of keysOf(r)) {
      const ids = m.get(key);
      if (ids) ids.add(r.id);
      else m.set(key, new Set([r.id]));
    }
  };
  return {
    build: (rows) => {
      const m = new Map<string, Set<number>>();
      for (const r of rows) add(m, r);
      return m;
    },
    add,
    remove: (m, r) => {
      for (const key of keysOf(r)) {
        const ids = m.get(key);
        ids?.delete(r.id);
        if (ids && !ids.size) m.delete(key);
      }
      return true;
    },
  };
}

const uniqueIndex = (field: string) => keyIndex((r) => (present(r[field]) ? [uniqueKey(r[field])] : []));

/** Whether another row than `selfId` holds `value` in the unique field. */
export function takenByOther(store: Store, resource: string, field: string, value: unknown, selfId: number | null): boolean {
  const ids = store.derive(resource, `unique:${field}`, uniqueIndex(field)).get(uniqueKey(value));
  if (!ids) return false;
  for (const id of ids) if (id !== selfId) return true;
  return false;
}

function highestIndex(field: string, slot: NumberSlot): Derivation<{ highest: number }> {
  return {
    build: (rows) => {
      let highest = 0;
      for (const r of rows) highest = Math.max(highest, counterIn(slot, r[field]));
      return { highest };
    },
    add: (d, r) => {
      d.highest = Math.max(d.highest, counterIn(slot, r[field]));
    },
    // The highest number leaving (its record deleted) is found again by a scan at the next use, as before.
    remove: (d, r) => counterIn(slot, r[field]) < d.highest,
  };
}

/** The highest counter stored in the slot (0 when none). */
export function highestNumber(store: Store, resource: string, field: string, slot: NumberSlot): number {
  return store.derive(resource, `number:${field}:${slot.before}\u0000${slot.after}:${slot.width}`, highestIndex(field, slot))
    .highest;
}
