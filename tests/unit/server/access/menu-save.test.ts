/** PUT menu/role/:roleId: the Role menu screen's whole change in one atomic step. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewMenuRow, RoleMenuSave, StoredMenuRow } from '../../../../src/access';
import { startTestServer, type TestServer } from '../../../support/test-server';

let srv: TestServer;
let admin: string;
beforeEach(async () => {
  srv = await startTestServer();
  admin = await srv.login('admin');
});
afterEach(() => srv.close());

const STAFF_ROLE = 3;
const rows = async (): Promise<StoredMenuRow[]> =>
  (
    (await (
      await fetch(`${srv.api}/menu/getAllMenu?roleId=${STAFF_ROLE}`, { headers: { authorization: `Bearer ${admin}` } })
    ).json()) as {
      data: StoredMenuRow[];
    }
  ).data;
const save = (body: unknown, token = admin, roleId = STAFF_ROLE) =>
  fetch(`${srv.api}/menu/role/${roleId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const newRow = (key: string, extra: Partial<NewMenuRow> = {}): NewMenuRow => ({
  roleId: STAFF_ROLE,
  parentId: null,
  key,
  title: key,
  label: { en: key, th: key },
  isView: 'Y',
  isCreate: 'N',
  isEdit: 'N',
  isExport: 'N',
  order: 9,
  ...extra,
});

describe('saving a role menu', () => {
  it('applies flag changes, new areas and new screens under them together', async () => {
    const before = await rows();
    const memos = before.find((r) => r.key === 'memos')!;
    const plan: RoleMenuSave = {
      updates: [{ id: memos.id, isExport: memos.isExport === 'Y' ? 'N' : 'Y' }],
      newAreas: [newRow('area:tools')],
      newScreens: [{ areaKey: 'area:tools', body: newRow('toolbox', { path: '/apps/tools/box', to: 'apps-tools-box' }) }],
    };
    const res = await save(plan);
    expect(res.status).toBe(200);
    const after = await rows();
    expect(after).toHaveLength(before.length + 2);
    const area = after.find((r) => r.key === 'area:tools')!;
    expect(after.find((r) => r.key === 'toolbox')).toMatchObject({ parentId: area.id, roleId: STAFF_ROLE });
    expect(after.find((r) => r.id === memos.id)?.isExport).toBe(plan.updates[0]!.isExport);
    expect(((await res.json()) as { data: StoredMenuRow[] }).data).toEqual(after);
  });

  it('changes nothing when one part is refused', async () => {
    const before = await rows();
    const memos = before.find((r) => r.key === 'memos')!;
    const otherRole = (await (
      await fetch(`${srv.api}/menu/getAllMenu`, { headers: { authorization: `Bearer ${admin}` } })
    ).json()) as {
      data: StoredMenuRow[];
    };
    const foreign = otherRole.data.find((r) => r.roleId !== STAFF_ROLE)!;
    const good = { updates: [{ id: memos.id, isView: 'N' }], newAreas: [newRow('area:tools')], newScreens: [] };
    for (const bad of [
      { ...good, updates: [...good.updates, { id: foreign.id, isView: 'N' }] },
      { ...good, newScreens: [{ areaKey: 'area:nowhere', body: newRow('people') }] },
      { ...good, newAreas: [newRow('area:tools'), newRow('area:tools')] },
      { ...good, newAreas: [newRow('memos')] },
      { ...good, newAreas: [newRow('area:tools', { roleId: 1 })] },
      { ...good, updates: [{ id: memos.id, isView: 'maybe' }] },
      { ...good, extra: true },
    ]) {
      const res = await save(bad);
      expect([400, 404]).toContain(res.status);
      expect(await rows()).toEqual(before);
    }
  });

  it('is for the Role menu screen only (Admin)', async () => {
    const before = await rows();
    const res = await save({ updates: [], newAreas: [newRow('area:tools')], newScreens: [] }, await srv.login('staff'));
    expect(res.status).toBe(403);
    expect(await rows()).toEqual(before);
  });
});
