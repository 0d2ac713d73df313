/**
 * Schemas with postings for the tests: items whose stock is the sum of their moves, moves that may never take an
 * item below zero, and sales that post a move out per line (and back in when voided).
 */
import type { SchemaFile } from '../../src/schema';
import { FIXTURE_FILES } from './test-server';

export const L = (en: string) => ({ en, th: `${en} (th)` });
export const base = (name: string, titleField: string) => ({
  name,
  label: L(name),
  pluralLabel: L(`${name}s`),
  area: 'hr',
  route: `/apps/hr/${name}`,
  titleField,
  seed: { count: 0 },
});

const items = {
  ...base('items', 'title'),
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'stock',
      type: 'computed',
      format: 'integer',
      precision: 0,
      rollup: { resource: 'moves', field: 'item', sum: 'signedQty' },
    },
  ],
};
const moves = {
  ...base('moves', 'type'),
  naming: { field: 'no', pattern: 'MV-{####}' },
  import: true,
  fields: [
    { name: 'no', type: 'text' },
    { name: 'item', type: 'reference', resource: 'items', required: true },
    { name: 'type', type: 'select', options: ['in', 'out'], required: true },
    { name: 'quantity', type: 'integer', required: true, min: 1 },
    { name: 'reference', type: 'text' },
    {
      name: 'signedQty',
      type: 'computed',
      format: 'integer',
      precision: 0,
      formula: { if: [{ '==': [{ var: 'type' }, 'out'] }, { '-': [{ var: 'quantity' }] }, { var: 'quantity' }] },
    },
  ],
  constraints: [
    {
      minTotal: { reference: 'item', sum: 'signedQty', min: 0 },
      field: 'quantity',
      message: { en: 'Only {total} left of {title}', th: 'เหลือ {title} เพียง {total}' },
    },
  ],
};
const sales = {
  ...base('sales', 'receiptNo'),
  naming: { field: 'receiptNo', pattern: 'R-{####}' },
  import: true,
  fields: [
    { name: 'receiptNo', type: 'text' },
    { name: 'status', type: 'status' },
    {
      name: 'lines',
      type: 'table',
      required: true,
      fields: [
        { name: 'item', type: 'reference', resource: 'items', required: true },
        { name: 'quantity', type: 'integer', required: true, min: 1 },
      ],
    },
  ],
  workflow: {
    field: 'status',
    initial: 'done',
    states: [
      { value: 'done', label: L('Done') },
      { value: 'void', label: L('Void') },
    ],
    transitions: [{ action: 'void', label: L('Void'), from: ['done'], to: 'void', allow: { roles: ['Admin'] } }],
  },
  postings: [
    {
      on: 'create',
      resource: 'moves',
      forEach: 'lines',
      values: { item: { var: 'row.item' }, type: 'out', quantity: { var: 'row.quantity' }, reference: { var: 'receiptNo' } },
    },
    {
      on: 'void',
      resource: 'moves',
      forEach: 'lines',
      values: { item: { var: 'row.item' }, type: 'in', quantity: { var: 'row.quantity' }, reference: { var: 'receiptNo' } },
    },
  ],
};

export const POSTINGS_SCHEMAS = [items, moves, sales];

/** The fixture schemas with the postings ones. */
export const postingsFiles = (): SchemaFile[] => [
  ...structuredClone(FIXTURE_FILES),
  ...POSTINGS_SCHEMAS.map((json) => ({ file: `${json.name}.json`, json: structuredClone(json) })),
];
