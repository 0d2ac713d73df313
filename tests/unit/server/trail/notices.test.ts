/**
 * `GET notices` (mock-server/trail/notices.ts): today's broadcasts for each user, after the list's decision and
 * row scope: their department's or everyone's, not another's, not a lapsed or inactive one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { viewDay } from '../../../../src/schema/records/record-notes';
import { apiCaller, startTestServer, type JsonBody as Body, type TestServer } from '../../../support/test-server';

describe('GET notices', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ registry: loadRegistry() });
  });
  afterAll(() => srv.close());
  const call = apiCaller(() => srv);

  it("gives each user today's broadcasts for their department or everyone, not another's, not a lapsed one", async () => {
    const today = viewDay(new Date());
    const later = viewDay(new Date(Date.now() + 20 * 86400000));
    const made = async (title: string, section: string, dueDate: string, activeFlag = 'Y') => {
      const res = await call('admin', 'POST', 'broadcasts', { title, section, dueDate, activeFlag, content: `${title}.` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    const finance = await made('Finance close moves to the 28th', 'finance', later);
    const everyone = await made('Fire drill on Friday', 'all', today);
    const sales = await made('New price list', 'sales', later);
    const off = await made('Old VPN retired', 'finance', later, 'N');
    const ids = async (user: string) => ((await call(user, 'GET', 'notices')).body.data as Body[]).map((n) => n.id);

    const staff = await ids('staff'); // staff works in finance
    expect(staff).toEqual(expect.arrayContaining([finance, everyone]));
    expect(staff).not.toContain(sales);
    expect(staff).not.toContain(off);
    const salesIds = await ids('sales');
    expect(salesIds).toEqual(expect.arrayContaining([sales, everyone]));
    expect(salesIds).not.toContain(finance);
    const notice = ((await call('staff', 'GET', 'notices')).body.data as Body[]).find((n) => n.id === finance);
    expect(notice).toEqual({
      resource: 'broadcasts',
      id: finance,
      title: 'Finance close moves to the 28th',
      text: 'Finance close moves to the 28th.',
      until: later,
    });
    expect((await call('staff', 'GET', 'notices?x=1')).status).toBe(400);
  });

  it('nobody sees a notice of a resource they may not list: the guest gets none', async () => {
    expect((await call('guest', 'GET', 'notices')).body.data).toEqual([]);
  });
});
