/**
 * createFrom (src/schema/records/create-from.ts) as the loader checks it: the rule's names, a link, a mapping or a table that
 * does not fit, and which fields are the system's.
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas, type SchemaFile, SchemaLoadError } from '../../../src/schema';
import { loaderProblems } from '../../support/schema-files';
import {
  AREAS,
  Json,
  RULE,
  linkRule,
  orders,
  ordersFields,
  requests,
  requestsWithVendors,
  resource,
  stagedOrders,
  vendors,
} from './create-from-fixtures';

function problems(...files: SchemaFile[]): string[] {
  try {
    loadSchemas([AREAS, vendors, requests, ...files]);
    return [];
  } catch (e) {
    if (!(e instanceof SchemaLoadError)) throw e;
    return e.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
  }
}
const problemsFor = (...files: SchemaFile[]) => loaderProblems([AREAS, vendors, ...files]);

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

  it('accepts the source record times as sources: createdAt and updatedAt', () => {
    expect(
      problemsFor(requestsWithVendors, stagedOrders(linkRule({ fields: { requestedAt: 'createdAt', changedAt: 'updatedAt' } }))),
    ).toEqual([]);
  });

  it('names a link that is not a field', () => {
    expect(problemsFor(requestsWithVendors, stagedOrders(linkRule({ link: 'requestId' })))).toEqual([
      'orders.json: $.createFrom[0].link: unknown field "requestId"',
    ]);
  });

  it('refuses a workflow state as a target: the system sets it', () => {
    expect(problemsFor(requestsWithVendors, stagedOrders(linkRule({ fields: { stage: 'status' } })))).toEqual([
      'orders.json: $.createFrom[0].fields.stage: "stage" is set by the system',
    ]);
  });

  it('refuses a reference filled from a field that is no reference', () => {
    expect(problemsFor(requestsWithVendors, stagedOrders(linkRule({ fields: { vendor: 'purpose' } })))).toEqual([
      'orders.json: $.createFrom[0].fields.vendor: "vendor" and "purpose" must both be references to the same resource',
    ]);
  });

  it('says of a table target only that it is a table, whatever the source field', () => {
    expect(problemsFor(requestsWithVendors, stagedOrders(linkRule({ fields: { lines: 'vendor' } })))).toEqual([
      'orders.json: $.createFrom[0].fields.lines: "lines" is a table: map it in "lines"',
    ]);
  });

  it('names a lines mapping whose target or source is no table, without looking at its columns', () => {
    expect(
      problemsFor(
        requestsWithVendors,
        stagedOrders(linkRule({ lines: { rows: { from: 'items', fields: { description: 'what' } } } })),
      ),
    ).toEqual(['orders.json: $.createFrom[0].lines.rows: unknown table "rows"']);
    expect(
      problemsFor(
        requestsWithVendors,
        stagedOrders(linkRule({ lines: { note: { from: 'items', fields: { description: 'what' } } } })),
      ),
    ).toEqual(['orders.json: $.createFrom[0].lines.note: "note" is not a table']);
    expect(
      problemsFor(
        requestsWithVendors,
        stagedOrders(linkRule({ lines: { lines: { from: 'purpose', fields: { description: 'what' } } } })),
      ),
    ).toEqual(['orders.json: $.createFrom[0].lines.lines.from: "purpose" of requests is not a table']);
  });

  it('refuses a reference column filled from a column that is no reference', () => {
    expect(
      problemsFor(
        requestsWithVendors,
        stagedOrders(linkRule({ lines: { lines: { from: 'items', fields: { vendor: 'what', qty: 'qty' } } } })),
      ),
    ).toEqual([
      'orders.json: $.createFrom[0].lines.lines.fields.vendor: "vendor" and "what" must both be references to the same resource',
    ]);
    expect(
      problemsFor(
        requestsWithVendors,
        stagedOrders(linkRule({ lines: { lines: { from: 'items', fields: { vendor: 'vendor' } } } })),
      ),
    ).toEqual([]);
  });

  it('says nothing more of a rule whose source file has problems of its own', () => {
    const broken = { ...requestsWithVendors, json: { ...(requestsWithVendors.json as Json), colour: 'red' } };
    expect(problemsFor(broken, stagedOrders(linkRule()))).toEqual(['requests.json: $: unknown key(s) "colour"']);
  });
});
