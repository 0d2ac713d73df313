/**
 * Live values on the server (mock-server/records/live.ts through visibleRecord): the schemas' own live fields
 * (assets' depreciation to date, tickets' overdue flag) are in every answer (create, show, list, export,
 * summary rows, update) and never in the store or its file; the list refuses to sort or filter by them.
 * Also `"default": "$me"` (me-default.ts): a ticket's requester is the caller's own record unless given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDate } from '../../../../src/schema/expression/date-math';
import { loadSchemaDir } from '../../../../src/schema/loader/read-dir';
import { apiCaller, startTestServer, type JsonBody, type TestServer } from '../../../support/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ registry: loadSchemaDir() });
});
afterAll(() => srv.close());
const call = apiCaller(() => srv);

/** The same day of the month, `months` months before today in Bangkok (day 28 at most, so it exists). */
function monthsAgo(months: number): string {
  const [y, m, d] = bangkokDate(new Date()).split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;
}

const LIVE_KEYS = ['monthsInUse', 'accumulatedDepreciation', 'bookValue'];

describe('live values in answers, never stored', () => {
  let asset: JsonBody;
  beforeAll(async () => {
    // On the 28th or before, exactly 12 months in; past the 28th the day was moved back, still 12 whole months.
    const created = await call('admin', 'POST', 'assets', {
      name: 'Notebook Dell Latitude 5440',
      category: 'notebook',
      location: 'hq',
      status: 'inUse',
      purchaseDate: monthsAgo(12),
      price: 36000,
      salvageValue: 0,
      usefulLife: 3,
      bookValue: 1, // ignored: live values are never taken from the caller
    });
    expect(created.status).toBe(201);
    asset = created.body;
  });

  it('answers the create with the values worked out now', () => {
    expect(asset.monthsInUse).toBe(12);
    expect(asset.accumulatedDepreciation).toBe(12000);
    expect(asset.bookValue).toBe(24000);
    expect(asset.depreciableAmount).toBe(36000); // a stored computed value, beside them
  });

  it('answers them in show, list, export and a summary group', async () => {
    const show = await call('admin', 'GET', `assets/${asset.id}`);
    expect(show.status).toBe(200);
    const list = await call('admin', 'GET', `assets?assetCode=${asset.assetCode}`);
    expect(list.body).toHaveLength(1);
    const exported = await call('admin', 'GET', `assets?assetCode=${asset.assetCode}&_export=1`);
    const summary = await call('admin', 'GET', `assets/summary?groupBy=category&assetCode=${asset.assetCode}&_group=notebook`);
    expect(summary.status).toBe(200);
    for (const row of [show.body, list.body[0], exported.body[0], summary.body.rows[0]]) {
      expect(row.id).toBe(asset.id);
      expect([row.accumulatedDepreciation, row.bookValue, row.monthsInUse]).toEqual([12000, 24000, 12]);
    }
  });

  it('keeps them out of the store and its file, through an update that sends them back', async () => {
    const patched = await call('admin', 'PATCH', `assets/${asset.id}`, { ...asset, bookValue: 5, remark: 'Checked' });
    expect(patched.status).toBe(200);
    expect(patched.body.bookValue).toBe(24000);
    const stored = srv.app.store.get('assets', asset.id)!;
    expect(stored.remark).toBe('Checked');
    expect(stored.depreciableAmount).toBe(36000);
    for (const key of LIVE_KEYS) expect(stored).not.toHaveProperty(key);
    const file = (await srv.stored()) as unknown as { assets: Record<string, unknown>[] };
    const row = file.assets.find((r) => r.id === asset.id)!;
    expect(row.remark).toBe('Checked');
    for (const key of LIVE_KEYS) expect(row).not.toHaveProperty(key);
    expect(srv.app.store.values('assets')).not.toContainEqual(expect.objectContaining({ bookValue: expect.anything() }));
  });

  it('refuses to sort or filter the list by a live value (they are not in the stored rows)', async () => {
    const sorted = await call('admin', 'GET', 'assets?_sort=bookValue&_order=desc');
    expect(sorted.status).toBe(400);
    expect(sorted.body.message).toBe('Cannot sort by "bookValue"');
    const filtered = await call('admin', 'GET', 'assets?bookValue_gte=1');
    expect(filtered.status).toBe(400);
    expect(filtered.body.message).toBe('"bookValue" cannot be used to filter');
    expect((await call('admin', 'GET', 'assets?_sort=price&_order=desc')).status).toBe(200);
  });
});

describe('tickets: due time, overdue flag, requester by default', () => {
  it("a new ticket's requester is the caller's own record; due from its priority; not overdue yet", async () => {
    const created = await call('staff', 'POST', 'tickets', {
      title: 'Printer jam',
      category: 'printer',
      priority: 'urgent',
      description: 'Tray 2 jams.',
      overdue: true, // ignored
    });
    expect(created.status).toBe(201);
    const t = created.body;
    // The token carries the user (userData) with the id of their own employee record.
    const token = await srv.login('staff');
    const user = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).data;
    expect(typeof user.employeeId).toBe('number');
    expect(t.requester).toBe(user.employeeId);
    // Due 4 hours after the creation, to the second.
    expect(Date.parse(t.dueAt)).toBe(Math.floor(Date.parse(t.createdAt) / 1000) * 1000 + 4 * 3600 * 1000);
    expect(t.dueAt).toMatch(/\+07:00$/);
    expect(t.overdue).toBe(false);
    expect(srv.app.store.get('tickets', t.id)).not.toHaveProperty('overdue');
    // Someone else may be named as the requester.
    const forOther = await call('staff', 'POST', 'tickets', {
      title: 'For Somchai',
      category: 'account',
      priority: 'low',
      description: 'x',
      requester: 1,
    });
    expect(forOther.body.requester).toBe(1);
  });

  it('flags the seeded tickets past their due time that are not resolved or closed', async () => {
    const list = await call('admin', 'GET', 'tickets?_sort=id&_order=asc&_end=1000');
    expect(list.status).toBe(200);
    const seeded = (list.body as JsonBody[]).filter((t) => Date.parse(t.dueAt) < Date.now());
    const late = seeded.filter((t) => !['resolved', 'closed'].includes(t.status));
    expect(late.length).toBeGreaterThan(3);
    for (const t of late) expect(t.overdue).toBe(true);
    for (const t of seeded.filter((x) => ['resolved', 'closed'].includes(x.status))) expect(t.overdue).toBe(false);
  });
});
