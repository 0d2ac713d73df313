/**
 * `npm run serve`: the production process (production.ts around the API app), its environment and its life:
 *
 * - it listens at once, answering `/ready` 503 (and the API 503) until its store is open and loaded;
 * - on SIGTERM or SIGINT it drains: `/ready` says 503 and every answer closes its connection for
 *   SHUTDOWN_DELAY_SECONDS (the load balancer stops sending it new requests meanwhile, and the requests it still
 *   sends are answered), then it stops accepting, finishes the requests in flight and their commits (at most
 *   SHUTDOWN_TIMEOUT_SECONDS), closes the store (the journal's snapshot, the database's connections) and exits 0;
 * - every line it writes is JSON (pino), one per request.
 */
import { createServer, type Server } from 'node:http';
import { format } from 'node:util';
import { pino, type Logger } from 'pino';
import { openApp, type AppOptions, type TrustProxy } from './app';
import { Metrics } from './metrics';
import { productionServer } from './production';

export interface ServeEnv {
  port: number;
  distDir: string;
  app: AppOptions;
  metricsToken?: string;
  shutdownDelayMs: number;
  shutdownTimeoutMs: number;
  keepAliveMs: number;
}

/** TRUST_PROXY as express's `trust proxy` takes it: a hop count, true/false, or addresses, subnets and names. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/** A whole number of seconds from the environment (`name`), in milliseconds; a bad value stops the start with its name. */
export function secondsFromEnv(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback * 1000;
  if (!/^\d{1,6}(\.\d{1,3})?$/.test(raw)) throw new Error(`${name} must be a number of seconds, got "${raw}"`);
  return Number(raw) * 1000;
}

/** Every line the process writes is JSON: the start's messages and failures go through the same logger as requests. */
function routeConsole(logger: Logger): void {
  console.log = (...args: unknown[]) => logger.info(format(...args));
  console.info = console.log;
  console.warn = (...args: unknown[]) => logger.warn(format(...args));
  console.error = (...args: unknown[]) => {
    const err = args.find((a) => a instanceof Error);
    logger.error(err ? { err } : {}, format(...args.filter((a) => a !== err)) || String(err));
  };
}

export async function serve(env: ServeEnv): Promise<Server> {
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { pid: process.pid } });
  routeConsole(logger);
  const metrics = new Metrics(env.metricsToken);
  const prod = productionServer({ distDir: env.distDir, trustProxy: env.app.trustProxy, metrics, logger });
  const server = createServer(prod.handler);
  // Longer than a load balancer's idle upstream connections (nginx: 60 s), so it never sends on one just closed here.
  server.keepAliveTimeout = env.keepAliveMs;
  server.headersTimeout = env.keepAliveMs + 1000;
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(env.port, () => listening());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  logger.info({ port }, `Serving the app and the API on port ${port} (starting)`);
  if (!env.metricsToken) logger.info('METRICS_TOKEN is not set: /metrics answers 404');

  const opening = openApp(env.app);
  let stop: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    stop ??= drain(signal).then(
      () => process.exit(0),
      (e: unknown) => {
        logger.error({ err: e }, 'Stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const app = await opening;
  if (!stop) prod.attach(app);
  logger.info({ port, store: app.store.file }, 'Ready');

  async function drain(signal: string): Promise<void> {
    logger.info({ signal, delayMs: env.shutdownDelayMs }, 'Stopping: /ready answers 503');
    prod.stopping();
    await new Promise((done) => setTimeout(done, env.shutdownDelayMs));
    const closed = new Promise<void>((done) => server.close(() => done()));
    server.closeIdleConnections();
    const timeout = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), env.shutdownTimeoutMs).unref());
    if ((await Promise.race([closed, timeout])) === 'timeout') {
      logger.warn('Requests still open after SHUTDOWN_TIMEOUT_SECONDS: closing their connections');
      server.closeAllConnections();
    }
    // The last commits are durable before the store closes (a store still opening is closed once open).
    await (await opening).store.close();
    logger.info('Stopped');
  }
  return server;
}
