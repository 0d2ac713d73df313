/** The application: Refine over our providers, one set of generated routes per schema, the public pages. */
import 'antd/dist/reset.css';
// Every layer's words, registered with i18next before anything renders (src/i18n/index.ts, addWords).
import './crud/all-words';
import './shell/all-words';
import './pages/all-words';
import { Authenticated, Refine } from '@refinedev/core';
import { DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp, Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import type { ResourceAction } from './schema/meta/constants';
import { aliasPath, aliasScreen } from './schema/lists/alias-filters';
import type { ResourceSchema } from './schema/meta/meta';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { CreatePage, EditPage, ListPage, ShowPage } from './crud';
import { SchemaRegistryProvider } from './crud/SchemaContext';
import { SummaryPage } from './crud/summary';
import LoginPage from './pages/LoginPage';
import { publicPageRoutes, signedInPageRoutes, statusRoutes } from './pages/routes';
import { accessControlProvider } from './providers/access-control';
import { authProvider, refreshAccessData } from './providers/auth';
import { listenAcrossTabs } from './providers/broadcast';
import { dataProvider } from './providers/data';
import { routerProvider } from './providers/router';
import { i18nProvider } from './providers/i18n';
import { useNotificationProvider, useToastTop } from './providers/notification';
import { watchRegistryVersion } from './providers/liveRegistry';
import { useRegistry } from './providers/registry';
import type { SchemaRegistry } from './schema/loader/registry';
import { getUser, sessionState } from './providers/session';
import { extraMenuResources, extraRoutes } from '../resources';
import { RequireAccess } from './shell/RequireAccess';
import { RequireSignIn } from './shell/RequireSignIn';
import { buildResources } from './shell/resources';
import { useKeyboardScrollRegions } from './shell/scrollRegions';
import { AliasRedirect, LeaveLogin, RootRedirect } from './shell/RootRedirect';
import { PreferencesProvider } from './shell/preferences';
import { ThemeProvider } from './shell/theme';

// The layout (and with it @refinedev/antd) loads after sign-in, keeping the login page light.
const AppLayout = lazy(() => import('./shell/AppLayout'));

type PageComponent = ComponentType<{ schema: ResourceSchema }>;

const PAGES: { action: ResourceAction; suffix: string; page: PageComponent }[] = [
  { action: 'list', suffix: '', page: ListPage },
  { action: 'create', suffix: '/create', page: CreatePage },
  { action: 'edit', suffix: '/edit/:id', page: EditPage },
  { action: 'show', suffix: '/:id', page: ShowPage },
];

function SchemaRoutes(registry: SchemaRegistry) {
  return registry.resources.flatMap((schema) => [
    ...PAGES.map(({ action, suffix, page: Page }) => (
      <Route
        key={`${schema.name}-${action}`}
        path={`${schema.route}${suffix}`}
        element={
          // Records made on a hand-written screen (`createdOn`: the POS counter) are created there, not on a form.
          action === 'create' && schema.createdOn ? (
            <Navigate to={schema.createdOn} replace />
          ) : (
            <RequireAccess resource={schema.name} action={action}>
              <Page schema={schema} />
            </RequireAccess>
          )
        }
      />
    )),
    // A schema's aliases (the spec's own paths, such as add, view/:id or a list opened filtered) lead to the generated
    // screen; a summary alias is a screen of its own, under the list's access rule.
    ...Object.entries(schema.aliases ?? {}).map(([path, target]) => (
      <Route
        key={`${schema.name}-alias-${path}`}
        path={aliasPath(schema.route, path)}
        element={
          aliasScreen(target) === 'summary' ? (
            <RequireAccess resource={schema.name} action="list">
              <SummaryPage schema={schema} target={target} />
            </RequireAccess>
          ) : (
            <AliasRedirect
              to={`${schema.route}${PAGES.find((p) => p.action === aliasScreen(target))!.suffix}`}
              target={target}
              schema={schema}
            />
          )
        }
      />
    )),
  ]);
}

function RefineApp() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  // The live registry (providers/registry.ts): a resource an Admin adds gets its routes and menu entry at once.
  const registry = useRegistry();
  const resources = useMemo(() => buildResources(registry, lang, extraMenuResources(registry, lang)), [registry, lang]);
  useEffect(() => listenAcrossTabs(), []);
  useKeyboardScrollRegions();
  // An answer naming a newer registry version: the session's registry, menu and permissions are loaded again.
  useEffect(
    () =>
      watchRegistryVersion(() => {
        const user = sessionState() === 'valid' ? getUser() : null;
        if (user) void refreshAccessData(user);
      }),
    [],
  );
  // ../shared/spec/staff-app-spec.md §4: the cached menu and permissions are used at once, then refreshed from the server,
  // so an administrator's changes reach a signed-in user at their next page load (not again right after signing in).
  useEffect(() => {
    const user = sessionState() === 'valid' ? getUser() : null;
    if (user) void refreshAccessData(user, { ifStale: true });
  }, []);

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
        // No refetch on window focus: a focus refetch of every open list and record is noise for staff
        // switching windows all day (the signed-in guard keeps the layout during its own re-checks).
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } } },
      }}
    >
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        <Route
          path="/login"
          element={
            <Authenticated key="login" fallback={<LoginPage />}>
              <LeaveLogin />
            </Authenticated>
          }
        />
        {publicPageRoutes()}
        <Route
          element={
            <RequireSignIn>
              <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />}>
                <AppLayout />
              </Suspense>
            </RequireSignIn>
          }
        >
          {SchemaRoutes(registry)}
          {extraRoutes(registry)}
          {signedInPageRoutes()}
        </Route>
        {/* The error pages and the catch-all 404: inside the layout when signed in, blank otherwise. */}
        {statusRoutes()}
      </Routes>
      <UnsavedChangesNotifier />
      <DocumentTitleHandler />
    </Refine>
  );
}

export function App() {
  const registry = useRegistry();
  const toastTop = useToastTop();
  return (
    <BrowserRouter>
      <PreferencesProvider>
        <ThemeProvider>
          {/*
          Toasts (top centre below the header, over it on a phone, 5 s: see providers/notification.ts) close on time even under a resting pointer: one that paused while hovered stayed
          over the header's menus, or the page's own buttons, for as long as the pointer did not move.
        */}
          <AntdApp notification={{ pauseOnHover: false, top: toastTop }}>
            <SchemaRegistryProvider registry={registry}>
              <RefineApp />
            </SchemaRegistryProvider>
          </AntdApp>
        </ThemeProvider>
      </PreferencesProvider>
    </BrowserRouter>
  );
}
