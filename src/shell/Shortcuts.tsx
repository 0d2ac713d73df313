/**
 * Shortcuts (../shared/spec/staff-app-spec.md §2): the screens a user marks as favourites, in a header menu. "Add this screen" on the
 * screen being shown adds it; "Remove this screen" takes it off. Kept per user in localStorage under
 * `${APP_TITLE}-shortcuts-<username>`, as the screens' names; a screen the user may no longer open is not shown.
 */
import StarFilled from '@ant-design/icons/es/icons/StarFilled';
import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';
import ThunderboltOutlined from '@ant-design/icons/es/icons/ThunderboltOutlined';
import { useGetIdentity } from '@refinedev/core';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { UserData } from '../access';
import { APP_TITLE } from '../config';
import { screenAt, useScreens } from './search/useScreens';

/** The localStorage key of a user's shortcuts. */
export const shortcutsKey = (username: string): string => `${APP_TITLE}-shortcuts-${username}`;
const MAX_SHORTCUTS = 12;

function read(key: string): string[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(raw) ? raw.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** Written in this tab: the storage event only reaches the other tabs. */
const CHANGED = 'shortcuts-changed';

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(CHANGED, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(CHANGED, listener);
  };
}

/** The user's shortcut names (another tab's change shows here too) and how to save new ones. */
function useShortcutNames(username: string | undefined): [string[], (names: string[]) => void] {
  const key = username ? shortcutsKey(username) : null;
  const raw = useSyncExternalStore(subscribe, () => (key ? localStorage.getItem(key) : null));
  const names = useMemo(() => (key && raw !== null ? read(key) : []), [key, raw]);
  const save = useCallback(
    (next: string[]) => {
      if (!key) return;
      localStorage.setItem(key, JSON.stringify(next));
      window.dispatchEvent(new Event(CHANGED));
    },
    [key],
  );
  return [names, save];
}

const inHeader = (trigger: HTMLElement): HTMLElement => trigger.closest<HTMLElement>('.ant-layout-header') ?? document.body;

export function Shortcuts({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: user } = useGetIdentity<UserData>();
  const [names, save] = useShortcutNames(user?.username);
  const screens = useScreens();
  const current = screenAt(screens, pathname);
  const starred = current !== undefined && names.includes(current.name);

  const items = useMemo<MenuProps['items']>(() => {
    const byName = new Map(screens.map((s) => [s.name, s]));
    const shown = names.flatMap((n) => {
      const s = byName.get(n);
      return s ? [{ key: `go:${s.name}`, icon: s.icon, label: s.label, title: s.area ? `${s.area} · ${s.label}` : s.label }] : [];
    });
    const toggle = current
      ? {
          key: 'toggle',
          icon: starred ? <StarFilled /> : <StarOutlined />,
          label: starred ? t('site.shortcuts.remove') : t('site.shortcuts.add'),
        }
      : { key: 'toggle', disabled: true, label: t('site.shortcuts.notScreen') };
    return [
      ...(shown.length ? shown : [{ key: 'empty', disabled: true, label: t('site.shortcuts.empty') }]),
      { type: 'divider' as const },
      toggle,
    ];
  }, [screens, names, current, starred, t]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'toggle' && current) {
      save(starred ? names.filter((n) => n !== current.name) : [...names, current.name].slice(-MAX_SHORTCUTS));
      return;
    }
    if (key.startsWith('go:')) {
      const target = screens.find((s) => s.name === key.slice(3));
      if (target) navigate(target.route);
    }
  };

  return (
    <Dropdown trigger={['click']} getPopupContainer={inHeader} menu={{ items, onClick }}>
      <Button icon={<ThunderboltOutlined />} aria-label={narrow ? t('site.shortcuts.button') : undefined} data-testid="shortcuts">
        {!narrow && t('site.shortcuts.button')}
      </Button>
    </Dropdown>
  );
}
