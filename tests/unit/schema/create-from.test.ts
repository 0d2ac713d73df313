/**
 * createFrom (src/schema/create-from.ts): the loader's checks of the rule, the field and line mapping,
 * the state rule, the fields still to fill in, and which resources are made from a given one; plus the
 * product schemas' own rule (a purchase order from an approved purchase request).
 */
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../mock-server/schemas';
import {
  buildFromSource,
  createdFromHere,
  loadSchemas,
  missingInputs,
  sourceStateAllows,
  SchemaLoadError,
  validateRecord,
  type CreateFromRule,
  type ResourceSchema,
  type SchemaFile,
} from '../../../src/schema';

type Json = Record<string, unknown>;
const text = (en: string) => ({ en, th: `${en} (th)` });
const AREAS: SchemaFile = { file: '_areas.json', json: { areas: [{ name: 'buy', label: text('Buy'), order: 1 }] } };

const resource = (name: string, fields: Json[], over: Json = {}): SchemaFile => ({
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

const vendors = resource('vendors', [{ name: 'no', type: 'text' }]);
const requests = resource(
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
const RULE = {
  source: 'requests',
  link: 'request',
  states: ['approved'],
  allow: { roles: ['Buyer'] },
  fields: { vendor: 'vendor', note: 'purpose', due: 'neededBy', requestedBy: 'createdBy' },
  lines: { lines: { from: 'items', fields: { description: 'what', qty: 'qty' } } },
};
const ordersFields = (): Json[] => [
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
const orders = (rule: Json = RULE, fields = ordersFields()) =>
  resource('orders', fields, { naming: { field: 'no', pattern: 'PO-{###}' }, createFrom: [rule] });

function problems(...files: SchemaFile[]): string[] {
  try {
    loadSchemas([AREAS, vendors, requests, ...files]);
    return [];
  } catch (e) {
    if (!(e instanceof SchemaLoadError)) throw e;
    return e.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
  }
}

describe('the loader checks createFrom', () => {
  it('accepts a rule whose names all resolve', () => {
    expect(problems(orders())).toEqual([]);
  });

  it('names the source, link, states, fields and lines that do not resolve, each once, in one run', () => {
    const bad = {
      source: 'requests',
      link: 'vendor',
      states: ['approved', 'done'],
      fields: { vendor: 'vendr', nope: 'purpose', sum: 'purpose', no: 'no', lines: 'items', request: 'vendor', note: 'items' },
      lines: {
        lines: { from: 'itemz', fields: { qty: 'qty' } },
        note: { from: 'items', fields: {} },
      },
    };
    expect(problems(orders(bad))).toEqual([
      'orders.json: $.createFrom[0].link: expected a reference field to "requests"',
      'orders.json: $.createFrom[0].states[1]: unknown state "done" of requests',
      'orders.json: $.createFrom[0].fields.vendor: "vendor" is the link: it gets the source\'s id',
      'orders.json: $.createFrom[0].fields.vendor: unknown field "vendr" of requests',
      'orders.json: $.createFrom[0].fields.nope: unknown field "nope"',
      'orders.json: $.createFrom[0].fields.sum: "sum" is set by the system',
      'orders.json: $.createFrom[0].fields.no: "no" is set by the system',
      'orders.json: $.createFrom[0].fields.lines: "lines" is a table: map it in "lines"',
      'orders.json: $.createFrom[0].fields.lines: "items" is a table: map it in "lines"',
      'orders.json: $.createFrom[0].fields.request: "request" and "vendor" must both be references to the same resource',
      'orders.json: $.createFrom[0].fields.note: "items" is a table: map it in "lines"',
      'orders.json: $.createFrom[0].lines.lines.from: unknown table "itemz" of requests',
      'orders.json: $.createFrom[0].lines.note: "note" is not a table',
    ]);
  });

  it('checks columns, the link being the link, references on both sides and a second rule for one source', () => {
    const columns = {
      ...RULE,
      fields: { request: 'vendor', due: 'vendor' },
      lines: { lines: { from: 'items', fields: { description: 'wat', total: 'qty', extra: 'qty' } } },
    };
    expect(problems(orders(columns))).toEqual([
      'orders.json: $.createFrom[0].fields.request: "request" is the link: it gets the source\'s id',
      'orders.json: $.createFrom[0].fields.request: "request" and "vendor" must both be references to the same resource',
      'orders.json: $.createFrom[0].fields.due: "due" and "vendor" must both be references to the same resource',
      'orders.json: $.createFrom[0].lines.lines.fields.description: unknown column "wat" of requests.items',
      'orders.json: $.createFrom[0].lines.lines.fields.total: "total" is computed',
      'orders.json: $.createFrom[0].lines.lines.fields.extra: unknown column "extra" of lines',
    ]);
    const twice = resource('orders', ordersFields(), { createFrom: [RULE, { source: 'requests', link: 'request' }] });
    expect(problems(twice)).toEqual(['orders.json: $.createFrom[1].source: a second rule for "requests": one rule per source']);
  });

  it('refuses an unknown source, and states of a source without a workflow', () => {
    expect(problems(orders({ source: 'requestz', link: 'request' }))).toEqual([
      'orders.json: $.createFrom[0].source: unknown resource "requestz"',
    ]);
    const fromVendor = { source: 'vendors', link: 'vendor', states: ['active'] };
    expect(problems(orders(fromVendor))).toEqual(['orders.json: $.createFrom[0].states[0]: vendors has no workflow states']);
  });

  it('checks the shape in the meta-schema: unknown keys and an empty rule list', () => {
    expect(problems(orders({ ...RULE, colour: 'red' }))).toEqual(['orders.json: $.createFrom[0]: unknown key(s) "colour"']);
    expect(problems(resource('orders', ordersFields(), { createFrom: [] }))).toEqual([
      'orders.json: $.createFrom: Too small: expected array to have >=1 items',
    ]);
  });
});

const registry = () => loadSchemas([AREAS, vendors, requests, orders()]);
const target = (): ResourceSchema => registry().byName.get('orders')!;
const rule = (): CreateFromRule => target().createFrom![0]!;
const SOURCE = {
  id: 7,
  no: 'RQ-007',
  vendor: 3,
  purpose: 'Printer paper',
  neededBy: '2025-07-01',
  secret: 'not mapped',
  createdBy: 'somchai',
  status: 'approved',
  items: [{ what: 'A4 paper', qty: 10 }, { what: 'A3 paper', qty: null }, 'not a row'],
};

describe('buildFromSource', () => {
  it('copies mapped fields with a value, mapped columns of every row, and sets the link to the source id', () => {
    expect(buildFromSource(target(), rule(), SOURCE)).toEqual({
      vendor: 3,
      note: 'Printer paper',
      due: '2025-07-01',
      requestedBy: 'somchai',
      lines: [{ description: 'A4 paper', qty: 10 }, { description: 'A3 paper' }],
      request: 7,
    });
  });

  it('takes typed values for fields the source leaves empty; the source wins, and the link and mapped tables are never typed', () => {
    const source = { ...SOURCE, vendor: null, purpose: '' };
    const input = { vendor: 9, note: 'Typed', orderDate: '2025-06-01', request: 1, lines: [], no: 'PO-999', sum: 5, stray: 1 };
    const out = buildFromSource(target(), rule(), source, input);
    expect(out).toMatchObject({ vendor: 9, note: 'Typed', orderDate: '2025-06-01', request: 7 });
    expect(out).not.toHaveProperty('stray');
    expect(out.lines).toHaveLength(2);
    expect(out).not.toHaveProperty('no');
    expect(out).not.toHaveProperty('sum');
    expect(buildFromSource(target(), rule(), SOURCE, { vendor: 9, note: 'Typed' })).toMatchObject({
      vendor: 3,
      note: 'Printer paper',
    });
  });

  it('copies values, not references to the source (a later change of the source does not reach the copy)', () => {
    const source = { ...SOURCE, items: [{ what: 'Pens', qty: 2 }], vendor: { nested: [1] } };
    const out = buildFromSource(target(), rule(), source);
    (source.items[0] as { qty: number }).qty = 99;
    source.vendor.nested.push(2);
    expect(out.lines).toEqual([{ description: 'Pens', qty: 2 }]);
    expect(out.vendor).toEqual({ nested: [1] });
  });

  it('copies nothing the reader could not see: a field missing from the source record stays empty', () => {
    const { purpose: _hidden, ...readable } = SOURCE;
    expect(buildFromSource(target(), rule(), readable)).not.toHaveProperty('note');
    expect(buildFromSource(target(), rule(), { ...SOURCE, items: undefined }).lines).toEqual([]);
  });
});

describe('sourceStateAllows', () => {
  it("allows only the rule's states; no states is any state; a record without a state is in the initial one", () => {
    const requestsSchema = registry().byName.get('requests')!;
    expect(sourceStateAllows(rule(), requestsSchema, SOURCE)).toBe(true);
    expect(sourceStateAllows(rule(), requestsSchema, { ...SOURCE, status: 'draft' })).toBe(false);
    expect(sourceStateAllows(rule(), requestsSchema, { ...SOURCE, status: undefined })).toBe(false);
    expect(sourceStateAllows({ ...rule(), states: ['draft'] }, requestsSchema, { ...SOURCE, status: undefined })).toBe(true);
    expect(sourceStateAllows({ ...rule(), states: undefined }, requestsSchema, { status: 'anything' })).toBe(true);
    const vendorsSchema = registry().byName.get('vendors')!;
    expect(sourceStateAllows({ source: 'vendors', link: 'vendor', states: ['x'] }, vendorsSchema, {})).toBe(false);
  });
});

describe('missingInputs', () => {
  it('lists the required, visible, empty, typed-in top-level fields after defaults: the dialog asks for these', () => {
    const names = (draft: Record<string, unknown>) => missingInputs(target(), draft).map((f) => f.name);
    const draft = buildFromSource(target(), rule(), SOURCE);
    expect(names(draft)).toEqual(['orderDate']);
    expect(names({ ...draft, vendor: null })).toEqual(['vendor', 'orderDate']);
    expect(names({ ...draft, rush: true })).toEqual(['orderDate', 'rushReason']);
    expect(names({ ...draft, orderDate: '2025-06-01', terms: '' })).toEqual(['terms']);
    // Once they are filled in, the record passes the one validator (given complete lines: a bad line is no input).
    const filled = {
      ...buildFromSource(target(), rule(), { ...SOURCE, items: [SOURCE.items[0]] }),
      orderDate: '2025-06-01',
      terms: 'credit',
    };
    expect(names(filled)).toEqual([]);
    expect(validateRecord(target(), filled).errors).toEqual({});
  });
});

describe('createdFromHere', () => {
  it('finds every resource with a rule from the source', () => {
    const all = registry().resources;
    expect(createdFromHere(all, 'requests').map((c) => [c.target.name, c.rule.link])).toEqual([['orders', 'request']]);
    expect(createdFromHere(all, 'vendors')).toEqual([]);
  });
});

describe('the product schemas', () => {
  it('make a purchase order from an approved purchase request: supplier, dates, purpose and the items', () => {
    const reg = loadRegistry();
    const [made] = createdFromHere(reg.resources, 'purchaseRequests');
    expect(made!.target.name).toBe('purchaseOrders');
    expect(made!.rule.states).toEqual(['approved']);
    const pr = {
      id: 4,
      title: 'Toner',
      supplier: 2,
      neededBy: '2025-07-01',
      status: 'approved',
      items: [{ description: 'Toner 26A', qty: 3, unitPrice: 2450.5, amount: 7351.5 }],
    };
    const draft = buildFromSource(made!.target, made!.rule, pr, { orderDate: '2025-06-20' });
    const { values, errors } = validateRecord(made!.target, { ...draft, paymentTerm: 'credit30' });
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      purchaseRequest: 4,
      supplier: 2,
      deliveryDate: '2025-07-01',
      note: 'Toner',
      lines: [{ description: 'Toner 26A', qty: 3, unitPrice: 2450.5, amount: 7351.5 }],
      subtotal: 7351.5,
      vat: 514.61,
      grandTotal: 7866.11,
    });
    expect(missingInputs(made!.target, buildFromSource(made!.target, made!.rule, pr)).map((f) => f.name)).toEqual(['orderDate']);
  });
});
