/**
 * The production server (`npm run serve`): the built app (`dist/`) and the API on one port, as IT runs it behind a
 * load balancer. Around the API app (app.ts) it adds what a server run for years needs:
 *
 * - one JSON log line per request (pino-http) carrying the request id (request-id.ts), also sent back in
 *   `X-Request-Id` and in every 5xx body;
 * - security headers on every answer (helmet): a Content-Security-Policy the app runs under (its one inline
 *   script allowed by hash, antd's inline styles allowed), `nosniff`, a referrer policy, `frame-ancestors 'none'`,
 *   and HSTS only on an answer the client got over https (a trusted proxy's `X-Forwarded-Proto`);
 * - brotli or gzip by `Accept-Encoding`: the build's precompressed assets (scripts/vite/precompress.ts), the API's
 *   answers compressed as they go;
 * - hashed assets cached for a year (immutable), `index.html` revalidated at every load, every app route answered
 *   with `index.html`, an unknown `/assets/...` file 404 (never a page in place of a script);
 * - `/ready` for the load balancer: 503 while starting and while stopping, 200 once the store is loaded and its
 *   database answers; `/health` (and `/api-spp/v1/health`) say only that the process is alive;
 * - `/metrics` (metrics.ts), with a token.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import jsonServer, { type App, type Middleware } from 'json-server';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { MockApp, TrustProxy } from './app';
import { API_PREFIX } from './routes';
import { sendJson } from './http';
import type { Metrics } from './metrics';
import { requestId, setRouteLabel } from './request-id';

export type Phase = 'starting' | 'ready' | 'stopping';

export interface ProductionOptions {
  /** The built app (`npm run build`'s dist/). */
  distDir: string;
  trustProxy?: TrustProxy;
  metrics: Metrics;
  /** The request log (pino); none in tests that do not read it. */
  logger?: Logger;
}

export interface ProductionServer {
  /** The request handler for node:http's server. */
  handler: App;
  /** The API once its store is open: until then its paths answer 503. */
  attach(api: MockApp): void;
  /** Stopping: `/ready` says 503, and every answer closes its connection (a keep-alive client opens a new one elsewhere). */
  stopping(): void;
  readonly phase: Phase;
}

/** A request for the API (json-server's dialect, uploads under the API and at `/uploads/` as older rows name them, health). */
const forApi = (path: string): boolean =>
  path === API_PREFIX || path.startsWith('/api-spp/') || path.startsWith('/uploads/') || path === '/health';

const pathOf = (req: IncomingMessage): string => ((req as { originalUrl?: string }).originalUrl ?? req.url ?? '/').split('?')[0]!;

/** The hashes of index.html's inline scripts, for the CSP's script-src (an inline script runs only when it is listed). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/** The Content-Security-Policy the built app runs under (`index.html`: the page it serves). */
export function contentSecurityPolicy(indexHtml: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(indexHtml)],
    // antd writes its CSS-in-JS as <style> elements and style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const HSTS = 'max-age=31536000; includeSubDomains';

export function productionServer(options: ProductionOptions): ProductionServer {
  const distDir = resolve(options.distDir);
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No built app in ${distDir}: run \`npm run build\` first`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  const trusted = options.trustProxy !== undefined && options.trustProxy !== false;
  let api: MockApp | undefined;
  let phase: Phase = 'starting';

  const app = jsonServer.create();
  app.disable('x-powered-by');
  if (trusted) app.set('trust proxy', options.trustProxy);
  const mount = (middleware: unknown) => app.use(middleware as Middleware);

  mount((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    requestId(req, res, trusted);
    options.metrics.track(req, res);
    if (phase === 'stopping') res.setHeader('Connection', 'close');
    next();
  });
  if (options.logger)
    mount(
      pinoHttp({
        logger: options.logger,
        genReqId: (req, res) => requestId(req, res, trusted),
        // The line's fields: no headers (they hold tokens), the path without the query (it may hold a signature).
        serializers: {
          req: (req: { id: string; method: string; url: string; remoteAddress?: string; raw: IncomingMessage }) => ({
            id: req.id,
            method: req.method,
            path: pathOf(req.raw),
            address: (req.raw as { ip?: string }).ip ?? req.remoteAddress,
          }),
          res: (res: { statusCode: number }) => ({ status: res.statusCode }),
        },
        customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
        customSuccessMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
        customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
      }),
    );
  mount(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(indexHtml) },
      strictTransportSecurity: false, // below: only on an answer the client got over https
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  mount((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if ((req as { secure?: boolean }).secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  });
  mount(compression({ threshold: 1024 }));

  mount((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = pathOf(req);
    if (path === '/ready') {
      setRouteLabel(req, '/ready');
      void ready(res);
      return;
    }
    if (path === '/metrics') {
      setRouteLabel(req, '/metrics');
      void options.metrics.answer(req, res);
      return;
    }
    if (!forApi(path)) return next();
    if (api) return api(req, res);
    setRouteLabel(req, 'starting');
    sendJson(
      res,
      503,
      { message: 'The server is starting: try again in a moment', requestId: requestId(req) },
      { 'Retry-After': '2' },
    );
  });

  async function ready(res: ServerResponse): Promise<void> {
    if (phase !== 'ready' || !api) return sendJson(res, 503, { status: phase }, { 'Retry-After': '2' });
    try {
      await api.store.ping();
      sendJson(res, 200, { status: 'ready' });
    } catch (e) {
      sendJson(res, 503, { status: 'database', message: e instanceof Error ? e.message : String(e) });
    }
  }

  const assets = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res: ServerResponse, file: string) => {
        const name = file
          .slice(distDir.length)
          .replace(/\\/g, '/')
          .replace(/\.(br|gz)$/, '');
        if (name.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (name === '/index.html') res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    },
  });
  mount((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    setRouteLabel(req, pathOf(req).startsWith('/assets/') ? '/assets' : 'static');
    assets(req as never, res as never, next);
  });
  // Any other page is one of the app's routes: index.html, which draws it. An asset that is not there is a 404.
  mount((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = pathOf(req);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path.startsWith('/assets/')) {
      setRouteLabel(req, 'unmatched');
      return sendJson(res, 404, { message: `Not found: ${path}` });
    }
    setRouteLabel(req, 'app');
    req.url = '/index.html';
    assets(req as never, res as never, next);
  });

  return {
    handler: app,
    attach(next) {
      api = next;
      next.store.onFlushed = (seconds) => options.metrics.commits.observe(seconds);
      options.metrics.watchConnections(() => next.store.connectionUse());
      phase = 'ready';
    },
    stopping() {
      phase = 'stopping';
    },
    get phase() {
      return phase;
    },
  };
}
