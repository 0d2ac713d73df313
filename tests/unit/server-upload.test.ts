import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../mock-server/test-support';

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
    expect(body.data.url).toMatch(/^\/api-spp\/v1\/uploads\/[a-z0-9]+-[0-9a-f]{16}\.txt$/);
    expect(readdirSync(srv.uploadDir)).toHaveLength(1);

    const served = await fetch(`${srv.origin}${body.data.url}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('hello ทดสอบ');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const plain = await fetch(`${srv.origin}${body.data.url.replace('/api-spp/v1', '')}`);
    expect(plain.status).toBe(200);
  });

  it('serves unknown types as downloads and refuses path tricks', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 'x.html');
    const { body } = await upload(form);
    const served = await fetch(`${srv.origin}${body.data.url}`);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await fetch(`${srv.api}/uploads/..%2Fdb.json`)).status).toBe(404);
    expect((await fetch(`${srv.api}/uploads/nothing.png`)).status).toBe(404);
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
    const before = readdirSync(srv.uploadDir).length;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), 'big.bin');
    const { status, body } = await upload(form);
    expect(status).toBe(413);
    expect(body.message).toBe('File upload failed.');
    expect(readdirSync(srv.uploadDir)).toHaveLength(before);
  });

  it('needs a token', async () => {
    const res = await fetch(`${srv.api}/upload`, { method: 'POST', body: new FormData() });
    expect(res.status).toBe(401);
  });
});
