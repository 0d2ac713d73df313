/** Role menu: route and menu label; the page itself loads lazily, only when an admin opens it. */
import { screen } from '../../src/access/screens';
import { lazy } from 'react';

/** Declared in src/access/screens.ts, which the server reads too. */
export const ROLE_MENU_ROUTE = screen('roleMenu').route;
export { roleMenuLabel } from './i18n';
export const RoleMenuPage = lazy(() => import('./RoleMenuPage'));
