/** `/`: by stored role (spec section 6). No role -> login keeping the query; Guest -> job application 0; else announcements. */
import { Navigate, useLocation } from 'react-router';
import { homePath } from '../providers/auth';
import { getUser, sessionState } from '../providers/session';

export function RootRedirect() {
  const { search } = useLocation();
  const user = sessionState() === 'valid' ? getUser() : null;
  return <Navigate to={user ? homePath(user) : `/login${search}`} replace />;
}
