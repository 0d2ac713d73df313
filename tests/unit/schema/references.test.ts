/** What refers to a record (src/schema/records/references.ts): which fields refer where, what counts as pointing at a record, odd child rows, and the message naming them. */
import { describe, expect, it } from 'vitest';
import type { ChildField, Field } from '../../../src/schema/meta/meta';
import { planDelete, referencesTo, type StoredRow, usedByMessage } from '../../../src/schema/records/references';
import { createRegistry } from '../../../src/schema/loader/registry';
import { L, S1, registry, schema, suppliers } from './references-fixtures';

const S12: StoredRow = { id: 12, title: 'Bangkok Tools' };

describe('referencesTo', () => {
  it('lists every field and child-table column pointing at a resource, restrict by default', () => {
    expect(referencesTo(registry, 'contacts')).toEqual([
      { resource: 'calls', field: 'contact', onDelete: 'restrict' },
      { resource: 'notes', field: 'contact', onDelete: 'cascade' },
    ]);
    expect(referencesTo(registry, 'suppliers')).toContainEqual({ resource: 'requests', field: 'supplier', onDelete: 'restrict' });
    expect(referencesTo(registry, 'suppliers')).toContainEqual({
      resource: 'orders',
      field: 'quotes',
      column: 'supplier',
      onDelete: 'restrict',
    });
    expect(referencesTo(registry, 'suppliers')).toContainEqual({
      resource: 'tenders',
      field: 'bids',
      column: 'supplier',
      onDelete: 'cascade',
    });
    expect(referencesTo(registry, 'calls')).toEqual([]);
  });

  it('counts only reference fields and reference columns, whatever other fields name as a resource', () => {
    const registry = createRegistry(
      [],
      [
        suppliers,
        schema('requests', [
          { name: 'supplier', type: 'reference', resource: 'suppliers' },
          // The meta-schema refuses `resource` on these types; counting must ignore one that got there anyway.
          { name: 'note', type: 'text', resource: 'suppliers' } as unknown as Field,
          {
            name: 'lines',
            type: 'table',
            fields: [
              { name: 'vendor', type: 'reference', resource: 'suppliers', onDelete: 'cascade' },
              { name: 'label', type: 'select', options: ['a'], resource: 'suppliers' } as unknown as ChildField,
            ],
          },
        ]),
      ],
    );
    expect(referencesTo(registry, 'suppliers')).toEqual([
      { resource: 'requests', field: 'supplier', onDelete: 'restrict' },
      { resource: 'requests', field: 'lines', column: 'vendor', onDelete: 'cascade' },
    ]);
  });
});

describe('what points at a record', () => {
  const registry = createRegistry(
    [],
    [suppliers, schema('requests', [{ name: 'supplier', type: 'reference', resource: 'suppliers' }])],
  );
  const blocking = (row: StoredRow, values: unknown[]) =>
    planDelete(registry, 'suppliers', row, { rows: () => values.map((supplier, i) => ({ id: i + 1, supplier })) }).blockers;

  it('the id, or the id written as digits only', () => {
    expect(blocking(S1, [1, '1', '01'])).toEqual([{ resource: 'requests', count: 3 }]);
    expect(blocking(S12, [12, '12'])).toEqual([{ resource: 'requests', count: 2 }]);
  });

  it('not other text that reads as the number, another id, or a list', () => {
    expect(blocking(S1, [' 1', '1 ', '1.0', '+1', 'x1', '2', true, [1], 'abc'])).toEqual([]);
  });
});

describe('child rows', () => {
  const registry = createRegistry(
    [],
    [
      suppliers,
      schema('orders', [
        {
          name: 'lines',
          type: 'table',
          fields: [{ name: 'supplier', type: 'reference', resource: 'suppliers', onDelete: 'cascade' }],
        },
      ]),
    ],
  );

  it('a child row that is null or not a record points nowhere, and stays', () => {
    const order = { id: 3, lines: [null, 'junk', { supplier: 1 }, { supplier: 2 }] };
    const p = planDelete(registry, 'suppliers', S1, { rows: () => [order] });
    expect(p.blockers).toEqual([]);
    expect(p.updates).toEqual([
      { resource: 'orders', before: order, after: { ...order, lines: [null, 'junk', { supplier: 2 }] } },
    ]);
    expect(planDelete(registry, 'suppliers', S1, { rows: () => [{ id: 3, lines: [null, 'junk'] }] }).updates).toEqual([]);
  });
});

describe('usedByMessage', () => {
  it('names each referring resource with its count, singular or plural, in the language asked', () => {
    const blockers = [
      { resource: 'requests', count: 3 },
      { resource: 'calls', count: 1 },
    ];
    expect(usedByMessage(registry, blockers, 'en')).toBe('Used by 3 purchase requests, 1 PO line');
    expect(usedByMessage(registry, [{ resource: 'requests', count: 1 }], 'en')).toBe('Used by 1 purchase request');
    expect(usedByMessage(registry, [{ resource: 'requests', count: 2 }], 'th')).toBe('ถูกใช้งานอยู่ใน ใบขอซื้อ 2 รายการ');
  });

  it('keeps a label that starts with an acronym, lower-cases one that starts with a word, and leaves Thai labels as written', () => {
    const registry = createRegistry(
      [],
      [
        schema('lines', [], { label: L('PR line', 'PR รายการ'), pluralLabel: L('PR lines', 'PR รายการ') }),
        schema('records', [], {
          label: L('Supplier VAT record', 'Email ผู้ขาย'),
          pluralLabel: L('Supplier VAT records', 'Email ผู้ขาย'),
        }),
      ],
    );
    const blockers = [
      { resource: 'lines', count: 2 },
      { resource: 'records', count: 1 },
    ];
    expect(usedByMessage(registry, blockers, 'en')).toBe('Used by 2 PR lines, 1 supplier VAT record');
    expect(usedByMessage(registry, blockers, 'th')).toBe('ถูกใช้งานอยู่ใน PR รายการ 2 รายการ, Email ผู้ขาย 1 รายการ');
    expect(usedByMessage(registry, [{ resource: 'gone', count: 4 }], 'en')).toBe('Used by 4 gone');
  });
});
