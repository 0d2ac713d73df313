/**
 * `fetch` in the form (src/crud/fetch/useFetchFill.ts): which field a picked record fills, and that a value the user
 * typed after picking stays when the fetched value comes later (an order line's price typed while the product's
 * price was on its way was overwritten: a race a fast user, or a busy machine, met).
 */
import { describe, expect, it } from 'vitest';
import { fetchPrefix, mayFill } from '../../../src/crud/fetch/useFetchFill';

describe('fetch fills', () => {
  const line = { table: 'lines', from: 'product', to: 'price', resource: 'products', field: 'price' } as never;
  const top = { table: null, from: 'product', to: 'price', resource: 'products', field: 'price' } as never;
  it('the row of the reference picked, or the record for a top-level field', () => {
    expect(fetchPrefix(line, 'lines.1.product')).toBe('lines.1.');
    expect(fetchPrefix(line, 'lines.1.price')).toBeNull();
    expect(fetchPrefix(line, 'product')).toBeNull();
    expect(fetchPrefix(top, 'product')).toBe('');
  });
  it('fills only while the same record is picked and the field was not typed since', () => {
    expect(mayFill(7, 7, undefined, undefined)).toBe(true);
    expect(mayFill(7, 7, 120, 120)).toBe(true);
    // The user typed 10 while the answer was on its way: theirs stays.
    expect(mayFill(7, 7, undefined, 10)).toBe(false);
    expect(mayFill(7, 7, 120, 10)).toBe(false);
    // Another product was picked meanwhile: its own answer fills.
    expect(mayFill(7, 8, undefined, undefined)).toBe(false);
  });
});
