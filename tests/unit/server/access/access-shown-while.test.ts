/**
 * Rows shown only while a condition holds (`shownWhile`, src/access/scope.ts): an announcement between its
 * publish and expiry dates for readers, every row for those who manage them; the loader's checks; and the
 * server's list and show answers (mock-server/access/access.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowInScope, seesAllRows } from '../../../../src/access/scope';
import type { UserData } from '../../../../src/access/types';
import { loadSchemas, type ResourceSchema, type SchemaFile } from '../../../../src/schema';
import { viewDay } from '../../../../src/schema/records/record-notes';
import { loadSchemaDir } from '../../../../src/schema/loader/read-dir';
import { areasFile, loaderProblems, resourceFile } from '../../../support/schema-files';
import { apiCaller, FIXTURE_FILES, startTestServer, type TestServer } from '../../../support/test-server';
import { testUser } from '../../../support/users';

const between = {
  and: [
    { '!=': [{ var: 'active' }, 'N'] },
    { or: [{ empty: { var: 'until' } }, { '>=': [{ var: 'until' }, { var: '$today' }] }] },
  ],
};
const file = (over: Record<string, unknown>) =>
  resourceFile(
    'hr',
    'notes',
    [
      { name: 'no', type: 'text' },
      { name: 'owner', type: 'text' },
      { name: 'active', type: 'flag' },
      { name: 'until', type: 'date' },
    ],
    over,
  );
const load = (over: Record<string, unknown>): ResourceSchema => loadSchemas([areasFile('hr'), file(over)]).byName.get('notes')!;

const staff = testUser('Staff', 'E1', 'staff');
const hr = testUser('HR', 'E2', 'hr');
const admin = testUser('Admin', 'E0', 'admin');
const TODAY = '2026-11-25';

describe('shownWhile', () => {
  const notes = load({ shownWhile: { check: between, seeAll: { roles: ['HR'] } } });
  const shown = (user: UserData, row: Record<string, unknown>) => rowInScope(notes, row, user, {}, undefined, TODAY);

  it('shows a reader the rows whose condition holds today, the last day included', () => {
    expect(shown(staff, { active: 'Y', until: '2026-11-25' })).toBe(true);
    expect(shown(staff, { active: 'Y', until: '2026-11-24' })).toBe(false);
    expect(shown(staff, { active: 'Y' })).toBe(true);
    expect(shown(staff, { active: 'N' })).toBe(false);
  });

  it('shows those who meet seeAll, and Admin, every row; nobody else sees all rows', () => {
    expect(shown(hr, { active: 'N', until: '2020-01-01' })).toBe(true);
    expect(shown(admin, { active: 'N' })).toBe(true);
    expect(seesAllRows(notes, hr, {})).toBe(true);
    expect(seesAllRows(notes, admin, {})).toBe(true);
    expect(seesAllRows(notes, staff, {})).toBe(false);
  });

  it('without seeAll, only Admin sees the hidden rows', () => {
    const strict = load({ shownWhile: { check: between } });
    expect(rowInScope(strict, { active: 'N' }, hr, {}, undefined, TODAY)).toBe(false);
    expect(rowInScope(strict, { active: 'N' }, admin, {}, undefined, TODAY)).toBe(true);
    expect(seesAllRows(strict, hr, {})).toBe(false);
  });

  it('applies with the row scope: a row must be shown and in scope', () => {
    const both = load({
      shownWhile: { check: between, seeAll: { roles: ['HR'] } },
      rowScope: { field: 'owner', seeAll: { roles: ['Admin'] } },
    });
    const at = (user: UserData, row: Record<string, unknown>) => rowInScope(both, row, user, {}, undefined, TODAY);
    expect(at(staff, { owner: 'staff', active: 'Y' })).toBe(true);
    expect(at(staff, { owner: 'staff', active: 'N' })).toBe(false);
    expect(at(staff, { owner: 'hr', active: 'Y' })).toBe(false);
    expect(at(hr, { owner: 'staff', active: 'N' })).toBe(false);
    expect(at(hr, { owner: 'hr', active: 'N' })).toBe(true);
    expect(seesAllRows(both, hr, {})).toBe(false);
  });

  it("reads today's date in the company's time zone when none is given", () => {
    const today = viewDay(new Date());
    expect(rowInScope(notes, { active: 'Y', until: today }, staff, {})).toBe(true);
    expect(rowInScope(notes, { active: 'Y', until: '2000-01-01' }, staff, {})).toBe(false);
  });

  it('changes nothing on a schema without it', () => {
    const plain = load({});
    expect(seesAllRows(plain, staff, {})).toBe(true);
    expect(rowInScope(plain, { active: 'N' }, staff, {}, undefined, TODAY)).toBe(true);
  });

  it('is checked by the loader: its variables, and no "me" where there is no record', () => {
    const problems = (over: Record<string, unknown>) => loaderProblems([areasFile('hr'), file(over)]);
    expect(problems({ shownWhile: { check: between } })).toEqual([]);
    expect(problems({ shownWhile: { check: { '>=': [{ var: 'nope' }, { var: '$today' }] } } })).toEqual([
      'notes.json: $.shownWhile.check.>=[0].var: unknown field "nope"',
    ]);
    expect(problems({ shownWhile: { check: between, seeAll: { me: ['owner'] } } })).toEqual([
      'notes.json: $.shownWhile.seeAll.me: "me" needs a record to look at, and there is none here',
    ]);
  });

  it('hides expired, future and inactive announcements from readers, not from HR', () => {
    const announcements = loadSchemaDir().byName.get('announcements')!;
    const row = { activeFlag: 'Y', publishDate: '2026-11-01', expireDate: '2026-12-31' };
    const at = (user: UserData, more: Record<string, unknown>) =>
      rowInScope(announcements, { ...row, ...more }, user, {}, undefined, TODAY);
    expect(at(staff, {})).toBe(true);
    expect(at(staff, { expireDate: undefined })).toBe(true);
    expect(at(staff, { expireDate: '2026-11-24' })).toBe(false);
    expect(at(staff, { publishDate: '2026-11-26' })).toBe(false);
    expect(at(staff, { publishDate: TODAY })).toBe(true);
    expect(at(staff, { activeFlag: 'N' })).toBe(false);
    expect(at(hr, { activeFlag: 'N', expireDate: '2026-01-01' })).toBe(true);
  });
});

describe('the server', () => {
  let srv: TestServer;
  const call = apiCaller(() => srv);
  beforeAll(async () => {
    const files = structuredClone(FIXTURE_FILES) as SchemaFile[];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- editing fixture JSON
    const people = files.find((f) => f.file === 'people.json')!.json as any;
    people.fields.push({ name: 'until', type: 'date' });
    people.shownWhile = {
      check: { or: [{ empty: { var: 'until' } }, { '>=': [{ var: 'until' }, { var: '$today' }] }] },
      seeAll: { roles: ['HR'] },
    };
    srv = await startTestServer({ registry: loadSchemas(files) });
  });
  afterAll(() => srv.close());

  it('leaves the hidden rows out of a reader’s list and answers 404 for one; HR lists and opens them', async () => {
    const add = async (firstName: string, until?: string) =>
      (await call('hr', 'POST', 'people', { firstName, lastName: 'Shown', email: `${firstName}@shown.test`, until })).body
        .id as number;
    const gone = await add('gone', '2020-01-01');
    const kept = await add('kept', '2999-12-31');
    const names = async (user: string) =>
      ((await call(user, 'GET', 'people?lastName=Shown&_sort=firstName')).body as { firstName: string }[]).map(
        (p) => p.firstName,
      );
    expect(await names('staff')).toEqual(['kept']);
    expect(await names('hr')).toEqual(['gone', 'kept']);
    expect((await call('staff', 'GET', `people/${gone}`)).status).toBe(404);
    expect((await call('staff', 'GET', `people/${kept}`)).status).toBe(200);
    expect((await call('hr', 'GET', `people/${gone}`)).status).toBe(200);
  });
});
