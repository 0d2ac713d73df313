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
 *
 * After a sign-out the cache holds "signed out" until something asks again, and a sign-in in the same tab
 * lands on its first screen before useLogin's refetch starts: that old answer sent the user straight back to
 * the login page. While the browser holds a valid session the cached "signed out" is stale: it is asked again
 * and nothing is decided meanwhile.
 */
import { useIsAuthenticated } from '@refinedev/core';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getUser, sessionState, signedOutInThisPage } from '../providers/session';

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { data, isFetching, refetch } = useIsAuthenticated();
  const { pathname, search } = useLocation();
  // What check() answers now (src/providers/auth.ts): signed in, and not held on the password page.
  const signedInNow = sessionState() === 'valid' && !getUser()?.mustChangePassword;
  const stale = data !== undefined && !data.authenticated && signedInNow;
  useEffect(() => {
    if (stale && !isFetching) void refetch();
  }, [stale, isFetching, refetch]);
  if (data?.authenticated) return <>{children}</>;
  // No answer yet, or a "signed out" left in the cache by the login page while the check runs again.
  if (!data || isFetching || stale) return null;
  const base = data.redirectTo ?? '/login';
  // Signed out on purpose: the sign-in page, not the page left (the check may answer before the sign-out's own move).
  if (signedOutInThisPage()) return <Navigate to={base} replace />;
  const to = new URLSearchParams(search).get('to') ?? `${pathname}${search}`;
  return <Navigate to={to.length > 1 ? `${base}?to=${encodeURIComponent(to)}` : base} replace />;
}
