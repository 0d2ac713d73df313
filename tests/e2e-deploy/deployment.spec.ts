/**
 * Issue 40: the product as IT runs it. Two `npm run serve` processes share only PostgreSQL, behind nginx
 * (deploy/nginx.conf, round-robin), and a browser that goes through nginx only, so any request may land on either
 * process: an admin signs in, uploads a file and opens it, adds a field in the schema editor and creates a record
 * with it, and sees the record on every reload. Neither process writes anything to its own disk. Wrong passwords
 * spread over both by nginx are counted together: the sixth is refused.
 */
import { readFileSync } from 'node:fs';
import { expect, test as suite } from '../e2e/fixtures';
import { apiToken, bearer, login, searchOption } from '../e2e/helpers';
import { written } from './deployment';

const test = suite.extend({
  // nginx's address, known once the global setup has started it.
  baseURL: async ({}, provide) => provide(process.env.DEPLOY_ORIGIN!), // eslint-disable-line no-empty-pattern
});

// Without nginx or PostgreSQL on this machine the global setup says so and the tests are skipped (CI requires both).
test.skip(Boolean(process.env.DEPLOY_SKIP), process.env.DEPLOY_SKIP ?? '');

const processes = JSON.parse(process.env.DEPLOY_PROCESSES ?? '[]') as { port: number; dir: string }[];
const API = '/api-spp/v1';
const FIELD = `roomNote${Date.now().toString(36)}`;

/** The API requests a process answered so far, read from its own /metrics (scraped directly, as monitoring does). */
async function answered(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: 'Bearer deployment-metrics' } });
  const text = await res.text();
  return [...text.matchAll(/^http_requests_total\{[^}]*route="\/api-spp[^}]*\} (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
}

test('through nginx: sign in, upload and open a file, add a field and create a record with it, on either process', async ({
  page,
}) => {
  expect(processes).toHaveLength(2);
  const before = await Promise.all(processes.map((p) => answered(p.port)));
  await login(page, 'admin');

  // A file uploaded through one process opens through both.
  const headers = bearer(await apiToken(page.request, 'admin'));
  const docs = (await (await page.request.get(`${API}/eDocuments?q=Work rules`, { headers })).json()) as {
    id: number;
    title: string;
  }[];
  const rules = docs.find((d) => d.title.startsWith('Work rules 2026'))!;
  await page.goto(`/apps/document/library/${rules.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const rows = await page.getByLabel(/^Version \d+$/).count();
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByLabel(`Version ${rows + 1}`, { exact: true }).fill('9.0');
  const pdf = Buffer.from('%PDF-1.4\n% deployed on two machines\n');
  await page
    .locator(`#field-versions_${rows}_file`)
    .setInputFiles({ name: 'two-machines.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.getByLabel(`Effective from ${rows + 1}`, { exact: true }).fill('2027-06-01');
  await page.getByLabel(`Effective from ${rows + 1}`, { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  const link = page.getByRole('link', { name: 'two-machines.pdf' });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  for (let i = 0; i < 4; i++) {
    const file = await page.request.get(href);
    expect(file.status(), `open ${i + 1}`).toBe(200);
    expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);
  }

  // A text field added in the schema editor is known to both: the form offers it, and the record keeps it.
  await page.goto('/apps/master/schemas/competencies');
  await expect(page.getByLabel('Name, field 1', { exact: true })).toHaveValue('code'); // the schema is drawn
  const fields = await page.getByLabel(/^Name, field \d+$/).count();
  const n = fields + 1;
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByLabel(`Name, field ${n}`, { exact: true }).fill(FIELD);
  await searchOption(page, page.getByRole('combobox', { name: `Type, field ${n}`, exact: true }), 'text');
  await page.getByLabel(`Label en, field ${n}`, { exact: true }).fill('Room note');
  await page.getByLabel(`Label th, field ${n}`, { exact: true }).fill('หมายเหตุห้อง');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved as version \d+/)).toBeVisible();

  await page.goto('/apps/setting/competency/create');
  const code = `NG${Date.now().toString(36).slice(-6)}`;
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('textbox', { name: 'Name' }).fill('Works behind nginx');
  await searchOption(page, page.getByRole('combobox', { name: 'Type' }), 'Core');
  await page.getByRole('textbox', { name: 'Room note' }).fill('Stored on either machine');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/setting\/competency\/\d+$/);
  for (let i = 0; i < 4; i++) {
    await page.reload();
    await expect(page.getByText('Stored on either machine'), `reload ${i + 1}`).toBeVisible();
  }
  const stored = (await (await page.request.get(`${API}/competencies?code=${code}`, { headers })).json()) as Record<
    string,
    unknown
  >[];
  expect(stored).toEqual([expect.objectContaining({ [FIELD]: 'Stored on either machine' })]);

  // Both processes answered this test's requests, and neither wrote to its own disk.
  const after = await Promise.all(processes.map((p) => answered(p.port)));
  expect(after[0]! - before[0]!, 'requests answered by the first process').toBeGreaterThan(5);
  expect(after[1]! - before[1]!, 'requests answered by the second process').toBeGreaterThan(5);
  for (const p of processes) expect(written(p.dir), `files written by the process on port ${p.port}`).toEqual([]);
  expect(readFileSync('deploy/nginx.conf', 'utf8')).toContain('upstream staff_backoffice');
});

test('through nginx: five wrong passwords, spread over both processes, lock the sixth attempt out', async ({ request }) => {
  const username = `nobody-${Date.now().toString(36)}`;
  const before = await Promise.all(processes.map((p) => answered(p.port)));
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push((await request.post(`${API}/auth/login`, { data: { username, password: 'wrong-password' } })).status());
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  const after = await Promise.all(processes.map((p) => answered(p.port)));
  // Round-robin sent some of the six to each process: the count is the database's, not a process's.
  expect(after[0]! - before[0]!, 'sign-ins answered by the first process').toBeGreaterThan(0);
  expect(after[1]! - before[1]!, 'sign-ins answered by the second process').toBeGreaterThan(0);
});
