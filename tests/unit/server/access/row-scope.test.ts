/**
 * Row scopes over the schemas on disk, through the API: the e-Documents library is read by the roles its
 * category names (rowScope.through), and a change of the category's readers takes effect at once; a
 * performance review is its employee's and its evaluator's (rowScope.me), and the login tells each user
 * which employee they are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { startTestServer, type TestServer, apiCaller } from '../../../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ registry: loadRegistry() });
});
afterAll(() => srv.close());

const call = apiCaller(() => srv);

const titlesOf = (rows: Body[]) => rows.map((r: Body) => String(r.title).split(' / ')[0]).sort();

describe('e-Documents: read by the roles their category names', () => {
  it('each role lists the documents of its categories; Admin and HR all; a hidden one is 404 by id', async () => {
    const all = await call('hr', 'GET', 'eDocuments');
    expect(all.body).toHaveLength(6);
    const staff = await call('staff', 'GET', 'eDocuments');
    expect(titlesOf(staff.body)).toEqual(['IT asset policy', 'Leave request form', 'Password rules', 'Work rules 2026']);
    const sales = await call('sales', 'GET', 'eDocuments');
    expect(titlesOf(sales.body)).toEqual([
      'IT asset policy',
      'Leave request form',
      'Password rules',
      'Price list Q4',
      'Work rules 2026',
    ]);
    const board = all.body.find((d: Body) => String(d.title).startsWith('Board report'));
    expect((await call('sales', 'GET', `eDocuments/${board.id}`)).status).toBe(404);
    expect((await call('admin', 'GET', `eDocuments/${board.id}`)).status).toBe(200);
  });

  it('a category opened to Staff shows its documents to Staff at once, and closing it hides them again', async () => {
    const cats = await call('hr', 'GET', 'documentCategories');
    const handbook = cats.body.find((c: Body) => String(c.name).startsWith('Sales handbook'));
    const before = await call('staff', 'GET', 'eDocuments');
    expect(titlesOf(before.body)).not.toContain('Price list Q4');
    expect(
      (await call('hr', 'PATCH', `documentCategories/${handbook.id}`, { readers: ['Admin', 'Sales', 'Staff'] })).status,
    ).toBe(200);
    expect(titlesOf((await call('staff', 'GET', 'eDocuments')).body)).toContain('Price list Q4');
    expect((await call('hr', 'PATCH', `documentCategories/${handbook.id}`, { readers: ['Admin', 'Sales'] })).status).toBe(200);
    expect(titlesOf((await call('staff', 'GET', 'eDocuments')).body)).not.toContain('Price list Q4');
  });
});

describe('performance reviews: the employee and the evaluator', () => {
  it('the login names the employee; staff lists the reviews where they are employee or evaluator only', async () => {
    const res = await fetch(`${srv.api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'staff', password: 'staff1234' }),
    });
    const { userData } = ((await res.json()) as Body).data;
    expect(userData.employeeId).toBe(3);
    const mine = await call('staff', 'GET', 'performanceReviews');
    expect(mine.body.length).toBeGreaterThan(0);
    for (const r of mine.body) expect(r.employee === 3 || r.evaluator === 3).toBe(true);
    const hr = await call('hr', 'GET', 'performanceReviews');
    expect(hr.body.length).toBeGreaterThan(mine.body.length);
  });
});
