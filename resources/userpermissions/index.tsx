/** Assign User Permissions: route and menu label; the page itself loads lazily, only when an admin opens it. */
import { lazy } from 'react';

export const USER_PERMISSIONS_ROUTE = '/apps/master/permission';
export { userPermissionsLabel } from './i18n';
export const UserPermissionsPage = lazy(() => import('./UserPermissionsPage'));
