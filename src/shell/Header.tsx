/**
 * The top bar: the search (Ctrl+K), shortcuts, the inbox bell, the language and theme switches and the user menu
 * (name and role, profile, password and sessions, preferences, logout). A button's accessible name holds its visible label (WCAG 2.5.3):
 * the language and theme buttons read "Language: English", "Theme: Light"; the user menu reads the user's name.
 */
import BgColorsOutlined from '@ant-design/icons/es/icons/BgColorsOutlined';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import IdcardOutlined from '@ant-design/icons/es/icons/IdcardOutlined';
import KeyOutlined from '@ant-design/icons/es/icons/KeyOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Grid, Layout, Space, Typography, theme, type MenuProps } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { decideRequest, type UserData } from '../access';
import { useAccessContext } from '../crud/sessionAccess';
import { changeLanguage, LANGUAGES } from '../i18n';
import { useRegistry } from '../providers/registry';
import { InboxBell } from './InboxBell';
import { usePreferences } from './preferences';
import { SearchBar } from './SearchBar';
import { Shortcuts } from './Shortcuts';
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

/** The signed-in user's own record on the people schema (the one with `userLink`), when they may open it. */
function useProfilePath(user: UserData | undefined): string | null {
  const access = useAccessContext();
  const registry = useRegistry();
  const people = registry.resources.find((s) => s.userLink);
  if (!people || user?.employeeId === undefined) return null;
  // A route with an id needs no menu entry (../shared/spec/staff-app-spec.md §6); the schema's show rule still applies.
  if (!decideRequest(access, registry, people.name, 'show', { skipMenu: true }).allowed) return null;
  return `${people.route}/${encodeURIComponent(String(user.employeeId))}`;
}

function UserMenu({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useGetIdentity<UserData>();
  const { mutate: logout } = useLogout();
  const { openCustomizer } = usePreferences();
  const profile = useProfilePath(user);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = user?.fullName ?? '';
  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary">{t('site.user.role', { role: user?.role ?? '' })}</Typography.Text>
        </Space>
      ),
    },
    { type: 'divider' },
    ...(profile ? [{ key: 'profile', icon: <IdcardOutlined />, label: t('site.user.profile') }] : []),
    { key: 'account', icon: <KeyOutlined />, label: t('site.user.account') },
    { key: 'preferences', icon: <SettingOutlined />, label: t('site.user.preferences') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('site.user.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout();
    // The drawer gives the focus back to what held it when it opened: the menu's button, not the vanished menu item.
    else if (key === 'preferences') {
      trigger.current?.focus();
      openCustomizer();
    } else if (key === 'profile' && profile) navigate(profile);
    else if (key === 'account') navigate('/account');
  };
  return (
    <Dropdown trigger={MENU_TRIGGER} getPopupContainer={inHeader} menu={{ items, onClick }}>
      {/* No aria-label over the visible name: the name is the label; on a phone (avatar only) it is the aria-label. */}
      <Button ref={trigger} type="text" aria-label={narrow ? name : undefined} data-testid="user-menu">
        <Space>
          <Avatar size="small" icon={<UserOutlined />} aria-hidden />
          {!narrow && <Typography.Text>{name}</Typography.Text>}
        </Space>
      </Button>
    </Dropdown>
  );
}

export function Header() {
  const { t, i18n } = useTranslation();
  const { mode, setMode } = useThemeMode();
  const { token } = theme.useToken();
  const current = LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0];
  const modes: ThemeMode[] = ['light', 'dark', 'system'];
  // Phone widths: icons only, so the bar fits (the buttons keep their accessible names).
  const narrow = Grid.useBreakpoint().md === false;

  return (
    <Layout.Header
      style={{
        background: token.colorBgElevated,
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 8,
        padding: narrow ? '0 8px' : '0 24px',
        height: HEADER_HEIGHT,
        position: 'sticky',
        top: 0,
        zIndex: 10,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <SearchBar narrow={narrow} />
      <Space size={narrow ? 4 : 'middle'}>
        <Shortcuts narrow={narrow} />
        <InboxBell />
        <Dropdown
          trigger={MENU_TRIGGER}
          getPopupContainer={inHeader}
          menu={{
            selectedKeys: [current.code],
            items: LANGUAGES.map((l) => ({ key: l.code, label: <span lang={l.code}>{l.label}</span> })),
            onClick: ({ key }) => void changeLanguage(key),
          }}
        >
          <Button
            icon={<GlobalOutlined />}
            aria-label={narrow ? t('header.language') : `${t('header.language')}: ${current.label}`}
          >
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
          <Button
            icon={<BgColorsOutlined />}
            aria-label={narrow ? t('header.theme') : `${t('header.theme')}: ${t(`header.${mode}`)}`}
          >
            {!narrow && t(`header.${mode}`)}
          </Button>
        </Dropdown>
        <UserMenu narrow={narrow} />
      </Space>
    </Layout.Header>
  );
}
