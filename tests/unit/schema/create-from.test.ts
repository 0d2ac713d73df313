/**
 * createFrom (src/schema/records/create-from.ts): the field and line mapping, the state rule, the fields the dialog still asks
 * for, and which resources are made from a given one; plus the product schemas' own rule (a purchase order from an
 * approved purchase request).
 */
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../mock-server/schemas/schemas';
import {
  buildFromSource,
  createdFromHere,
  type CreateFromRule,
  loadSchemas,
  missingInputs,
  type ResourceSchema,
  sourceStateAllows,
  validateRecord,
} from '../../../src/schema';
import {
  AREAS,
  Json,
  linkRule,
  registry,
  requestsWithVendors,
  rule,
  stagedOrders,
  stagedOrdersFields,
  target,
  vendors,
} from './create-from-fixtures';

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
const stagedRegistry = () =>
  loadSchemas([AREAS, vendors, requestsWithVendors, stagedOrders(linkRule({ fields: { vendor: 'vendor', note: 'purpose' } }))]);
const stagedTarget = (): ResourceSchema => stagedRegistry().byName.get('orders')!;

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

  it('works with a rule that maps no lines', () => {
    const r: CreateFromRule = { source: 'requests', link: 'request', fields: { note: 'purpose' } };
    expect(buildFromSource(stagedTarget(), r, { id: 4, purpose: 'Paper', items: [{ what: 'A4' }] }, { vendor: 2 })).toEqual({
      vendor: 2,
      note: 'Paper',
      request: 4,
    });
  });

  it('skips empty rows of a source table', () => {
    const r: CreateFromRule = {
      source: 'requests',
      link: 'request',
      lines: { lines: { from: 'items', fields: { description: 'what' } } },
    };
    expect(buildFromSource(stagedTarget(), r, { id: 4, items: [null, { what: 'A4' }] }).lines).toEqual([{ description: 'A4' }]);
  });

  it('never takes a typed workflow state', () => {
    const r: CreateFromRule = { source: 'requests', link: 'request' };
    expect(buildFromSource(stagedTarget(), r, { id: 4 }, { stage: 'closed', note: 'x' })).toEqual({ note: 'x', request: 4 });
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

  const requiredFields = (): Json[] =>
    stagedOrdersFields().map((f) => (['no', 'stage', 'lines', 'note'].includes(f.name as string) ? { ...f, required: true } : f));
  const strict = () =>
    loadSchemas([AREAS, vendors, requestsWithVendors, stagedOrders(linkRule(), requiredFields())]).byName.get('orders')!;

  it('never asks for a table or a value the system sets (number, workflow state), even when required', () => {
    const names = missingInputs(strict(), { request: 4 }).map((f) => f.name);
    expect(names).toEqual(['note']);
    expect(missingInputs(strict(), { request: 4, note: 'x', lines: [] })).toEqual([]);
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
