/** The top bar: the inbox bell, language switch, theme switch and the user menu with logout. */
import { BgColorsOutlined, GlobalOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Grid, Layout, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../access';
import { LANGUAGES } from '../i18n';
import { InboxBell } from './InboxBell';
import { HEADER_HEIGHT, useThemeMode, type ThemeMode } from './theme';

/**
 * The header's menus open on a click, not on hover: a hover menu closed 0.1 s after the pointer left
 * its button unless the pointer reached the menu in time, so on a busy machine (or a touch screen,
 * or a slow hand) the click meant for "ไทย" or "Logout" fell on the closing menu or on the page beneath.
 */
const MENU_TRIGGER: ('click' | 'hover')[] = ['click'];

/**
 * The menus open inside the sticky bar, not in the page: placed in the page, a menu kept its place in the
 * document while the page scrolled beneath the bar (content loading above, scroll anchoring), and drifted
 * away from its button, even over it, where the click meant for "ไทย" closed the menu instead.
 */
const inHeader = (trigger: HTMLElement): HTMLElement => trigger.closest<HTMLElement>('.ant-layout-header') ?? document.body;

export function Header() {
  const { t, i18n } = useTranslation();
  const { mode, setMode } = useThemeMode();
  const { data: user } = useGetIdentity<UserData>();
  const { mutate: logout } = useLogout();
  const { token } = theme.useToken();
  const current = LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0];
  const modes: ThemeMode[] = ['light', 'dark', 'system'];
  // Phone widths: icons only, so the bar fits (the buttons keep their accessible names).
  const narrow = Grid.useBreakpoint().sm === false;

  return (
    <Layout.Header
      style={{
        background: token.colorBgElevated,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        padding: narrow ? '0 8px' : '0 24px',
        height: HEADER_HEIGHT,
        position: 'sticky',
        top: 0,
        zIndex: 10,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Space size={narrow ? 'small' : 'middle'}>
        <InboxBell />
        <Dropdown
          trigger={MENU_TRIGGER}
          getPopupContainer={inHeader}
          menu={{
            selectedKeys: [current.code],
            items: LANGUAGES.map((l) => ({ key: l.code, label: l.label })),
            onClick: ({ key }) => void i18n.changeLanguage(key),
          }}
        >
          <Button icon={<GlobalOutlined />} aria-label={t('header.language')}>
            {!narrow && current.label}
          </Button>
        </Dropdown>
        <Dropdown
          trigger={MENU_TRIGGER}
          getPopupContainer={inHeader}
          menu={{
            selectedKeys: [mode],
            items: modes.map((m) => ({ key: m, label: t(`header.${m}`) })),
            onClick: ({ key }) => setMode(key as ThemeMode),
          }}
        >
          <Button icon={<BgColorsOutlined />} aria-label={t('header.theme')}>
            {!narrow && t(`header.${mode}`)}
          </Button>
        </Dropdown>
        <Dropdown
          trigger={MENU_TRIGGER}
          getPopupContainer={inHeader}
          menu={{
            items: [
              { key: 'role', disabled: true, label: `${t('header.role')}: ${user?.role ?? ''}` },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout') },
            ],
            onClick: ({ key }) => key === 'logout' && logout(),
          }}
        >
          <Button type="text" aria-label={t('header.profile')} data-testid="user-menu">
            <Space>
              <Avatar size="small" icon={<UserOutlined />} />
              {!narrow && <Typography.Text>{user?.fullName ?? ''}</Typography.Text>}
            </Space>
          </Button>
        </Dropdown>
      </Space>
    </Layout.Header>
  );
}
