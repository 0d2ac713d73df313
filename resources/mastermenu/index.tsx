/** Menu management (the screen `masterMenu` of schemas/_screens.json); the page loads lazily, only when an admin opens it. */
import { lazy } from 'react';

export const MasterMenuPage = lazy(() => import('./MasterMenuPage'));
