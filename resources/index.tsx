/**
 * Hand-written screens, one folder each, registered here as extra routes inside the default layout.
 * They still read their entities' schemas from the registry.
 */
import { MenuOutlined, SettingOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router';
import { isAdmin } from '../src/access';
import { getUser } from '../src/providers/session';
import type { SchemaRegistry } from '../src/schema/loader';
import { jobApplicationRoutes } from './jobapplication';
import { MASTER_MENU_ROUTE, MasterMenuPage, masterMenuLabel } from './mastermenu';
import { ROLE_MENU_ROUTE, RoleMenuPage, roleMenuLabel } from './rolemenu';
import { USER_PERMISSIONS_ROUTE, UserPermissionsPage, userPermissionsLabel } from './userpermissions';

/** Administration screens are for the Admin role only; the server refuses their writes to anyone else anyway. */
function RequireAdmin({ children }: { children: ReactNode }) {
  if (!isAdmin(getUser())) return <Navigate to="/not-authorized" replace />;
  return <>{children}</>;
}

const adminRoutes = (registry: SchemaRegistry): ReactNode[] =>
  [
    { path: ROLE_MENU_ROUTE, page: <RoleMenuPage registry={registry} /> },
    {
      path: MASTER_MENU_ROUTE,
      page: <MasterMenuPage registry={registry} extras={extraMenuResources} roleMenuRoute={ROLE_MENU_ROUTE} />,
    },
    { path: USER_PERMISSIONS_ROUTE, page: <UserPermissionsPage registry={registry} /> },
  ].map(({ path, page }) => <Route key={path} path={path} element={<RequireAdmin>{page}</RequireAdmin>} />);

export const extraRoutes = (registry: SchemaRegistry): ReactNode[] => [
  ...jobApplicationRoutes(registry),
  ...adminRoutes(registry),
];

/**
 * Menu entries of the hand-written administration screens, under the 'area:administration' parent.
 * `meta.adminOnly`: the access-control provider shows them to the Admin role only.
 */
export function extraMenuResources(lang: string): ResourceProps[] {
  return [
    {
      name: 'masterMenu',
      list: MASTER_MENU_ROUTE,
      meta: { parent: 'area:administration', label: masterMenuLabel(lang), icon: <MenuOutlined />, adminOnly: true },
    },
    {
      name: 'roleMenu',
      list: ROLE_MENU_ROUTE,
      meta: { parent: 'area:administration', label: roleMenuLabel(lang), icon: <SettingOutlined />, adminOnly: true },
    },
    {
      name: 'userPermissions',
      list: USER_PERMISSIONS_ROUTE,
      meta: {
        parent: 'area:administration',
        label: userPermissionsLabel(lang),
        icon: <UserSwitchOutlined />,
        adminOnly: true,
      },
    },
  ];
}
