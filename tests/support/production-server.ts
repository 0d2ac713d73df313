/**
 * For the production server's tests: a small built app (index.html with an inline script, one hashed asset, their
 * .br and .gz copies) and the production server (mock-server/http/production.ts) around a test API, on an
 * ephemeral port, with its log lines kept for the test to read.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { API_PREFIX, type AppOptions, type MockApp } from '../../mock-server/http/app';
import { Metrics } from '../../mock-server/http/metrics';
import { productionServer, type ProductionServer } from '../../mock-server/http/production';
import { precompressDir } from '../../scripts/vite/precompress';
import { startTestServer, type TestServer } from './test-server';

export const ASSET = '/assets/app-Ab12Cd34.js';
export const INLINE_SCRIPT = "document.documentElement.setAttribute('data-theme', 'light');";

/** A built app in `dir` (a new temporary directory by default): what `npm run build` writes, in small. */
export async function fixtureDist(dir = mkdtempSync(join(tmpdir(), 'dist-'))): Promise<string> {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const filler = `<!-- ${'the app '.repeat(200)} -->`;
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script type="module" src="${ASSET}"></script>${filler}</head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, ASSET), `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressDir(dir);
  return dir;
}

export interface ProductionTestServer {
  origin: string;
  api: string;
  prod: ProductionServer;
  app: MockApp;
  /** The built app it serves. */
  distDir: string;
  /** The test API underneath (its sign-in, its stored state). */
  inner: TestServer;
  /** The JSON log lines written so far. */
  lines: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface ProductionTestOptions {
  trustProxy?: AppOptions['trustProxy'];
  metricsToken?: string;
  /** Leave the server starting (its API not attached): `prod.attach(app)` later. */
  starting?: boolean;
  app?: Partial<AppOptions>;
}

export async function startProductionServer(options: ProductionTestOptions = {}): Promise<ProductionTestServer> {
  const inner = await startTestServer({ ...options.app, trustProxy: options.trustProxy });
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const distDir = await fixtureDist();
  const prod = productionServer({
    distDir,
    trustProxy: options.trustProxy,
    metrics: new Metrics(options.metricsToken),
    logger: pino({ base: null }, sink),
  });
  if (!options.starting) prod.attach(inner.app);
  const server: Server = createServer(prod.handler);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', () => listening()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    api: `${origin}${API_PREFIX}`,
    prod,
    app: inner.app,
    distDir,
    inner,
    lines,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await inner.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (not decompressed). */
  body: Buffer;
}

/** One request with exactly these headers, the answer's bytes as they came over the wire (fetch would decompress them). */
export function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
