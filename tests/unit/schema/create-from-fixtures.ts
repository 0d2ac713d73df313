/** The schema files the createFrom tests share (create-from.test.ts, create-from-loader.test.ts). */
import { type CreateFromRule, loadSchemas, type ResourceSchema, type SchemaFile } from '../../../src/schema';

export type Json = Record<string, unknown>;
export const text = (en: string) => ({ en, th: `${en} (th)` });
export const AREAS: SchemaFile = { file: '_areas.json', json: { areas: [{ name: 'buy', label: text('Buy'), order: 1 }] } };

export const resource = (name: string, fields: Json[], over: Json = {}): SchemaFile => ({
  file: `${name}.json`,
  json: {
    name,
    label: text(name),
    pluralLabel: text(`${name}s`),
    area: 'buy',
    route: `/apps/buy/${name}`,
    titleField: 'no',
    fields,
    ...over,
  },
});
export const vendors = resource('vendors', [{ name: 'no', type: 'text' }]);

export const requests = resource(
  'requests',
  [
    { name: 'no', type: 'text' },
    { name: 'vendor', type: 'reference', resource: 'vendors' },
    { name: 'purpose', type: 'text', required: true },
    { name: 'neededBy', type: 'date' },
    { name: 'secret', type: 'text' },
    {
      name: 'items',
      type: 'table',
      fields: [
        { name: 'what', type: 'text' },
        { name: 'qty', type: 'integer' },
      ],
    },
    { name: 'status', type: 'status' },
  ],
  {
    naming: { field: 'no', pattern: 'RQ-{###}' },
    workflow: {
      field: 'status',
      initial: 'draft',
      states: [
        { value: 'draft', label: text('Draft') },
        { value: 'approved', label: text('Approved') },
      ],
      transitions: [{ action: 'approve', label: text('Approve'), from: ['draft'], to: 'approved', allow: {} }],
    },
  },
);

export const RULE = {
  source: 'requests',
  link: 'request',
  states: ['approved'],
  allow: { roles: ['Buyer'] },
  fields: { vendor: 'vendor', note: 'purpose', due: 'neededBy', requestedBy: 'createdBy' },
  lines: { lines: { from: 'items', fields: { description: 'what', qty: 'qty' } } },
};

export const ordersFields = (): Json[] => [
  { name: 'no', type: 'text' },
  { name: 'vendor', type: 'reference', resource: 'vendors', required: true },
  { name: 'request', type: 'reference', resource: 'requests' },
  { name: 'orderDate', type: 'date', required: true },
  { name: 'terms', type: 'select', options: ['cash', 'credit'], required: true, default: 'credit' },
  { name: 'note', type: 'textarea' },
  { name: 'due', type: 'date' },
  { name: 'requestedBy', type: 'text' },
  { name: 'rush', type: 'boolean' },
  { name: 'rushReason', type: 'text', requiredIf: { var: 'rush' } },
  {
    name: 'lines',
    type: 'table',
    required: true,
    fields: [
      { name: 'description', type: 'text', required: true },
      { name: 'qty', type: 'integer', required: true, min: 1 },
      { name: 'total', type: 'computed', formula: { '*': [{ var: 'qty' }, 2] } },
    ],
  },
  { name: 'sum', type: 'computed', formula: { sum: [{ var: 'lines' }, { var: 'qty' }] } },
];

export const orders = (rule: Json = RULE, fields = ordersFields()) =>
  resource('orders', fields, { naming: { field: 'no', pattern: 'PO-{###}' }, createFrom: [rule] });
export const registry = () => loadSchemas([AREAS, vendors, requests, orders()]);
export const target = (): ResourceSchema => registry().byName.get('orders')!;
export const rule = (): CreateFromRule => target().createFrom![0]!;

export const requestsWithVendors = resource(
  'requests',
  [
    { name: 'no', type: 'text' },
    { name: 'vendor', type: 'reference', resource: 'vendors' },
    { name: 'purpose', type: 'text' },
    {
      name: 'items',
      type: 'table',
      fields: [
        { name: 'what', type: 'text' },
        { name: 'qty', type: 'integer' },
        { name: 'vendor', type: 'reference', resource: 'vendors' },
      ],
    },
    { name: 'status', type: 'status' },
  ],
  {
    workflow: {
      field: 'status',
      initial: 'draft',
      states: [
        { value: 'draft', label: text('Draft') },
        { value: 'approved', label: text('Approved') },
      ],
      transitions: [{ action: 'approve', label: text('Approve'), from: ['draft'], to: 'approved', allow: {} }],
    },
  },
);

export const stagedOrdersFields = (): Json[] => [
  { name: 'no', type: 'text' },
  { name: 'vendor', type: 'reference', resource: 'vendors' },
  { name: 'request', type: 'reference', resource: 'requests' },
  { name: 'note', type: 'text' },
  { name: 'requestedAt', type: 'datetime' },
  { name: 'changedAt', type: 'datetime' },
  { name: 'stage', type: 'status' },
  {
    name: 'lines',
    type: 'table',
    fields: [
      { name: 'description', type: 'text' },
      { name: 'qty', type: 'integer' },
      { name: 'vendor', type: 'reference', resource: 'vendors' },
    ],
  },
];

export const stagedOrders = (linkRule: Json, fields = stagedOrdersFields()) =>
  resource('orders', fields, {
    naming: { field: 'no', pattern: 'PO-{###}' },
    workflow: {
      field: 'stage',
      initial: 'open',
      states: [
        { value: 'open', label: text('Open') },
        { value: 'closed', label: text('Closed') },
      ],
      transitions: [{ action: 'close', label: text('Close'), from: ['open'], to: 'closed', allow: {} }],
    },
    createFrom: [linkRule],
  });
export const linkRule = (over: Json = {}): Json => ({ source: 'requests', link: 'request', ...over });
