/**
 * Redirects. `/`: by stored role (../shared/spec/staff-app-spec.md §6). No role -> login keeping the query; Guest -> job application 0;
 * else announcements. A schema alias: the screen it names.
 */
import { Navigate, useLocation, useParams } from 'react-router';
import { signInTarget } from '../access/sign-in';
import { homePath } from '../providers/auth';
import { aliasListFilters, aliasListSearch } from '../schema/lists/alias-filters';
import type { AliasTarget, ResourceSchema } from '../schema/meta/meta';
import { getUser, sessionState } from '../providers/session';

export function RootRedirect() {
  const { search } = useLocation();
  const user = sessionState() === 'valid' ? getUser() : null;
  return <Navigate to={user ? homePath(user) : `/login${search}`} replace />;
}

/**
 * Signed in on the login page: on to the page the sign-in was asked for, else home. Refine's sign-in goes to the same
 * `to`; going home here instead raced it, and a deep link sometimes ended on the home page.
 */
export function LeaveLogin() {
  const { search } = useLocation();
  return <Navigate to={signInTarget(search) ?? '/'} replace />;
}

/**
 * A schema alias (`add`, `view/:id`, a filtered list such as `open`): the generated screen it names, with
 * the same id and query; a list alias's filters go into the list's query, as the list keeps them itself.
 */
export function AliasRedirect({ to, target, schema }: { to: string; target: AliasTarget; schema: ResourceSchema }) {
  const { pathname, search } = useLocation();
  const { id } = useParams();
  const filters = aliasListFilters(schema, target, getUser());
  // "$me" with nobody signed in (the guard around the routes makes this rare): sign in, then come back.
  if (!filters) return <Navigate to={`/login?to=${encodeURIComponent(`${pathname}${search}`)}`} replace />;
  return <Navigate to={`${to.replace(':id', encodeURIComponent(id ?? ''))}${aliasListSearch(filters, search)}`} replace />;
}
