/**
 * Menu rules of ../shared/spec/staff-app-spec.md §5, §6: the role's menu says which screens a user may open and, per
 * screen, the create/edit/view/export flags. Pure functions over the menu tree the server sends.
 */
import type { LocalizedText, MenuGate } from '../schema/meta/meta';
import type { PermissionData, UserData } from './types';
import { hasPermission, isAdmin, isRole } from './rules';

export type YN = 'Y' | 'N';

export interface MenuItem {
  id?: number;
  key?: string;
  title?: string;
  label?: LocalizedText;
  icon?: string;
  /** Route name, e.g. apps-purchase-suppliers. */
  to?: string;
  path?: string;
  resource?: string;
  isView?: YN | string;
  isCreate?: YN | string;
  isEdit?: YN | string;
  isExport?: YN | string;
  children?: MenuItem[];
}

export type MenuFlag = 'isView' | 'isCreate' | 'isEdit' | 'isExport';

/** Which flag an action needs: list/show view, create/import create, edit/delete edit, export export. */
export const FLAG_FOR_ACTION: Record<string, MenuFlag> = {
  list: 'isView',
  show: 'isView',
  create: 'isCreate',
  import: 'isCreate',
  edit: 'isEdit',
  delete: 'isEdit',
  export: 'isExport',
};

/** '/apps/purchase/suppliers' -> 'apps-purchase-suppliers' (the spec's named routes). */
export const routeName = (route: string): string => route.replace(/^\/+/, '').split('/').filter(Boolean).join('-');

/** Every screen of a menu tree, by route name. */
export function menuScreens(menu: readonly MenuItem[] | null | undefined): Map<string, MenuItem> {
  const screens = new Map<string, MenuItem>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.to) screens.set(item.to, item);
      if (item.children) walk(item.children);
    }
  };
  if (Array.isArray(menu)) walk(menu);
  return screens;
}

/**
 * The screens of each menu tree seen, by the tree's identity: menu trees are never changed in place
 * (the server and the session replace them), and a decision per row (the inbox) must not walk the tree.
 */
const screensByMenu = new WeakMap<readonly MenuItem[], Map<string, MenuItem>>();

function screensOf(menu: readonly MenuItem[] | null | undefined): Map<string, MenuItem> {
  if (!Array.isArray(menu)) return new Map();
  let screens = screensByMenu.get(menu);
  if (!screens) {
    screens = menuScreens(menu);
    screensByMenu.set(menu, screens);
  }
  return screens;
}

/** Does the role's menu hold the route with the flag this action needs? Admin always passes. */
export function menuAllows(
  menu: readonly MenuItem[] | null | undefined,
  user: UserData | null,
  route: string,
  action: string,
): boolean {
  if (isAdmin(user)) return true;
  const item = screensOf(menu).get(routeName(route));
  const flag = FLAG_FOR_ACTION[action] ?? 'isView';
  return item !== undefined && item[flag] === 'Y';
}

/**
 * Does a menu gate (the manifest's `menuGates`, schemas/_screens.json) show its entries to this user? The Admin
 * always; else a user of one of its roles holding one of its permissions (../shared/spec/staff-app-spec.md §5:
 * HR holding Competency Edit, View or Report sees the competency settings).
 */
export function passesMenuGate(gate: MenuGate, user: UserData | null, perms: PermissionData | null): boolean {
  if (isAdmin(user)) return true;
  return (
    gate.roles.some((role) => isRole(user, role)) &&
    gate.permissions.some(([docType, action]) => hasPermission(perms, user, docType, action))
  );
}

/** Does a gate keep the route out of this role's seeded menu? One naming the route and not the role (Admin passes). */
export const gateKeepsFromRole = (gates: readonly MenuGate[], role: string, route: string): boolean =>
  !isAdmin({ role }) &&
  gates.some((g) => g.routes.some((r) => routeName(r) === routeName(route)) && !g.roles.some((r) => isRole({ role }, r)));

/**
 * The menu a user is shown: the role's menu without the entries of the gates this user does not pass (the Admin
 * passes every gate). A parent left without children is dropped.
 */
export function filterMenu(
  menu: readonly MenuItem[] | null | undefined,
  user: UserData | null,
  perms: PermissionData | null,
  gates: readonly MenuGate[],
): MenuItem[] {
  if (!Array.isArray(menu)) return [];
  const hidden = new Set(gates.filter((g) => !passesMenuGate(g, user, perms)).flatMap((g) => g.routes.map(routeName)));
  if (!hidden.size) return [...menu];
  const prune = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item) => {
      if (item.to && hidden.has(item.to)) return [];
      if (!item.children) return [item];
      const children = prune(item.children);
      return children.length ? [{ ...item, children }] : [];
    });
  return prune(menu);
}

/**
 * ../shared/spec/staff-app-spec.md §6: a signed-in user whose menu lacks the route goes to not-authorized, unless the
 * route has an id parameter or a query.
 */
export function routeNeedsMenuEntry(hasIdParam: boolean, search: string): boolean {
  return !hasIdParam && (search === '' || search === '?');
}
