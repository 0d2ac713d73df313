import { describe, expect, it } from 'vitest';
import { resourceSchema, type ResourceSchema } from '../../../src/schema/meta/meta';
import {
  editValues,
  formDefaults,
  nestErrors,
  schemaResolver,
  serverAssignedFields,
  serverErrorEntries,
  tableFieldNames,
} from '../../../src/crud/resolver';

const text = (en: string, th = `${en}-th`) => ({ en, th });

/** An order-like schema with a workflow and a document number, checked by the meta-schema. */
const schema: ResourceSchema = resourceSchema.parse({
  name: 'orders',
  label: text('Order'),
  pluralLabel: text('Orders'),
  area: 'sales',
  route: '/apps/order/order',
  titleField: 'code',
  naming: { field: 'code', pattern: 'SO-{####}' },
  fields: [
    { name: 'code', type: 'text', required: true },
    { name: 'customer', type: 'text', label: text('Customer', 'ลูกค้า'), required: true },
    { name: 'paid', type: 'boolean' },
    { name: 'active', type: 'flag' },
    { name: 'channel', type: 'select', options: ['web', 'shop'], default: 'shop' },
    {
      name: 'lines',
      type: 'table',
      label: text('Lines'),
      minRows: 1,
      fields: [
        { name: 'price', type: 'money', label: text('Price'), required: true },
        { name: 'qty', type: 'integer', label: text('Qty'), required: true, default: 1 },
        { name: 'total', type: 'computed', format: 'money', formula: { '*': [{ var: 'price' }, { var: 'qty' }] } },
      ],
    },
    {
      name: 'subtotal',
      type: 'computed',
      format: 'money',
      formula: { sum: [{ var: 'lines' }, { '*': [{ var: 'price' }, { var: 'qty' }] }] },
    },
    { name: 'status', type: 'status' },
  ],
  workflow: {
    field: 'status',
    initial: 'draft',
    states: [
      { value: 'draft', label: text('Draft') },
      { value: 'done', label: text('Done') },
    ],
    transitions: [{ action: 'finish', label: text('Finish'), from: ['draft'], to: 'done', allow: {} }],
  },
});

const resolverOptions = { fields: {}, shouldUseNativeValidation: false };

describe('nestErrors', () => {
  it('turns dotted paths into the nested tree react-hook-form reads, with arrays at indexes', () => {
    const tree = nestErrors({ customer: 'Customer is required', 'lines.1.price': 'Price is required' });
    expect(tree).toEqual({
      customer: { type: 'validate', message: 'Customer is required' },
      lines: [undefined, { price: { type: 'validate', message: 'Price is required' } }],
    });
    expect(Array.isArray(tree.lines)).toBe(true);
  });

  it("puts a table's own message at root, whichever order the paths come in", () => {
    const tables = new Set(['lines']);
    const a = nestErrors({ lines: 'Lines needs at least 2 row(s)', 'lines.0.qty': 'Qty must be a whole number' }, tables);
    const b = nestErrors({ 'lines.0.qty': 'Qty must be a whole number', lines: 'Lines needs at least 2 row(s)' }, tables);
    for (const tree of [a, b]) {
      const lines = tree.lines as unknown as { root: { message: string }; 0: { qty: { message: string } } };
      expect(lines.root.message).toBe('Lines needs at least 2 row(s)');
      expect(lines[0].qty.message).toBe('Qty must be a whole number');
    }
  });

  it('keeps a leaf message as root when a non-table path later gains children', () => {
    const tree = nestErrors({ address: 'Address is invalid', 'address.city': 'City is required' }) as Record<
      string,
      Record<string, unknown>
    >;
    expect(tree.address!.root).toEqual({ type: 'validate', message: 'Address is invalid' });
    expect(tree.address!.city).toEqual({ type: 'validate', message: 'City is required' });
  });
});

describe('schemaResolver', () => {
  it('reports required fields, nested row errors included, in the current language', async () => {
    let lang = 'en';
    const resolve = schemaResolver(schema, 'create', () => lang);
    const values = { customer: '', lines: [{ price: null, qty: 2 }] };
    const en = await resolve(values, undefined, resolverOptions);
    expect(en.errors.customer?.message).toBe('Customer is required');
    expect((en.errors.lines as unknown as { price: { message: string } }[])[0]!.price.message).toBe('Price is required');
    lang = 'th';
    const th = await resolve(values, undefined, resolverOptions);
    expect(th.errors.customer?.message).toBe('กรุณากรอกลูกค้า');
  });

  it('on create ignores and drops the fields the server assigns, and returns computed totals', async () => {
    const resolve = schemaResolver(schema, 'create', () => 'en');
    const result = await resolve(
      {
        code: '',
        status: 'done',
        customer: 'Ann',
        lines: [
          { price: '1,234.5', qty: 2 },
          { price: 10, qty: 3 },
        ],
      },
      undefined,
      resolverOptions,
    );
    expect(result.errors).toEqual({});
    expect(result.values).not.toHaveProperty('status');
    expect(result.values).not.toHaveProperty('code');
    expect(result.values.lines).toEqual([
      { price: 1234.5, qty: 2, total: 2469 },
      { price: 10, qty: 3, total: 30 },
    ]);
    expect(result.values.subtotal).toBe(2499);
  });

  it('on edit checks and keeps the document number and state', async () => {
    const resolve = schemaResolver(schema, 'edit', () => 'en');
    const missing = await resolve({ customer: 'Ann', lines: [{ price: 1, qty: 1 }] }, undefined, resolverOptions);
    expect(missing.errors.code?.message).toBe('Code is required');
    const ok = await resolve(
      { id: 7, code: 'SO-0001', status: 'draft', customer: 'Ann', lines: [{ price: 1, qty: 1 }] },
      undefined,
      resolverOptions,
    );
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ id: 7, code: 'SO-0001', status: 'draft' });
  });
});

describe('serverErrorEntries', () => {
  it('accepts every shape Refine allows and routes table messages to root', () => {
    const entries = serverErrorEntries(
      {
        customer: 'Customer is required',
        'lines.0.price': ['Price must be', 'a number'],
        lines: 'needs rows',
        code: { key: 'x', message: 'taken' },
        ok: false,
      },
      tableFieldNames(schema),
    );
    expect(entries).toEqual([
      ['customer', 'Customer is required'],
      ['lines.0.price', 'Price must be a number'],
      ['lines.root', 'needs rows'],
      ['code', 'taken'],
    ]);
  });

  it('returns nothing for a missing or malformed errors body', () => {
    expect(serverErrorEntries(undefined)).toEqual([]);
    expect(serverErrorEntries('oops')).toEqual([]);
  });
});

describe('form values', () => {
  it('starts new records from schema defaults, switches off and the minimum rows', () => {
    expect(formDefaults(schema)).toEqual({ paid: false, active: 'N', channel: 'shop', lines: [{ qty: 1 }] });
  });

  it('merges a stored record over the defaults without losing stored values', () => {
    const values = editValues(schema, { id: 3, customer: 'Bo', paid: true, channel: null, lines: [] });
    expect(values).toMatchObject({ id: 3, customer: 'Bo', paid: true, active: 'N', channel: 'shop', lines: [] });
  });

  it('knows which fields the server assigns', () => {
    expect([...serverAssignedFields(schema)].sort()).toEqual(['code', 'status']);
  });
});

describe('the resolver and segregation of duties', () => {
  const memos: ResourceSchema = resourceSchema.parse({
    name: 'memos',
    label: text('Memo'),
    pluralLabel: text('Memos'),
    area: 'finance',
    route: '/apps/memo/memo',
    titleField: 'title',
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'approveBy', type: 'reference', resource: 'employees', label: text('Approver') },
      { name: 'status', type: 'status' },
    ],
    workflow: {
      field: 'status',
      initial: 'draft',
      states: [
        { value: 'draft', label: text('Draft') },
        { value: 'pending', label: text('Pending') },
        { value: 'approved', label: text('Approved') },
      ],
      transitions: [
        { action: 'submit', label: text('Submit'), from: ['draft'], to: 'pending', allow: { owner: true } },
        { action: 'approve', label: text('Approve'), from: ['pending'], to: 'approved', allow: { me: ['approveBy'] } },
      ],
    },
  });
  const run = async (author: unknown, values: Record<string, unknown>) =>
    (
      await schemaResolver(
        memos,
        'create',
        () => 'en',
        () => author,
      )(values, undefined, {} as never)
    ).errors;

  it('refuses the author named as approver beside the field, and only then', async () => {
    expect(await run(7, { title: 'x', approveBy: 7 })).toEqual({
      approveBy: { type: 'validate', message: 'You cannot name yourself: someone other than the author takes this step' },
    });
    expect(await run(7, { title: 'x', approveBy: 8 })).toEqual({});
    expect(await run(undefined, { title: 'x', approveBy: 7 })).toEqual({});
  });
  it('reports the duty together with the record other errors', async () => {
    expect(await run(7, { approveBy: 7 })).toMatchObject({ title: { type: 'validate' }, approveBy: { type: 'validate' } });
  });
});
