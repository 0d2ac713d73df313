/** The default layout: vertical menu from the schemas' areas, the header, and lazily loaded pages. */
import { ThemedLayout, ThemedSider, ThemedTitle } from '@refinedev/antd';
import { Spin } from 'antd';
import { Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { NoticeBar } from '../crud/notices/NoticeBar';
import { homePath } from '../providers/auth';
import { getUser } from '../providers/session';
import { ErrorBoundary } from './ErrorBoundary';
import { Header } from './Header';

function Title({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <ThemedTitle
      collapsed={collapsed}
      text={<span style={{ marginInlineStart: 8 }}>{t('app.title')}</span>}
      icon={<img src="/favicon.svg" alt="" width={35} height={35} style={{ display: 'block' }} />}
    />
  );
}

/**
 * Declared once, not inline: a new component type on each layout render would remount the menu on
 * every navigation and close the group the user had just opened.
 */
function Sider(props: ComponentProps<typeof ThemedSider>) {
  return <ThemedSider {...props} fixed render={({ items }) => items} />;
}

export default function AppLayout() {
  const { pathname } = useLocation();
  // The landing page carries the notices for the user (IT broadcasts to their section).
  const landing = pathname === homePath(getUser());
  return (
    <ThemedLayout Header={Header} Title={Title} Sider={Sider}>
      <ErrorBoundary>
        {landing && <NoticeBar />}
        <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '96px auto' }} />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </ThemedLayout>
  );
}
