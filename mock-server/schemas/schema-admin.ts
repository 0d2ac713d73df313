/**
 * The schema-admin API (issue 13): Admin lists, reads, writes and reverts the resource schemas of the running
 * server, and every signed-in user reads the live registry. The endpoints are in README.md, 'Schemas, live
 * (Admin)'; the rules in docs/SCHEMA.md, 'Editing schemas in the app'.
 *
 * A write goes through the same loader as `npm run schemas:check`, with every other schema (400 with every
 * problem at once), then the impact on the stored records (409 until a default or a confirmation covers it),
 * then `If-Match` (412 when another save came first) (schema-save.ts); it is kept with its previous versions (where:
 * schema-source.ts, the files of SCHEMAS_DIR or the database's on PostgreSQL) and put into service at once
 * (live-registry.ts). Writes are serialized per server. `GET schemas/:name/release`: schema-release-route.ts.
 */
import { routePath } from '../../src/api/paths';
import { isAdmin } from '../../src/access';
import { nameProblems, SCHEMA_NAME, type PathProblem } from '../../src/schema/loader/names';
import type { SchemaRegistry } from '../../src/schema';
import { browserSchema } from '../../src/schema/loader/registry';
import { clientAddress, HttpError, isObject, readJson, sendJson, sendList } from '../http/http';
import type { LiveRegistry } from './live-registry';
import { checkSchema, saveChecked } from './schema-save';
import { releaseRoute } from './schema-release-route';
import type { Route, SignedInCall } from '../http/router';
import type { SchemaSource } from './schema-source';
import type { DbState, Store } from '../store/store';

export interface SchemaAdminDeps {
  store: Store;
  live: LiveRegistry;
  /**
   * The schemas in force (schema-source.ts: SCHEMAS_DIR's files, or the store's on PostgreSQL). Undefined when the
   * server was given a registry without a directory (tests): reading and writing answer 404.
   */
  files?: SchemaSource;
  /** The names the API itself routes (auth, menu, schemas...): never a resource's. */
  reserved: () => ReadonlySet<string>;
  fresh: (registry: SchemaRegistry) => DbState;
}

export const requireAdmin = (call: SignedInCall) => {
  if (!isAdmin(call.user)) throw new HttpError(403, 'Only an administrator may read and change schemas');
};

/** `"3"`, `3` or `W/"3"` -> 3; undefined without the header; 400 when it is not a version. */
function ifMatch(call: SignedInCall): number | undefined {
  const raw = call.req.headers['if-match'];
  if (raw === undefined) return undefined;
  const text = String(raw)
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  if (!/^\d{1,9}$/.test(text)) throw new HttpError(400, `If-Match must be a schema version such as "3", got ${String(raw)}`);
  return Number(text);
}

const flag = (url: URL, name: string) => url.searchParams.get(name) === '1' || url.searchParams.get(name) === 'true';
const etag = (version: number) => ({ ETag: `"${version}"` });

export function schemaAdminRoutes(deps: SchemaAdminDeps): Route[] {
  const { store, live } = deps;
  let queue: Promise<unknown> = Promise.resolve();
  /** One write at a time: a second PUT waits, then meets the first's new version (412 with the old If-Match). */
  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  const filesOf = (call: SignedInCall): SchemaSource => {
    requireAdmin(call);
    if (!deps.files) throw new HttpError(404, 'Schema editing is off: this server was started without a schema directory');
    return deps.files;
  };
  const known = (files: SchemaSource, name: string) => {
    if (!live.registry.byName.has(name) || !files.exists(name)) throw new HttpError(404, `Unknown schema "${name}"`);
  };

  /** PUT and revert: every check, then (unless a dry run) the write and the swap. */
  async function save(call: SignedInCall, files: SchemaSource, name: string, body: unknown): Promise<void> {
    const confirm = flag(call.url, 'confirm');
    const dryRun = flag(call.url, 'dryRun');
    const wanted = ifMatch(call);
    // Reserved too: a collection the server keeps that no schema serves (users, with their password hashes; menus...).
    const stored = store.has(name) && !live.registry.byName.has(name);
    const errors: PathProblem[] = nameProblems(name, body, stored ? new Set([name]) : deps.reserved());
    // A name that is not one never reaches the file system (nor the history directory).
    if (!SCHEMA_NAME.test(name)) throw new HttpError(400, `Schema "${name}" is not valid`, { errors });
    await serialized(async () => {
      const current = files.version(name);
      if (wanted !== undefined && wanted !== current)
        throw new HttpError(
          412,
          `Schema "${name}" is at version ${current}, not ${wanted}: reload it and apply your change again`,
          {
            version: current,
          },
        );
      const checked = checkSchema(deps, files, name, body, errors, confirm);
      if (dryRun)
        return sendJson(call.res, 200, { dryRun: true, version: current, impact: checked.plan.accepted }, etag(current));
      const entry = await saveChecked(deps, files, name, body, checked, { user: call.user, address: clientAddress(call.req) });
      if (!entry) return sendJson(call.res, 200, { version: current, schema: files.read(name) }, etag(current)); // nothing changed: no new version
      call.res.setHeader('X-Registry-Version', String(live.version)); // the new one, set before the swap by app.ts
      sendJson(call.res, current === 0 ? 201 : 200, { version: entry.version, schema: body }, etag(entry.version));
    });
  }

  return [
    {
      method: 'GET',
      path: routePath('registry'),
      who: 'signedIn',
      handle: ({ res }) =>
        sendJson(res, 200, {
          version: live.version,
          areas: live.registry.areas,
          // As the bundle holds them: without the seed recipes, which only the server reads.
          resources: live.registry.resources.map(browserSchema),
        }),
    },
    {
      method: 'GET',
      path: routePath('schemas'),
      who: 'signedIn',
      handle: (call) => {
        const files = filesOf(call);
        const { areas, resources } = live.registry;
        const areaOrder = new Map(areas.map((a, i) => [a.name, i]));
        const rows = resources
          .map((s) => ({
            name: s.name,
            label: s.label,
            route: s.route,
            area: s.area,
            fieldCount: s.fields.length,
            version: files.version(s.name),
          }))
          .sort((a, b) => (areaOrder.get(a.area) ?? 1e9) - (areaOrder.get(b.area) ?? 1e9) || a.name.localeCompare(b.name));
        sendList(call, rows.length, rows);
      },
    },
    {
      method: 'GET',
      path: routePath('schema'),
      who: 'signedIn',
      handle: (call) => {
        const files = filesOf(call);
        const name = call.params.name!;
        known(files, name);
        sendJson(call.res, 200, files.read(name), etag(files.version(name)));
      },
    },
    {
      method: 'PUT',
      path: routePath('schema'),
      who: 'signedIn',
      handle: async (call) => {
        const files = filesOf(call);
        await save(call, files, call.params.name!, await readJson(call.req));
      },
    },
    {
      method: 'GET',
      path: routePath('schemaHistory'),
      who: 'signedIn',
      handle: (call) => {
        const files = filesOf(call);
        const name = call.params.name!;
        known(files, name);
        const all = files.history(name).reverse();
        const page = call.url.searchParams.get('_page');
        const limit = call.url.searchParams.get('_limit');
        for (const [key, value] of [
          ['_page', page],
          ['_limit', limit],
        ] as const)
          if (value !== null && !/^[1-9]\d{0,5}$/.test(value)) throw new HttpError(400, `${key} must be a positive whole number`);
        const size = limit === null ? (page === null ? all.length : 10) : Number(limit);
        const start = page === null ? 0 : (Number(page) - 1) * size;
        sendList(call, all.length, all.slice(start, start + size));
      },
    },
    {
      method: 'GET',
      path: routePath('schemaVersion'),
      who: 'signedIn',
      handle: (call) => {
        const files = filesOf(call);
        const name = call.params.name!;
        known(files, name);
        const version = /^\d{1,9}$/.test(call.params.version!) ? Number(call.params.version) : NaN;
        const json = Number.isNaN(version) ? undefined : files.readVersion(name, version);
        if (json === undefined) throw new HttpError(404, `Schema "${name}" has no version ${call.params.version}`);
        sendJson(call.res, 200, json, etag(version));
      },
    },
    {
      method: 'POST',
      path: routePath('schemaRevert'),
      who: 'signedIn',
      handle: async (call) => {
        const files = filesOf(call);
        const name = call.params.name!;
        known(files, name);
        const body = await readJson(call.req);
        const version = isObject(body) ? body.version : undefined;
        if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
          throw new HttpError(400, 'Expected { "version": <a version number> }');
        const json = files.readVersion(name, version);
        if (json === undefined) throw new HttpError(404, `Schema "${name}" has no version ${version}`);
        await save(call, files, name, json);
      },
    },
    releaseRoute(filesOf, known),
  ];
}

/** The first path segments the API routes itself (`auth`, `menu`, `schemas`...), from the route table. */
export function routedNames(routes: readonly Route[], prefix: string): Set<string> {
  const names = new Set<string>();
  for (const r of routes) {
    if (!r.path.startsWith(`${prefix}/`)) continue;
    const first = r.path.slice(prefix.length + 1).split('/')[0]!;
    if (first && !first.startsWith(':')) names.add(first);
  }
  return names;
}
