/**
 * Every route of the mock API in one table (router.ts): method, path, who may call it, handler.
 * Only sign-in, registration and health (and uploads, which decide the caller themselves: file-access.ts) are public;
 * everything else passes the bearer guard first. Resource routes come last: `:resource` is any
 * schema's name, and each call is then decided by the shared access rules (resources.ts).
 */
import { API_PREFIX, apiPath, routePath } from '../../src/api/paths';
import { decideScreen } from '../../src/access';
import type { ResourceSchema, SchemaRegistry } from '../../src/schema';
import { accessContext, requireScreen, roleMenu, userMenu, type RequestContext } from '../access/access';
import type { Auth } from '../auth/auth';
import {
  clientAddress,
  HttpError,
  readJson,
  readJsonObject,
  requestLang,
  sendAnswer,
  sendCreated,
  sendJson,
  sendList,
} from './http';
import { nestedRoutes } from '../records/nested';
import { allMenuRows, createMenu, saveRoleMenu, updateMenu } from '../access/menu';
import { grantPermission, permissionFeatures, permissionsFor, revokePermission } from '../access/permissions';
import { permissionsOf } from '../auth/auth';
import { recordNoteRoutes } from '../trail/comments';
import { createFromRoutes } from '../actions/create-from';
import { summaryRoutes } from '../records/summary';
import { masterDataRoutes } from '../schemas/master-data';
import { rowActionRoutes } from '../actions/row-actions';
import { draftRoutes } from '../trail/drafts';
import { registerRoutes } from '../auth/register';
import { accountRoutes } from '../auth/accounts';
import { searchRoutes } from '../records/search';
import { createRecord, deleteRecord, listRecords, parseId, showRecord, updateRecord } from '../records/resources';
import type { Call, Route, SignedInCall } from './router';
import type { UrlSigner } from '../auth/signed-url';
import type { Store } from '../store/store';
import { inboxOf } from '../trail/inbox';
import { noticesOf } from '../trail/notices';
import { handleUpload } from './upload';
import type { UploadStorage } from '../store/uploads';
import { fileRoute, noteUpload } from '../access/file-access';
import { IMPORT_JSON_LIMIT, importRecords } from '../actions/import';
import { recordHistory } from '../trail/history';
import { runAction } from '../actions/workflow';
import { runBulk } from '../actions/bulk';
import { viewRoutes } from '../trail/views';
import { etagHeader, ifMatchOf } from '../records/versions';

export { API_PREFIX };
/** Where stored files are served (their URLs are this prefix and the stored name). */
export const UPLOAD_PREFIX = routePath('uploadedFile').replace('/:name', '');

/** What the whole table is built from (app.ts); each module's routes get `RouteDeps` (route-deps.ts). */
export interface ApiRouteDeps {
  store: Store;
  registry: SchemaRegistry;
  auth: Auth;
  signer: UrlSigner;
  /** Where uploaded files are kept (store/uploads.ts: a directory, or the PostgreSQL database). */
  uploads: UploadStorage;
}

const ROLE_MENU_EDIT = { screen: 'roleMenu', action: 'edit', refusal: 'Only an administrator may change menus' } as const;
const PERMISSIONS_EDIT = {
  screen: 'userPermissions',
  action: 'edit',
  refusal: 'Only an administrator may assign permissions',
} as const;

export function apiRoutes({ store, registry, auth, signer, uploads }: ApiRouteDeps): Route[] {
  const isResource = { resource: (name: string) => registry.byName.has(name) };
  const schemaOf = (call: Call): ResourceSchema => registry.byName.get(call.params.resource!)!;
  const ctxOf = (call: SignedInCall): RequestContext => ({
    user: call.user,
    perms: call.perms,
    lang: requestLang(call.req),
    access: call.access,
    signer: signer.forUser(call.user.id), // URLs in answers are signed for this caller only
    address: clientAddress(call.req),
  });
  // Written values keep our file URLs bare: the signature handed out with a record is never stored.
  const recordBody = async (call: Call) => signer.bareRecord(schemaOf(call), await readJsonObject(call.req));

  /** A stored file, to its uploader or a reader of a record holding it; 401 anonymous, 404 anyone else (file-access.ts). */
  const serveFile = fileRoute({ store, registry, auth, signer, uploads });

  /** Another role's menu is the Role menu screen's to read (its declaration in schemas/_screens.json). */
  const ownRoleOr = (call: SignedInCall, roleId: number | null) => {
    if (roleId === null || roleId !== call.user.roleId)
      requireScreen(
        call.access,
        registry,
        'roleMenu',
        'list',
        roleId === null ? 'Only an administrator may read every menu' : 'You may only read the menu of your own role',
      );
  };

  return [
    // Alive (the process answers); a load balancer asks the production server's /ready instead (production.ts).
    { method: 'GET', path: '/health', who: 'public', handle: ({ res }) => sendJson(res, 200, { status: 'ok' }) },
    { method: 'GET', path: `${API_PREFIX}/health`, who: 'public', handle: ({ res }) => sendJson(res, 200, { status: 'ok' }) },
    { method: 'GET', path: routePath('uploadedFile'), who: 'public', handle: serveFile },
    { method: 'GET', path: '/uploads/:name', who: 'public', handle: serveFile },
    {
      method: 'POST',
      path: routePath('login'),
      who: 'public',
      handle: async ({ req, res }) =>
        sendJson(res, 200, { data: await auth.login(await readJsonObject(req), clientAddress(req), req) }),
    },
    // Self-registration as a Guest (register.ts): public like sign-in, throttled per address.
    ...registerRoutes({ store }),
    {
      method: 'GET',
      path: routePath('me'),
      who: 'signedIn',
      beforePasswordChange: true,
      handle: ({ res, user }) => sendJson(res, 200, { data: user }),
    },
    // Sign-out, password change, own sessions, one-time codes (accounts.ts).
    ...accountRoutes({ store, registry, auth }),

    // Special permissions (../shared/spec/staff-app-spec.md §3, §6): the whole map for Assign User Permissions, own entries otherwise.
    {
      method: 'GET',
      path: routePath('permissions'),
      who: 'signedIn',
      handle: ({ res, access }) => sendJson(res, 200, { data: permissionsFor(registry, access, permissionsOf(store)) }),
    },
    {
      method: 'GET',
      path: routePath('permissionFeatures'),
      who: 'signedIn',
      handle: ({ res }) => sendJson(res, 200, { data: permissionFeatures(registry, permissionsOf(store)) }),
    },
    {
      method: 'POST',
      path: routePath('permissions'),
      who: PERMISSIONS_EDIT,
      handle: async ({ req, res }) => sendJson(res, 200, { data: await grantPermission(store, registry, await readJson(req)) }),
    },
    {
      method: 'DELETE',
      path: routePath('permission'),
      who: PERMISSIONS_EDIT,
      handle: async ({ res, params }) => sendJson(res, 200, { data: await revokePermission(store, params) }),
    },

    {
      method: 'GET',
      path: routePath('roles'),
      who: 'signedIn',
      handle: ({ res }) => sendJson(res, 200, { data: store.list('roles') }),
    },

    // Menus per role (../shared/spec/staff-app-spec.md §7): POST/PUT one item or a list; PUT menu/role/:roleId the Role menu screen's whole change.
    {
      method: 'POST',
      path: routePath('menus'),
      who: ROLE_MENU_EDIT,
      handle: async ({ req, res }) => {
        const body = await readJson(req);
        const rows = await createMenu(store, body);
        sendJson(res, 201, { data: Array.isArray(body) ? rows : rows[0] });
      },
    },
    {
      method: 'PUT',
      path: routePath('menus'),
      who: ROLE_MENU_EDIT,
      handle: async ({ req, res }) => {
        const body = await readJson(req);
        const rows = await updateMenu(store, body);
        sendJson(res, 200, { data: Array.isArray(body) ? rows : rows[0] });
      },
    },
    {
      method: 'PUT',
      path: routePath('roleMenuSave'),
      who: ROLE_MENU_EDIT,
      handle: async ({ req, res, params }) =>
        sendJson(res, 200, { data: await saveRoleMenu(store, parseId(params.roleId!), await readJson(req)) }),
    },
    {
      method: 'GET',
      path: routePath('allMenus'),
      who: 'signedIn',
      handle: (call) => {
        const raw = call.url.searchParams.get('roleId');
        const roleId = raw === null || raw === '' ? null : parseId(raw);
        ownRoleOr(call, roleId);
        sendJson(call.res, 200, { data: allMenuRows(store, roleId) });
      },
    },
    {
      method: 'GET',
      path: routePath('menuOf'),
      who: 'signedIn',
      // The Role menu screen reads any role's tree as stored; everyone else their own role's, filtered for them (../shared/spec/staff-app-spec.md §5).
      handle: (call) => {
        const roleId = parseId(call.params.roleId!);
        const roleMenuScreen = registry.screensByName.get('roleMenu');
        if (roleMenuScreen && decideScreen(call.access, roleMenuScreen, 'list').allowed)
          return sendJson(call.res, 200, { data: roleMenu(store, roleId) });
        ownRoleOr(call, roleId);
        sendJson(call.res, 200, { data: userMenu(store, call.user, call.perms, registry.manifest.menuGates) });
      },
    },

    {
      method: 'POST',
      path: routePath('upload'),
      who: 'signedIn',
      handle: async ({ req, res, user }) => {
        const uploaded = await handleUpload(req, uploads, UPLOAD_PREFIX, signer.forUser(user.id));
        await noteUpload(store, signer.nameOf(uploaded.url)!, user); // served to the uploader until a record holds it
        sendJson(res, 201, { data: uploaded });
      },
    },

    // Comments and viewers of a record (comments.ts); a record made from another (create-from.ts).
    ...recordNoteRoutes({ store, registry, ctxOf }),
    ...createFromRoutes({ store, registry, signer, ctxOf }),
    // Counts of a list's records grouped by fields (summary.ts), before :resource/:id takes "summary" for an id.
    ...summaryRoutes({ store, registry, ctxOf }),
    // A field's code-list options and the system settings, for the forms (master-data.ts).
    ...masterDataRoutes({ store, registry, ctxOf }),
    ...rowActionRoutes({ store, registry, ctxOf }),
    // The caller's own drafts of a create form (drafts.ts), before :resource/:id takes "drafts" for an id.
    ...draftRoutes({ store, registry, ctxOf }),

    // The header's search over the records the caller may list (search.ts).
    ...searchRoutes({ store, registry, ctxOf }),

    // The notices for the caller today, from the schemas with `notice` (notices.ts).
    {
      method: 'GET',
      path: routePath('notices'),
      who: 'signedIn',
      handle: (call) => sendAnswer(call.res, 'notices', { data: noticesOf(store, registry, ctxOf(call), call.url.searchParams) }),
    },

    // What waits for the caller: records where they may take a workflow action now (inbox.ts).
    {
      method: 'GET',
      path: routePath('inbox'),
      who: 'signedIn',
      handle: (call) => sendAnswer(call.res, 'inbox', { data: inboxOf(store, registry, ctxOf(call), call.url.searchParams) }),
    },

    // Saved list views (views.ts): the signed-in user's own, for the lists they may open.
    ...viewRoutes({ store, registry, ctxOf }),

    // Bulk actions (bulk.ts): every row decided by its single-row endpoint's function; the answer is each row's outcome.
    {
      method: 'POST',
      path: routePath('bulk'),
      where: isResource,
      who: 'signedIn',
      handle: async (call) =>
        sendJson(call.res, 200, await runBulk(store, registry, schemaOf(call), await readJson(call.req), ctxOf(call))),
    },

    // Resources in json-server's dialect, each call decided by the shared access rules.
    {
      method: 'GET',
      path: routePath('list'),
      where: isResource,
      who: 'signedIn',
      handle: (call) => {
        const { total, items } = listRecords(store, schemaOf(call), call.url.searchParams, ctxOf(call), registry);
        sendList(call, total, items);
      },
    },
    {
      method: 'POST',
      path: routePath('list'),
      where: isResource,
      who: 'signedIn',
      handle: async (call) => {
        const row = await createRecord(store, schemaOf(call), await recordBody(call), ctxOf(call));
        sendCreated(call, `${API_PREFIX}${apiPath('list', { resource: call.params.resource! })}`, row, etagHeader(row));
      },
    },
    {
      // Import from a spreadsheet (import.ts): all rows or none, decided as create.
      method: 'POST',
      path: routePath('import'),
      where: isResource,
      who: 'signedIn',
      handle: async (call) => {
        const answer = await importRecords(store, schemaOf(call), await readJson(call.req, IMPORT_JSON_LIMIT), ctxOf(call));
        sendJson(call.res, answer.status, answer.body);
      },
    },
    {
      method: 'GET',
      path: routePath('record'),
      where: isResource,
      who: 'signedIn',
      handle: (call) => {
        const row = showRecord(store, schemaOf(call), parseId(call.params.id!), ctxOf(call), call.url.searchParams, registry);
        sendJson(call.res, 200, row, etagHeader(row)); // its version (versions.ts)
      },
    },
    ...(['PATCH', 'PUT'] as const).map((method): Route => ({
      method,
      path: routePath('record'),
      where: isResource,
      who: 'signedIn',
      // PATCH merges over the stored record (the browser's update), PUT replaces it (replace.ts); If-Match: versions.ts.
      handle: async (call) => {
        const ifMatch = ifMatchOf(call.req);
        const row = await updateRecord(
          store,
          schemaOf(call),
          parseId(call.params.id!),
          await recordBody(call),
          { ...ctxOf(call), ifMatch },
          method === 'PUT' ? 'replace' : 'merge',
        );
        sendJson(call.res, 200, row, etagHeader(row));
      },
    })),
    {
      method: 'DELETE',
      path: routePath('record'),
      where: isResource,
      who: 'signedIn',
      handle: async (call) => {
        await deleteRecord(store, registry, schemaOf(call), parseId(call.params.id!), ctxOf(call));
        sendJson(call.res, 200, {});
      },
    },
    {
      method: 'GET',
      path: routePath('history'),
      where: isResource,
      who: 'signedIn',
      // The record's audit entries, newest first, paged; decided as GET :resource/:id (history.ts).
      handle: (call) => {
        const { total, items } = recordHistory(
          store,
          schemaOf(call),
          parseId(call.params.id!),
          call.url.searchParams,
          ctxOf(call),
        );
        sendJson(call.res, 200, items, { 'X-Total-Count': String(total) });
      },
    },
    {
      method: 'POST',
      path: routePath('action'),
      where: isResource,
      who: 'signedIn',
      handle: async (call) => {
        const row = await runAction(
          store,
          schemaOf(call),
          parseId(call.params.id!),
          call.params.action!,
          await readJson(call.req),
          { ...ctxOf(call), ifMatch: ifMatchOf(call.req) },
        );
        sendJson(call.res, 200, { data: row }, etagHeader(row));
      },
    },
    // json-server's nested routes (nested.ts), after every fixed name a record's sub-path can take.
    ...nestedRoutes({ store, registry, signer, ctxOf }),
  ];
}

/**
 * The signed-in part of a call: the bearer guard, then the declared screen's decision when the route names one
 * (`registry`: the one in use, whose manifest declares the screens and the menu gates).
 */
export async function signIn(
  auth: Auth,
  store: Store,
  registry: SchemaRegistry,
  call: Call,
  who: Exclude<Route['who'], 'public'>,
  beforePasswordChange = false,
): Promise<SignedInCall> {
  const { user, perms, sid } = await auth.authenticate(call.req);
  if (user.mustChangePassword && !beforePasswordChange)
    throw new HttpError(403, 'Choose a new password first', { reason: 'passwordChange' });
  const access = accessContext(store, user, perms, registry);
  if (typeof who === 'object') requireScreen(access, registry, who.screen, who.action, who.refusal);
  return { ...call, user, perms, access, sid };
}
