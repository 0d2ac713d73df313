/**
 * `GET <resource>/summary` (mock-server/records/summary.ts): counts per group of the records the list answers
 * (the list's access decision, row scope and filters), sorted by the group values; one group's first
 * records with `_group`; 400 with `{ message, errors }` for a field a summary cannot count by; 403 when the
 * caller may not list; the path is not taken for a record id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas, type SchemaFile } from '../../../../src/schema';
import { FIXTURE_FILES, startTestServer, type TestServer } from '../../../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

/** The fixture schemas, memos seen by their owners only (HR and Admin see all), a field only Admin and HR may read. */
function registry() {
  const files = structuredClone(FIXTURE_FILES) as SchemaFile[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- editing fixture JSON
  const json = (name: string) => files.find((f) => f.file === `${name}.json`)!.json as any;
  json('people').fields.push({ name: 'salary', type: 'money', access: { read: { roles: ['Admin', 'HR'] } } });
  json('people').fields.push({ name: 'grade', type: 'text', access: { read: { roles: ['Admin', 'HR'] } } });
  json('memos').rowScope = { seeAll: { roles: ['Admin', 'HR'] } };
  return loadSchemas(files);
}

let srv: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  srv = await startTestServer({ registry: registry() });
});
afterAll(() => srv.close());

async function get(user: string, path: string) {
  tokens[user] ??= await srv.login(user);
  const res = await fetch(`${srv.api}/${path}`, { headers: { authorization: `Bearer ${tokens[user]}` } });
  return { status: res.status, total: res.headers.get('x-total-count'), body: (await res.json()) as Body };
}

/** Counts per group worked out from the list's own answer: the expectation, not the code under test. */
function countsOf(rows: Body[], fields: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of rows) {
    const key = fields.map((f) => (r[f] === undefined || r[f] === null || r[f] === '' ? null : r[f])).join('|');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
const answered = (groups: { values: Record<string, unknown>; count: number }[], fields: string[]) =>
  Object.fromEntries(groups.map((g) => [fields.map((f) => g.values[f]).join('|'), g.count]));

describe('GET <resource>/summary', () => {
  it("counts the list's records per group, sorted by the values (options in their declared order)", async () => {
    const list = await get('admin', 'memos');
    const summary = await get('admin', 'memos/summary?groupBy=category&groupBy=status');
    expect(summary.status).toBe(200);
    expect(summary.body.total).toBe(Number(list.total));
    expect(answered(summary.body.groups, ['category', 'status'])).toEqual(countsOf(list.body, ['category', 'status']));
    const order = ['general', 'it', 'purchase'];
    const states = ['draft', 'pending', 'approved'];
    const keys = summary.body.groups.map((g: Body) => order.indexOf(g.values.category) * 10 + states.indexOf(g.values.status));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it("counts after the list's filters: the same query narrows both alike", async () => {
    const list = await get('admin', 'memos?status=pending&category=it&category=general');
    const summary = await get('admin', 'memos/summary?groupBy=category&status=pending&category=it&category=general');
    expect(summary.body.total).toBe(Number(list.total));
    expect(answered(summary.body.groups, ['category'])).toEqual(countsOf(list.body, ['category']));
    // A filter the list refuses is refused here too, with the list's message.
    const bad = await get('admin', 'memos/summary?groupBy=category&nope=1');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Unknown query parameter "nope"');
  });

  it('counts a reference by its id, sorted by the referenced record title; a multiselect under each option, none last', async () => {
    const memos = await get('admin', 'memos/summary?groupBy=approveBy');
    const people = (await get('admin', 'people')).body as Body[];
    const title = (id: number) => people.find((p) => p.id === id)!.firstName as string;
    const ids = memos.body.groups.map((g: Body) => g.values.approveBy as number);
    expect(ids.every((id: unknown) => typeof id === 'number')).toBe(true);
    const collator = new Intl.Collator(['th', 'en'], { numeric: true, sensitivity: 'base' });
    expect(ids.map(title)).toEqual(ids.map(title).sort(collator.compare));

    const skills = await get('admin', 'people/summary?groupBy=skills');
    const rows = (await get('admin', 'people')).body as Body[];
    expect(skills.body.total).toBe(rows.length);
    for (const skill of ['excel', 'sql', 'thai', 'english'])
      expect(skills.body.groups.find((g: Body) => g.values.skills === skill)?.count ?? 0).toBe(
        rows.filter((r) => (r.skills ?? []).includes(skill)).length,
      );
    const none = rows.filter((r) => !(r.skills ?? []).length).length;
    if (none) expect(skills.body.groups.at(-1)).toEqual({ values: { skills: null }, count: none });
    expect(skills.body.groups.map((g: Body) => g.values.skills).filter(Boolean)).toEqual(
      ['excel', 'sql', 'thai', 'english'].filter((s) => rows.some((r) => (r.skills ?? []).includes(s))),
    );
  });

  it('counts only the rows in scope: a user who sees own rows gets counts of own rows', async () => {
    const mine = (await get('staff', 'memos')).body as Body[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m) => m.createdBy === 'staff')).toBe(true);
    const all = await get('hr', 'memos/summary?groupBy=category');
    const own = await get('staff', 'memos/summary?groupBy=category');
    expect(own.status).toBe(200);
    expect(own.body.total).toBe(mine.length);
    expect(all.body.total).toBeGreaterThan(own.body.total);
    expect(answered(own.body.groups, ['category'])).toEqual(countsOf(mine, ['category']));
    // One group's records: only own ones too.
    const category = own.body.groups[0].values.category as string;
    const group = await get('staff', `memos/summary?groupBy=category&_group=${category}`);
    expect(group.body.rows.map((r: Body) => r.id).sort()).toEqual(
      mine
        .filter((m) => m.category === category)
        .map((m) => m.id)
        .sort(),
    );
  });

  it("answers one group's first records with _group, '' standing for no value, hidden fields left out", async () => {
    const rows = (await get('staff', 'people')).body as Body[];
    const empty = await get('staff', 'people/summary?groupBy=skills&_group=');
    expect(empty.body.rows.map((r: Body) => r.id)).toEqual(rows.filter((r) => !(r.skills ?? []).length).map((r) => r.id));
    const sql = await get('staff', 'people/summary?groupBy=skills&_group=sql');
    expect(sql.body.rows.length).toBe(rows.filter((r) => (r.skills ?? []).includes('sql')).length);
    expect(sql.body.rows.every((r: Body) => r.skills.includes('sql') && !('salary' in r))).toBe(true);
    expect(sql.body.groups.length).toBeGreaterThan(1); // the counts stay those of every group
    const two = await get('admin', 'memos/summary?groupBy=category&groupBy=status&_group=it');
    expect(two.status).toBe(400);
    expect(two.body.errors._group).toBe('expected one value per groupBy field (2), got 1');
  });

  it('refuses a field a summary cannot count by with 400 and { message, errors }', async () => {
    const cases: [string, string][] = [
      ['memos/summary', 'expected 1 to 3 fields to count by, got 0'],
      ['memos/summary?groupBy=nope', 'unknown field "nope": expected a field of the schema'],
      [
        'memos/summary?groupBy=amount',
        'a summary cannot count by a money field: expected a select, status, flag, boolean, reference, text, date or integer field',
      ],
      [
        'orders/summary?groupBy=lines',
        'a summary cannot count by a table field: expected a select, status, flag, boolean, reference, text, date or integer field',
      ],
      ['people/summary?groupBy=grade', '"grade" has read rules: a count would tell what some users may not read'],
      ['memos/summary?groupBy=category&groupBy=category', '"category" is counted by already'],
      ['memos/summary?groupBy=category&groupBy=status&groupBy=approveBy&groupBy=no', 'expected 1 to 3 fields to count by, got 4'],
    ];
    for (const [path, message] of cases) {
      const res = await get('admin', path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual({ message: `groupBy: ${message}`, errors: { groupBy: message } });
    }
    const paged = await get('admin', 'memos/summary?groupBy=category&_start=0&_end=5');
    expect(paged.status).toBe(400);
    expect(paged.body.errors).toEqual({
      _start: '"_start" is not supported by a summary: it counts every matching record',
      _end: '"_end" is not supported by a summary: it counts every matching record',
    });
  });

  it('answers 403 to a caller who may not list the resource, before looking at the query', async () => {
    for (const path of ['memos/summary?groupBy=category', 'memos/summary?groupBy=nope']) {
      const res = await get('guest', path);
      expect(res.status, path).toBe(403);
      expect(res.body.message).toMatch(/^You may not list memos/);
    }
    const orders = await get('staff', 'orders/summary?groupBy=customer');
    expect(orders.status).toBe(403);
    expect(orders.body.message).toBe('You may not list orders. This needs the OrderManual Create permission');
  });

  it('is not read as a record id: <resource>/:id still answers records, an unknown resource 404s', async () => {
    const first = (await get('admin', 'memos?_start=0&_end=1')).body[0];
    expect((await get('admin', `memos/${first.id}`)).body.id).toBe(first.id);
    expect((await get('admin', 'memos/summary?groupBy=category')).status).toBe(200);
    expect((await get('admin', 'nothing/summary?groupBy=category')).status).toBe(404);
  });
});
