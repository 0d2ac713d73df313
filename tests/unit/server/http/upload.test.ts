import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { databaseUploads, ON_POSTGRES, startTestServer, type TestServer } from '../../../support/test-server';

let srv: TestServer;
let token: string;

interface Uploaded {
  url: string;
  name: string;
  size: number;
  type: string;
  fields: Record<string, string>;
}

const upload = async (form: FormData | string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${srv.api}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { data: Uploaded; message?: string; reason?: string } };
};

/**
 * The files `server` keeps: its upload directory's on the journal; on PostgreSQL the database's, and then nothing
 * is ever written into the directory.
 */
async function kept(server: TestServer = srv): Promise<string[]> {
  if (!ON_POSTGRES) return readdirSync(server.uploadDir);
  expect(existsSync(server.uploadDir) ? readdirSync(server.uploadDir) : []).toEqual([]);
  const uploads = databaseUploads(server.dbFile);
  try {
    return await uploads.names();
  } finally {
    await uploads.close();
  }
}

beforeAll(async () => {
  srv = await startTestServer();
  token = await srv.login('staff');
});
afterAll(() => srv.close());

describe('upload', () => {
  it('stores a multipart file under a generated name and serves it back', async () => {
    const form = new FormData();
    form.append('docType', 'Memo');
    form.append('recordId', '7');
    form.append('file', new Blob(['hello ทดสอบ'], { type: 'text/plain' }), '../../etc/รายงาน.txt');
    const { status, body } = await upload(form);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'รายงาน.txt',
      size: Buffer.byteLength('hello ทดสอบ'),
      type: 'text/plain',
      fields: { docType: 'Memo', recordId: '7' },
    });
    // Handed out signed: an <img> cannot send the bearer header.
    // Signed for the uploader (`u`, their user id): see 'who may read an upload' below.
    expect(body.data.url).toMatch(/^\/api-spp\/v1\/uploads\/[a-z0-9]+-[0-9a-f]{16}\.txt\?exp=\d+&sig=[\w-]{43}&u=\d+$/);
    expect(await kept()).toHaveLength(1);

    const served = await fetch(`${srv.origin}${body.data.url}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('hello ทดสอบ');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const plain = await fetch(`${srv.origin}${body.data.url.replace('/api-spp/v1', '')}`);
    expect(plain.status).toBe(200);
  });

  it('serves a file only to a signed-in request or an unexpired signature of that name (here the uploader)', async () => {
    const form = new FormData();
    form.append('file', new Blob(['secret payslip']), 'payslip.pdf');
    const { body } = await upload(form);
    const bare = body.data.url.split('?')[0]!;
    const anonymous = await fetch(`${srv.origin}${bare}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('secret payslip');
    expect((await fetch(`${srv.origin}${bare.replace('/api-spp/v1', '')}`)).status).toBe(401);
    const withToken = await fetch(`${srv.origin}${bare}`, { headers: { authorization: `Bearer ${token}` } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toBe('secret payslip');
    expect((await fetch(`${srv.origin}${bare}`, { headers: { authorization: 'Bearer nonsense' } })).status).toBe(401);

    const query = new URLSearchParams(body.data.url.split('?')[1]);
    const exp = query.get('exp')!;
    const sig = query.get('sig')!;
    const tampered = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    expect((await fetch(`${srv.origin}${bare}?exp=${exp}&sig=${tampered}`)).status).toBe(401);
    expect((await fetch(`${srv.origin}${bare}?exp=${Number(exp) + 300}&sig=${sig}`)).status).toBe(401);
    // Another file's signature does not open this one.
    const other = new FormData();
    other.append('file', new Blob(['x']), 'other.txt');
    const otherUrl = (await upload(other)).body.data.url;
    expect((await fetch(`${srv.origin}${bare}?${otherUrl.split('?')[1]}`)).status).toBe(401);
  });

  it('serves unknown types as downloads and refuses path tricks', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 'x.html');
    const { body } = await upload(form);
    const served = await fetch(`${srv.origin}${body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    const auth = { headers: { authorization: `Bearer ${token}` } };
    expect((await fetch(`${srv.api}/uploads/..%2Fdb.json`, auth)).status).toBe(404);
    expect((await fetch(`${srv.api}/uploads/nothing.png`, auth)).status).toBe(404);
    expect((await fetch(`${srv.api}/uploads/nothing.png`)).status).toBe(401);
  });

  it("answers 400 'File upload failed.' without a file", async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const { status, body } = await upload(form);
    expect(status).toBe(400);
    expect(body.message).toBe('File upload failed.');
    const notMultipart = await upload('{}', { 'content-type': 'application/json' });
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body.message).toBe('File upload failed.');
  });

  it('refuses files over 10 MB and keeps no partial file', async () => {
    const before = (await kept()).length;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), 'big.bin');
    const { status, body } = await upload(form);
    expect(status).toBe(413);
    expect(body.message).toBe('File upload failed.');
    expect(await kept()).toHaveLength(before);
  });

  it('serves a binary file byte for byte, with its length, over several read slices', async () => {
    const bytes = randomBytes(600 * 1024 + 7); // more than two of PostgreSQL's 256 KB slices, not a whole number of them
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'scan.pdf');
    const { status, body } = await upload(form);
    expect(status).toBe(201);
    expect(body.data.size).toBe(bytes.length);
    const served = await fetch(`${srv.origin}${body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('needs a token', async () => {
    const res = await fetch(`${srv.api}/upload`, { method: 'POST', body: new FormData() });
    expect(res.status).toBe(401);
  });
});

describe('file fields of records', () => {
  let real: TestServer;
  let admin: string;
  beforeAll(async () => {
    real = await startTestServer({ registry: loadRegistry(), seedOverrides: { products: 3 } });
    admin = await real.login('admin');
  });
  afterAll(() => real.close());

  it('stores the bare URL and hands it out signed, in lists and single records', async () => {
    const form = new FormData();
    form.append('file', new Blob(['png bytes'], { type: 'image/png' }), 'wheel.png');
    const up = await fetch(`${real.api}/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    const { data } = (await up.json()) as { data: { url: string; name: string } };
    const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
    const id = (real.app.store.list('products')[0] as { id: number }).id;
    const patched = await fetch(`${real.api}/products/${id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ image: { url: data.url, name: data.name } }),
    });
    expect(patched.status).toBe(200);
    const bare = data.url.split('?')[0];
    expect(real.app.store.get('products', id)?.image).toEqual({ url: bare, name: 'wheel.png' });

    const shown = (await (await fetch(`${real.api}/products/${id}`, { headers })).json()) as { image: { url: string } };
    expect(shown.image.url).toMatch(new RegExp(`^${bare}\\?exp=\\d+&sig=`));
    const listed = (await (await fetch(`${real.api}/products?id=${id}`, { headers })).json()) as { image: { url: string } }[];
    expect(listed[0]!.image.url).toBe(shown.image.url);
    // What the browser's <img> does: no header, the signed URL.
    const img = await fetch(`${real.origin}${shown.image.url}`);
    expect(img.status).toBe(200);
    expect(await img.text()).toBe('png bytes');
  });
});

describe.runIf(ON_POSTGRES)('two API processes on one database, each with an upload directory of its own', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer({ dbFile: srv.dbFile }); // the same database schema, another (empty) directory
  });
  afterAll(() => second.close());

  it('serve a file uploaded through one from the other, byte for byte', async () => {
    expect(second.uploadDir).not.toBe(srv.uploadDir);
    const bytes = randomBytes(300 * 1024 + 1);
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'shared.png');
    const { status, body } = await upload(form);
    expect(status).toBe(201);
    const served = await fetch(`${second.origin}${body.data.url}`); // signed by the first, for its uploader
    expect(served.status).toBe(200);
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const bare = body.data.url.split('?')[0]!;
    const staff = await second.login('staff');
    expect((await fetch(`${second.origin}${bare}`, { headers: { authorization: `Bearer ${staff}` } })).status).toBe(200);
    const hr = await second.login('hr');
    expect((await fetch(`${second.origin}${bare}`, { headers: { authorization: `Bearer ${hr}` } })).status).toBe(404);
    expect(await kept(second)).toContain(bare.split('/').pop());
  });

  it('refuse an 11 MB file on either with 413 and keep nothing of it', async () => {
    const before = await kept(second);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(11 * 1024 * 1024)]), 'huge.bin');
    const res = await fetch(`${second.api}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await second.login('staff')}` },
      body: form,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('File upload failed.');
    expect(await kept(second)).toEqual(before);
    expect(await kept(srv)).toEqual(before);
  });
});
