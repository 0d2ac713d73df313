/**
 * The navigation: Refine's menu tree (useMenu, the resources of ./resources.tsx) filtered by the signed-in user's
 * access, drawn as a side menu (vertical or collapsed), a top menu bar (horizontal) or an overlay drawer (below the
 * large breakpoint). Items are antd Menu `items` (no deprecated children). A label that does not fit shows whole
 * on hover (its title).
 */
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import { useLink, useMenu, type TreeMenuItem } from '@refinedev/core';
import { Button, ConfigProvider, Drawer, Layout, Menu, theme, type MenuProps } from 'antd';
import { useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decideRequest, type AccessContext } from '../access';
import { useAccessContext } from '../crud/sessionAccess';
import { useRegistry } from '../providers/registry';
import type { SchemaRegistry } from '../schema/loader/registry';
import { HEADER_HEIGHT } from './theme';

type MenuItem = Required<MenuProps>['items'][number];
type LinkComponent = ReturnType<typeof useLink>;

export const SIDER_WIDTH = 240;
export const SIDER_COLLAPSED_WIDTH = 80;
/** ../shared/spec/staff-app-spec.md §9: the horizontal menu's pop-ups stand 6 px below their item. */
const POPUP_OFFSET = [0, 6];

/** The items the user may open: a leaf when its list is allowed, an area when one of its screens is. */
function visibleItems(tree: TreeMenuItem[], access: AccessContext, registry: SchemaRegistry): TreeMenuItem[] {
  return tree.flatMap((item) => {
    if (item.children.length > 0) {
      const children = visibleItems(item.children, access, registry);
      return children.length > 0 ? [{ ...item, children }] : [];
    }
    return decideRequest(access, registry, item.name, 'list').allowed ? [item] : [];
  });
}

function toMenuItems(tree: TreeMenuItem[], Link: LinkComponent, horizontal: boolean): MenuItem[] {
  return tree.map((item) => {
    const label = item.label ?? item.meta?.label ?? item.name;
    const icon: ReactNode = item.meta?.icon ?? item.icon ?? <UnorderedListOutlined />;
    if (item.children.length > 0)
      return {
        key: item.key,
        icon,
        label: <span title={label}>{label}</span>,
        children: toMenuItems(item.children, Link, horizontal),
        ...(horizontal ? { popupOffset: POPUP_OFFSET } : {}),
      };
    return {
      key: item.key,
      icon,
      label: (
        <Link to={item.route ?? ''} title={label}>
          {label}
        </Link>
      ),
    };
  });
}

/** The menu itself; `onNavigate` runs after an item is chosen (the overlay closes). */
export function NavMenu({ mode, onNavigate }: { mode: 'inline' | 'horizontal'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  const access = useAccessContext();
  const registry = useRegistry();
  const Link = useLink();
  const horizontal = mode === 'horizontal';
  const items = useMemo(
    () => toMenuItems(visibleItems(menuItems, access, registry), Link, horizontal),
    [menuItems, access, registry, Link, horizontal],
  );
  return (
    <Menu
      mode={mode}
      aria-label={t('layout.mainMenu')}
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      defaultOpenKeys={horizontal ? undefined : defaultOpenKeys}
      onClick={onNavigate}
      // The top menu opens on a click, as the header's menus do: a hover pop-up closed 0.1 s after the pointer left
      // its item, before a slow hand (or a busy machine) reached the entry it was going for.
      triggerSubMenuAction={horizontal ? 'click' : undefined}
      style={
        horizontal
          ? { borderBottom: 'none', background: 'transparent', flex: 1, minWidth: 0 }
          : { border: 'none', paddingTop: 8, background: 'transparent' }
      }
    />
  );
}

/** The side menu (vertical, or collapsed to its icons), its title on top and a collapse button at the bottom. */
export function SideNav({
  title,
  collapsed,
  onCollapse,
}: {
  title: ReactNode;
  collapsed: boolean;
  onCollapse: (c: boolean) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const ExpandIcon = rtl ? LeftOutlined : RightOutlined;
  const CollapseIcon = rtl ? RightOutlined : LeftOutlined;
  return (
    <Layout.Sider
      className="app-sider"
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      style={{ background: token.colorBgContainer }}
    >
      <div className="app-sider-inner">
        <div
          className="app-sider-title"
          style={{
            height: HEADER_HEIGHT,
            background: token.colorBgElevated,
            justifyContent: collapsed ? 'center' : 'flex-start',
          }}
        >
          {title}
        </div>
        <div className="app-sider-menu">
          <NavMenu mode="inline" />
        </div>
        <Button
          type="text"
          block
          className="app-sider-toggle"
          aria-label={collapsed ? t('layout.expandMenu') : t('layout.collapseMenu')}
          title={collapsed ? t('layout.expandMenu') : t('layout.collapseMenu')}
          icon={collapsed ? <ExpandIcon /> : <CollapseIcon />}
          onClick={() => onCollapse(!collapsed)}
        />
      </div>
    </Layout.Sider>
  );
}

/** Below the large breakpoint: the menu in a drawer from the start side, closed once an item is chosen. */
export function OverlayNav({ title, open, onClose }: { title: ReactNode; open: boolean; onClose: () => void }) {
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={rtl ? 'right' : 'left'}
      width={SIDER_WIDTH + 40}
      title={title}
      closable
      styles={{ body: { padding: 0 } }}
      className="app-overlay-nav"
    >
      <NavMenu mode="inline" onNavigate={onClose} />
    </Drawer>
  );
}
