/**
 * Notices (src/schema/notices.ts, mock-server/notices.ts): the records of a schema with `notice` shown on the
 * landing page to the people they are for: active, not past their date, for everyone or the user's section.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../mock-server/schemas';
import { loadSchemas } from '../../src/schema';
import { isNoticeFor, toNotice } from '../../src/schema/notices';
import { viewDay } from '../../src/schema/record-notes';
import { areasFile, loaderProblems, resourceFile } from '../support/schema-files';
import { startTestServer, type TestServer, apiCaller } from '../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

const people = resourceFile(
  'hr',
  'employees',
  [
    { name: 'no', type: 'text' },
    { name: 'code', type: 'text' },
    { name: 'dept', type: 'select', options: ['it', 'finance'] },
  ],
  { userLink: 'code' },
);
const notice = {
  title: 'no',
  text: 'body',
  active: 'on',
  until: 'due',
  audience: { field: 'to', person: 'dept', everyone: 'all' },
};
const newsFields = [
  { name: 'no', type: 'text' },
  { name: 'body', type: 'textarea' },
  { name: 'on', type: 'flag' },
  { name: 'due', type: 'date' },
  { name: 'to', type: 'select', options: ['all', 'it', 'finance'] },
];

describe('which records are notices for whom', () => {
  const schema = loadSchemas([areasFile('hr'), people, resourceFile('hr', 'news', newsFields, { notice })]).byName.get('news')!;
  const it_ = { dept: 'it' };
  const row = { id: 1, no: 'Server down', body: 'Saturday night', on: 'Y', due: '2026-11-28', to: 'it' };

  it("active, not past its date, for the person's section or everyone", () => {
    expect(isNoticeFor(schema, row, it_, '2026-11-25')).toBe(true);
    expect(isNoticeFor(schema, row, it_, '2026-11-28')).toBe(true);
    expect(isNoticeFor(schema, row, it_, '2026-11-29')).toBe(false);
    expect(isNoticeFor(schema, { ...row, on: 'N' }, it_, '2026-11-25')).toBe(false);
    expect(isNoticeFor(schema, row, { dept: 'finance' }, '2026-11-25')).toBe(false);
    expect(isNoticeFor(schema, row, undefined, '2026-11-25')).toBe(false);
    expect(isNoticeFor(schema, { ...row, to: 'all' }, undefined, '2026-11-25')).toBe(true);
    expect(isNoticeFor(schema, { ...row, to: '' }, it_, '2026-11-25')).toBe(false);
    expect(isNoticeFor(schema, { ...row, due: undefined }, it_, '2099-01-01')).toBe(true);
  });

  it('as the landing page shows it', () => {
    expect(toNotice(schema, { ...row, due: '2026-11-28T00:00:00Z' })).toEqual({
      resource: 'news',
      id: 1,
      title: 'Server down',
      text: 'Saturday night',
      until: '2026-11-28',
    });
  });

  it('the loader checks the fields and the people field', () => {
    const bad = { title: 'nope', active: 'due', until: 'on', audience: { field: 'to', person: 'floor' } };
    expect(loaderProblems([areasFile('hr'), people, resourceFile('hr', 'news', newsFields, { notice: bad })])).toEqual([
      'news.json: $.notice.title: unknown field "nope"',
      'news.json: $.notice.active: expected a flag or boolean field, "due" is date',
      'news.json: $.notice.until: expected a date field, "on" is flag',
      'news.json: $.notice.audience.person: unknown field "floor" of employees',
    ]);
  });
});

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
