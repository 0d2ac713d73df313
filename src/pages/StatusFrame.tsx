/**
 * Where the error pages stand: inside the default layout for a signed-in user, so the menu stays and they take the
 * layout's theme (../shared/spec/staff-app-spec.md §2 calls them public and blank: that holds for a signed-out visitor), and on a blank
 * page otherwise, with the theme's background and text colours (dark mode included) and a language switch.
 */
import { Layout, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { getUser, sessionState } from '../providers/session';
import { LanguageSwitch } from '../shell/LanguageSwitch';

const AppLayout = lazy(() => import('../shell/AppLayout'));

export function StatusFrame() {
  if (sessionState() === 'valid' && getUser() !== null)
    return (
      <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />}>
        <AppLayout />
      </Suspense>
    );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <LanguageSwitch />
      </div>
      <Layout.Content style={{ display: 'grid', placeItems: 'center', padding: 16 }}>
        <main style={{ width: 'min(720px, 100%)' }}>
          <Outlet />
        </main>
      </Layout.Content>
    </Layout>
  );
}
