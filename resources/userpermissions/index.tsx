/** Assign User Permissions: route and menu label; the page itself loads lazily, only when an admin opens it. */
import { screen } from '../../src/access/screens';
import { lazy } from 'react';

/** Declared in src/access/screens.ts, which the server reads too. */
export const USER_PERMISSIONS_ROUTE = screen('userPermissions').route;
export { userPermissionsLabel } from './i18n';
export const UserPermissionsPage = lazy(() => import('./UserPermissionsPage'));
