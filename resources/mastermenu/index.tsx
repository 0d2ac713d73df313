/** Menu management (the master menu): route and menu label; the page loads lazily, only when an admin opens it. */
import { lazy } from 'react';

export const MASTER_MENU_ROUTE = '/apps/master/menu';
export { masterMenuLabel } from './i18n';
export const MasterMenuPage = lazy(() => import('./MasterMenuPage'));
