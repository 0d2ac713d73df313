/**
 * Starts the mock API: `npx tsx mock-server/index.ts` (PORT, default 3000; DB_FILE, default
 * mock-server/data/db.json, seeded on first start; DATABASE_URL=postgres://...: PostgreSQL as the store of record
 * instead of DB_FILE, seeded when it holds nothing yet (store/pg/engine.ts), uploaded files included (store/pg/uploads.ts);
 * UPLOAD_DIR, default mock-server/data/uploads: the uploaded files without DATABASE_URL; JWT_SECRET;
 * MOCK_LOG=0 to silence the request log; SCHEMAS_DIR, default the repo's schemas/: the schemas the server loads and
 * the schema editor writes, with their versions in SCHEMAS_DIR/.history; SCHEMAS_SEED_FROM=<dir>: start SCHEMAS_DIR
 * afresh as a copy of that directory, without its history: the e2e tests do, so they never write the repo's files).
 *
 * Sign-in throttling (throttle.ts; only failed sign-ins count, a success clears the username's count):
 * - LOGIN_MAX_FAILS_PER_USER, default 5: failures per username (trimmed, any case, known or not)
 *   within the window; then that username gets 429 with Retry-After until the window passes.
 * - LOGIN_MAX_FAILS_PER_ADDRESS, default 50: failures per client address across usernames; then 429.
 * - LOGIN_WINDOW_SECONDS, default 900: the window, counted from the first failure.
 * Each must be a whole number of 1 or more; a bad value stops the start with its name.
 *
 * `--serve` (`npm run serve`): the production server instead, the built app (DIST_DIR, default dist/) and the API
 * on one port, with TRUST_PROXY, METRICS_TOKEN, SHUTDOWN_DELAY_SECONDS, SHUTDOWN_TIMEOUT_SECONDS, KEEP_ALIVE_SECONDS
 * and LOG_LEVEL (http/serve.ts; README, Deployment).
 */
import { cpSync, rmSync } from 'node:fs';
import { removeDb } from './store/journal';
import { clearDatabase } from './store/pg/admin';
import { resolve } from 'node:path';
import { API_PREFIX, openApp, type AppOptions } from './http/app';
import { parseTrustProxy, secondsFromEnv, serve } from './http/serve';
import { DEV_SECRET } from './auth/auth';
import { DEFAULT_DB_FILE, DEFAULT_UPLOAD_DIR } from './http/paths';
import { loginLimitsFromEnv } from './auth/throttle';

const port = Number(process.env.PORT ?? 3000);
const dbFile = resolve(process.env.DB_FILE ?? DEFAULT_DB_FILE);
const databaseUrl = process.env.DATABASE_URL || undefined;
const uploadDir = resolve(process.env.UPLOAD_DIR ?? DEFAULT_UPLOAD_DIR);
// RESET_DB=1 starts from a fresh seed (the e2e tests do): the old db file or database and the uploads are removed first.
if (process.env.RESET_DB === '1') {
  if (databaseUrl) await clearDatabase(databaseUrl);
  else removeDb(dbFile);
  rmSync(uploadDir, { recursive: true, force: true });
}
const schemasDir = process.env.SCHEMAS_DIR ? resolve(process.env.SCHEMAS_DIR) : undefined;
if (process.env.SCHEMAS_SEED_FROM && schemasDir && resolve(process.env.SCHEMAS_SEED_FROM) !== schemasDir) {
  rmSync(schemasDir, { recursive: true, force: true });
  cpSync(resolve(process.env.SCHEMAS_SEED_FROM), schemasDir, {
    recursive: true,
    filter: (source) => !/[\\/]\.history([\\/]|$)/.test(source),
  });
}
const serving = process.argv.includes('--serve');
if (!process.env.JWT_SECRET) {
  if (serving && process.env.NODE_ENV === 'production')
    throw new Error('JWT_SECRET is not set: a production server needs a secret of its own (README, Deployment).');
  console.warn('JWT_SECRET is not set: using the development secret (fine for local use only).');
}

try {
  const options: AppOptions = {
    dbFile,
    databaseUrl,
    // DATABASE_SCHEMA: a PostgreSQL schema of its own inside the database (default: the connection's search_path)
    databaseSchema: process.env.DATABASE_SCHEMA || undefined,
    onDatabaseLost: (e) => {
      console.error(`Mock API lost its database connection (${e.message}): stopping.`);
      process.exit(1);
    },
    uploadDir,
    schemasDir,
    secret: process.env.JWT_SECRET ?? DEV_SECRET,
    logger: !serving && process.env.MOCK_LOG !== '0',
    loginLimits: loginLimitsFromEnv(process.env),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  };
  if (serving) await serveProduction(options);
  else await serveApi(options);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}

/** `npm run serve`: the built app and the API on one port, for production (http/serve.ts). */
async function serveProduction(options: AppOptions): Promise<void> {
  const env = process.env;
  await serve({
    port,
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    app: options,
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownDelayMs: secondsFromEnv(env, 'SHUTDOWN_DELAY_SECONDS', 5),
    shutdownTimeoutMs: secondsFromEnv(env, 'SHUTDOWN_TIMEOUT_SECONDS', 30),
    keepAliveMs: secondsFromEnv(env, 'KEEP_ALIVE_SECONDS', 65),
  });
}

/** `npm run api`: the API alone, for development beside Vite's server (which proxies /api-spp to it). */
async function serveApi(options: AppOptions): Promise<void> {
  const app = await openApp(options);
  const server = app.listen(port, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port; // PORT=0 picks a free port
    console.log(`Mock API listening on http://localhost:${actual}${API_PREFIX} (db: ${app.store.file})`);
  });
  server.on('error', (e) => {
    console.error(`Mock API could not start: ${e.message}`);
    process.exit(1);
  });
  // Finish requests in flight (their writes are flushed before they answer), fold the journal into a fresh
  // db.json snapshot (readable and editable while the server is stopped), then exit.
  const stop = () => {
    server.close(() => {
      app.store.close().then(
        () => process.exit(0),
        (e: unknown) => {
          console.error(`Mock API could not write its final snapshot: ${e instanceof Error ? e.message : String(e)}`);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
