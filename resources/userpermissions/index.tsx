/** Assign User Permissions (the screen `userPermissions` of schemas/_screens.json); the page loads lazily, only when an admin opens it. */
import { lazy } from 'react';

export const UserPermissionsPage = lazy(() => import('./UserPermissionsPage'));
