/**
 * `POST {resource}/import` (mock-server/actions/import.ts): every row checked as the create form is, all rows
 * stored in one step or none, document numbers in file order, an audit entry naming the file per record,
 * the create decision and the field write rules, the limits; a dry run stores nothing. A record's child
 * rows (`values.participants`) are checked as the form's are, their references too, messages keyed
 * `participants.1.person`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '../../../../src/schema/import/import';
import { importRegistry } from '../../../support/import-fixture';
import { startTestServer, type TestServer } from '../../../support/test-server';

let srv: TestServer;
const tokens: Record<string, string> = {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the test here
type Body = any;

async function post(user: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${srv.api}/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Body };
}

const rows = (...values: Record<string, unknown>[]) => values.map((v, i) => ({ row: i + 2, values: v }));
const contact = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `Imported ${n}`,
  email: `imported${n}@example.com`,
  kind: 'lead',
  ...extra,
});

const stored = () => srv.app.store.list('contacts');
const audit = () => srv.app.store.list('audit');

beforeAll(async () => {
  srv = await startTestServer({ registry: importRegistry() });
  for (const u of ['admin', 'hr', 'staff', 'sales']) tokens[u] = await srv.login(u);
});
afterAll(() => srv.close());

describe('a good file', () => {
  it('stores every row in file order, numbered in that order after the stored ones, with defaults, stamps and owner', async () => {
    const before = stored();
    const last = Math.max(...before.map((r) => Number(String(r.no).slice(1))));
    const { status, body } = await post('hr', 'contacts/import', {
      fileName: 'C:\\Users\\hr\\contacts.xlsx',
      rows: rows(
        contact(1, { credit: 500 }),
        contact(2, { active: 'N', owner: 1 }),
        contact(3, { id: 9999, createdBy: 'admin' }),
      ),
    });
    expect(status).toBe(201);
    expect(body.imported).toBe(3);
    const added = stored().slice(before.length);
    expect(body.ids).toEqual(added.map((r) => r.id));
    expect(added.map((r) => r.no)).toEqual([1, 2, 3].map((n) => `C${String(last + n).padStart(4, '0')}`));
    expect(added.map((r) => r.name)).toEqual(['Imported 1', 'Imported 2', 'Imported 3']);
    expect(added.map((r) => r.active)).toEqual(['Y', 'N', 'Y']);
    expect(added[0]).toMatchObject({ credit: 500, display: 'Imported 1 (lead)', createdBy: 'hr' });
    expect(added[2]!.id).not.toBe(9999);
    expect(added[2]!.createdBy).toBe('hr');
    // Durable: on disk after the answer.
    const onDisk = (await srv.stored()) as unknown as { contacts: { name: string }[] };
    expect(onDisk.contacts.map((r) => r.name)).toContain('Imported 3');
  });

  it('writes one "import" audit entry per record, naming the file (without its folders) and every value set', () => {
    const ids = stored()
      .filter((r) => String(r.name).startsWith('Imported '))
      .map((r) => r.id);
    const entries = audit().filter((e) => e.resource === 'contacts' && ids.includes(e.recordId as number));
    expect(entries).toHaveLength(3);
    const name = srv.app.store.list('users').find((u) => u.username === 'hr')!.fullName;
    for (const e of entries) expect(e).toMatchObject({ action: 'import', file: 'contacts.xlsx', username: 'hr', name });
    expect(entries[0]!.changes).toEqual(expect.arrayContaining([{ field: 'name', new: 'Imported 1' }]));
  });
});

describe('all or none', () => {
  it('refuses the whole file when one row is bad: 400 with each refused row and its messages, nothing stored', async () => {
    const [records, entries] = [stored().length, audit().length];
    const { status, body } = await post('admin', 'contacts/import', {
      fileName: 'bad.xlsx',
      rows: rows(contact(10), contact(11, { kind: 'partner', email: 'nope' }), contact(12, { owner: 424242 })),
    });
    expect(status).toBe(400);
    expect(body.message).toBe('2 of 3 rows were refused; nothing was imported');
    expect(body.rows).toEqual([
      { row: 3, errors: { kind: 'Kind must be one of: Lead, Customer', email: 'Email must be a valid email address' } },
      { row: 4, errors: { owner: 'Owner must point to an existing record' } },
    ]);
    expect(stored()).toHaveLength(records);
    expect(audit()).toHaveLength(entries);
  });

  it('checks unique fields against stored records and the earlier rows of the same file', async () => {
    const taken = String(stored()[0]!.email);
    const { status, body } = await post('admin', 'contacts/import', {
      fileName: 'dupes.xlsx',
      rows: rows(contact(20, { email: taken.toUpperCase() }), contact(21), contact(22, { email: ' IMPORTED21@example.com ' })),
    });
    expect(status).toBe(400);
    expect(body.rows).toEqual([
      { row: 2, errors: { email: 'Email is already used by another record' } },
      { row: 4, errors: { email: 'Email is already used by another record' } },
    ]);
  });

  it('checks the constraints across records against stored records and the earlier rows of the file', async () => {
    const seeded = stored().find((r) => r.owner !== undefined && r.owner !== null)!;
    const { status, body } = await post('admin', 'contacts/import', {
      fileName: 'owners.xlsx',
      rows: rows(
        contact(23, { name: seeded.name, owner: seeded.owner }),
        contact(24, { name: 'Same pair', owner: 2 }),
        contact(25, { name: 'same pair ', owner: 2 }),
        contact(26, { name: 'Same pair', owner: 3 }),
      ),
    });
    expect(status).toBe(400);
    const message = 'This owner already has a contact of that name';
    expect(body.rows).toEqual([
      { row: 2, errors: { name: message } },
      { row: 4, errors: { name: message } },
    ]);
  });

  it('a dry run answers the same check with 200 and stores nothing', async () => {
    const [records, entries] = [stored().length, audit().length];
    const { status, body } = await post('admin', 'contacts/import', {
      fileName: 'check.xlsx',
      dryRun: true,
      rows: rows(contact(30), contact(31, { name: '' })),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ accepted: 1, refused: [{ row: 3, errors: { name: 'Name is required' } }] });
    expect([stored().length, audit().length]).toEqual([records, entries]);
  });

  it('answers in the caller’s language', async () => {
    const { body } = await post(
      'admin',
      'contacts/import',
      { fileName: 'th.xlsx', rows: rows({ kind: 'lead' }) },
      { 'accept-language': 'th' },
    );
    expect(body.rows).toEqual([{ row: 2, errors: { name: 'กรุณากรอกชื่อ' } }]);
  });
});

describe('the same rules as the create form', () => {
  it('refuses a user who may not create (403) and a resource without import (404)', async () => {
    const refused = await post('sales', 'contacts/import', { fileName: 'a.xlsx', rows: rows(contact(40)) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^You may not create contacts/);
    const people = await post('admin', 'people/import', { fileName: 'a.xlsx', rows: rows({ firstName: 'A' }) });
    expect(people.status).toBe(404);
    expect(people.body.message).toBe('People cannot be imported');
  });

  it('refuses a value for a field the user may not write, row by row; HR may write it', async () => {
    const staff = await post('staff', 'contacts/import', {
      fileName: 'credit.xlsx',
      rows: rows(contact(41), contact(42, { credit: 100 })),
    });
    expect(staff.status).toBe(400);
    expect(staff.body.rows).toEqual([{ row: 3, errors: { credit: 'You may not change Credit limit' } }]);
    const blank = await post('staff', 'contacts/import', { fileName: 'credit.xlsx', rows: rows(contact(43, { credit: null })) });
    expect(blank.status).toBe(201);
  });

  it('sets the document number itself, whatever the row says', async () => {
    const { status } = await post('admin', 'contacts/import', { fileName: 'n.xlsx', rows: rows(contact(44, { no: 'X-1' })) });
    expect(status).toBe(201);
    expect(stored().at(-1)!.no).toMatch(/^C\d{4}$/);
  });
});

describe('child tables', () => {
  const events = () => srv.app.store.list('events');
  const ids = () =>
    srv.app.store
      .list('people')
      .map((p) => p.id as number)
      .slice(0, 3);

  it('stores a record with its child rows as the form would: computed columns and totals worked out, all or none', async () => {
    const [a, b, c] = ids();
    const before = events().length;
    const { status, body } = await post('hr', 'events/import', {
      fileName: 'events.xlsx',
      rows: [
        {
          row: 2,
          values: {
            title: 'Import fair',
            participants: [
              { person: a, points: 10, attended: true },
              { person: b, points: 20, attended: false },
              { person: c, points: '5', attended: true },
            ],
            costs: [{ item: 'Tent', amount: 500 }],
          },
        },
        { row: 5, values: { title: 'Import picnic', participants: [{ person: a, points: 7 }] } },
      ],
    });
    expect(status).toBe(201);
    expect(body.imported).toBe(2);
    const [fair, picnic] = events().slice(before);
    expect(fair).toMatchObject({
      title: 'Import fair',
      participants: [
        { person: a, points: 10, attended: true, double: 20 },
        { person: b, points: 20, attended: false, double: 40 },
        { person: c, points: 5, attended: true, double: 10 },
      ],
      costs: [{ item: 'Tent', amount: 500 }],
      total: 35,
    });
    expect(picnic).toMatchObject({ title: 'Import picnic', participants: [{ person: a, points: 7, double: 14 }], total: 7 });
  });

  it('refuses a child row pointing at no record, naming the row of the table, and stores none of the file', async () => {
    const [a, b] = ids();
    const [records, entries] = [events().length, audit().length];
    const file = {
      fileName: 'bad-events.xlsx',
      rows: [
        { row: 2, values: { title: 'Good event', participants: [{ person: a }, { person: b }, { person: a, points: 1 }] } },
        {
          row: 6,
          values: {
            title: 'Bad event',
            participants: [{ person: a, points: 3 }, { person: 424242 }, { points: 500 }],
          },
        },
      ],
    };
    const { status, body } = await post('admin', 'events/import', file);
    expect(status).toBe(400);
    expect(body.message).toBe('1 of 2 rows were refused; nothing was imported');
    expect(body.rows).toEqual([
      {
        row: 6,
        errors: {
          'participants.1.person': 'Person must point to an existing record',
          'participants.2.person': 'Person is required',
          'participants.2.points': 'Points must be at most 100',
        },
      },
    ]);
    expect([events().length, audit().length]).toEqual([records, entries]);

    const dry = await post('admin', 'events/import', { ...file, dryRun: true }, { 'accept-language': 'th' });
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({
      accepted: 1,
      refused: [
        {
          row: 6,
          errors: {
            'participants.1.person': 'บุคคลต้องอ้างถึงรายการที่มีอยู่',
            'participants.2.person': 'กรุณากรอกบุคคล',
            'participants.2.points': 'คะแนนต้องไม่เกิน 100',
          },
        },
      ],
    });
    expect([events().length, audit().length]).toEqual([records, entries]);
  });

  it('refuses child rows of a table the user may not write; HR may write them', async () => {
    const [a] = ids();
    const values = { title: 'Costs by staff', participants: [{ person: a }], costs: [{ item: 'Tent' }] };
    const staff = await post('staff', 'events/import', { fileName: 'c.xlsx', rows: [{ row: 2, values }] });
    expect(staff.status).toBe(400);
    expect(staff.body.rows).toEqual([{ row: 2, errors: { costs: 'You may not change Costs' } }]);
    const hr = await post('hr', 'events/import', { fileName: 'c.xlsx', rows: [{ row: 2, values }], dryRun: true });
    expect(hr.body).toEqual({ accepted: 1, refused: [] });
  });
});

describe('limits', () => {
  it(`refuses more than ${IMPORT_MAX_ROWS} rows with 413, and a malformed body with 400`, async () => {
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => ({ row: i + 2, values: { name: 'x' } }));
    expect((await post('admin', 'contacts/import', { fileName: 'big.xlsx', rows: many })).status).toBe(413);
    expect((await post('admin', 'contacts/import', { fileName: 'a.xlsx', rows: [] })).body.message).toBe(
      'rows must be a non-empty list',
    );
    expect((await post('admin', 'contacts/import', { rows: rows(contact(50)) })).body.message).toMatch(/^fileName is required/);
    expect((await post('admin', 'contacts/import', { fileName: 'a.xlsx', rows: [{ row: 2 }] })).body.message).toBe(
      'rows[0] must be { row, values: { ... } }',
    );
  });

  it('is a signed-in route: 401 without a token', async () => {
    const res = await fetch(`${srv.api}/contacts/import`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
  });
});
