/** Role menu: route and menu label; the page itself loads lazily, only when an admin opens it. */
import { lazy } from 'react';
import { messages } from './i18n';

export const ROLE_MENU_ROUTE = '/apps/master/rolemenu';
export const roleMenuLabel = (lang: string): string => (lang === 'th' ? messages.th : messages.en).title;
export const RoleMenuPage = lazy(() => import('./RoleMenuPage'));
