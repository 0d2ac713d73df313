/** Role menu (the screen `roleMenu` of schemas/_screens.json); the page loads lazily, only when an admin opens it. */
import { lazy } from 'react';

export const RoleMenuPage = lazy(() => import('./RoleMenuPage'));
