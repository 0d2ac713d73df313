/** The default layout: vertical menu from the schemas' areas, the header, and lazily loaded pages. */
import { ThemedLayout, ThemedSider, ThemedTitle } from '@refinedev/antd';
import { Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ErrorBoundary } from '../pages/ErrorBoundary';
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

export default function AppLayout() {
  return (
    <ThemedLayout Header={Header} Title={Title} Sider={(props) => <ThemedSider {...props} fixed render={({ items }) => items} />}>
      <ErrorBoundary>
        <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '96px auto' }} />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </ThemedLayout>
  );
}
