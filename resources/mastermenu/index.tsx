/** Menu management (the master menu): route and menu label; the page loads lazily, only when an admin opens it. */
import { screen } from '../../src/access/screens';
import { lazy } from 'react';

/** Declared in src/access/screens.ts, which the server reads too. */
export const MASTER_MENU_ROUTE = screen('masterMenu').route;
export { masterMenuLabel } from './i18n';
export const MasterMenuPage = lazy(() => import('./MasterMenuPage'));
