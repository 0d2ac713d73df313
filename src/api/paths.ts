/**
 * The API's paths, written once for the browser and the mock server: each endpoint's template under the API
 * prefix (`:name` is one path segment). The server's route table registers `routePath(name)`; the browser builds
 * a call's URL with `apiUrl(name, params, query)` (src/api/client.ts), which fills and encodes the segments and
 * writes the one query string. Pure: no browser or Node API, so mock-server imports it (eslint.config.js).
 */

/** Where the API lives: under the app's origin (Vite proxies it to the mock server in development). */
export const API_PREFIX = '/api-spp/v1';

export const API_PATHS = {
  login: '/auth/login',
  me: '/auth/me',
  register: '/auth/register',
  logout: '/auth/logout',
  password: '/auth/password',
  sessions: '/auth/sessions',
  session: '/auth/sessions/:id',
  accountCode: '/auth/accounts/:id/code',
  permissions: '/permissions',
  permissionFeatures: '/permissions/features',
  permission: '/permissions/:docType/:action/:empCode',
  roles: '/roles',
  menus: '/menu',
  roleMenuSave: '/menu/role/:roleId',
  allMenus: '/menu/getAllMenu',
  menuOf: '/menu/:roleId',
  upload: '/upload',
  uploadedFile: '/uploads/:name',
  notices: '/notices',
  inbox: '/inbox',
  search: '/search',
  settings: '/settings',
  options: '/options/:resource/:field',
  registry: '/registry',
  schemas: '/schemas',
  schema: '/schemas/:name',
  schemaHistory: '/schemas/:name/history',
  schemaVersion: '/schemas/:name/history/:version',
  schemaRevert: '/schemas/:name/revert',
  schemaRelease: '/schemas/:name/release',
  listViews: '/listViews',
  listView: '/listViews/:id',
  bulk: '/:resource/bulk',
  summary: '/:resource/summary',
  import: '/:resource/import',
  drafts: '/:resource/drafts',
  draft: '/:resource/drafts/:id',
  list: '/:resource',
  record: '/:resource/:id',
  history: '/:resource/:id/history',
  action: '/:resource/:id/actions/:action',
  comments: '/:resource/:id/comments',
  comment: '/:resource/:id/comments/:commentId',
  viewers: '/:resource/:id/views',
  createFrom: '/:resource/from/:source/:id',
  rowAction: '/:resource/:id/rows/:table/:row/:action',
  nested: '/:resource/:id/:nested',
} as const;

export type ApiPath = keyof typeof API_PATHS;

type ParamNames<S extends string> = S extends `${string}:${infer P}/${infer Rest}`
  ? P | ParamNames<`/${Rest}`>
  : S extends `${string}:${infer P}`
    ? P
    : never;

/** The segments a path needs, e.g. `{ resource, id }` for `record`. */
export type PathParams<N extends ApiPath> = Record<ParamNames<(typeof API_PATHS)[N]>, string | number>;

/** The arguments after the name: the segments when the path has any, then the query. */
export type PathArgs<N extends ApiPath> = [ParamNames<(typeof API_PATHS)[N]>] extends [never]
  ? [params?: Record<string, never>, query?: Query]
  : [params: PathParams<N>, query?: Query];

export type QueryScalar = string | number | boolean;
/** A query: a list value repeats its key (`groupBy=a&groupBy=b`); undefined, null and '' are left out. */
export type QueryRecord = Record<string, QueryScalar | null | undefined | readonly QueryScalar[]>;
export type Query = URLSearchParams | QueryRecord;

/** The one query-string writer of the app ('' or `?a=1&b=2`). */
export function queryString(query?: Query): string {
  if (!query) return '';
  let params: URLSearchParams;
  if (query instanceof URLSearchParams) params = query;
  else {
    params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      for (const v of Array.isArray(value) ? value : [value])
        if (v !== undefined && v !== null && v !== '') params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The path of a call under the prefix, its segments encoded; a missing segment is a programming error. */
export function apiPath<N extends ApiPath>(name: N, ...[params, query]: PathArgs<N>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = API_PATHS[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`API path "${name}" needs its "${key}"`);
    return encodeURIComponent(String(value));
  });
  return `${path}${queryString(query)}`;
}

/** The pattern the server's route table registers for a path (router.ts matches `:name` segments). */
export const routePath = (name: ApiPath): string => `${API_PREFIX}${API_PATHS[name]}`;
