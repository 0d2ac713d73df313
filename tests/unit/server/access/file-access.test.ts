/**
 * Who may download an upload (mock-server/access/file-access.ts): its uploader until a record holds it, then whoever
 * may read that record's field (show decision, row scope, field rules); everyone else 404 and no bytes. Signed
 * URLs are handed out only in answers to such readers and open the file only as the user they were signed for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { loadSchemas } from '../../../../src/schema';
import { apiCaller, FIXTURE_FILES, startTestServer, type JsonBody, type TestServer } from '../../../support/test-server';

const L = (en: string) => ({ en, th: en });

/** A fixture resource with a file field everyone who may show it reads, one only Admin and HR read, and a file column. */
const DOSSIERS = {
  file: 'dossiers.json',
  json: {
    name: 'dossiers',
    label: L('Dossier'),
    pluralLabel: L('Dossiers'),
    area: 'finance',
    route: '/apps/finance/dossiers',
    titleField: 'title',
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'scan', type: 'file' },
      { name: 'payslip', type: 'file', access: { read: { roles: ['Admin', 'HR'] } } },
      {
        name: 'pages',
        type: 'table',
        fields: [
          { name: 'caption', type: 'text' },
          { name: 'page', type: 'file' },
        ],
      },
    ],
    access: {
      show: { roles: ['Admin', 'HR', 'Staff'] },
      list: { roles: ['Admin', 'HR', 'Staff'] },
      create: { roles: ['Admin', 'HR'] },
      edit: { roles: ['Admin', 'HR'] },
    },
    seed: { count: 0 },
  },
};

interface Uploaded {
  url: string;
  name: string;
}

/** Helpers over one server: uploads as a user, and downloads with a bearer token or without any header. */
function helpers(server: () => TestServer) {
  const tokens: Record<string, string> = {};
  const tokenOf = async (user: string) => (tokens[user] ??= await server().login(user));
  return {
    call: apiCaller(server),
    async upload(user: string, content: string, filename: string): Promise<Uploaded> {
      const form = new FormData();
      form.append('file', new Blob([content], { type: 'text/plain' }), filename);
      const res = await fetch(`${server().api}/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokenOf(user)}` },
        body: form,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: Uploaded }).data;
    },
    /** GET of a file URL: as `user` (bearer header) or, with null, as a browser's <img> (no header). */
    async download(url: string, user: string | null): Promise<{ status: number; text: string }> {
      const headers: Record<string, string> = user ? { authorization: `Bearer ${await tokenOf(user)}` } : {};
      const res = await fetch(`${server().origin}${url}`, { headers });
      return { status: res.status, text: await res.text() };
    },
    userId: (username: string) =>
      server()
        .app.store.list('users')
        .find((u) => u.username === username)!.id,
  };
}

const bare = (url: string) => url.split('?')[0]!;

describe('an upload no record holds', () => {
  let srv: TestServer;
  const h = helpers(() => srv);
  beforeAll(async () => {
    srv = await startTestServer();
  });
  afterAll(() => srv.close());

  it('is served to its uploader only: another signed-in user gets 404 with no bytes, as for a name that does not exist', async () => {
    const up = await h.upload('staff', 'staff notes 123', 'notes.txt');
    expect(new URLSearchParams(up.url.split('?')[1]).get('u')).toBe(String(h.userId('staff')));
    expect(await h.download(bare(up.url), 'staff')).toEqual({ status: 200, text: 'staff notes 123' });
    expect((await h.download(up.url, null)).text).toBe('staff notes 123'); // the uploader's signed URL, no header
    const missing = await h.download(`${bare(up.url).replace(/[^/]+$/, '')}zz-0000000000000000.txt`, 'hr');
    expect(missing.status).toBe(404);
    for (const other of ['hr', 'sales', 'guest', 'admin']) {
      const got = await h.download(bare(up.url), other);
      expect(got.status, other).toBe(404);
      expect(got.text).not.toContain('staff notes');
      expect(JSON.parse(got.text).message).toBe(`File not found: ${bare(up.url)}`);
    }
    // A bearer token is decided as its own user, whatever signature the URL carries.
    expect((await h.download(up.url, 'hr')).status).toBe(404);
    // Anonymous without a signature stays 401; its message follows the caller's language.
    expect((await h.download(bare(up.url), null)).status).toBe(401);
    const th = await fetch(`${srv.origin}${bare(up.url)}`, { headers: { 'accept-language': 'th' } });
    expect(((await th.json()) as { message: string }).message).toMatch(/เข้าสู่ระบบ/);
  });

  it('notes the uploader durably in the store', async () => {
    const up = await h.upload('sales', 'x', 'x.txt');
    const name = bare(up.url).split('/').pop();
    expect(srv.app.store.list('uploads').find((r) => r.name === name)).toMatchObject({
      userId: h.userId('sales'),
      username: 'sales',
    });
  });
});

describe('an upload a record holds', () => {
  let srv: TestServer;
  const h = helpers(() => srv);
  beforeAll(async () => {
    srv = await startTestServer({ registry: loadSchemas(structuredClone([...FIXTURE_FILES, DOSSIERS])) });
  });
  afterAll(() => srv.close());

  const dossier = async (values: Record<string, unknown>): Promise<JsonBody> => {
    const created = await h.call('admin', 'POST', 'dossiers', { title: 'Somchai', ...values });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };

  it('is served to whoever may read the field holding it: a field hidden by field rules, or a record one may not show, is 404', async () => {
    const scan = await h.upload('admin', 'id card scan', 'scan.txt');
    const payslip = await h.upload('admin', 'salary 99,000', 'payslip.txt');
    const page = await h.upload('admin', 'page one', 'page.txt');
    const d = await dossier({
      scan: [{ url: scan.url, name: 'scan.txt' }],
      payslip: [{ url: payslip.url, name: 'payslip.txt' }],
      pages: [{ caption: 'one', page: [{ url: page.url, name: 'page.txt' }] }],
    });
    expect(await h.download(bare(scan.url), 'staff')).toEqual({ status: 200, text: 'id card scan' });
    expect(await h.download(bare(page.url), 'staff')).toEqual({ status: 200, text: 'page one' }); // a child-table column
    const hidden = await h.download(bare(payslip.url), 'staff');
    expect(hidden.status).toBe(404);
    expect(hidden.text).not.toContain('salary');
    expect(await h.download(bare(payslip.url), 'hr')).toEqual({ status: 200, text: 'salary 99,000' });
    // The guest may not show dossiers at all.
    for (const url of [scan.url, payslip.url, page.url]) expect((await h.download(bare(url), 'guest')).status).toBe(404);

    // What staff is answered carries a URL signed for staff, and none for the hidden field.
    const shown = await h.call('staff', 'GET', `dossiers/${d.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.payslip).toBeUndefined();
    expect(JSON.stringify(shown.body)).not.toContain(bare(payslip.url));
    const signed: string = shown.body.scan[0].url;
    expect(new URLSearchParams(signed.split('?')[1]).get('u')).toBe(String(h.userId('staff')));
    expect(await h.download(signed, null)).toEqual({ status: 200, text: 'id card scan' });
  });

  it("once a record holds the file, the uploader's own signed URL follows the record's rules", async () => {
    const up = await h.upload('staff', 'my payslip', 'mine.txt');
    expect((await h.download(up.url, null)).status).toBe(200);
    expect((await h.download(bare(up.url), 'hr')).status).toBe(404); // not HR's before a record holds it
    const created = await h.call('hr', 'POST', 'dossiers', { title: 'Staff', payslip: [{ url: up.url, name: 'mine.txt' }] });
    expect(created.status).toBe(201);
    expect(await h.download(bare(up.url), 'hr')).toEqual({ status: 200, text: 'my payslip' });
    // Held in a field staff may not read: the URL signed for staff at upload opens nothing any more.
    expect((await h.download(up.url, null)).status).toBe(404);
    expect((await h.download(bare(up.url), 'staff')).status).toBe(404);
    // Taken out of the record again: nobody holds it, it is the uploader's once more.
    expect((await h.call('hr', 'PATCH', `dossiers/${created.body.id}`, { payslip: [] })).status).toBe(200);
    expect((await h.download(up.url, null)).status).toBe(200);
    expect((await h.download(bare(up.url), 'hr')).status).toBe(404);
  });

  it('follows deletes', async () => {
    const up = await h.upload('admin', 'to delete', 'd.txt');
    const d = await dossier({ scan: [{ url: up.url, name: 'd.txt' }] });
    expect((await h.download(bare(up.url), 'staff')).status).toBe(200);
    expect((await h.call('admin', 'DELETE', `dossiers/${d.id}`)).status).toBe(200);
    expect((await h.download(bare(up.url), 'staff')).status).toBe(404);
    expect((await h.download(bare(up.url), 'admin')).status).toBe(200); // the uploader's again
  });

  it('knows uploaders and holders again after a restart', async () => {
    const held = await h.upload('admin', 'held', 'held.txt');
    await dossier({ scan: [{ url: held.url, name: 'held.txt' }] });
    const loose = await h.upload('staff', 'loose', 'loose.txt');
    const copy = mkdtempSync(join(tmpdir(), 'file-access-'));
    const again = await startTestServer({
      registry: loadSchemas(structuredClone([...FIXTURE_FILES, DOSSIERS])),
      ...(await srv.copyTo(copy)),
    });
    try {
      const h2 = helpers(() => again);
      expect(await h2.download(bare(held.url), 'staff')).toEqual({ status: 200, text: 'held' });
      expect((await h2.download(bare(held.url), 'guest')).status).toBe(404);
      expect(await h2.download(bare(loose.url), 'staff')).toEqual({ status: 200, text: 'loose' });
      expect((await h2.download(bare(loose.url), 'hr')).status).toBe(404);
    } finally {
      await again.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('an attachment of a payment approval (the product schemas)', () => {
  let srv: TestServer;
  const h = helpers(() => srv);
  beforeAll(async () => {
    srv = await startTestServer({ registry: loadRegistry() });
  });
  afterAll(() => srv.close());

  const personOf = (username: string): number => {
    const empCode = srv.app.store.list('users').find((u) => u.username === username)!.empCode;
    return srv.app.store.list('employees').find((e) => e.empCode === empCode)!.id;
  };

  /** An employee no demo user signs in as (each step needs a different person; sales stays an outsider). */
  const someoneElse = (): number => {
    const codes = new Set(srv.app.store.list('users').map((u) => u.empCode));
    return srv.app.store.list('employees').find((e) => !codes.has(e.empCode))!.id;
  };

  it("is read by the approval's people and the payers, never by a guest or another staff member", async () => {
    const up = await h.upload('staff', 'quotation 99,999 THB', 'quotation.txt');
    expect((await h.download(bare(up.url), 'hr')).status).toBe(404);
    const created = await h.call('staff', 'POST', 'paymentApprovals', {
      subject: 'ERP licences',
      documentType: 'payment',
      department: 'it',
      payTo: 'Siam Soft Solutions Co., Ltd.',
      paymentMethod: 'transfer',
      paymentTerm: 'net30',
      demandForDate: '2027-01-15',
      totalAmount: 99999,
      installments: [{ installmentNo: 1, percentage: 100 }],
      attachments: [{ url: up.url, name: 'quotation.txt' }],
      checkedBy: personOf('hr'),
      approvedBy: personOf('admin'),
      secretaryBy: someoneElse(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(srv.app.store.get('paymentApprovals', created.body.id)!.attachments).toEqual([
      { url: bare(up.url), name: 'quotation.txt' },
    ]);
    for (const reader of ['staff', 'hr', 'admin'])
      expect(await h.download(bare(up.url), reader), reader).toEqual({ status: 200, text: 'quotation 99,999 THB' });
    for (const outsider of ['guest', 'sales']) {
      const got = await h.download(bare(up.url), outsider);
      expect(got.status, outsider).toBe(404);
      expect(got.text).not.toContain('quotation');
      // Nor can they be handed a signed URL: the record is not theirs to read or list.
      expect((await h.call(outsider, 'GET', `paymentApprovals/${created.body.id}`)).status).toBe(404);
      const listed = await h.call(outsider, 'GET', 'paymentApprovals');
      expect(JSON.stringify(listed.body)).not.toContain(bare(up.url));
    }
    // The checker's signed URL works in a browser; with the guest's own token it is the guest's 404.
    const shown = await h.call('hr', 'GET', `paymentApprovals/${created.body.id}`);
    const signed: string = shown.body.attachments[0].url;
    expect(new URLSearchParams(signed.split('?')[1]).get('u')).toBe(String(h.userId('hr')));
    expect(await h.download(signed, null)).toEqual({ status: 200, text: 'quotation 99,999 THB' });
    expect((await h.download(signed, 'guest')).status).toBe(404);
    // Re-addressed to the guest, the signature no longer holds: 401, as any bad link.
    const forGuest = signed.replace(/&u=\d+$/, `&u=${h.userId('guest')}`);
    expect((await h.download(forGuest, null)).status).toBe(401);
  });
});
