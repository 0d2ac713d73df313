/** The application: Refine over our providers, one set of generated routes per schema, the public pages. */
import 'antd/dist/reset.css';
import { Authenticated, Refine } from '@refinedev/core';
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp, Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { CreatePage, EditPage, ListPage, ShowPage } from './crud';
import { SchemaRegistryProvider } from './crud/SchemaContext';
import LoginPage from './pages/LoginPage';
import { NotAuthorizedPage, NotFoundPage } from './pages/StatusPage';
import { accessControlProvider } from './providers/access-control';
import { authProvider } from './providers/auth';
import { listenAcrossTabs } from './providers/broadcast';
import { dataProvider } from './providers/data';
import { i18nProvider } from './providers/i18n';
import { useNotificationProvider } from './providers/notification';
import { registry } from './providers/registry';
import { extraRoutes } from '../resources';
import { RequireAccess } from './shell/RequireAccess';
import { buildResources } from './shell/resources';
import { RootRedirect } from './shell/RootRedirect';
import { ThemeProvider } from './shell/theme';

// The layout (and with it @refinedev/antd) loads after sign-in, keeping the login page light.
const AppLayout = lazy(() => import('./shell/AppLayout'));

function SchemaRoutes() {
  return registry.resources.flatMap((schema) => [
    <Route
      key={`${schema.name}-list`}
      path={schema.route}
      element={
        <RequireAccess resource={schema.name} action="list">
          <ListPage schema={schema} />
        </RequireAccess>
      }
    />,
    <Route
      key={`${schema.name}-create`}
      path={`${schema.route}/create`}
      element={
        <RequireAccess resource={schema.name} action="create">
          <CreatePage schema={schema} />
        </RequireAccess>
      }
    />,
    <Route
      key={`${schema.name}-edit`}
      path={`${schema.route}/edit/:id`}
      element={
        <RequireAccess resource={schema.name} action="edit">
          <EditPage schema={schema} />
        </RequireAccess>
      }
    />,
    <Route
      key={`${schema.name}-show`}
      path={`${schema.route}/:id`}
      element={
        <RequireAccess resource={schema.name} action="show">
          <ShowPage schema={schema} />
        </RequireAccess>
      }
    />,
  ]);
}

function RefineApp() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const resources = useMemo(() => buildResources(registry, lang), [lang]);
  useEffect(() => listenAcrossTabs(), []);

  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      routerProvider={routerProvider}
      notificationProvider={useNotificationProvider}
      resources={resources}
      options={{
        syncWithLocation: true,
        warnWhenUnsavedChanges: true,
        disableTelemetry: true,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
      }}
    >
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        <Route
          path="/login"
          element={
            <Authenticated key="login" fallback={<LoginPage />}>
              <Navigate to="/" replace />
            </Authenticated>
          }
        />
        <Route path="/not-authorized" element={<NotAuthorizedPage />} />
        <Route path="/pages/misc/not-authorized" element={<NotAuthorizedPage />} />
        <Route path="/pages/misc/not-found/:error" element={<NotFoundPage />} />
        <Route
          element={
            <Authenticated key="app" appendCurrentPathToQuery>
              <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />}>
                <AppLayout />
              </Suspense>
            </Authenticated>
          }
        >
          {SchemaRoutes()}
          {extraRoutes(registry)}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <UnsavedChangesNotifier />
      <DocumentTitleHandler />
    </Refine>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ThemeProvider>
        <AntdApp>
          <SchemaRegistryProvider registry={registry}>
            <RefineApp />
          </SchemaRegistryProvider>
        </AntdApp>
      </ThemeProvider>
    </BrowserRouter>
  );
}
