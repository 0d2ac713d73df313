/** Redirects. `/`: by stored role (spec section 6). No role -> login keeping the query; Guest -> job application 0; else announcements. */
import { Navigate, useLocation, useParams } from 'react-router';
import { homePath } from '../providers/auth';
import { getUser, sessionState } from '../providers/session';

export function RootRedirect() {
  const { search } = useLocation();
  const user = sessionState() === 'valid' ? getUser() : null;
  return <Navigate to={user ? homePath(user) : `/login${search}`} replace />;
}

/** A schema alias (`add`, `view/:id`, ...): the generated screen it names, with the same id and query. */
export function AliasRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  const { id } = useParams();
  return <Navigate to={`${to.replace(':id', encodeURIComponent(id ?? ''))}${search}`} replace />;
}
