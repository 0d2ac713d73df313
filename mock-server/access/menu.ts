/**
 * Menus per role, stored flat in the `menus` collection (one row per area node or screen, editable
 * with POST/PUT menu) and served as a tree: a screen is in the tree when any of its flags is 'Y'
 * (Guest may create job applications without viewing the list), an area when it is visible and keeps
 * a child. The default rows come from the schema registry's areas and resources.
 */
import { z } from 'zod';
import {
  AREA_KEY_PREFIX,
  MENU_FLAGS,
  routeName,
  type MenuFlags,
  type MenuFlagsUpdate,
  type MenuItem,
  type NewMenuRow,
  type RoleMenuSave,
  screensInArea,
} from '../../src/access';
import type { ResourceSchema, SchemaRegistry, ScreenDeclaration } from '../../src/schema';
import { HttpError, type Data } from '../http/http';
import type { Row, Store } from '../store/store';

export const MENUS = 'menus';

/** A stored row as written (the shared shape of src/access/admin-api.ts, before the store gives it an id). */
export type MenuRow = NewMenuRow;

/**
 * The flat rows of one role's default menu, parents before children (`parentKey` resolved on insert):
 * each area's schemas, then the hand-written screens declared with a `menu` entry in that area
 * (schemas/_screens.json). `flagsFor` gives a screen's flags, or null to leave it out of this role's menu.
 */
export function defaultMenuRows(
  registry: SchemaRegistry,
  roleId: number,
  flagsFor: (schema: ResourceSchema) => MenuFlags | null,
  screenFlagsFor: (screen: ScreenDeclaration) => MenuFlags | null = () => null,
): (Omit<MenuRow, 'parentId'> & { parentKey: string | null })[] {
  const rows: (Omit<MenuRow, 'parentId'> & { parentKey: string | null })[] = [];
  registry.areas.forEach((area, i) => {
    const entries = [
      ...registry.resources.flatMap((r) => {
        const flags = r.area === area.name ? flagsFor(r) : null;
        return flags ? [{ key: r.name, label: r.pluralLabel, icon: r.icon, route: r.route, flags }] : [];
      }),
      ...screensInArea(registry, area.name).flatMap((s) => {
        const flags = screenFlagsFor(s);
        // The stored rows keep English and Thai, as an area's and a schema's (the browser's menu reads the manifest's four).
        const label = { en: s.menu!.label.en, th: s.menu!.label.th };
        return flags ? [{ key: s.name, label, icon: s.menu!.icon, route: s.route, flags }] : [];
      }),
    ];
    if (!entries.length) return;
    const areaFlags = { isView: 'Y', isCreate: 'N', isEdit: 'N', isExport: 'N' } as const;
    rows.push({
      roleId,
      parentKey: null,
      key: `${AREA_KEY_PREFIX}${area.name}`,
      title: area.label.en,
      label: area.label,
      ...(area.icon ? { icon: area.icon } : {}),
      ...areaFlags,
      order: i + 1,
    });
    entries.forEach(({ key, label, icon, route, flags }, j) =>
      rows.push({
        roleId,
        parentKey: `${AREA_KEY_PREFIX}${area.name}`,
        key,
        title: label.en,
        label,
        ...(icon ? { icon } : {}),
        to: routeName(route),
        path: route,
        resource: key,
        ...flags,
        order: j + 1,
      }),
    );
  });
  return rows;
}

/** Inserts a role's default rows into the store's menu collection (seed helper). */
export function insertDefaultMenu(insert: (row: MenuRow) => number, rows: ReturnType<typeof defaultMenuRows>): void {
  const ids = new Map<string, number>();
  for (const { parentKey, ...row } of rows)
    ids.set(row.key, insert({ ...row, parentId: parentKey === null ? null : (ids.get(parentKey) ?? null) }));
}

const NODE_KEYS = [
  'key',
  'title',
  'label',
  'icon',
  'to',
  'path',
  'resource',
  'isView',
  'isCreate',
  'isEdit',
  'isExport',
] as const;

const byOrder = (a: Row, b: Row) => Number(a.order ?? 0) - Number(b.order ?? 0) || a.id - b.id;

const isArea = (r: Row) => typeof r.key === 'string' && r.key.startsWith(AREA_KEY_PREFIX);

/** The role's tree: screens with any flag 'Y', under visible areas that keep at least one child. */
export function menuTree(store: Store, roleId: number): MenuItem[] {
  const rows = store
    .list(MENUS)
    .filter((r) => r.roleId === roleId && (isArea(r) ? r.isView === 'Y' : MENU_FLAGS.some((f) => r[f] === 'Y')));
  const node = (r: Row): MenuItem => {
    const out: Data = { id: r.id };
    for (const k of NODE_KEYS) if (r[k] !== undefined) out[k] = r[k];
    return out as MenuItem;
  };
  const build = (parentId: number | null): MenuItem[] =>
    rows
      .filter((r) => (r.parentId ?? null) === parentId)
      .sort(byOrder)
      .flatMap((r) => {
        if (!isArea(r)) return [node(r)];
        const children = build(r.id);
        return children.length ? [{ ...node(r), children }] : [];
      });
  return build(null);
}

export function allMenuRows(store: Store, roleId: number | null): Row[] {
  return store
    .list(MENUS)
    .filter((r) => roleId === null || r.roleId === roleId)
    .slice()
    .sort((a, b) => Number(a.roleId) - Number(b.roleId) || byOrder(a, b));
}

const yn = z.enum(['Y', 'N']);
const localized = z.object({ en: z.string().min(1), th: z.string().min(1) });
const menuInput = z.strictObject({
  id: z.number().int().positive().optional(),
  roleId: z.number().int().positive(),
  parentId: z.number().int().positive().nullable().optional(),
  key: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  label: localized.optional(),
  icon: z.string().max(100).optional(),
  to: z.string().max(200).optional(),
  path: z.string().max(300).optional(),
  resource: z.string().max(100).optional(),
  isView: yn.optional(),
  isCreate: yn.optional(),
  isEdit: yn.optional(),
  isExport: yn.optional(),
  order: z.number().optional(),
});
const MENU_DEFAULTS = { isView: 'Y', isCreate: 'N', isEdit: 'N', isExport: 'N', order: 100 } as const;

const menuUpdate = menuInput.partial().extend({ id: z.number().int().positive() });

function parseMenu<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new HttpError(400, 'Invalid menu item', {
      errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '$', i.message])),
    });
  return parsed.data;
}

const withoutUndefined = (o: object): Data => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

function checkParent(store: Store, parentId: number | null | undefined, roleId: number): void {
  if (parentId === null || parentId === undefined) return;
  const parent = store.get(MENUS, parentId);
  if (!parent || parent.roleId !== roleId)
    throw new HttpError(400, `Parent menu item ${parentId} does not exist for role ${roleId}`);
}

/** POST menu: one item or a list of items. */
export async function createMenu(store: Store, body: unknown): Promise<Row[]> {
  const items = (Array.isArray(body) ? body : [body]).map((b) => parseMenu(menuInput, b));
  for (const item of items) checkParent(store, item.parentId, item.roleId);
  const rows = items.map((item) => {
    const data: Data = {
      ...MENU_DEFAULTS,
      ...withoutUndefined(item),
      parentId: item.parentId ?? null,
      label: item.label ?? { en: item.title, th: item.title },
    };
    delete data.id;
    return store.insert(MENUS, data);
  });
  await store.commit();
  return rows;
}

/** PUT menu: one item or a list, each with its id; only the given keys change. */
export async function updateMenu(store: Store, body: unknown): Promise<Row[]> {
  const items = (Array.isArray(body) ? body : [body]).map((b) => parseMenu(menuUpdate, b));
  const updated = items.map((item) => {
    const current = store.get(MENUS, item.id);
    if (!current) throw new HttpError(404, `Menu item ${item.id} not found`);
    const next = { ...current, ...withoutUndefined(item), id: current.id } as Row;
    checkParent(store, next.parentId as number | null, Number(next.roleId));
    return next;
  });
  // Checked all first, then applied: a bad item in a list changes nothing.
  const rows = updated.map((r) => store.replace(MENUS, r)!);
  await store.commit();
  return rows;
}

const newMenuRow = z.strictObject({
  roleId: z.number().int().positive(),
  parentId: z.number().int().positive().nullable(),
  key: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  label: localized,
  icon: z.string().max(100).optional(),
  to: z.string().max(200).optional(),
  path: z.string().max(300).optional(),
  resource: z.string().max(100).optional(),
  isView: yn,
  isCreate: yn,
  isEdit: yn,
  isExport: yn,
  order: z.number(),
}) satisfies z.ZodType<NewMenuRow>;
const flagsUpdate = z.strictObject({
  id: z.number().int().positive(),
  isView: yn.optional(),
  isCreate: yn.optional(),
  isEdit: yn.optional(),
  isExport: yn.optional(),
}) satisfies z.ZodType<MenuFlagsUpdate>;
const roleMenuSave = z.strictObject({
  updates: z.array(flagsUpdate).max(2000),
  newAreas: z.array(newMenuRow).max(200),
  newScreens: z.array(z.strictObject({ areaKey: z.string().min(1), body: newMenuRow })).max(2000),
}) satisfies z.ZodType<RoleMenuSave>;

/**
 * PUT menu/role/:roleId: the Role menu screen's whole change as one atomic step. Everything is
 * checked first (rows of this role only, no key twice, parents that exist); then new areas are
 * inserted, flags updated and new screens hung under their area, and one commit stores it all.
 * Nothing changes when any part is refused. Answers the role's rows afterwards.
 */
export async function saveRoleMenu(store: Store, roleId: number, body: unknown): Promise<Row[]> {
  const save = parseMenu(roleMenuSave, body);
  const refuse = (message: string) => new HttpError(400, message);
  const stored = store.list(MENUS).filter((r) => r.roleId === roleId);
  const keys = new Set(stored.map((r) => String(r.key)));
  for (const row of [...save.newAreas, ...save.newScreens.map((s) => s.body)]) {
    if (row.roleId !== roleId) throw refuse(`Menu item "${row.key}" belongs to role ${row.roleId}, not ${roleId}`);
    if (keys.has(row.key)) throw refuse(`Role ${roleId} already has the menu item "${row.key}"`);
    keys.add(row.key);
  }
  const storedAreas = new Map(stored.filter(isArea).map((r) => [String(r.key), r.id]));
  const newAreaKeys = new Set(save.newAreas.map((a) => a.key));
  for (const area of save.newAreas) checkParent(store, area.parentId, roleId);
  for (const { areaKey, body: screen } of save.newScreens) {
    if (screen.parentId !== null) checkParent(store, screen.parentId, roleId);
    else if (!storedAreas.has(areaKey) && !newAreaKeys.has(areaKey))
      throw refuse(`Menu item "${screen.key}": role ${roleId} has no area "${areaKey}"`);
  }
  const updated = save.updates.map((u) => {
    const current = store.get(MENUS, u.id);
    if (!current || current.roleId !== roleId) throw new HttpError(404, `Menu item ${u.id} not found for role ${roleId}`);
    return { ...current, ...withoutUndefined(u), id: current.id } as Row;
  });

  const areaIds = new Map(storedAreas);
  for (const area of save.newAreas) areaIds.set(area.key, store.insert(MENUS, { ...area }).id);
  for (const row of updated) store.replace(MENUS, row);
  for (const { areaKey, body: screen } of save.newScreens)
    store.insert(MENUS, { ...screen, parentId: screen.parentId ?? areaIds.get(areaKey) ?? null });
  await store.commit();
  return allMenuRows(store, roleId);
}
