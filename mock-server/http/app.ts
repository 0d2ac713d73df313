/**
 * The mock API: everything under /api-spp/v1, on the express instance json-server 0.17 creates.
 *
 * Why json-server only provides the express app here: its router stores data with lowdb FileSync
 * (rewrites the whole pretty-printed file in place on every write: slow, and a crash can truncate
 * it), compiles `_like` into a RegExp (500 on `(`, catastrophic backtracking on `(a+)+$`) and
 * silently ignores unknown filters. We keep its dialect and replace those parts (store.ts,
 * query.ts, resources.ts). Its `/db` route is left out on purpose: it would hand out password hashes.
 * Every route is one row of the table in routes.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import jsonServer, { type App } from 'json-server';
import type { SchemaRegistry } from '../../src/schema';
import { Auth, DEV_SECRET } from '../auth/auth';
import { EXPOSED_HEADERS, HttpError, sendJson } from './http';
import { requestId, setRouteLabel } from './request-id';
import { compileRoutes } from './router';
import { API_PREFIX, apiRoutes, signIn, UPLOAD_PREFIX } from './routes';
import { SCHEMAS_DIR } from '../../src/schema/loader/read-dir';
import { LiveRegistry, REGISTRY_KEY } from '../schemas/live-registry';
import { SchemaFiles } from '../schemas/schema-files';
import type { SchemaSource } from '../schemas/schema-source';
import { openStoredSchemas } from '../schemas/schema-release';
import { routedNames, schemaAdminRoutes } from '../schemas/schema-admin';
import { buildSeed } from '../seed/seed';
import { addNewResources } from '../schemas/upgrade';
import { Store, type DbState } from '../store/store';
import { describeDatabase, PgEngine } from '../store/pg/engine';
import { SharedStore } from '../store/pg/shared';
import { DiskUploads, type UploadStorage } from '../store/uploads';
import { registerMasterData } from '../schemas/master-data';
import { UrlSigner } from '../auth/signed-url';
import { LoginThrottle, type LimiterFactory, type LoginLimits } from '../auth/throttle';
import { postgresLimiters } from '../auth/throttle-pg';
import { Sessions, sessionLimitsFromEnv } from '../auth/sessions';
import { CREDENTIALS, moveCredentials } from '../auth/credentials';
import type { SessionLimits } from '../../src/access';

export { API_PREFIX, UPLOAD_PREFIX } from './routes';

export interface AppOptions {
  dbFile: string;
  /** Where uploaded files are kept on the journal (default `<dbFile>.uploads`); with `databaseUrl` they are in the database. */
  uploadDir?: string;
  secret?: string;
  /** Rows per resource for a newly seeded db (the benchmark asks for 10,000 suppliers). */
  seedOverrides?: Record<string, number>;
  /** Defaults to the schemas in `schemasDir`; tests pass fixture schemas. */
  registry?: SchemaRegistry;
  /**
   * The schema directory the schema editor reads and writes (SCHEMAS_DIR; default the repo's schemas/). Without
   * it, a server given a `registry` has no schema editing (its endpoints answer 404).
   */
  schemasDir?: string;
  logger?: boolean;
  /** Sign-in throttling (throttle.ts); index.ts reads them from LOGIN_* environment variables. Defaults: 5, 50, 900 s. */
  loginLimits?: Partial<LoginLimits>;
  /** Browser origins allowed by CORS; default: CORS_ORIGINS (comma separated), else any localhost port. */
  corsOrigins?: readonly string[];
  /** PostgreSQL as the store of record (DATABASE_URL, `postgres://...`): open with `openApp`. Unset: the journal in `dbFile`. */
  databaseUrl?: string;
  /** A schema of its own inside that database (the tests give each server one); default the connection's. */
  databaseSchema?: string;
  /** Session limits (sessions.ts); default SESSION_IDLE_SECONDS and SESSION_MAX_SECONDS, else 8 hours and 7 days. */
  sessionLimits?: SessionLimits;
  /** The database connection was lost after start (index.ts stops the process). */
  onDatabaseLost?: (error: Error) => void;
  /**
   * The proxies whose `X-Forwarded-For` names the client (TRUST_PROXY, express's `trust proxy`: a hop count,
   * `loopback`, addresses or subnets): client addresses in the throttle and the audit log are then the real ones,
   * and the proxy's `X-Request-Id` is kept. Unset: the socket's address, and no forwarded header is believed.
   */
  trustProxy?: TrustProxy;
}

export type TrustProxy = boolean | number | string;

/** `registry` is the live one (a getter: a schema saved in the editor replaces it). */
export type MockApp = App & { store: Store; registry: SchemaRegistry; live: LiveRegistry };

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** The allowed origins: the list given (exact, e.g. `https://staff.example.com`), or any localhost port. */
export function originTest(list: readonly string[] | undefined): (origin: string) => boolean {
  const exact = new Set((list ?? []).map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean));
  return exact.size ? (origin) => exact.has(origin) : (origin) => LOCAL_ORIGIN.test(origin);
}

const envOrigins = (): string[] | undefined => process.env.CORS_ORIGINS?.split(',');

/** Longest `_delay` honoured, in ms (json-server has no cap; a slow answer is for testing loading states). */
export const MAX_DELAY_MS = 10_000;

/** `_delay=<ms>` taken out of the query (no handler sees it): the wait in ms, capped, or 400. */
export function takeDelay(url: URL): number {
  const raw = url.searchParams.get('_delay');
  if (raw === null) return 0;
  url.searchParams.delete('_delay');
  if (!/^\d{1,9}(\.\d+)?$/.test(raw.trim()))
    throw new HttpError(400, `_delay must be a number of milliseconds (0 to ${MAX_DELAY_MS}), got "${raw}"`);
  return Math.min(Number(raw), MAX_DELAY_MS);
}

/** CORS for the configured origins only (CORS_ORIGINS; by default the browser app on a localhost port). */
function cors(req: IncomingMessage, res: ServerResponse, allowed: (origin: string) => boolean): boolean {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS); // on every answer; sendJson never narrows it
  if (origin && allowed(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization,Content-Type,Accept-Language,If-Match');
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return true;
  }
  return false;
}

interface Setup {
  /** SCHEMAS_DIR's files; on PostgreSQL, once connected, the database's schemas (SCHEMAS_DIR is then the release). */
  files: SchemaSource | undefined;
  registry: SchemaRegistry;
  live: LiveRegistry;
  uploadDir: string;
  seedFor: (current: SchemaRegistry) => DbState;
  seed: () => DbState;
  /** The sign-in throttle's counters: in memory unless the store is shared (PostgreSQL). */
  limiter?: LimiterFactory;
}

function setUp(options: AppOptions): Setup {
  const files =
    options.schemasDir !== undefined || !options.registry ? new SchemaFiles(options.schemasDir ?? SCHEMAS_DIR) : undefined;
  const registry = options.registry ?? files!.loadRegistry(); // the registry at start; `live` holds the current one
  const live = new LiveRegistry(registry, files?.registryVersion(registry.resources.map((r) => r.name)) ?? 1);
  const uploadDir = options.uploadDir ?? `${options.dbFile}.uploads`;
  const seedFor = (current: SchemaRegistry) => buildSeed(current, { counts: options.seedOverrides ?? {} });
  return { files, registry, live, uploadDir, seedFor, seed: () => seedFor(live.registry) };
}

/** The API on the embedded journal (`dbFile`). */
export function createApp(options: AppOptions): MockApp {
  if (options.databaseUrl) throw new Error('A PostgreSQL store is opened asynchronously: use openApp');
  const setup = setUp(options);
  return assemble(options, setup, Store.open(options.dbFile, setup.seed), new DiskUploads(setup.uploadDir));
}

/** The API on the store `options` choose: PostgreSQL when `databaseUrl` is given, else the embedded journal. */
export async function openApp(options: AppOptions): Promise<MockApp> {
  if (!options.databaseUrl) return createApp(options);
  const setup = setUp(options);
  const engine = new PgEngine(options.databaseUrl, { schema: options.databaseSchema, onLost: options.onDatabaseLost });
  engine.schemasChanged(setup.registry, false);
  let store: Store;
  let shared: SharedStore;
  try {
    store = await Store.connect(describeDatabase(options.databaseUrl), setup.seed, engine);
    shared = new SharedStore(store, engine);
    await shared.start();
  } catch (e) {
    await engine.close().catch(() => undefined);
    throw e;
  }
  store.coordination = shared;
  // The sign-in throttle counts in the database too, so every process sees every failure (throttle-pg.ts).
  const limiters = await postgresLimiters(options.databaseUrl, options.databaseSchema).catch(async (e: unknown) => {
    await store.close().catch(() => undefined);
    throw e;
  });
  store.whenClosing(limiters.close);
  setup.limiter = limiters.limiter;
  // What start-up adds (new resources' collections, menu rows) is written in a turn, current with other processes.
  const release = await shared.enterTurn();
  try {
    // The schemas in force are the database's; SCHEMAS_DIR's are the release, taken in here (schema-release.ts).
    if (setup.files instanceof SchemaFiles) {
      setup.files = await openStoredSchemas({ store, live: setup.live, fresh: setup.seedFor }, setup.files);
      setup.registry = setup.live.registry;
      engine.schemasChanged(setup.registry, false);
    }
    const app = assemble(options, setup, store, engine.uploads); // closed with the engine, by store.close()
    await store.commit();
    return app;
  } finally {
    await release();
  }
}

function assemble(options: AppOptions, setup: Setup, store: Store, uploads: UploadStorage): MockApp {
  const { files, registry, live, seedFor, seed } = setup;
  registerMasterData(store, registry); // code lists and settings that writes are checked against
  const added = addNewResources(store, registry, seed);
  // Passwords written on the accounts by an older version move to their own collection (credentials.ts).
  if (moveCredentials(store)) added.push(CREDENTIALS);
  if (added.length) {
    store.writeSync();
    console.log(`Added to ${store.file} (new resources, menu rows of the seeded roles): ${added.join(', ')}`);
  }
  const people = registry.resources.find((s) => s.userLink);
  const auth = new Auth(
    store,
    options.secret ?? DEV_SECRET,
    new LoginThrottle(options.loginLimits, setup.limiter),
    people?.userLink ? { resource: people.name, field: people.userLink, signInWhile: people.signInWhile } : undefined,
    new Sessions(store, options.sessionLimits ?? sessionLimitsFromEnv()),
  );
  const signer = new UrlSigner(options.secret ?? DEV_SECRET, UPLOAD_PREFIX);
  const allowedOrigin = originTest(options.corsOrigins ?? envOrigins());
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('query parser', false); // query.ts reads URLSearchParams itself; no qs objects from `a[b]=` keys
  const trusted = options.trustProxy !== undefined && options.trustProxy !== false;
  if (trusted) app.set('trust proxy', options.trustProxy); // clientAddress (http.ts) reads express's req.ip

  // The schema editor's routes (schema-admin.ts) read the live registry; the others are compiled again from
  // each new registry (live-registry.ts), as is everything else derived from it.
  const adminRoutes = schemaAdminRoutes({ store, live, files, reserved: () => reserved, fresh: seedFor });
  const compile = (current: SchemaRegistry) =>
    compileRoutes([...adminRoutes, ...apiRoutes({ store, registry: current, auth, signer, uploads })], (path, parts) =>
      path.startsWith(`${API_PREFIX}/`) && parts.length > 2
        ? new HttpError(404, current.byName.has(parts[2]!) ? `Not found: ${path}` : `Unknown resource "${parts[2]}"`)
        : new HttpError(404, path === API_PREFIX ? 'Nothing here: use /api-spp/v1/<resource>' : `Not found: ${path}`),
    );
  const reserved = routedNames([...adminRoutes, ...apiRoutes({ store, registry, auth, signer, uploads })], API_PREFIX);
  let match = compile(registry);
  // Another API process on the same database saved a schema (stored in the database): load the schemas again.
  if (files)
    store.onRemoteObject(REGISTRY_KEY, () => {
      const next = files.loadRegistry();
      live.swap(next, files.registryVersion(next.resources.map((r) => r.name)));
    });
  live.onSwap((next) => {
    store.schemasChanged(next);
    registerMasterData(store, next);
    match = compile(next);
  });

  /**
   * A read first takes in what other API processes committed; a request that may write waits for its turn
   * (store/pg/shared.ts). What a request learnt about its session (used again, refused) is written after it, in its
   * turn or, after a read, in one of its own (sessions.ts).
   */
  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'GET' || req.method === 'HEAD') {
      await store.coordination.fresh();
      try {
        return await routeNow(req, res);
      } finally {
        if (auth.sessions.hasPending()) await writeSessions(await store.coordination.enterTurn());
      }
    }
    const release = await store.coordination.enterTurn();
    try {
      return await routeNow(req, res);
    } finally {
      await writeSessions(release);
    }
  }

  /** Writes the sessions' queued changes in the turn `release` ends; a failure is logged, never the request's. */
  async function writeSessions(release: () => Promise<void>): Promise<void> {
    try {
      if (auth.sessions.hasPending()) {
        auth.sessions.flush();
        await store.commit();
      }
    } catch (e) {
      console.error('Session write failed', e);
    } finally {
      await release();
    }
  }

  async function routeNow(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(`http://localhost${req.url ?? '/'}`); // prefixing keeps `//host/...` a path, never another host
    } catch {
      throw new HttpError(400, 'Malformed URL');
    }
    let matched;
    try {
      matched = match(req.method ?? 'GET', url.pathname);
    } catch (e) {
      // Under the API nothing is answered before the bearer guard, not even "no such route".
      if (e instanceof HttpError && url.pathname.startsWith(API_PREFIX) && url.pathname !== `${API_PREFIX}/auth/login`)
        await auth.authenticate(req);
      throw e;
    }
    const { route: found, params } = matched;
    setRouteLabel(req, found.path);
    const call = { req, res, url, params };
    // `_delay` after the bearer guard: nothing is answered before it, and an anonymous caller holds no connection open.
    const wait = async () => {
      const delay = url.pathname.startsWith(API_PREFIX) ? takeDelay(url) : 0;
      if (delay) await new Promise((done) => setTimeout(done, delay));
    };
    if (found.who === 'public') {
      await wait();
      return found.handle(call);
    }
    const signedIn = await signIn(auth, store, live.registry, call, found.who, found.beforePasswordChange);
    res.setHeader('X-Registry-Version', String(live.version)); // the browser refetches GET registry when it grows
    await wait();
    return found.handle(signedIn);
  }

  app.use((req, res) => {
    const started = performance.now();
    const id = requestId(req, res, trusted);
    if (options.logger)
      res.on('finish', () =>
        console.log(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms ${id}`),
      );
    if (cors(req, res, allowedOrigin)) return;
    route(req, res).catch((e: unknown) => {
      // The client went away mid-request (e.g. a benchmark stopping): nobody to answer, nothing to log.
      if (res.headersSent || res.destroyed || req.socket.destroyed) {
        res.destroy();
        return;
      }
      // A 5xx body names its request, as the log line does (request-id.ts): a user's report finds it.
      if (e instanceof HttpError)
        return sendJson(
          res,
          e.status,
          { message: e.message, ...e.extra, ...(e.status >= 500 ? { requestId: id } : {}) },
          e.headers,
        );
      logFailure(req, res, id, e);
      sendJson(res, 500, { message: 'Internal server error', requestId: id });
    });
  });

  /** An unexpected failure: into the request's log line behind the production server (pino-http), else to stderr. */
  function logFailure(req: IncomingMessage, res: ServerResponse, id: string, e: unknown): void {
    if ((req as { log?: unknown }).log) (res as { err?: unknown }).err = e;
    else console.error(`Request ${id} failed:`, e);
  }

  Object.defineProperty(app, 'registry', { get: () => live.registry, enumerable: true });
  return Object.assign(app, { store, live }) as MockApp;
}
