/**
 * A 5,000-row products file through the Import dialog: read and checked in the worker (the progress bar
 * shows), previewed page by page, and its 4,999 good rows stored in one commit. The longest main-thread
 * task and the longest gap of a 50 ms heartbeat while it runs are reported as annotations (the machine's
 * load decides them; the dialog must stay usable, which the paging below also shows).
 */
import * as XLSX from '@e965/xlsx';
import { expect, test } from './fixtures';
import { bearer, login, tokenOf } from './helpers';

const ROWS = 5000;

type Probe = { long: number; gap: number; progress: boolean };

test(`a ${ROWS}-row file previews and imports`, async ({ page, request }) => {
  test.setTimeout(240_000);
  await login(page, 'admin');
  const token = await tokenOf(page);
  const tag = `BULK${Date.now().toString(36).toUpperCase()}`;
  const rows: unknown[][] = [['Code', 'Name', 'Unit', 'Price', 'Stock']];
  for (let i = 1; i <= ROWS; i++)
    rows.push([`${tag}-${i}`, `Bulk ${tag} ${i}`, i % 2 ? 'Box' : 'ชิ้น', i === 777 ? -1 : i * 1.5, i % 100]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Products');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

  await page.goto('/apps/order/product');
  await page.getByRole('button', { name: 'Import' }).click();
  const input = page.getByRole('dialog').locator('input[type=file]');
  await expect(input).toBeAttached();
  // Probes: long tasks, a heartbeat's longest gap, and whether a progress bar was ever shown.
  await page.evaluate(() => {
    const probe: Probe = { long: 0, gap: 0, progress: false };
    (window as unknown as { probe: Probe }).probe = probe;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.long = Math.max(probe.long, Math.round(e.duration));
    }).observe({ type: 'longtask' });
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      probe.gap = Math.max(probe.gap, Math.round(now - last));
      last = now;
    }, 50);
    new MutationObserver(() => {
      if (document.querySelector('.ant-modal .ant-progress')) probe.progress = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
  const reset = () => page.evaluate(() => Object.assign((window as unknown as { probe: Probe }).probe, { long: 0, gap: 0 }));
  const probe = () => page.evaluate(() => ({ ...(window as unknown as { probe: Probe }).probe }));

  await input.setInputFiles({ name: `${tag}.xlsx`, mimeType: 'application/octet-stream', buffer });
  await reset(); // the test's own file transfer into the page is not the app's work
  const started = Date.now();
  await expect(page.getByTestId('import-summary')).toHaveText(`${ROWS} rows: ${ROWS - 1} ready to import, 1 with problems`, {
    timeout: 120_000,
  });
  const preview = { ms: Date.now() - started, ...(await probe()) };
  expect(preview.progress).toBe(true);
  const table = page.getByTestId('import-preview');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(table).toContainText('Price must be at least 0');
  await page.getByText(`Ready (${ROWS - 1})`).click();
  await page.getByRole('dialog').getByRole('listitem', { name: '100', exact: true }).click();
  await expect(table.locator('tbody tr.ant-table-row').last()).toContainText(`${tag}-${ROWS}`);

  await reset();
  const committing = Date.now();
  await page.getByRole('button', { name: `Import ${ROWS - 1} ready rows` }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText(`Imported ${ROWS - 1} products`, { timeout: 120_000 });
  const commit = { ms: Date.now() - committing, ...(await probe()) };
  test.info().annotations.push(
    {
      type: 'preview',
      description: `${preview.ms} ms; longest main-thread task ${preview.long} ms, heartbeat gap ${preview.gap} ms`,
    },
    {
      type: 'commit',
      description: `${commit.ms} ms; longest main-thread task ${commit.long} ms, heartbeat gap ${commit.gap} ms`,
    },
  );
  console.log(
    test
      .info()
      .annotations.map((a) => `${a.type}: ${a.description}`)
      .join('\n'),
  );

  const stored = await request.get(`/api-spp/v1/products?q=${tag}&_start=0&_end=1`, { headers: bearer(token) });
  expect(stored.headers()['x-total-count']).toBe(String(ROWS - 1));
});
