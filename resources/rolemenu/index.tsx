/** Role menu: route and menu label; the page itself loads lazily, only when an admin opens it. */
import { lazy } from 'react';

export const ROLE_MENU_ROUTE = '/apps/master/rolemenu';
export { roleMenuLabel } from './i18n';
export const RoleMenuPage = lazy(() => import('./RoleMenuPage'));
