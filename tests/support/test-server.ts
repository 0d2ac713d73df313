/**
 * For the tests: a fixture registry whose rules do not move when the product schemas change, and a mock
 * server on an ephemeral port with a throw-away db directory.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, openApp, type AppOptions, type MockApp } from '../../mock-server/http/app';
import { readStoredState, removeDb } from '../../mock-server/store/journal';
import { readDatabase, writeDatabase } from '../../mock-server/store/pg/admin';
import type { DbState } from '../../mock-server/store/storage';
import { PgUploads } from '../../mock-server/store/pg/uploads';
import type { UploadStorage } from '../../mock-server/store/uploads';
import { loadSchemas, type SchemaRegistry } from '../../src/schema';

const L = (en: string, th = en) => ({ en, th });

export const FIXTURE_FILES = [
  {
    file: '_areas.json',
    json: {
      areas: [
        { name: 'hr', label: L('HR', 'บุคคล'), order: 1 },
        { name: 'finance', label: L('Finance', 'การเงิน'), order: 2 },
        { name: 'empty', label: L('Empty'), order: 3 },
      ],
    },
  },
  {
    // The screens manifest: the Administration screens whose calls the server guards (menus, permissions).
    file: '_screens.json',
    json: {
      screens: [
        { name: 'masterMenu', route: '/apps/master/menu', access: { list: { roles: ['Admin'] } }, adminArea: true },
        ...['roleMenu', 'userPermissions', 'schemaEditor'].map((name, i) => ({
          name,
          route: ['/apps/master/rolemenu', '/apps/master/permission', '/apps/master/schemas'][i],
          access: { list: { roles: ['Admin'] }, edit: { roles: ['Admin'] } },
          adminArea: true,
        })),
      ],
    },
  },
  {
    file: 'people.json',
    json: {
      name: 'people',
      label: L('Person', 'บุคคล'),
      pluralLabel: L('People', 'บุคคล'),
      area: 'hr',
      route: '/apps/hr/people',
      titleField: 'firstName',
      naming: { field: 'code', pattern: 'P{####}' },
      fields: [
        { name: 'code', type: 'text', readOnly: true },
        {
          name: 'firstName',
          type: 'text',
          label: L('First name', 'ชื่อ'),
          required: true,
          maxLength: 80,
          search: true,
          seed: 'firstName',
        },
        { name: 'lastName', type: 'text', required: true, search: true, seed: 'lastName' },
        { name: 'email', type: 'email', required: true, unique: true, seed: 'email' },
        { name: 'age', type: 'integer', min: 18, max: 70 },
        { name: 'skills', type: 'multiselect', options: ['excel', 'sql', 'thai', 'english'] },
      ],
      access: { create: { roles: ['Admin', 'HR'] }, edit: { roles: ['Admin', 'HR'] } },
      seed: { count: 30 },
    },
  },
  {
    file: 'memos.json',
    json: {
      name: 'memos',
      label: L('Memo', 'บันทึก'),
      pluralLabel: L('Memos', 'บันทึก'),
      area: 'finance',
      route: '/apps/memo/memo',
      titleField: 'title',
      ownerField: 'createdBy',
      naming: { field: 'no', pattern: 'MEMO-{YYYY}-{####}' },
      fields: [
        { name: 'no', type: 'text' },
        {
          name: 'title',
          type: 'text',
          label: L('Title', 'เรื่อง'),
          required: true,
          minLength: 3,
          maxLength: 200,
          search: true,
          seed: 'sentence',
        },
        {
          name: 'category',
          type: 'select',
          label: L('Category', 'หมวดหมู่'),
          required: true,
          options: ['general', 'it', 'purchase'],
        },
        { name: 'amount', type: 'money', min: 0, seed: { min: 100, max: 9000 } },
        { name: 'approveBy', type: 'reference', resource: 'people', label: L('Approver', 'ผู้อนุมัติ'), required: true },
        { name: 'status', type: 'status' },
      ],
      workflow: {
        field: 'status',
        initial: 'draft',
        editableIn: ['draft'],
        states: [
          { value: 'draft', label: L('Draft') },
          { value: 'pending', label: L('Pending') },
          { value: 'approved', label: L('Approved') },
        ],
        transitions: [
          { action: 'submit', label: L('Submit'), from: ['draft'], to: 'pending', allow: { owner: true }, comment: 'optional' },
          {
            action: 'approve',
            label: L('Approve'),
            from: ['pending'],
            to: 'approved',
            allow: { roles: ['Admin'], permission: ['Memo', 'Approve'] },
          },
        ],
      },
      access: { create: { permission: ['Memo', 'Create'] }, edit: { owner: true, roles: ['Admin'] } },
      seed: { count: 12 },
    },
  },
  {
    file: 'orders.json',
    json: {
      name: 'orders',
      label: L('Order'),
      pluralLabel: L('Orders'),
      area: 'finance',
      route: '/apps/order/order',
      titleField: 'customer',
      fields: [
        { name: 'customer', type: 'text', required: true, seed: 'personName' },
        {
          name: 'lines',
          type: 'table',
          required: true,
          minRows: 1,
          fields: [
            { name: 'person', type: 'reference', resource: 'people', required: true },
            { name: 'price', type: 'money', required: true, min: 0, seed: { min: 10, max: 500 } },
            { name: 'qty', type: 'integer', required: true, min: 1, seed: { min: 1, max: 5 } },
            { name: 'total', type: 'computed', formula: { '*': [{ var: 'price' }, { var: 'qty' }] } },
          ],
        },
        {
          name: 'grandTotal',
          type: 'computed',
          formula: { sum: [{ var: 'lines' }, { '*': [{ var: 'price' }, { var: 'qty' }] }] },
        },
      ],
      access: {
        list: { permission: ['OrderManual', 'Create'] },
        create: { permission: ['OrderManual', 'Create'] },
        edit: { permission: ['OrderManual', 'Create'] },
      },
      seed: { count: 6 },
    },
  },
];

export const fixtureRegistry = (): SchemaRegistry => loadSchemas(structuredClone(FIXTURE_FILES));

export interface TestServer {
  app: MockApp;
  /** e.g. http://127.0.0.1:40123/api-spp/v1 */
  api: string;
  origin: string;
  dir: string;
  dbFile: string;
  uploadDir: string;
  login(username: string, password?: string): Promise<string>;
  /** What the store of record holds now (the db file and its journal, or the PostgreSQL schema). */
  stored(): Promise<DbState>;
  /** A copy of its store of record and uploads in `dir` (as a backup restored elsewhere): the copy's db file. */
  copyTo(dir: string): Promise<{ dbFile: string; uploadDir: string }>;
  close(): Promise<void>;
}

/**
 * Puts `state` in place of whatever the store of `dbFile` holds, as a plain db file (no journal) or a PostgreSQL
 * schema written whole (with the uploaded files of `uploads`): an old db for the upgrade tests. No server may be
 * using it (stop its store first).
 */
export async function writeStored(
  dbFile: string,
  state: DbState,
  registry: SchemaRegistry,
  uploads?: UploadStorage,
): Promise<void> {
  if (!ON_POSTGRES) {
    removeDb(dbFile);
    writeFileSync(dbFile, JSON.stringify(state));
    return;
  }
  const { databaseUrl, databaseSchema } = storeOptions(dbFile);
  await writeDatabase(databaseUrl!, state, { replace: true, registry, schema: databaseSchema, uploads });
}

/** The uploaded files a PostgreSQL test server's database holds (its schema's `_store_uploads`): close it after. */
export function databaseUploads(dbFile: string): PgUploads {
  const { databaseUrl, databaseSchema } = storeOptions(dbFile);
  return new PgUploads(databaseUrl!, databaseSchema);
}

/** Whether this run's servers keep their data in PostgreSQL (the `postgres` vitest project) rather than the journal. */
export const ON_POSTGRES = process.env.TEST_STORE === 'pg';

/**
 * The store options of a test server: on PostgreSQL, a schema of its own named after its db file, so a server
 * started again on the same `dbFile` finds the same data (as on the journal).
 */
export function storeOptions(dbFile: string): Pick<AppOptions, 'databaseUrl' | 'databaseSchema'> {
  if (!ON_POSTGRES) return {};
  const url = process.env.TEST_PG_URL;
  if (!url) throw new Error('TEST_STORE=pg needs TEST_PG_URL (tests/support/pg-global.ts sets it)');
  return { databaseUrl: url, databaseSchema: `s_${createHash('sha1').update(dbFile).digest('hex').slice(0, 16)}` };
}

export const DEMO_PASSWORDS: Record<string, string> = {
  admin: 'admin1234',
  hr: 'hr1234',
  staff: 'staff1234',
  sales: 'sales1234',
  guest: 'guest1234',
};

export async function startTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'mock-api-'));
  const dbFile = options.dbFile ?? join(dir, 'db.json');
  const uploadDir = options.uploadDir ?? join(dir, 'uploads');
  const app = await openApp({
    registry: fixtureRegistry(),
    secret: 'test-secret',
    ...options,
    dbFile,
    uploadDir,
    ...storeOptions(dbFile),
  });
  const server = await new Promise<ReturnType<MockApp['listen']>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stored = (): Promise<DbState> => {
    if (!ON_POSTGRES) return Promise.resolve(readStoredState(dbFile));
    const { databaseUrl, databaseSchema } = storeOptions(dbFile);
    return readDatabase(databaseUrl!, { schema: databaseSchema });
  };
  const api = `${origin}${API_PREFIX}`;
  return {
    app,
    api,
    origin,
    dir,
    dbFile,
    uploadDir,
    async login(username, password = DEMO_PASSWORDS[username] ?? '') {
      const res = await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status}`);
      return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    },
    async copyTo(target) {
      cpSync(dir, target, { recursive: true });
      const copy = { dbFile: join(target, 'db.json'), uploadDir: join(target, 'uploads') };
      if (ON_POSTGRES) {
        const uploads = databaseUploads(dbFile);
        await writeStored(copy.dbFile, await stored(), app.registry, uploads).finally(() => uploads.close());
      }
      return copy;
    },
    stored,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (ON_POSTGRES) await app.store.close(); // lets go of its connection and the store's lock
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON enters the tests here
export type JsonBody = any;

/**
 * A caller of the API as demo users, each signed in once: `call('staff', 'GET', 'eDocuments')` gives the
 * status and the JSON body. `server` is read at each call (the server starts in a beforeAll).
 */
export function apiCaller(server: () => TestServer) {
  const tokens: Record<string, string> = {};
  return async (user: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: JsonBody }> => {
    const srv = server();
    tokens[user] ??= await srv.login(user);
    const res = await fetch(`${srv.api}/${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as JsonBody };
  };
}
