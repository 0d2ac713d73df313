/**
 * Drafts (src/schema/records/drafts.ts): what a draft keeps, its size limit, its title, whose drafts a user sees;
 * and the loader's checks of the form keys that came with orders and invoices: `fetch` and `scan`
 * (src/schema/records/fetch.ts).
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../../src/schema';
import {
  checkDraftValues,
  DRAFT_MAX_BYTES,
  DRAFTS_PER_LIST_MAX,
  draftTitle,
  ownDrafts,
  roomForDraft,
  type FormDraft,
} from '../../../src/schema/records/drafts';
import { fetchRules, scanField } from '../../../src/schema/records/fetch';
import { areasFile, loaderProblems, resourceFile } from '../../support/schema-files';

type Json = Record<string, unknown>;
const AREAS = areasFile('sales');
const resource = (name: string, fields: Json[], over: Json = {}) => resourceFile('sales', name, fields, over);
const products = resource('products', [
  { name: 'no', type: 'text' },
  { name: 'price', type: 'money' },
]);
const orderFields = (price: Json = { fetch: { from: 'product', field: 'price' } }): Json[] => [
  { name: 'no', type: 'text' },
  { name: 'customer', type: 'text' },
  { name: 'product', type: 'reference', resource: 'products' },
  { name: 'unitPrice', type: 'money', fetch: { from: 'product', field: 'price' } },
  {
    name: 'lines',
    type: 'table',
    fields: [
      { name: 'product', type: 'reference', resource: 'products' },
      { name: 'price', type: 'money', ...price },
      { name: 'qty', type: 'integer' },
    ],
  },
];
const orders = (fields = orderFields(), over: Json = {}) =>
  resource('orders', fields, { naming: { field: 'no', pattern: 'SO-{####}' }, drafts: true, ...over });
const registry = () => loadSchemas([AREAS, products, orders()]);

describe('a draft', () => {
  const schema = () => registry().byName.get('orders')!;

  it('keeps the schema fields as typed, without validating them, and drops the document number and other keys', () => {
    const checked = checkDraftValues(schema(), {
      no: 'SO-0009',
      customer: '  Khun Somsri ',
      lines: [{ product: null, price: 'abc' }],
      id: 5,
      createdBy: 'admin',
      extra: 'x',
    });
    expect(checked).toEqual({
      ok: true,
      values: { customer: '  Khun Somsri ', lines: [{ product: null, price: 'abc' }] },
      title: 'Khun Somsri',
    });
  });

  it('is an object of values', () => {
    expect(checkDraftValues(schema(), [1, 2])).toMatchObject({ ok: false, status: 400 });
    expect(checkDraftValues(schema(), 'x', 'th')).toEqual({
      ok: false,
      status: 400,
      message: 'ฉบับร่างต้องเป็นข้อมูลของแบบฟอร์ม',
    });
  });

  it('holds at most DRAFT_MAX_BYTES of JSON, counted in bytes (Thai letters are three)', () => {
    // {"customer":"..."} is 15 bytes around the text.
    const fits = 'a'.repeat(DRAFT_MAX_BYTES - 15);
    expect(checkDraftValues(schema(), { customer: fits }).ok).toBe(true);
    expect(checkDraftValues(schema(), { customer: `${fits}a` })).toMatchObject({ ok: false, status: 413 });
    const thai = 'ก'.repeat(Math.ceil((DRAFT_MAX_BYTES - 15) / 3) + 1);
    expect(checkDraftValues(schema(), { customer: thai })).toMatchObject({ ok: false, status: 413 });
    // A key that is not kept does not count.
    expect(checkDraftValues(schema(), { extra: `${fits}aaaa`, customer: 'x' }).ok).toBe(true);
  });

  it('is named by the title field, else the first filled text field, shortened to 80 characters', () => {
    const s = schema();
    expect(draftTitle(s, { no: 'SO-1', customer: 'B' })).toBe('SO-1');
    expect(draftTitle(s, { customer: ' B ' })).toBe('B');
    expect(draftTitle(s, { lines: [] })).toBe('');
    expect(draftTitle(s, { customer: 'x'.repeat(100) })).toBe(`${'x'.repeat(79)}…`);
  });
});

describe('whose drafts', () => {
  const draft = (id: number, username: string, resource: string, updatedAt: string): FormDraft => ({
    id,
    username,
    resource,
    updatedAt,
    createdAt: updatedAt,
    values: {},
    title: '',
  });
  const all = [
    draft(1, 'sales', 'orders', '2026-01-01T10:00:00Z'),
    draft(2, 'admin', 'orders', '2026-01-03T10:00:00Z'),
    draft(3, 'sales', 'orders', '2026-01-02T10:00:00Z'),
    draft(4, 'sales', 'invoices', '2026-01-04T10:00:00Z'),
  ];
  it("lists a user's own drafts of one resource, newest first", () => {
    expect(ownDrafts(all, 'orders', 'sales').map((d) => d.id)).toEqual([3, 1]);
    expect(ownDrafts(all, 'orders', 'admin').map((d) => d.id)).toEqual([2]);
    expect(ownDrafts(all, 'orders', 'hr')).toEqual([]);
  });
  it('keeps at most DRAFTS_PER_LIST_MAX per user and resource', () => {
    const many = Array.from({ length: DRAFTS_PER_LIST_MAX }, (_, i) => draft(i, 'sales', 'orders', '2026-01-01'));
    expect(roomForDraft(many.slice(1))).toBe(true);
    expect(roomForDraft(many)).toBe(false);
  });
});

describe('fetch and scan', () => {
  it('lists the fields filled from a picked record, top-level and per row', () => {
    expect(fetchRules(registry().byName.get('orders')!)).toEqual([
      { table: null, from: 'product', resource: 'products', field: 'price', to: 'unitPrice' },
      { table: 'lines', from: 'product', resource: 'products', field: 'price', to: 'price' },
    ]);
  });

  it('refuses a fetch from a field that is not a reference of the same scope, or of a missing field', () => {
    const problems = loaderProblems([
      AREAS,
      products,
      orders([
        { name: 'no', type: 'text' },
        { name: 'product', type: 'reference', resource: 'products' },
        { name: 'note', type: 'text', fetch: { from: 'no', field: 'price' } },
        { name: 'total', type: 'computed', formula: 1, fetch: { from: 'product', field: 'price' } },
        {
          name: 'lines',
          type: 'table',
          fields: [
            { name: 'price', type: 'money', fetch: { from: 'product', field: 'price' } },
            { name: 'item', type: 'reference', resource: 'products' },
            { name: 'cost', type: 'money', fetch: { from: 'item', field: 'cost' } },
          ],
        },
      ]),
    ]);
    expect(problems).toEqual([
      'orders.json: $.fields[2].fetch.from: expected a reference field beside "note", got "no"',
      'orders.json: $.fields[3].fetch: a computed field cannot be filled in',
      'orders.json: $.fields[4].fields[0].fetch.from: expected a reference field beside "price", got "product"',
      'orders.json: $.fields[4].fields[2].fetch.field: unknown field "cost" of products',
    ]);
  });

  it('puts the scan on one top-level text field', () => {
    const fields = (...extra: Json[]) => [{ name: 'no', type: 'text', scan: true }, ...extra];
    expect(scanField(loadSchemas([AREAS, resource('invoices', fields())]).byName.get('invoices')!)?.name).toBe('no');
    expect(
      loaderProblems([
        AREAS,
        resource(
          'invoices',
          fields(
            { name: 'code', type: 'barcode', scan: true },
            { name: 'day', type: 'date', scan: true },
            { name: 'lines', type: 'table', fields: [{ name: 'sku', type: 'text', scan: true }] },
          ),
        ),
      ]),
    ).toEqual([
      'invoices.json: $.fields[1].scan: one field per form takes the scan',
      'invoices.json: $.fields[2].scan: expected a text or barcode field',
      'invoices.json: $.fields[3].fields[0].scan: only a top-level field takes a scan',
    ]);
  });

  it('the product schemas use them: order lines fetch the product price, invoices scan their code', async () => {
    const { loadSchemaDir } = await import('../../../src/schema/loader/read-dir');
    const real = loadSchemaDir();
    expect(fetchRules(real.byName.get('orders')!)).toContainEqual({
      table: 'lines',
      from: 'product',
      resource: 'products',
      field: 'price',
      to: 'price',
    });
    expect(real.byName.get('orders')!.drafts).toBe(true);
    expect(scanField(real.byName.get('invoices')!)?.name).toBe('invoiceCode');
  });
});
