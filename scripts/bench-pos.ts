/**
 * Point-of-sale benchmark, in-process: a catalogue of 10,000 products (seeded), their stock movements, and
 * the counter's two calls timed one at a time as a cashier makes them: a scan (GET products?barcode=) and a
 * sale (POST posSales: the receipt and one stock movement per line, checked against the stock floor and
 * written in one step). Prints p50 and p95 of each.
 *
 *   npx tsx scripts/bench-pos.ts            (BENCH_POS_PRODUCTS=10000 BENCH_POS_SALES=300 to change)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../mock-server/http/app';
import { loadSchemaDir } from '../src/schema/loader/read-dir';

const PRODUCTS = Number(process.env.BENCH_POS_PRODUCTS ?? 10_000);
const MOVEMENTS = Number(process.env.BENCH_POS_MOVEMENTS ?? 3_000);
const SALES = Number(process.env.BENCH_POS_SALES ?? 300);
const LINES = 3;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const summary = (label: string, times: number[]): string => {
  const s = [...times].sort((a, b) => a - b);
  return `${label}: p50 ${percentile(s, 0.5).toFixed(1)} ms, p95 ${percentile(s, 0.95).toFixed(1)} ms (${s.length} calls)`;
};

export async function benchPos(): Promise<void> {
  const registry = loadSchemaDir();
  const dir = mkdtempSync(join(tmpdir(), 'bench-pos-'));
  let t0 = performance.now();
  const app = createApp({
    dbFile: join(dir, 'db.json'),
    uploadDir: join(dir, 'uploads'),
    registry,
    seedOverrides: { products: PRODUCTS, stockMovements: MOVEMENTS },
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  console.log(`\nPOS: ${PRODUCTS} products, ${MOVEMENTS} stock movements seeded in ${(performance.now() - t0).toFixed(0)} ms`);
  try {
    const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api-spp/v1`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'sales', password: 'sales1234' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    // The products in stock, with what is left of each (the products' rollup, as answered).
    const stock = new Map<number, number>();
    for (const m of app.store.list('stockMovements')) {
      const qty = Number(m.quantity);
      const signed = m.type === 'out' ? -qty : qty;
      stock.set(Number(m.product), (stock.get(Number(m.product)) ?? 0) + signed);
    }
    const products = app.store
      .list('products')
      .filter((p) => typeof p.barcode === 'string' && (stock.get(Number(p.id)) ?? 0) > 0);
    if (products.length < LINES) throw new Error('bench-pos: too few products in stock');

    const scans: number[] = [];
    const sales: number[] = [];
    let refused = 0;
    let k = 0;
    for (let i = 0; i < SALES; i++) {
      const lines: { product: number; barcode: unknown; name: string; unitPrice: number; quantity: number }[] = [];
      for (let j = 0; j < LINES; j++) {
        // Round the stocked products, skipping those sold out by earlier sales.
        let p = products[k++ % products.length]!;
        for (let tries = 0; (stock.get(Number(p.id)) ?? 0) <= 0 && tries < products.length; tries++)
          p = products[k++ % products.length]!;
        t0 = performance.now();
        const found = (await (await fetch(`${api}/products?barcode=${p.barcode as string}&_end=1`, { headers })).json()) as {
          id: number;
          name: string;
          price: number;
        }[];
        scans.push(performance.now() - t0);
        const hit = found[0]!;
        if (lines.some((l) => l.product === hit.id)) continue;
        lines.push({ product: hit.id, barcode: p.barcode, name: hit.name, unitPrice: hit.price, quantity: 1 });
      }
      t0 = performance.now();
      const res = await fetch(`${api}/posSales`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ date: '2026-11-25', time: '10:00', branch: 'bangkok', lines, paymentType: 'card' }),
      });
      sales.push(performance.now() - t0);
      await res.arrayBuffer();
      if (res.status === 201) for (const l of lines) stock.set(l.product, (stock.get(l.product) ?? 0) - 1);
      else refused++;
    }
    console.log(summary('scan (GET products?barcode=)', scans));
    console.log(summary(`sale (POST posSales, ${LINES} lines + ${LINES} stock movements, one flush)`, sales));
    if (refused) console.log(`(${refused} sales refused by the stock floor)`);
  } finally {
    server.closeAllConnections();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('bench-pos.ts')) await benchPos();
