/** onDelete details (src/schema/references.ts): what counts as pointing at a record, odd child rows, and the message. */
import { describe, expect, it } from 'vitest';
import type { ChildField, Field, ResourceSchema } from '../../../src/schema/meta';
import { planDelete, referencesTo, usedByMessage, type StoredRow } from '../../../src/schema/references';
import { createRegistry } from '../../../src/schema/registry';

const L = (en: string, th = `${en} (th)`) => ({ en, th });
const schema = (name: string, fields: Field[], over: Partial<ResourceSchema> = {}): ResourceSchema => ({
  name,
  label: L(name),
  pluralLabel: L(`${name}s`),
  area: 'buy',
  route: `/apps/buy/${name}`,
  titleField: 'title',
  fields: [{ name: 'title', type: 'text' }, ...fields],
  ...over,
});
const suppliers = schema('suppliers', []);
const S1: StoredRow = { id: 1, title: 'Siam Parts' };
const S12: StoredRow = { id: 12, title: 'Bangkok Tools' };

describe('referencesTo', () => {
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

describe('a record emptied first and deleted later', () => {
  it('is only deleted: no update is planned for it', () => {
    const registry = createRegistry(
      [],
      [
        suppliers,
        schema('contacts', [{ name: 'supplier', type: 'reference', resource: 'suppliers', onDelete: 'cascade' }]),
        schema('tenders', [
          { name: 'preferred', type: 'reference', resource: 'suppliers', onDelete: 'setNull' },
          { name: 'contact', type: 'reference', resource: 'contacts', onDelete: 'cascade' },
        ]),
      ],
    );
    const db: Record<string, StoredRow[]> = {
      contacts: [{ id: 5, supplier: 1 }],
      tenders: [
        { id: 7, preferred: 1, contact: 5 },
        { id: 8, preferred: 1, contact: 6 },
      ],
    };
    const p = planDelete(registry, 'suppliers', S1, { rows: (name) => db[name] ?? [] });
    expect(p.deletes.map((d) => `${d.resource}#${d.row.id}`)).toEqual(['suppliers#1', 'contacts#5', 'tenders#7']);
    expect(p.updates).toEqual([
      { resource: 'tenders', before: { id: 8, preferred: 1, contact: 6 }, after: { id: 8, preferred: null, contact: 6 } },
    ]);
  });
});

describe('usedByMessage', () => {
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
