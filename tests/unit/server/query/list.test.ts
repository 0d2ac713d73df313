import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../support/test-server';

interface Person {
  id: number;
  code: string;
  firstName: string;
  lastName: string;
  email: string;
  age?: number;
  skills?: string[];
}

let srv: TestServer;
let token: string;

const list = async (query: string) => {
  const res = await fetch(`${srv.api}/people?${query}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(5000),
  });
  const body = (await res.json()) as unknown;
  return {
    res,
    status: res.status,
    total: Number(res.headers.get('x-total-count')),
    rows: body as Person[],
    body: body as { message: string },
  };
};

beforeAll(async () => {
  srv = await startTestServer({ seedOverrides: { people: 120 } });
  token = await srv.login('staff');
});
afterAll(() => srv.close());

describe('list queries (json-server dialect)', () => {
  it('paginates with _start/_end and reports the total', async () => {
    const { status, total, rows, res } = await list('_start=10&_end=25');
    expect(status).toBe(200);
    expect(total).toBe(120);
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 11));
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
  });

  it('paginates with _page/_limit and _start/_limit', async () => {
    expect((await list('_page=3&_limit=7')).rows.map((r) => r.id)).toEqual([15, 16, 17, 18, 19, 20, 21]);
    expect((await list('_start=5&_limit=2')).rows.map((r) => r.id)).toEqual([6, 7]);
    expect((await list('_page=2')).rows).toHaveLength(10);
  });

  it('sorts by one or more fields, ascending and descending, empty values last', async () => {
    const asc = (await list('_sort=age&_order=asc')).rows;
    const ages = asc.map((r) => r.age).filter((a) => a !== undefined && a !== null) as number[];
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    expect(asc.slice(0, ages.length).every((r) => typeof r.age === 'number')).toBe(true);
    const desc = (await list('_sort=age,id&_order=desc,asc')).rows.filter((r) => typeof r.age === 'number');
    for (let i = 1; i < desc.length; i++) {
      const [a, b] = [desc[i - 1]!, desc[i]!];
      expect(a.age! > b.age! || (a.age === b.age && a.id < b.id)).toBe(true);
    }
    const byName = (await list('_sort=lastName')).rows.map((r) => r.lastName);
    expect(byName).toEqual([...byName].sort(new Intl.Collator(['th', 'en'], { numeric: true, sensitivity: 'base' }).compare));
  });

  it('treats _like as a literal, case-insensitive substring', async () => {
    const all = (await list('')).rows;
    const sample = all[0]!.email.slice(2, 6).toUpperCase();
    const { rows, total } = await list(`email_like=${encodeURIComponent(sample)}`);
    expect(total).toBe(all.filter((r) => r.email.toLowerCase().includes(sample.toLowerCase())).length);
    expect(rows.length).toBeGreaterThan(0);
    const paren = await list('firstName_like=(');
    expect(paren.status).toBe(200);
    expect(paren.rows).toEqual([]);
    const evil = await list(`firstName_like=${encodeURIComponent('(a+)+$')}`);
    expect(evil.status).toBe(200);
    expect(evil.total).toBe(0);
    // As a RegExp these would match nearly every row; as literal text they match none.
    expect((await list(`email_like=${encodeURIComponent('[a-z]')}`)).total).toBe(0);
    expect((await list(`email_like=${encodeURIComponent('^.')}`)).total).toBe(0);
  });

  it('filters by equality (repeated = OR), ranges, _ne and q', async () => {
    expect((await list('id=3&id=5&id=999')).rows.map((r) => r.id)).toEqual([3, 5]);
    const range = (await list('age_gte=30&age_lte=40')).rows;
    expect(range.length).toBeGreaterThan(0);
    expect(range.every((r) => r.age! >= 30 && r.age! <= 40)).toBe(true);
    expect((await list('id_ne=1&id_ne=2')).total).toBe(118);
    const someone = (await list('id=7')).rows[0]!;
    const q = await list(`q=${encodeURIComponent(someone.lastName)}`);
    expect(q.rows.every((r) => r.lastName.includes(someone.lastName) || r.firstName.includes(someone.lastName))).toBe(true);
    expect(q.rows.map((r) => r.id)).toContain(7);
    const skilled = (await list('skills=sql')).rows;
    expect(skilled.length).toBeGreaterThan(0);
    expect(skilled.every((r) => r.skills?.includes('sql'))).toBe(true);
  });

  it('answers 400, not 500, to unknown keys and bad values', async () => {
    for (const query of [
      'colour=red',
      'name_like=x',
      '_embed=unicorns', // _embed=memos is answered now (conformance-query.test.ts)
      '_expand=firstName',
      '_sort=nope',
      '_order=sideways&_sort=age',
      '_start=-1&_end=5',
      'age_gte=old',
      '_end=abc',
    ]) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.message, query).toEqual(expect.any(String));
    }
    expect((await list('colour=red')).body.message).toMatch(/colour/);
  });

  it('answers 404 to an unknown resource or id', async () => {
    const res = await fetch(`${srv.api}/unicorns`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toMatch(/unicorns/);
    expect((await fetch(`${srv.api}/people/99999`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    expect((await fetch(`${srv.api}/people/abc`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    expect((await fetch(`${srv.api}/people/%E0%A4%A`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(400);
  });

  it('returns one record by id', async () => {
    const res = await fetch(`${srv.api}/people/4`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 4, code: 'P0004' });
  });

  it('applies list access rules (orders need OrderManual Create)', async () => {
    const staff = await fetch(`${srv.api}/orders`, { headers: { authorization: `Bearer ${token}` } });
    expect(staff.status).toBe(403);
    expect(((await staff.json()) as { message: string }).message).toMatch(/OrderManual Create/);
    const sales = await fetch(`${srv.api}/orders`, { headers: { authorization: `Bearer ${await srv.login('sales')}` } });
    expect(sales.status).toBe(200);
  });

  // Last: it changes the rows the tests above count.
  it('keeps sorted pages right after inserts, updates and deletes', async () => {
    const hr = { authorization: `Bearer ${await srv.login('hr')}`, 'content-type': 'application/json' };
    const collator = new Intl.Collator(['th', 'en'], { numeric: true, sensitivity: 'base' });
    const expected = (rows: Person[]) =>
      [...rows].sort((a, b) => collator.compare(a.lastName, b.lastName) || a.id - b.id).map((r) => r.id);
    await list('_sort=lastName'); // cache the order, so the writes below patch it
    await fetch(`${srv.api}/people`, {
      method: 'POST',
      headers: hr,
      body: JSON.stringify({ firstName: 'Aa', lastName: 'Aaaa', email: 'aa@x.co' }),
    });
    await fetch(`${srv.api}/people`, {
      method: 'POST',
      headers: hr,
      body: JSON.stringify({ firstName: 'Zz', lastName: 'ฮฮฮ', email: 'zz@x.co' }),
    });
    await fetch(`${srv.api}/people/9`, { method: 'PATCH', headers: hr, body: JSON.stringify({ lastName: 'Mmmm' }) });
    await fetch(`${srv.api}/people/10`, { method: 'DELETE', headers: hr });
    const sorted = (await list('_sort=lastName')).rows;
    expect(sorted.map((r) => r.id)).toEqual(expected(sorted));
    expect(sorted).toHaveLength(121);
    expect(sorted.find((r) => r.id === 9)!.lastName).toBe('Mmmm');
    expect(sorted.map((r) => r.id)).not.toContain(10);
    const desc = (await list('_sort=lastName&_order=desc')).rows;
    expect(desc.map((r) => r.id)).toEqual(
      [...desc].sort((a, b) => collator.compare(b.lastName, a.lastName) || a.id - b.id).map((r) => r.id),
    );
  });
});
