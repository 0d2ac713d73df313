/**
 * The default layout (../shared/spec/staff-app-spec.md §2, §4): the navigation the user chose (vertical, collapsed or horizontal; an
 * overlay drawer below the large breakpoint), the top bar (sticky, or hidden: it slides away as the page scrolls down
 * and comes back on the way up), the content (fluid or boxed), the static footer, the loading bar, the customizer
 * and the scroll-to-top button. Lazily loaded pages show under it.
 */
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import { ThemedTitle } from '@refinedev/antd';
import { Button, Grid, Layout, Typography, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { APP_VERSION } from '../config';
import { NoticeBar } from '../crud/notices/NoticeBar';
import { homePath } from '../providers/auth';
import { getUser } from '../providers/session';
import { ConnectionNotice } from './ConnectionNotice';
import { ErrorBoundary } from './ErrorBoundary';
import { Header } from './Header';
import { effectiveNavType } from './layoutRules';
import { LoadingBar, PageFallback } from './LoadingBar';
import { NavMenu, OverlayNav, SideNav } from './NavMenu';
import { usePreferences } from './preferences';
import { ScrollToTop } from './ScrollToTop';
import { HEADER_HEIGHT } from './theme';

// The customizer (its colour picker and sliders) loads when first opened, not with every screen (issue 28).
const Customizer = lazy(() => import('./Customizer').then((m) => ({ default: m.Customizer })));

/**
 * The logo (35 x 35, ../shared/spec/staff-app-spec.md §9) and the app's name; the logo alone when `collapsed`, which then names the link
 * to the home screen itself.
 */
function Title({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <ThemedTitle
      collapsed={collapsed}
      text={<span style={{ marginInlineStart: 8 }}>{t('app.title')}</span>}
      icon={<img src="/favicon.svg" alt={collapsed ? t('app.title') : ''} width={35} height={35} style={{ display: 'block' }} />}
    />
  );
}

const SCROLL_JITTER_PX = 12;

/** With a hidden navbar: true while the page is scrolling down past the bar, false once it scrolls up. */
function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      // A few pixels either way are not a scroll (the page's height settling at the bottom nudges it up).
      if (Math.abs(y - last) < SCROLL_JITTER_PX && y > HEADER_HEIGHT) return;
      setHidden(y > last && y > HEADER_HEIGHT);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      setHidden(false);
    };
  }, [enabled]);
  return enabled && hidden;
}

export default function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const { prefs, setPref, customizerOpen } = usePreferences();
  // Once opened it stays mounted, so its drawer closes as it opened.
  const [customizerWanted, setCustomizerWanted] = useState(false);
  if (customizerOpen && !customizerWanted) setCustomizerWanted(true);
  const screens = Grid.useBreakpoint();
  // Before the first measure antd reports nothing: the desktop layout, as Refine's sider did.
  const nav = effectiveNavType(prefs.navType, screens.lg !== false);
  const phone = screens.sm === false;
  const [overlayOpen, setOverlayOpen] = useState(false);
  const navbarHidden = useHideOnScroll(prefs.navbarType === 'hidden' && nav !== 'horizontal');
  // The landing page carries the notices for the user (IT broadcasts to their section).
  const landing = pathname === homePath(getUser());
  const bar = { background: token.colorBgElevated, borderBottom: `1px solid ${token.colorBorderSecondary}` };
  const side = nav === 'vertical' || nav === 'collapsed';

  return (
    <Layout className="app-layout" data-nav={nav} data-navbar={prefs.navbarType} hasSider={side} style={{ minHeight: '100vh' }}>
      <LoadingBar />
      {side && (
        <SideNav
          title={<Title collapsed={nav === 'collapsed'} />}
          collapsed={nav === 'collapsed'}
          onCollapse={(collapsed) => setPref('navType', collapsed ? 'collapsed' : 'vertical')}
        />
      )}
      {nav === 'overlay' && (
        <OverlayNav title={<Title collapsed={false} />} open={overlayOpen} onClose={() => setOverlayOpen(false)} />
      )}
      <Layout style={{ minWidth: 0 }}>
        <div className="app-navbar" data-hidden={navbarHidden}>
          <div style={{ display: 'flex' }}>
            {!side && (
              <div className="app-navbar-start" style={{ ...bar, height: HEADER_HEIGHT }}>
                {nav === 'overlay' && (
                  <Button
                    type="text"
                    size="large"
                    icon={<MenuOutlined />}
                    aria-label={t('layout.openMenu')}
                    title={t('layout.openMenu')}
                    aria-expanded={overlayOpen}
                    onClick={() => setOverlayOpen(true)}
                  />
                )}
                <Title collapsed={phone} />
              </div>
            )}
            <div style={{ flex: 1, minWidth: 0 }}>
              <Header />
            </div>
          </div>
          {nav === 'horizontal' && (
            <div className="app-hnav" style={bar}>
              <NavMenu mode="horizontal" />
            </div>
          )}
        </div>
        <Layout.Content>
          <div className="app-content" data-width={prefs.contentWidth} style={{ padding: phone ? 12 : 24 }}>
            <ConnectionNotice />
            <ErrorBoundary>
              {landing && <NoticeBar />}
              <Suspense fallback={<PageFallback />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </div>
        </Layout.Content>
        <Layout.Footer className="app-footer">
          <Typography.Text type="secondary">
            © {new Date().getFullYear()} {t('layout.footer', { app: t('app.title'), version: APP_VERSION })}
          </Typography.Text>
        </Layout.Footer>
      </Layout>
      {customizerWanted && (
        <Suspense fallback={null}>
          <Customizer />
        </Suspense>
      )}
      <ScrollToTop />
    </Layout>
  );
}
