/** The schemas the onDelete tests share (references.test.ts, references-delete.test.ts). */
import { loadSchemas, type SchemaFile, type SchemaRegistry } from '../../../src/schema/loader/loader';
import type { Field, ResourceSchema } from '../../../src/schema/meta/meta';
import type { StoredRow } from '../../../src/schema/records/references';

export type Json = Record<string, unknown>;
export const L = (en: string, th = `${en} (th)`) => ({ en, th });
export const AREAS: SchemaFile = { file: '_areas.json', json: { areas: [{ name: 'buy', label: L('Buy'), order: 1 }] } };

/** A resource named `name` with a title field and the given fields; `over` replaces top-level keys. */
export const resource = (name: string, fields: Json[], over: Json = {}): SchemaFile => ({
  file: `${name}.json`,
  json: {
    name,
    label: L(name.replace(/s$/, '')),
    pluralLabel: L(name),
    area: 'buy',
    route: `/apps/buy/${name}`,
    titleField: 'title',
    fields: [{ name: 'title', type: 'text' }, ...fields],
    ...over,
  },
});
export const ref = (name: string, target: string, over: Json = {}): Json => ({
  name,
  type: 'reference',
  resource: target,
  ...over,
});

/** suppliers <- requests (restrict), contacts (cascade) <- calls (restrict) and notes (cascade), tenders (setNull, a column), orders (columns). */
export const registry: SchemaRegistry = loadSchemas([
  AREAS,
  resource('suppliers', [ref('parent', 'suppliers', { onDelete: 'cascade' })], {
    label: L('Supplier', 'ผู้จำหน่าย'),
    pluralLabel: L('Suppliers', 'ผู้จำหน่าย'),
  }),
  resource('requests', [ref('supplier', 'suppliers')], {
    label: L('Purchase request', 'ใบขอซื้อ'),
    pluralLabel: L('Purchase requests', 'ใบขอซื้อ'),
  }),
  resource('contacts', [ref('supplier', 'suppliers', { onDelete: 'cascade', required: true })]),
  resource('calls', [ref('contact', 'contacts', { onDelete: 'restrict' })], { label: L('PO line'), pluralLabel: L('PO lines') }),
  resource('notes', [ref('contact', 'contacts', { onDelete: 'cascade' }), ref('supplier', 'suppliers')]),
  resource('tenders', [
    ref('preferred', 'suppliers', { onDelete: 'setNull' }),
    ref('backup', 'suppliers', { onDelete: 'setNull' }),
    {
      name: 'bids',
      type: 'table',
      required: true,
      fields: [ref('supplier', 'suppliers', { onDelete: 'cascade', required: true }), { name: 'price', type: 'money' }],
    },
    { name: 'total', type: 'computed', formula: { sum: [{ var: 'bids' }, { var: 'price' }] } },
  ]),
  resource('orders', [
    {
      name: 'lines',
      type: 'table',
      minRows: 1,
      fields: [ref('supplier', 'suppliers', { onDelete: 'cascade' }), ref('agent', 'suppliers', { onDelete: 'setNull' })],
    },
    { name: 'quotes', type: 'table', fields: [ref('supplier', 'suppliers')] },
  ]),
]);
export const S1: StoredRow = { id: 1, title: 'Siam Parts' };

export const schema = (name: string, fields: Field[], over: Partial<ResourceSchema> = {}): ResourceSchema => ({
  name,
  label: L(name),
  pluralLabel: L(`${name}s`),
  area: 'buy',
  route: `/apps/buy/${name}`,
  titleField: 'title',
  fields: [{ name: 'title', type: 'text' }, ...fields],
  ...over,
});
export const suppliers = schema('suppliers', []);
