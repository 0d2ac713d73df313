/**
 * The routes of this folder's pages, registered by src/App.tsx: /register (public, signed-out visitors only, blank),
 * /password (blank, outside the layout: choosing a password after signing in with a one-time code, issue 38),
 * the error pages (inside the layout for a signed-in user, blank otherwise: ./StatusFrame.tsx; the catch-all among
 * them) and the plain pages inside the layout (/second-page, /dialogsBC: every signed-in user, no data shown, so no
 * menu entry or screen declaration; /account, the user's own password and sessions). Every page loads lazily.
 */
import { Authenticated } from '@refinedev/core';
import { Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router';
import { StatusFrame } from './StatusFrame';

const RegisterPage = lazy(() => import('./RegisterPage'));
const SecondPage = lazy(() => import('./SecondPage'));
const DialogsPage = lazy(() => import('./DialogsPage'));
const AccountPage = lazy(() => import('./account/AccountPage'));
const ForcedPasswordPage = lazy(() => import('./account/ForcedPasswordPage'));

const fallback = <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;

// The error pages load when shown: their pictures stay out of the first chunk (issue 28).
const NotFoundPage = lazy(() => import('./StatusPage').then((m) => ({ default: m.NotFoundPage })));
const NotAuthorizedPage = lazy(() => import('./StatusPage').then((m) => ({ default: m.NotAuthorizedPage })));
const UnauthorizedPage = lazy(() => import('./StatusPage').then((m) => ({ default: m.UnauthorizedPage })));
const ServerErrorPage = lazy(() => import('./StatusPage').then((m) => ({ default: m.ServerErrorPage })));

/**
 * The pages outside the layout: for signed-out visitors (a signed-in user goes to the root: ../shared/spec/staff-app-spec.md
 * §2, unauthenticatedOnly), and /password, which decides for itself (signed in with a one-time code, else elsewhere).
 */
export const publicPageRoutes = (): ReactNode[] => [
  <Route
    key="password"
    path="/password"
    element={
      <Suspense fallback={fallback}>
        <ForcedPasswordPage />
      </Suspense>
    }
  />,
  <Route
    key="register"
    path="/register"
    element={
      <Authenticated
        key="register"
        fallback={
          <Suspense fallback={fallback}>
            <RegisterPage />
          </Suspense>
        }
      >
        <Navigate to="/" replace />
      </Authenticated>
    }
  />,
];

/** Plain pages inside the default layout, for every signed-in user. */
export const signedInPageRoutes = (): ReactNode[] => [
  <Route key="second-page" path="/second-page" element={<SecondPage />} />,
  <Route key="dialogs-bc" path="/dialogsBC" element={<DialogsPage />} />,
  <Route key="account" path="/account" element={<AccountPage />} />,
];

/** The error pages, last among the routes (the catch-all is the 404). */
export const statusRoutes = (): ReactNode => (
  <Route element={<StatusFrame />}>
    <Route
      path="/not-authorized"
      element={
        <Suspense fallback={fallback}>
          <NotAuthorizedPage />
        </Suspense>
      }
    />
    <Route
      path="/pages/misc/not-authorized"
      element={
        <Suspense fallback={fallback}>
          <NotAuthorizedPage />
        </Suspense>
      }
    />
    <Route
      path="/pages/misc/not-found/:error"
      element={
        <Suspense fallback={fallback}>
          <NotFoundPage />
        </Suspense>
      }
    />
    <Route
      path="/pages/errors/401"
      element={
        <Suspense fallback={fallback}>
          <UnauthorizedPage />
        </Suspense>
      }
    />
    <Route
      path="/pages/errors/404"
      element={
        <Suspense fallback={fallback}>
          <NotFoundPage />
        </Suspense>
      }
    />
    <Route
      path="/pages/errors/500"
      element={
        <Suspense fallback={fallback}>
          <ServerErrorPage />
        </Suspense>
      }
    />
    <Route
      path="*"
      element={
        <Suspense fallback={fallback}>
          <NotFoundPage />
        </Suspense>
      }
    />
  </Route>
);
