/** Assign User Permissions: route and menu label; the page itself loads lazily, only when an admin opens it. */
import { lazy } from 'react';
import { messages } from './i18n';

export const USER_PERMISSIONS_ROUTE = '/apps/master/permission';
export const userPermissionsLabel = (lang: string): string => (lang === 'th' ? messages.th : messages.en).title;
export const UserPermissionsPage = lazy(() => import('./UserPermissionsPage'));
