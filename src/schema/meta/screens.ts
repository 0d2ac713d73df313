/**
 * The screens manifest (`schemas/_screens.json`): what the hand-written screens are, for the browser and the
 * server alike. Each screen's route, what each of its actions needs, and its side-menu entry; the roles the app
 * knows with their home route; and the menu entries shown to some roles only. The loader checks it with the
 * schemas (loader-screens.ts) and the registry carries it (registry.ts); src/access decides over it.
 */
import { z } from 'zod';
import type { ResourceAction } from './constants';
import { requirement } from './base';

/** `/apps/...`: the same shape as a schema's route. */
const route = z.string().regex(/^\/apps(\/[a-z][a-zA-Z0-9]*)+$/, 'a route looks like /apps/area/screen');
/** A path the app opens: a route, possibly with more segments (a record id). */
const path = z.string().regex(/^\/apps(\/[A-Za-z0-9]+)+$/, 'a path looks like /apps/area/screen');

/**
 * A menu label in the app's four languages: English is required (the fallback of the others) and Thai too (the
 * app is bilingual); French and Arabic fall back to English when missing.
 */
export const screenLabel = z.strictObject({
  en: z.string({ error: 'a menu label needs its English text ("en")' }).min(1, 'a menu label needs its English text ("en")'),
  th: z.string({ error: 'a menu label needs its Thai text ("th")' }).min(1, 'a menu label needs its Thai text ("th")'),
  fr: z.string().min(1).optional(),
  ar: z.string().min(1).optional(),
});

/** Where a screen sits in the side menu: a menu area (schemas/_areas.json), its label and icon. */
export const screenMenu = z.strictObject({
  area: z.string().min(1),
  label: screenLabel,
  /** An @ant-design/icons name, as a schema's `icon`. */
  icon: z.string().optional(),
  /** Its place among the area's hand-written entries of the seeded menus (after the area's schemas). */
  order: z.number().optional(),
});

export const screenDeclaration = z.strictObject({
  /** The Refine resource name of the screen's menu entry (and its key in the browser's can() calls). */
  name: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'a screen name is camelCase, starting with a lower-case letter'),
  route,
  /**
   * The actions the screen offers and who may take them; an action missing here is denied. Keys are checked by
   * the loader (an unknown action is named there), so any key parses here.
   */
  access: z.record(z.string(), requirement),
  /** Its menu entry sits in the Administration area, which only the Admin role is shown: never seeded into a role's menu. */
  adminArea: z.boolean().optional(),
  /**
   * A side-menu entry under an area. Unless `adminArea`, it is seeded into every role's menu but the registering
   * role's with all flags (as a schema's screen is), so the decision is `access`, and an Admin can take it off a
   * role's menu on the Role menu screen like any other.
   */
  menu: screenMenu.optional(),
});

/** A role the app knows; `home` is where the root sends its users (else the manifest's `home`). */
export const roleDeclaration = z.strictObject({
  name: z.string().min(1),
  home: path.optional(),
});

/**
 * Menu entries shown to some only (../shared/spec/staff-app-spec.md §5): the entries of `routes` are shown to
 * the Admin, and to a user of one of `roles` who holds one of `permissions`; everyone else's menu leaves them out,
 * and the seed gives them only to those roles (and the Admin).
 */
export const menuGate = z.strictObject({
  routes: z.array(route).min(1),
  roles: z.array(z.string().min(1)).min(1),
  permissions: z.array(z.tuple([z.string().min(1), z.string().min(1)])).min(1),
});

export const screensFile = z.strictObject({
  $schema: z.string().optional(),
  /** Where the root sends a signed-in user whose role names no `home`. */
  home: path.optional(),
  /** The roles the app knows: a role a screen or a gate names must be one of them (when the list is given). */
  roles: z.array(roleDeclaration).optional(),
  menuGates: z.array(menuGate).optional(),
  screens: z.array(screenDeclaration),
});

export type ScreenLabel = z.infer<typeof screenLabel>;
export type ScreenMenu = z.infer<typeof screenMenu>;
export type RoleDeclaration = z.infer<typeof roleDeclaration>;
export type MenuGate = z.infer<typeof menuGate>;
/** A declared screen; its `access` names resource actions only (the loader refuses any other key). */
export type ScreenDeclaration = Omit<z.infer<typeof screenDeclaration>, 'access'> & {
  access: Partial<Record<ResourceAction, z.infer<typeof requirement>>>;
};

/** The manifest as the registry holds it: every list present (empty when the file leaves it out or is missing). */
export interface ScreenManifest {
  home?: string;
  roles: RoleDeclaration[];
  menuGates: MenuGate[];
  screens: ScreenDeclaration[];
}
