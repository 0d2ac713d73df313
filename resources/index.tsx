/**
 * Hand-written screens, one folder each, registered here as extra routes inside the default layout.
 * They still read their entities' schemas from the registry.
 */
import { MenuOutlined, SettingOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { SCREENS, screen } from '../src/access';
import { localize } from '../src/schema/describe';
import { SchemaIcon } from '../src/shell/icons';
import { RequireAccess } from '../src/shell/RequireAccess';
import type { SchemaRegistry } from '../src/schema/loader';
import { dashboardRoutes } from './dashboards';
import { jobApplicationRoutes } from './jobapplication';
import { posRoutes } from './pos';
import { corevalueRoutes } from './corevalue';
import { rewardsRoutes } from './rewards';
import { pickPackRoutes } from './orderpickpack';
import { barcodeValidationRoutes } from './barcodevalidation';
import { MASTER_MENU_ROUTE, MasterMenuPage, masterMenuLabel } from './mastermenu';
import { ROLE_MENU_ROUTE, RoleMenuPage, roleMenuLabel } from './rolemenu';
import { schemaEditorMenu, schemaEditorRoutes } from './schemaeditor';
import { USER_PERMISSIONS_ROUTE, UserPermissionsPage, userPermissionsLabel } from './userpermissions';

const adminRoutes = (registry: SchemaRegistry): ReactNode[] =>
  [
    { screen: screen('roleMenu'), page: <RoleMenuPage registry={registry} /> },
    {
      screen: screen('masterMenu'),
      page: <MasterMenuPage registry={registry} extras={extraMenuResources} roleMenuRoute={ROLE_MENU_ROUTE} />,
    },
    { screen: screen('userPermissions'), page: <UserPermissionsPage registry={registry} /> },
  ].map(({ screen, page }) => (
    // Decided by src/access/screens.ts, as the server decides the calls behind the screen.
    <Route
      key={screen.route}
      path={screen.route}
      element={
        <RequireAccess resource={screen.name} action="list">
          {page}
        </RequireAccess>
      }
    />
  ));

export const extraRoutes = (registry: SchemaRegistry): ReactNode[] => [
  ...jobApplicationRoutes(registry),
  ...dashboardRoutes(),
  ...posRoutes(registry),
  ...corevalueRoutes(registry),
  ...rewardsRoutes(),
  ...pickPackRoutes(registry),
  ...barcodeValidationRoutes(),
  ...adminRoutes(registry),
  ...schemaEditorRoutes(),
];

/**
 * Menu entries of the hand-written administration screens, under the 'area:administration' parent.
 * Their names are declared screens (src/access/screens.ts): the access-control provider decides them.
 */
export function extraMenuResources(lang: string): ResourceProps[] {
  return [
    // The hand-written screens declared with a menu entry, under their area (src/access/screens.ts).
    ...SCREENS.flatMap(({ name, route, menu }) =>
      menu
        ? [
            {
              name,
              list: route,
              meta: { parent: `area:${menu.area}`, label: localize(menu.label, lang), icon: <SchemaIcon name={menu.icon} /> },
            },
          ]
        : [],
    ),
    {
      name: 'masterMenu',
      list: MASTER_MENU_ROUTE,
      meta: { parent: 'area:administration', label: masterMenuLabel(lang), icon: <MenuOutlined /> },
    },
    {
      name: 'roleMenu',
      list: ROLE_MENU_ROUTE,
      meta: { parent: 'area:administration', label: roleMenuLabel(lang), icon: <SettingOutlined /> },
    },
    {
      name: 'userPermissions',
      list: USER_PERMISSIONS_ROUTE,
      meta: {
        parent: 'area:administration',
        label: userPermissionsLabel(lang),
        icon: <UserSwitchOutlined />,
      },
    },
    schemaEditorMenu(lang),
  ];
}
