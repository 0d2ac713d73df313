/**
 * Import benchmark: a 5,000-row products .xlsx (made here with SheetJS), through the code the browser's
 * import worker runs (read the workbook, check every row: the preview), then the server's dry run (the
 * preview's server check) and the commit (all rows in one flush, with their audit entries), in-process.
 *
 *   npx tsx scripts/bench-import.ts            (BENCH_IMPORT_ROWS=5000 to change)
 */
import * as XLSX from '@e965/xlsx';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../mock-server/http/app';
import { analyseImport, recordPayload } from '../src/schema/import/import';
import { readImportSheet } from '../src/schema/import/sheet';
import { loadSchemaDir } from '../src/schema/loader/read-dir';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const UNITS = ['Piece', 'Set', 'Box', 'Litre'];

function productsFile(): Uint8Array {
  const header = ['Code', 'Barcode', 'Name', 'Part no.', 'Unit', 'Price', 'Stock', 'Vehicle type', 'Model'];
  const rows: unknown[][] = [header];
  for (let i = 0; i < ROWS; i++)
    rows.push([
      `BENCH-${String(i).padStart(5, '0')}`,
      String(8851000000000 + i),
      `Bench product ${i}`,
      `PN-${i}`,
      UNITS[i % UNITS.length],
      Math.round(i * 1.37 * 100) / 100,
      i % 500,
      i % 2 ? 'Pickup' : 'SUV',
      `M${i % 40}`,
    ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Products');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

const ms = (t0: number) => `${(performance.now() - t0).toFixed(0)} ms`;

export async function benchImport(): Promise<void> {
  const registry = loadSchemaDir();
  const products = registry.byName.get('products')!;
  const file = productsFile();
  console.log(`\nImport: ${ROWS} product rows, ${(file.length / 1024).toFixed(0)} KiB .xlsx`);

  let t0 = performance.now();
  const sheet = readImportSheet('bench-products.xlsx', file);
  const readTime = ms(t0);
  t0 = performance.now();
  const analysis = analyseImport(products, sheet, 'en');
  const checkTime = ms(t0);
  console.log(
    `preview (browser worker code): read ${readTime}, check ${checkTime}; ${analysis.good} good, ${analysis.bad} bad rows`,
  );

  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const app = createApp({ dbFile: join(dir, 'db.json'), uploadDir: join(dir, 'uploads'), registry });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api-spp/v1`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const rows = recordPayload(analysis.rows);
    const post = async (dryRun: boolean) => {
      const started = performance.now();
      const res = await fetch(`${api}/products/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: 'bench-products.xlsx', rows, dryRun }),
      });
      const body = (await res.json()) as { imported?: number; accepted?: number; message?: string };
      return { status: res.status, body, time: ms(started) };
    };
    const check = await post(true);
    console.log(`preview (server dry run): ${check.time} (HTTP ${check.status}, ${check.body.accepted} accepted)`);
    const before = app.store.list('products').length;
    const commit = await post(false);
    const after = app.store.list('products').length;
    console.log(
      `commit (all rows + audit entries, one flush): ${commit.time} (HTTP ${commit.status}, ${commit.body.imported ?? commit.body.message}; products ${before} -> ${after})`,
    );
  } finally {
    server.closeAllConnections();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('bench-import.ts')) await benchImport();
