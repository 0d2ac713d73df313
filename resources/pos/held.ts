/**
 * Held sales: a cart put aside (the customer went to fetch something) and resumed later, kept in this
 * browser's localStorage per user, newest first. Pure apart from the storage passed in.
 */
import type { CartLine, Customer } from './cart';

export interface HeldSale {
  id: string;
  /** When it was held (ISO). */
  at: string;
  lines: CartLine[];
  customer: Customer;
}

export const HELD_LIMIT = 20;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export const heldKey = (username: string): string => `pos.held.${username}`;

const isLine = (v: unknown): v is CartLine =>
  v !== null &&
  typeof v === 'object' &&
  typeof (v as CartLine).product === 'number' &&
  typeof (v as CartLine).name === 'string' &&
  typeof (v as CartLine).unitPrice === 'number' &&
  typeof (v as CartLine).quantity === 'number';

/** The user's held sales; anything unreadable in the storage counts as none. */
export function readHeld(storage: Storage, username: string): HeldSale[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(heldKey(username)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (h): h is HeldSale =>
        h !== null && typeof h === 'object' && typeof h.id === 'string' && Array.isArray(h.lines) && h.lines.every(isLine),
    );
  } catch {
    return [];
  }
}

/** Holds a cart: the list with it first (at most HELD_LIMIT kept). */
export function holdSale(storage: Storage, username: string, sale: Omit<HeldSale, 'id'>): HeldSale[] {
  const id = `${Date.parse(sale.at) || Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const list = [{ ...sale, id }, ...readHeld(storage, username)].slice(0, HELD_LIMIT);
  storage.setItem(heldKey(username), JSON.stringify(list));
  return list;
}

/** Takes a held sale out of the list (resumed or discarded): the sale, if it was there, and the list left. */
export function takeHeld(storage: Storage, username: string, id: string): { sale?: HeldSale; list: HeldSale[] } {
  const all = readHeld(storage, username);
  const sale = all.find((h) => h.id === id);
  const list = all.filter((h) => h.id !== id);
  storage.setItem(heldKey(username), JSON.stringify(list));
  return { sale, list };
}
