/**
 * createFrom (src/schema/create-from.ts), pinned case by case: what the loader says of a link, a mapping
 * or a table that does not fit, which fields are the system's, and what the dialog still asks for.
 */
import { describe, expect, it } from 'vitest';
import {
  buildFromSource,
  loadSchemas,
  missingInputs,
  type CreateFromRule,
  type ResourceSchema,
  type SchemaFile,
} from '../../../src/schema';

import { areasFile, loaderProblems, resourceFile, text } from '../../support/schema-files';

type Json = Record<string, unknown>;
const AREAS = areasFile('buy');

const resource = (name: string, fields: Json[], over: Json = {}) => resourceFile('buy', name, fields, over);

const vendors = resource('vendors', [{ name: 'no', type: 'text' }]);
const requests = resource(
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
const ordersFields = (): Json[] => [
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
const orders = (rule: Json, fields = ordersFields()) =>
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
    createFrom: [rule],
  });

const problems = (...files: SchemaFile[]) => loaderProblems([AREAS, vendors, ...files]);
const rule = (over: Json = {}): Json => ({ source: 'requests', link: 'request', ...over });

describe('the loader checks createFrom', () => {
  it('accepts the source record times as sources: createdAt and updatedAt', () => {
    expect(problems(requests, orders(rule({ fields: { requestedAt: 'createdAt', changedAt: 'updatedAt' } })))).toEqual([]);
  });

  it('names a link that is not a field', () => {
    expect(problems(requests, orders(rule({ link: 'requestId' })))).toEqual([
      'orders.json: $.createFrom[0].link: unknown field "requestId"',
    ]);
  });

  it('refuses a workflow state as a target: the system sets it', () => {
    expect(problems(requests, orders(rule({ fields: { stage: 'status' } })))).toEqual([
      'orders.json: $.createFrom[0].fields.stage: "stage" is set by the system',
    ]);
  });

  it('refuses a reference filled from a field that is no reference', () => {
    expect(problems(requests, orders(rule({ fields: { vendor: 'purpose' } })))).toEqual([
      'orders.json: $.createFrom[0].fields.vendor: "vendor" and "purpose" must both be references to the same resource',
    ]);
  });

  it('says of a table target only that it is a table, whatever the source field', () => {
    expect(problems(requests, orders(rule({ fields: { lines: 'vendor' } })))).toEqual([
      'orders.json: $.createFrom[0].fields.lines: "lines" is a table: map it in "lines"',
    ]);
  });

  it('names a lines mapping whose target or source is no table, without looking at its columns', () => {
    expect(problems(requests, orders(rule({ lines: { rows: { from: 'items', fields: { description: 'what' } } } })))).toEqual([
      'orders.json: $.createFrom[0].lines.rows: unknown table "rows"',
    ]);
    expect(problems(requests, orders(rule({ lines: { note: { from: 'items', fields: { description: 'what' } } } })))).toEqual([
      'orders.json: $.createFrom[0].lines.note: "note" is not a table',
    ]);
    expect(problems(requests, orders(rule({ lines: { lines: { from: 'purpose', fields: { description: 'what' } } } })))).toEqual([
      'orders.json: $.createFrom[0].lines.lines.from: "purpose" of requests is not a table',
    ]);
  });

  it('refuses a reference column filled from a column that is no reference', () => {
    expect(
      problems(requests, orders(rule({ lines: { lines: { from: 'items', fields: { vendor: 'what', qty: 'qty' } } } }))),
    ).toEqual([
      'orders.json: $.createFrom[0].lines.lines.fields.vendor: "vendor" and "what" must both be references to the same resource',
    ]);
    expect(problems(requests, orders(rule({ lines: { lines: { from: 'items', fields: { vendor: 'vendor' } } } })))).toEqual([]);
  });

  it('says nothing more of a rule whose source file has problems of its own', () => {
    const broken = { ...requests, json: { ...(requests.json as Json), colour: 'red' } };
    expect(problems(broken, orders(rule()))).toEqual(['requests.json: $: unknown key(s) "colour"']);
  });
});

const registry = () => loadSchemas([AREAS, vendors, requests, orders(rule({ fields: { vendor: 'vendor', note: 'purpose' } }))]);
const target = (): ResourceSchema => registry().byName.get('orders')!;

describe('buildFromSource', () => {
  it('works with a rule that maps no lines', () => {
    const r: CreateFromRule = { source: 'requests', link: 'request', fields: { note: 'purpose' } };
    expect(buildFromSource(target(), r, { id: 4, purpose: 'Paper', items: [{ what: 'A4' }] }, { vendor: 2 })).toEqual({
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
    expect(buildFromSource(target(), r, { id: 4, items: [null, { what: 'A4' }] }).lines).toEqual([{ description: 'A4' }]);
  });

  it('never takes a typed workflow state', () => {
    const r: CreateFromRule = { source: 'requests', link: 'request' };
    expect(buildFromSource(target(), r, { id: 4 }, { stage: 'closed', note: 'x' })).toEqual({ note: 'x', request: 4 });
  });
});

describe('missingInputs', () => {
  const requiredFields = (): Json[] =>
    ordersFields().map((f) => (['no', 'stage', 'lines', 'note'].includes(f.name as string) ? { ...f, required: true } : f));
  const strict = () => loadSchemas([AREAS, vendors, requests, orders(rule(), requiredFields())]).byName.get('orders')!;

  it('never asks for a table or a value the system sets (number, workflow state), even when required', () => {
    const names = missingInputs(strict(), { request: 4 }).map((f) => f.name);
    expect(names).toEqual(['note']);
    expect(missingInputs(strict(), { request: 4, note: 'x', lines: [] })).toEqual([]);
  });
});
