/**
 * The hand-written screens' rules. What the screens are (route, what each action needs, menu entry), which roles
 * the app knows and where each one lands is data: the screens manifest `schemas/_screens.json`, checked by the
 * loader and carried by the registry (`registry.manifest`, `registry.screensByName`) to the browser and the
 * server alike. The browser guards the screens' routes, menu entries and buttons with `decideScreen` over a
 * declaration (request.ts); the server guards the endpoints behind them with the same call. A screen the
 * manifest does not declare, or an action a declaration does not name, is denied.
 *
 * Like a schema, a screen needs its menu flag for the action (Admin passes) and meets `access`.
 * `adminArea`: its menu entry sits in the Administration area, which only the Admin role is shown.
 */
import type { ScreenDeclaration } from '../schema/meta/meta';
import type { SchemaRegistry } from '../schema/loader/registry';
import { isRole } from './rules';
import type { UserData } from './types';

type Screens = Pick<SchemaRegistry, 'manifest'>;

/** The declared screens with a side-menu entry in that area, in their menu order. */
export const screensInArea = (registry: Screens, area: string): ScreenDeclaration[] =>
  registry.manifest.screens.filter((s) => s.menu?.area === area).sort((a, b) => (a.menu!.order ?? 0) - (b.menu!.order ?? 0));

/** The declared screen of that name; throws for a name the manifest does not declare (a programming error). */
export function screenNamed(registry: Pick<SchemaRegistry, 'screensByName'>, name: string): ScreenDeclaration {
  const found = registry.screensByName.get(name);
  if (!found) throw new Error(`Screen "${name}" is not declared in schemas/_screens.json`);
  return found;
}

/**
 * Whether every role's seeded menu gets the screen's entry (the seed gives it to the roles but the registering one,
 * and a start adds it to a db seeded before it was declared): a menu entry outside the Administration area.
 */
export const seededInMenus = (screen: ScreenDeclaration): boolean => screen.menu !== undefined && !screen.adminArea;

/**
 * Where the root sends a signed-in user (../shared/spec/staff-app-spec.md §6): their role's `home` in the
 * manifest, else the manifest's `home`; undefined when the manifest names neither.
 */
export function homeRoute(registry: Screens, user: Pick<UserData, 'role'>): string | undefined {
  const { roles, home } = registry.manifest;
  return roles.find((r) => r.home !== undefined && isRole(user, r.name))?.home ?? home;
}
