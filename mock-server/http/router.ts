/**
 * A small route table: method, path pattern, who may call it, handler. `:name` matches one path
 * segment (URL-decoded, optionally constrained by a test); a path that matches no route is 404, one
 * that matches only with other methods is 405. Routes are tried in table order.
 *
 * Who may call:
 * - 'public': answered before the bearer guard (only sign-in and health; uploads check a token or a
 *   signed URL themselves);
 * - 'signedIn': any valid bearer token; the handler applies the finer rules (resource decisions, own
 *   permissions, own menu);
 * - a declared screen and action (schemas/_screens.json, in the registry): decided before the handler runs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessContext, PermissionData, UserData } from '../../src/access';
import type { ResourceAction } from '../../src/schema';
import { HttpError } from './http';

export interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
}

export interface SignedInCall extends Call {
  user: UserData;
  perms: PermissionData;
  access: AccessContext;
  /** The caller's session (sessions.ts): the one their token names. */
  sid: number;
}

export type Who = 'public' | 'signedIn' | { screen: string; action: ResourceAction; refusal: string };

interface RouteBase {
  method: string;
  /** e.g. `/menu/role/:roleId`, relative to the API prefix (or absolute with `absolute: true`). */
  path: string;
  /** Constraints on path parameters, e.g. `{ resource: (name) => registry.byName.has(name) }`. */
  where?: Record<string, (value: string) => boolean>;
  /**
   * Also answered while the account must choose a new password (a one-time code's sign-in): every other
   * signed-in route is then 403 `reason: 'passwordChange'`.
   */
  beforePasswordChange?: true;
}

export type Route =
  | (RouteBase & { who: 'public'; handle: (call: Call) => Promise<void> | void })
  | (RouteBase & { who: Exclude<Who, 'public'>; handle: (call: SignedInCall) => Promise<void> | void });

interface Compiled {
  route: Route;
  segments: string[];
}

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, `Malformed URL segment "${segment}"`);
  }
};

const split = (path: string): string[] => path.split('/').filter(Boolean);

function matchPath(compiled: Compiled, parts: string[]): Record<string, string> | null {
  if (compiled.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const want = compiled.segments[i]!;
    const got = parts[i]!;
    if (want.startsWith(':')) {
      const name = want.slice(1);
      if (compiled.route.where?.[name] && !compiled.route.where[name](got)) return null;
      params[name] = got;
    } else if (want !== got) return null;
  }
  return params;
}

export interface Matched {
  route: Route;
  params: Record<string, string>;
}

/** The route table as one matcher: the route and its parameters, or a 404/405 HttpError. */
export function compileRoutes(routes: readonly Route[], notFound: (path: string, parts: string[]) => HttpError) {
  const compiled: Compiled[] = routes.map((route) => ({ route, segments: split(route.path) }));
  return (method: string, path: string): Matched => {
    const parts = split(path).map(decode);
    let pathMatched = false;
    for (const c of compiled) {
      const params = matchPath(c, parts);
      if (!params) continue;
      pathMatched = true;
      if (c.route.method === method) return { route: c.route, params };
    }
    if (pathMatched) throw new HttpError(405, `${method} is not allowed on ${path}`);
    throw notFound(path, parts);
  };
}
