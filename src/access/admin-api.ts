/**
 * The administration API's shapes, declared once for the mock server, the admin screens and the
 * tests: roles, stored menu rows and the tree served from them, the Y/N flags, and the one request
 * that saves a role's menu. (Permission data and features: types.ts and features.ts.)
 */
import type { LocalizedText } from '../schema/meta/meta';
import type { MenuFlag, YN } from './menu';

export const MENU_FLAGS: readonly MenuFlag[] = ['isView', 'isCreate', 'isEdit', 'isExport'];
export type MenuFlags = Record<MenuFlag, YN>;

/** A row of GET roles. */
export interface Role {
  id: number;
  name: string;
  code: string;
}

/** Stable key of a menu area row: `area:<area name>`; a screen row's key is its resource name. */
export const AREA_KEY_PREFIX = 'area:';

/** A stored menu row (GET menu/getAllMenu): one per area node or screen of one role's menu. */
export interface StoredMenuRow extends MenuFlags {
  id: number;
  roleId: number;
  parentId: number | null;
  key: string;
  title: string;
  label: LocalizedText;
  icon?: string;
  /** Route name, e.g. apps-purchase-suppliers. */
  to?: string;
  path?: string;
  resource?: string;
  order: number;
}

/** A new row (POST menu, or a new area/screen in a role menu save). */
export type NewMenuRow = Omit<StoredMenuRow, 'id'>;

/** A change to a stored row's flags (PUT menu, or the updates of a role menu save). */
export type MenuFlagsUpdate = Partial<MenuFlags> & { id: number };

/**
 * `PUT menu/role/:roleId`: everything the Role menu screen changed, applied in one atomic step (all
 * checked first; nothing changes when one part is wrong). New areas are inserted first; a new
 * screen whose `parentId` is null hangs under the area of `areaKey` (stored or new).
 */
export interface RoleMenuSave {
  updates: MenuFlagsUpdate[];
  newAreas: NewMenuRow[];
  newScreens: { areaKey: string; body: NewMenuRow }[];
}
