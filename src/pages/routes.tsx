/**
 * The routes of this folder's pages, registered by src/App.tsx: /register (public, signed-out visitors only, blank),
 * the error pages (inside the layout for a signed-in user, blank otherwise: ./StatusFrame.tsx; the catch-all among
 * them) and the plain pages inside the layout (/second-page, /dialogsBC: every signed-in user, no data shown, so no
 * menu entry or screen declaration). Every page loads lazily.
 */
import { Authenticated } from '@refinedev/core';
import { Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router';
import { NotAuthorizedPage, NotFoundPage, ServerErrorPage, UnauthorizedPage } from './StatusPage';
import { StatusFrame } from './StatusFrame';

const RegisterPage = lazy(() => import('./RegisterPage'));
const SecondPage = lazy(() => import('./SecondPage'));
const DialogsPage = lazy(() => import('./DialogsPage'));

const fallback = <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;

/** Public pages for signed-out visitors: a signed-in user goes to the root (../shared/spec/staff-app-spec.md §2, unauthenticatedOnly). */
export const publicPageRoutes = (): ReactNode[] => [
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
];

/** The error pages, last among the routes (the catch-all is the 404). */
export const statusRoutes = (): ReactNode => (
  <Route element={<StatusFrame />}>
    <Route path="/not-authorized" element={<NotAuthorizedPage />} />
    <Route path="/pages/misc/not-authorized" element={<NotAuthorizedPage />} />
    <Route path="/pages/misc/not-found/:error" element={<NotFoundPage />} />
    <Route path="/pages/errors/401" element={<UnauthorizedPage />} />
    <Route path="/pages/errors/404" element={<NotFoundPage />} />
    <Route path="/pages/errors/500" element={<ServerErrorPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);
