/**
 * Refine access-control provider over src/access: the same decisions the mock server enforces, and
 * deny by default. A resource is a schema, a hand-written screen declared in schemas/_screens.json,
 * or a menu area (which shows when one of its screens does); anything else is denied with a reason.
 * Actions: list, show, create, edit, delete, export, `workflow:<action>` and `createFrom:<source>` (both
 * with params.record); any other action is denied. params.skipMenu: the route guard's "a route with an
 * id parameter or a query needs no menu entry".
 */
import type { AccessControlProvider } from '@refinedev/core';
import { decideRequest, type AccessContext, type Decision } from '../access';
import { accessDataLoaded } from './auth';
import { getRegistry } from './registry';
import { getAccess, getMenuData, getUser, sessionState } from './session';

/** What an area's menu entry knows of its screens (meta.menuChildren), so an area left empty is dropped. */
export interface MenuChild {
  name: string;
}

/** The signed-in user's access context, held in memory by the session store (session.ts). */
export const accessContext = (): AccessContext => getAccess();

/** The decision for a name and an action (src/access/request.ts), over the session's access context. */
export const decide = (
  resource: string | undefined,
  action: string,
  record?: Record<string, unknown>,
  skipMenu = false,
): Decision => decideRequest(accessContext(), getRegistry(), resource, action, { record, skipMenu });

/** ../shared/spec/staff-app-spec.md §5: a parent left without children is dropped. */
const canSeeMenuArea = (children: readonly MenuChild[]): boolean => children.some((c) => decide(c.name, 'list').allowed);

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    // A signed-in session without its menu yet decides once the menu is in (auth.ts accessDataLoaded).
    const user = getUser();
    if (user && getMenuData() === null && sessionState() === 'valid') await accessDataLoaded(user);
    const children = (params?.resource?.meta as { menuChildren?: MenuChild[] } | undefined)?.menuChildren;
    if (resource && children && action === 'list') return { can: canSeeMenuArea(children), reason: 'Not in your menu' };
    const record = (params?.record ?? undefined) as Record<string, unknown> | undefined;
    const d = decide(resource ?? params?.resource?.name, action, record, params?.skipMenu === true);
    return { can: d.allowed, reason: d.reason };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true }, queryOptions: { staleTime: 0 } },
};
