/**
 * The mock API: everything under /api-spp/v1, on the express instance json-server 0.17 creates.
 *
 * Why json-server only provides the express app here: its router stores data with lowdb FileSync
 * (rewrites the whole pretty-printed file in place on every write: slow, and a crash can truncate
 * it), compiles `_like` into a RegExp (500 on `(`, catastrophic backtracking on `(a+)+$`) and
 * silently ignores unknown filters. We keep its dialect and replace those parts (store.ts,
 * query.ts, resources.ts). Its `/db` route is left out on purpose: it would hand out password hashes.
 */
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import jsonServer, { type App } from 'json-server';
import { decideScreen, screen } from '../src/access';
import type { SchemaRegistry } from '../src/schema';
import { Auth, DEV_SECRET } from './auth';
import { clientAddress, HttpError, readJson, readJsonObject, requestLang, sendJson } from './http';
import { accessContext, requireScreen, roleMenu, userMenu, type RequestContext } from './access';
import { allMenuRows, createMenu, saveRoleMenu, updateMenu } from './menu';
import { permissionRoutes } from './permissions';
import { createRecord, deleteRecord, listRecords, parseId, showRecord, updateRecord } from './resources';
import { loadRegistry } from './schemas';
import { buildSeed } from './seed';
import { addNewResources } from './upgrade';
import { Store } from './store';
import { UrlSigner } from './signed-url';
import { LoginThrottle, type LoginLimits } from './throttle';
import { handleUpload, serveUpload } from './upload';
import { runAction } from './workflow';

export const API_PREFIX = '/api-spp/v1';
export const UPLOAD_PREFIX = `${API_PREFIX}/uploads`;

export interface AppOptions {
  dbFile: string;
  uploadDir?: string;
  secret?: string;
  /** Rows per resource for a newly seeded db (the benchmark asks for 10,000 suppliers). */
  seedOverrides?: Record<string, number>;
  /** Defaults to schemas/*.json; tests pass fixture schemas. */
  registry?: SchemaRegistry;
  logger?: boolean;
  /** Sign-in throttling (throttle.ts); index.ts reads them from LOGIN_* environment variables. Defaults: 5, 50, 900 s. */
  loginLimits?: Partial<LoginLimits>;
}

export type MockApp = App & { store: Store; registry: SchemaRegistry };

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** CORS for local development only: the browser app on another localhost port may call us. */
function cors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (origin && LOCAL_ORIGIN.test(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization,Content-Type,Accept-Language');
    res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count, Link');
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return true;
  }
  return false;
}

export function createApp(options: AppOptions): MockApp {
  const registry = options.registry ?? loadRegistry();
  const uploadDir = options.uploadDir ?? `${options.dbFile}.uploads`;
  mkdirSync(uploadDir, { recursive: true });
  const seed = () => buildSeed(registry, { counts: options.seedOverrides ?? {} });
  const store = Store.open(options.dbFile, seed);
  const added = addNewResources(store, registry, seed);
  if (added.length) {
    store.writeSync();
    console.log(`New resources seeded into ${options.dbFile}: ${added.join(', ')}`);
  }
  const auth = new Auth(store, options.secret ?? DEV_SECRET, new LoginThrottle(options.loginLimits));
  const signer = new UrlSigner(options.secret ?? DEV_SECRET, UPLOAD_PREFIX);
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('query parser', false); // query.ts reads URLSearchParams itself; no qs objects from `a[b]=` keys

  const decode = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw new HttpError(400, `Malformed URL segment "${segment}"`);
    }
  };
  const notFound = (what: string) => new HttpError(404, `Not found: ${what}`);
  const methodNotAllowed = (method: string, path: string) => new HttpError(405, `${method} is not allowed on ${path}`);

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(`http://localhost${req.url ?? '/'}`); // prefixing keeps `//host/...` a path, never another host
    } catch {
      throw new HttpError(400, 'Malformed URL');
    }
    const path = url.pathname;
    const method = req.method ?? 'GET';

    if (path === '/health' && method === 'GET') return sendJson(res, 200, { status: 'ok' });
    const upload = /^(?:\/api-spp\/v1)?\/uploads\/([^/]+)$/.exec(path);
    if (upload && method === 'GET') {
      // A signed-in request (bearer header) or this server's unexpired signature of that very name; else 401, no bytes.
      const name = decode(upload[1]!);
      if (!signer.verify(name, url.searchParams.get('exp'), url.searchParams.get('sig'))) {
        if (!req.headers.authorization) throw new HttpError(401, 'Sign in to open this file, or the link has expired');
        await auth.authenticate(req);
      }
      if (!(await serveUpload(res, uploadDir, name))) throw notFound(path);
      return;
    }
    if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) throw notFound(path);
    const parts = path.slice(API_PREFIX.length).split('/').filter(Boolean).map(decode);
    const [head, second, third, fourth, ...extra] = parts;

    if (head === 'auth' && second === 'login' && parts.length === 2) {
      if (method !== 'POST') throw methodNotAllowed(method, path);
      return sendJson(res, 200, { data: await auth.login(await readJsonObject(req), clientAddress(req)) });
    }

    const { user, perms } = await auth.authenticate(req);
    const access = accessContext(store, user, perms);
    /** Another role's menu is the Role menu screen's to read (src/access/screens.ts). */
    const ownRoleOr = (roleId: number | null) => {
      if (roleId === null || roleId !== user.roleId)
        requireScreen(
          access,
          'roleMenu',
          'list',
          roleId === null ? 'Only an administrator may read every menu' : 'You may only read the menu of your own role',
        );
    };

    switch (head) {
      case 'auth':
        if (second === 'me' && parts.length === 2 && method === 'GET') return sendJson(res, 200, { data: user });
        throw notFound(path);
      case 'permissions':
        return permissionRoutes(req, res, store, registry, access, parts.slice(1));
      case 'roles':
        if (parts.length !== 1) throw notFound(path);
        if (method !== 'GET') throw methodNotAllowed(method, path);
        return sendJson(res, 200, { data: store.list('roles') });
      case 'menu': {
        if (parts.length === 1) {
          if (method !== 'POST' && method !== 'PUT') throw methodNotAllowed(method, path);
          requireScreen(access, 'roleMenu', 'edit', 'Only an administrator may change menus');
          const body = await readJson(req);
          const rows = method === 'POST' ? await createMenu(store, body) : await updateMenu(store, body);
          return sendJson(res, method === 'POST' ? 201 : 200, { data: Array.isArray(body) ? rows : rows[0] });
        }
        if (parts.length === 3 && second === 'role') {
          if (method !== 'PUT') throw methodNotAllowed(method, path);
          requireScreen(access, 'roleMenu', 'edit', 'Only an administrator may change menus');
          return sendJson(res, 200, { data: await saveRoleMenu(store, parseId(third!), await readJson(req)) });
        }
        if (parts.length !== 2 || method !== 'GET') throw parts.length === 2 ? methodNotAllowed(method, path) : notFound(path);
        if (second === 'getAllMenu') {
          const raw = url.searchParams.get('roleId');
          const roleId = raw === null || raw === '' ? null : parseId(raw);
          ownRoleOr(roleId);
          return sendJson(res, 200, { data: allMenuRows(store, roleId) });
        }
        // The Role menu screen reads any role's tree as stored; everyone else their own role's, filtered for them (spec section 5).
        const roleId = parseId(second!);
        if (decideScreen(access, screen('roleMenu'), 'list').allowed)
          return sendJson(res, 200, { data: roleMenu(store, roleId) });
        ownRoleOr(roleId);
        return sendJson(res, 200, { data: userMenu(store, user, perms) });
      }
      case 'upload':
        if (parts.length !== 1) throw notFound(path);
        if (method !== 'POST') throw methodNotAllowed(method, path);
        return sendJson(res, 201, { data: await handleUpload(req, uploadDir, UPLOAD_PREFIX, signer) });
    }

    const schema = head ? registry.byName.get(head) : undefined;
    if (!schema) throw new HttpError(404, head ? `Unknown resource "${head}"` : 'Nothing here: use /api-spp/v1/<resource>');
    if (extra.length || (third !== undefined && (third !== 'actions' || fourth === undefined))) throw notFound(path);
    const ctx: RequestContext = { user, perms, lang: requestLang(req), access, signer, address: clientAddress(req) };
    // Written values keep our file URLs bare: the signature handed out with a record is never stored.
    const body = async () => signer.bareRecord(schema, await readJsonObject(req));

    if (third === 'actions') {
      if (method !== 'POST') throw methodNotAllowed(method, path);
      const row = await runAction(store, schema, parseId(second!), fourth!, await readJson(req), ctx);
      return sendJson(res, 200, { data: row });
    }
    if (second === undefined) {
      if (method === 'GET') {
        const { total, items } = listRecords(store, schema, url.searchParams, ctx);
        return sendJson(res, 200, items, { 'X-Total-Count': String(total), 'Access-Control-Expose-Headers': 'X-Total-Count' });
      }
      if (method === 'POST') return sendJson(res, 201, await createRecord(store, schema, await body(), ctx));
      throw methodNotAllowed(method, path);
    }
    const id = parseId(second);
    switch (method) {
      case 'GET':
        return sendJson(res, 200, showRecord(store, schema, id, ctx));
      case 'PATCH':
      case 'PUT':
        return sendJson(res, 200, await updateRecord(store, schema, id, await body(), ctx));
      case 'DELETE':
        await deleteRecord(store, schema, id, ctx);
        return sendJson(res, 200, {});
      default:
        throw methodNotAllowed(method, path);
    }
  }

  app.use((req, res) => {
    const started = performance.now();
    if (options.logger)
      res.on('finish', () =>
        console.log(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`),
      );
    if (cors(req, res)) return;
    route(req, res).catch((e: unknown) => {
      // The client went away mid-request (e.g. a benchmark stopping): nobody to answer, nothing to log.
      if (res.headersSent || res.destroyed || req.socket.destroyed) {
        res.destroy();
        return;
      }
      if (e instanceof HttpError) return sendJson(res, e.status, { message: e.message, ...e.extra }, e.headers);
      console.error(e);
      sendJson(res, 500, { message: 'Internal server error' });
    });
  });

  return Object.assign(app, { store, registry });
}
