/**
 * Postings on the server: a record writes rows of another resource with itself, all or none (a sale posts
 * its stock movements; refused as a whole when one line has not enough stock, with the stock left and the
 * product in the message; concurrent sales of the last items never oversell), a transition posts too (a
 * void puts the stock back), and an import posts row by row, undone as a whole. And the `maxPerPeriod`
 * limit, read from the settings: the next record past the month's limit is refused with what is left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas, SchemaLoadError, type SchemaFile } from '../../../../src/schema/loader/loader';
import { buildSeed } from '../../../../mock-server/seed/seed';
import { apiCaller, FIXTURE_FILES, startTestServer, type TestServer } from '../../../support/test-server';
import { base, L, POSTINGS_SCHEMAS } from '../../../support/postings-fixture';

const settings = {
  ...base('settings', 'company'),
  singleton: true,
  seed: { count: 1, rows: [{ company: 'ACME', kudosPerMonth: 3 }] },
  fields: [
    { name: 'company', type: 'text', default: 'ACME' },
    { name: 'kudosPerMonth', type: 'integer', default: 3 },
  ],
};
const kudos = {
  ...base('kudos', 'text'),
  fields: [
    { name: 'sender', type: 'text', required: true },
    { name: 'text', type: 'text', required: true },
    { name: 'date', type: 'date', required: true },
  ],
  constraints: [
    {
      maxPerPeriod: { by: 'sender', date: 'date', per: 'month', max: '$settings.kudosPerMonth' },
      field: 'text',
      message: { en: 'You have sent {used} of {max} this month: {remaining} left', th: 'ส่งแล้ว {used} จาก {max}' },
    },
  ],
};
const files = (extra: object[] = []): SchemaFile[] => [
  ...structuredClone(FIXTURE_FILES),
  ...[...POSTINGS_SCHEMAS, settings, kudos, ...extra].map((json) => ({
    file: `${(json as { name: string }).name}.json`,
    json: structuredClone(json),
  })),
];

let srv: TestServer;
const call = apiCaller(() => srv);
const ids: Record<string, number> = {};
const stock = async (title: string) => (await call('admin', 'GET', `items/${ids[title]}`)).body.stock as number;
const count = (name: string) => srv.app.store.list(name).length;

beforeAll(async () => {
  srv = await startTestServer({ registry: loadSchemas(files()) });
  for (const [title, qty] of [
    ['Brake pad', 10],
    ['Oil filter', 2],
    ['Last one', 5],
  ] as const) {
    ids[title] = (await call('admin', 'POST', 'items', { title })).body.id;
    expect((await call('admin', 'POST', 'moves', { item: ids[title], type: 'in', quantity: qty })).status).toBe(201);
  }
});
afterAll(() => srv.close());

describe('postings on create', () => {
  it('writes the sale and one movement per line, numbered, in one step', async () => {
    const sale = await call('admin', 'POST', 'sales', {
      lines: [
        { item: ids['Brake pad'], quantity: 3 },
        { item: ids['Oil filter'], quantity: 1 },
      ],
    });
    expect(sale.status).toBe(201);
    expect(await stock('Brake pad')).toBe(7);
    expect(await stock('Oil filter')).toBe(1);
    const posted = srv.app.store.list('moves').filter((m) => m.reference === sale.body.receiptNo);
    expect(posted.map((m) => [m.item, m.type, m.quantity])).toEqual([
      [ids['Brake pad'], 'out', 3],
      [ids['Oil filter'], 'out', 1],
    ]);
    expect(posted.every((m) => /^MV-\d{4}$/.test(String(m.no)))).toBe(true);
  });

  it('refuses the whole sale when one line has not enough stock: 409 with the stock left and the product, nothing written', async () => {
    const [salesBefore, movesBefore] = [count('sales'), count('moves')];
    const refused = await call('admin', 'POST', 'sales', {
      lines: [
        { item: ids['Brake pad'], quantity: 1 },
        { item: ids['Oil filter'], quantity: 2 },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only 1 left of Oil filter');
    expect(refused.body.errors).toEqual({ 'lines.1.quantity': 'Only 1 left of Oil filter' });
    expect([count('sales'), count('moves')]).toEqual([salesBefore, movesBefore]);
    expect(await stock('Brake pad')).toBe(7);
  });

  it('counts the lines of one sale together: two lines of the same product past its stock are refused', async () => {
    const refused = await call('admin', 'POST', 'sales', {
      lines: [
        { item: ids['Oil filter'], quantity: 1 },
        { item: ids['Oil filter'], quantity: 1 },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ 'lines.1.quantity': 'Only 0 left of Oil filter' });
    expect(await stock('Oil filter')).toBe(1);
  });

  it('answers a line naming no product as bad input (400) on its cell', async () => {
    const refused = await call('admin', 'POST', 'sales', { lines: [{ item: 999999, quantity: 1 }] });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['lines.0.item']);
  });

  it('lets exactly 5 of 20 concurrent sales of the last 5 items through, and the stock ends at 0', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('admin', 'POST', 'sales', { lines: [{ item: ids['Last one'], quantity: 1 }] })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
    expect(await stock('Last one')).toBe(0);
  });
});

describe('postings on a transition and on import', () => {
  it('a void posts the stock back in with the state change', async () => {
    const sale = await call('admin', 'POST', 'sales', { lines: [{ item: ids['Brake pad'], quantity: 2 }] });
    expect(await stock('Brake pad')).toBe(5);
    const voided = await call('admin', 'POST', `sales/${sale.body.id}/actions/void`, {});
    expect(voided.status).toBe(200);
    expect(voided.body.data.status).toBe('void');
    expect(await stock('Brake pad')).toBe(7);
  });

  it('an import posts each row, and one row short of stock undoes the whole file', async () => {
    const [salesBefore, movesBefore] = [count('sales'), count('moves')];
    const rows = [
      { row: 2, values: { lines: [{ item: ids['Brake pad'], quantity: 1 }] } },
      { row: 3, values: { lines: [{ item: ids['Oil filter'], quantity: 5 }] } },
    ];
    const refused = await call('admin', 'POST', 'sales/import', { fileName: 'sales.xlsx', rows });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Row 3: Only 1 left of Oil filter; nothing was imported');
    expect([count('sales'), count('moves')]).toEqual([salesBefore, movesBefore]);
    const ok = await call('admin', 'POST', 'sales/import', { fileName: 'sales.xlsx', rows: rows.slice(0, 1) });
    expect(ok.status).toBe(201);
    expect(await stock('Brake pad')).toBe(6);
  });
});

describe('a shortfall in an imported file', () => {
  it('is a 409 when the only refusals are shortfalls, a 400 when a row has a bad value, the stock left named either way', async () => {
    const left = await stock('Oil filter');
    const short = { row: 2, values: { item: ids['Oil filter'], type: 'out', quantity: left + 1 } };
    const refused = await call('admin', 'POST', 'moves/import', { fileName: 'moves.xlsx', rows: [short] });
    expect(refused.status).toBe(409);
    expect(refused.body.rows).toEqual([{ row: 2, errors: { quantity: `Only ${left} left of Oil filter` } }]);
    const bad = { row: 3, values: { item: ids['Oil filter'], type: 'sideways', quantity: 1 } };
    const mixed = await call('admin', 'POST', 'moves/import', { fileName: 'moves.xlsx', rows: [short, bad] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.rows.map((r: { row: number }) => r.row)).toEqual([2, 3]);
    expect(await stock('Oil filter')).toBe(left);
  });
});

describe('maxPerPeriod', () => {
  it('refuses the record past the month limit from the settings, with what is used and left; another month or sender is free', async () => {
    expect(srv.app.store.list('settings')[0]).toMatchObject({ kudosPerMonth: 3 });
    for (const text of ['one', 'two', 'three'])
      expect((await call('admin', 'POST', 'kudos', { sender: 'A', text, date: '2026-11-03' })).status).toBe(201);
    const refused = await call('admin', 'POST', 'kudos', { sender: 'A', text: 'four', date: '2026-11-28' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ text: 'You have sent 3 of 3 this month: 0 left' });
    expect((await call('admin', 'POST', 'kudos', { sender: 'A', text: 'december', date: '2026-12-01' })).status).toBe(201);
    expect((await call('admin', 'POST', 'kudos', { sender: 'B', text: 'other', date: '2026-11-03' })).status).toBe(201);
  });

  it('follows the settings when HR raises the limit', async () => {
    const id = srv.app.store.list('settings')[0]!.id;
    expect((await call('admin', 'PATCH', `settings/${id}`, { kudosPerMonth: 4 })).status).toBe(200);
    expect((await call('admin', 'POST', 'kudos', { sender: 'A', text: 'four', date: '2026-11-28' })).status).toBe(201);
  });
});

describe('the loader', () => {
  it('checks postings and limits against the schemas', () => {
    const bad = {
      ...base('bad', 'x'),
      fields: [
        { name: 'x', type: 'text' },
        { name: 'when', type: 'text' },
      ],
      postings: [{ on: 'approve', resource: 'nowhere', forEach: 'x', values: { a: { var: 'nope' } } }],
      constraints: [
        { maxPerPeriod: { by: 'y', date: 'when', per: 'month', max: '$settings.company' }, field: 'x', message: L('m') },
      ],
    };
    let problems: { path: string; message: string }[] = [];
    try {
      loadSchemas(files([bad]));
    } catch (e) {
      problems = (e as SchemaLoadError).problems.filter((p) => p.file === 'bad.json');
    }
    expect(problems.map((p) => p.path).sort()).toEqual(
      [
        '$.postings[0].on',
        '$.postings[0].forEach',
        '$.postings[0].resource',
        '$.postings[0].values.a.var',
        '$.constraints[0].maxPerPeriod.by',
        '$.constraints[0].maxPerPeriod.date',
        '$.constraints[0].maxPerPeriod.max',
      ].sort(),
    );
  });
});

describe('seed data', () => {
  const seeded = (saleRows: object[]) =>
    buildSeed(
      loadSchemas(
        files().map((f) => {
          const json = f.json as { name?: string; seed?: object };
          if (json.name === 'items') json.seed = { count: 1, rows: [{ title: 'Axle' }] };
          if (json.name === 'moves') json.seed = { count: 1, rows: [{ item: 1, type: 'in', quantity: 5 }] };
          if (json.name === 'sales') json.seed = { count: saleRows.length, rows: saleRows };
          return f;
        }),
      ),
    );

  it("posts what the seeded documents post: a sale's outs, a voided sale's outs and ins back", () => {
    const state = seeded([
      { status: 'done', lines: [{ item: 1, quantity: 2 }] },
      { status: 'void', lines: [{ item: 1, quantity: 1 }] },
    ]);
    const moves = state.moves as { type: string; quantity: number; reference?: string; no: string }[];
    expect(moves.map((m) => [m.type, m.quantity, m.reference ?? null])).toEqual([
      ['in', 5, null],
      ['out', 2, 'R-0001'],
      ['out', 1, 'R-0002'],
      ['in', 1, 'R-0002'],
    ]);
    expect(new Set(moves.map((m) => m.no)).size).toBe(4);
  });

  it('stops with the document named when a posted row would break a floor', () => {
    expect(() => seeded([{ status: 'done', lines: [{ item: 1, quantity: 9 }] }])).toThrow(
      /Seed data for sales row 1 posts a moves row that takes a total below its "minTotal" floor/,
    );
  });
});
