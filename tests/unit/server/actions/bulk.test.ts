/**
 * `POST {resource}/bulk` (mock-server/actions/bulk.ts): each row decided by its single-row endpoint's rules
 * (deleteRecord with onDelete restrict, runAction), each success audited as a single call is, and the
 * answer every row's outcome with a summary; chosen ids or every row the list's filters match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX } from '../../../../src/access';
import { startTestServer, type TestServer, apiCaller } from '../../../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

let srv: TestServer;

const call = apiCaller(() => srv);

let n = 0;
/** A memo of staff's, submitted (pending) unless `draft`. */
async function memo(title: string, { draft = false } = {}): Promise<number> {
  const made = await call('staff', 'POST', 'memos', { title: `${title} ${++n}`, category: 'it', approveBy: 2 });
  expect(made.status).toBe(201);
  if (!draft) expect((await call('staff', 'POST', `memos/${made.body.id}/actions/submit`)).status).toBe(200);
  return made.body.id as number;
}

const audit = (id: number, action: string) =>
  srv.app.store.list('audit').filter((e) => e.resource === 'memos' && e.recordId === id && e.action === action);

beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

describe('workflow actions', () => {
  it('approves the chosen memos as the approver, one audit entry per row', async () => {
    const ids = [await memo('Bulk A'), await memo('Bulk A'), await memo('Bulk A')];
    const res = await call('hr', 'POST', 'memos/bulk', { action: 'approve', ids });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual(ids.map((id) => ({ id, ok: true })));
    expect(res.body.summary).toEqual({ action: 'approve', total: 3, done: 3, refused: 0, reasons: [] });
    for (const id of ids) {
      expect(srv.app.store.get('memos', id)?.status).toBe('approved');
      expect(audit(id, 'approve')).toEqual([expect.objectContaining({ username: 'hr', from: 'pending', to: 'approved' })]);
    }
  });

  it('refuses each row its single call would refuse, with that call’s status and reason', async () => {
    const pending = await memo('Bulk B');
    const draft = await memo('Bulk B', { draft: true });
    const res = await call('hr', 'POST', 'memos/bulk', { action: 'approve', ids: [pending, draft, 999999, pending] });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: pending, ok: true },
      { id: draft, ok: false, status: 409, reason: '"approve" is not possible while the record is draft' },
      { id: 999999, ok: false, status: 404, reason: 'Memo 999999 not found' },
    ]);
    expect(res.body.summary).toMatchObject({ total: 3, done: 1, refused: 2 });
    expect(srv.app.store.get('memos', draft)?.status).toBe('draft');
    expect(audit(draft, 'approve')).toEqual([]);
  });

  it('refuses every row to a user the transition does not allow, changing nothing', async () => {
    const ids = [await memo('Bulk C'), await memo('Bulk C')];
    const res = await call('sales', 'POST', 'memos/bulk', { action: 'approve', ids });
    expect(res.body.summary.done).toBe(0);
    expect(res.body.summary.reasons).toEqual([
      expect.objectContaining({ status: 403, count: 2, ids, reason: expect.stringMatching(/Memo Approve/) }),
    ]);
    for (const id of ids) expect(srv.app.store.get('memos', id)?.status).toBe('pending');
  });

  it('takes every row the list filters match (search included), as the list shows them', async () => {
    const ids = [await memo('Filtered D'), await memo('Filtered D'), await memo('Filtered D', { draft: true })];
    const filters = [
      { field: 'q', operator: 'eq', value: 'Filtered D' },
      { field: 'status', operator: 'eq', value: 'pending' },
    ];
    const res = await call('admin', 'POST', 'memos/bulk', { action: 'approve', filters });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: Body) => r.id)).toEqual(ids.slice(0, 2));
    expect(res.body.summary.done).toBe(2);
    expect(srv.app.store.get('memos', ids[2]!)?.status).toBe('draft');
  });

  it('passes the comment on to each transition, and refuses one where the transition takes none', async () => {
    // Submit takes an optional comment in the fixture; approve none.
    const ids = [await memo('Commented', { draft: true }), await memo('Commented', { draft: true })];
    const res = await call('staff', 'POST', 'memos/bulk', { action: 'submit', ids, comment: ' Please approve ' });
    expect(res.body.summary.done).toBe(2);
    for (const id of ids) expect(audit(id, 'submit')[0]?.comment).toBe('Please approve');
    const refused = await call('hr', 'POST', 'memos/bulk', { action: 'approve', ids, comment: 'Fine by me' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This action takes no comment');
    for (const id of ids) expect(srv.app.store.get('memos', id)?.status).toBe('pending');
  });
});

describe('delete', () => {
  it('deletes what may go and refuses a row another record uses (onDelete restrict), with the reason', async () => {
    const made = [];
    for (const firstName of ['Bulk', 'Bulk', 'Bulk'])
      made.push(
        (await call('admin', 'POST', 'people', { firstName, lastName: 'Person', email: `bulk${++n}@example.com` })).body
          .id as number,
      );
    const used = made[1]!;
    expect((await call('staff', 'POST', 'memos', { title: 'Uses a person', category: 'it', approveBy: used })).status).toBe(201);
    const res = await call('admin', 'POST', 'people/bulk', { action: 'delete', ids: made });
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({
      action: 'delete',
      total: 3,
      done: 2,
      refused: 1,
      reasons: [{ reason: 'Used by 1 memo', status: 409, count: 1, ids: [used] }],
    });
    expect(srv.app.store.get('people', made[0]!)).toBeUndefined();
    expect(srv.app.store.get('people', used)).toBeDefined();
    const deletes = srv.app.store.list('audit').filter((e) => e.resource === 'people' && e.action === 'delete');
    expect(deletes.map((e) => e.recordId)).toEqual(expect.arrayContaining([made[0], made[2]]));
    expect(deletes.map((e) => e.recordId)).not.toContain(used);
  });

  it('refuses rows past their editable state and rows of other owners', async () => {
    const mine = await memo('Del E', { draft: true });
    const submitted = await memo('Del E');
    const res = await call('staff', 'POST', 'memos/bulk', { action: 'delete', ids: [mine, submitted] });
    expect(res.body.results).toEqual([
      { id: mine, ok: true },
      { id: submitted, ok: false, status: 409, reason: 'This memo is pending and can no longer be deleted' },
    ]);
    const others = await call('sales', 'POST', 'memos/bulk', { action: 'delete', ids: [await memo('Del E', { draft: true })] });
    expect(others.body.summary.reasons[0]).toMatchObject({ status: 403 });
  });
});

describe('the request', () => {
  it('answers 400 for what is not a bulk request', async () => {
    const bad = async (body: unknown) => (await call('admin', 'POST', 'memos/bulk', body)).body.message as string;
    expect(await bad({ action: 'archive', ids: [1] })).toBe(
      'Unknown bulk action "archive" for memos; known: delete, submit, approve',
    );
    expect(await bad({ action: 'delete' })).toMatch(/either ids .* or filters/);
    expect(await bad({ action: 'delete', ids: [1], filters: [] })).toMatch(/not both/);
    expect(await bad({ action: 'delete', ids: [] })).toMatch(/non-empty list/);
    expect(await bad({ action: 'delete', ids: ['1'] })).toMatch(/non-empty list/);
    expect(await bad({ action: 'delete', ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1) })).toMatch(/At most 1000/);
    expect(await bad({ action: 'delete', filters: [{ field: 'nope', operator: 'eq', value: 1 }] })).toMatch(
      /"nope" is not a field/,
    );
    expect(await bad({ action: 'submit', ids: [1], comment: 5 })).toMatch(/Comment must be text/);
    expect((await call('admin', 'POST', 'memos/bulk', { action: 'delete', ids: [1] })).status).toBe(200);
    expect((await call('admin', 'POST', 'nope/bulk', { action: 'delete', ids: [1] })).status).toBe(404);
  });

  it('needs the list right for "all matching"', async () => {
    const res = await call('staff', 'POST', 'orders/bulk', { action: 'delete', filters: [] });
    expect(res.status).toBe(403);
  });
});
