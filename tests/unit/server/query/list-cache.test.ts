/**
 * Kept lists (mock-server/query/list-cache.ts): after any mix of inserts, replaces and deletes, a kept list answers
 * exactly what the general path (query.ts runList over the stored rows) answers, for orders and filters of
 * every kind a row decides alone; lists that depend on another collection are not kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keptList } from '../../../../mock-server/query/list-cache';
import { parseListQuery, runList, type RelatedFields } from '../../../../mock-server/query/query';
import { Store, type Row } from '../../../../mock-server/store/store';
import type { ResourceSchema } from '../../../../src/schema';

const dir = mkdtempSync(join(tmpdir(), 'list-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const schema = {
  name: 'things',
  label: { en: 'Things', th: 'สิ่งของ' },
  fields: [
    { name: 'name', type: 'text', label: { en: 'Name', th: 'ชื่อ' } },
    { name: 'amount', type: 'number', label: { en: 'Amount', th: 'จำนวน' } },
    { name: 'kind', type: 'select', label: { en: 'Kind', th: 'ชนิด' }, options: ['a', 'b', 'c'] },
    { name: 'supplier', type: 'reference', resource: 'suppliers', label: { en: 'Supplier', th: 'ผู้ขาย' } },
    {
      name: 'items',
      type: 'table',
      label: { en: 'Items', th: 'รายการ' },
      fields: [{ name: 'description', type: 'text', label: { en: 'Description', th: 'รายละเอียด' } }],
    },
  ],
} as unknown as ResourceSchema;

// A fixed sequence of pseudo-random numbers, so a failure can be replayed.
let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const WORDS = ['alpha', 'Beta', 'gamma', 'ข้าว', 'น้ำ', 'delta', '', 'Alpha 2', 'alpha 10'];
const thing = () => ({
  name: random() < 0.1 ? null : pick(WORDS),
  amount: random() < 0.1 ? null : Math.floor(random() * 20),
  kind: pick(['a', 'b', 'c']),
  supplier: 1 + Math.floor(random() * 3),
  items: [{ description: pick(WORDS) }],
});

const QUERIES = [
  '_sort=name&_order=asc&_start=0&_end=7',
  '_sort=name&_order=desc&_start=3&_end=9',
  '_sort=amount,name&_order=desc,asc&_page=2&_limit=5',
  '_sort=name&name_like=alp&_start=0&_end=5',
  '_sort=amount&amount_gte=5&amount_lte=12&kind=a&kind=b',
  '_sort=name&q=ข้าว&_start=0&_end=50',
  '_sort=id&_order=desc&items.description_like=ta&_page=1&_limit=4',
  '_sort=name&kind_ne=c&name_like=a',
];

const answer = (store: Store, query: string) => {
  const plan = parseListQuery(schema, new URLSearchParams(query));
  const general = runList(store.list('things'), plan, '');
  const kept = keptList(store, schema, plan);
  return { general, kept };
};
const ids = (r: { total: number; items: Row[] } | null) => r && { total: r.total, ids: r.items.map((x) => x.id) };

describe('kept lists', () => {
  it('answer as the general path after every kind of write, for each order and filter', () => {
    const store = Store.open(join(dir, 'a.json'), () => ({
      things: Array.from({ length: 60 }, (_, i) => ({ id: i + 1, ...thing() })),
    }));
    for (const q of QUERIES) expect(ids(answer(store, q).kept), q).toEqual(ids(answer(store, q).general));
    for (let round = 0; round < 300; round++) {
      const ids_ = store.list('things').map((r) => r.id);
      const roll = random();
      if (roll < 0.45 || ids_.length < 5) store.insert('things', thing());
      else if (roll < 0.8) store.replace('things', { id: pick(ids_), ...thing() });
      else store.remove('things', pick(ids_));
      const q = QUERIES[round % QUERIES.length]!;
      const { general, kept } = answer(store, q);
      expect(ids(kept), `${q} after write ${round}`).toEqual(ids(general));
    }
  });

  it('keeps only the most recent filter sets and still answers right after forgetting one', () => {
    const store = Store.open(join(dir, 'b.json'), () => ({
      things: Array.from({ length: 30 }, (_, i) => ({ id: i + 1, ...thing() })),
    }));
    for (let n = 0; n < 20; n++) {
      const q = `_sort=name&amount_gte=${n % 12}`;
      const { general, kept } = answer(store, q);
      expect(ids(kept), q).toEqual(ids(general));
      store.insert('things', thing());
    }
    const again = answer(store, '_sort=name&amount_gte=0');
    expect(ids(again.kept)).toEqual(ids(again.general));
  });

  it('does not keep a list without an order, or one that reads another collection', () => {
    const store = Store.open(join(dir, 'c.json'), () => ({ things: [{ id: 1, ...thing() }] }));
    expect(keptList(store, schema, parseListQuery(schema, new URLSearchParams('name_like=a')))).toBeNull();
    const suppliers: RelatedFields = { kinds: new Map([['name', 'text']]), get: () => ({ id: 1, name: 'Acme' }), version: '1' };
    const related = () => suppliers;
    for (const q of ['_sort=supplier.name', '_sort=name&supplier.name_like=ac']) {
      const plan = parseListQuery(schema, new URLSearchParams(q), new Set(), related);
      expect(keptList(store, schema, plan), q).toBeNull();
    }
  });
});
