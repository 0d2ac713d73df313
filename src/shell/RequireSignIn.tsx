/**
 * The guard of the signed-in part of the app, in place of Refine's <Authenticated>.
 *
 * Refine's <Authenticated> renders nothing while its check query is fetching, also when it already
 * knows the user is signed in; and useLogin invalidates that query 32 ms after it has sent the user to
 * their first screen. So the layout the user had just landed on was torn down and mounted again: a
 * menu group opened in that moment closed, a dropdown being clicked vanished under the pointer and
 * the click went to whatever lay beneath. This guard keeps what is shown while a signed-in user is
 * re-checked and decides as <Authenticated> does otherwise: nothing until the first answer, and a
 * signed-out user goes to the check's redirect with the current path as `to`.
 */
import { useIsAuthenticated } from '@refinedev/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { data, isFetching } = useIsAuthenticated();
  const { pathname, search } = useLocation();
  if (data?.authenticated) return <>{children}</>;
  // No answer yet, or a "signed out" left in the cache by the login page while the check runs again.
  if (!data || isFetching) return null;
  const to = new URLSearchParams(search).get('to') ?? `${pathname}${search}`;
  const base = data.redirectTo ?? '/login';
  return <Navigate to={to.length > 1 ? `${base}?to=${encodeURIComponent(to)}` : base} replace />;
}
