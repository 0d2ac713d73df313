/**
 * Menus per role, stored flat in the `menus` collection (one row per area node or screen, editable
 * with POST/PUT menu) and served as a tree: a screen is in the tree when any of its flags is 'Y'
 * (Guest may create job applications without viewing the list), an area when it is visible and keeps
 * a child. The default rows come from the schema registry's areas and resources.
 */
import { z } from 'zod';
import { routeName } from '../src/access';
import type { LocalizedText, ResourceSchema, SchemaRegistry } from '../src/schema';
import { HttpError, type Data } from './http';
import type { Row, Store } from './store';

export const MENUS = 'menus';
type YN = 'Y' | 'N';

export interface MenuRow {
  roleId: number;
  parentId: number | null;
  /** Stable key: `area:<name>` for an area node, the resource name for a screen. */
  key: string;
  title: string;
  label: LocalizedText;
  icon?: string;
  to?: string;
  path?: string;
  resource?: string;
  isView: YN;
  isCreate: YN;
  isEdit: YN;
  isExport: YN;
  order: number;
}

export interface MenuNode {
  id: number;
  key: string;
  title: string;
  label: LocalizedText;
  icon?: string;
  to?: string;
  path?: string;
  resource?: string;
  isView?: YN;
  isCreate?: YN;
  isEdit?: YN;
  isExport?: YN;
  children?: MenuNode[];
}

export interface RoleMenuFlags {
  isView: YN;
  isCreate: YN;
  isEdit: YN;
  isExport: YN;
}

/**
 * The flat rows of one role's default menu, parents before children (`parentKey` resolved on insert).
 * `flagsFor` gives a screen's flags, or null to leave the screen out of this role's menu.
 */
export function defaultMenuRows(
  registry: SchemaRegistry,
  roleId: number,
  flagsFor: (schema: ResourceSchema) => RoleMenuFlags | null,
): (Omit<MenuRow, 'parentId'> & { parentKey: string | null })[] {
  const rows: (Omit<MenuRow, 'parentId'> & { parentKey: string | null })[] = [];
  registry.areas.forEach((area, i) => {
    const screens = registry.resources.flatMap((r) => {
      const flags = r.area === area.name ? flagsFor(r) : null;
      return flags ? [{ r, flags }] : [];
    });
    if (!screens.length) return;
    const areaFlags = { isView: 'Y', isCreate: 'N', isEdit: 'N', isExport: 'N' } as const;
    rows.push({
      roleId,
      parentKey: null,
      key: `area:${area.name}`,
      title: area.label.en,
      label: area.label,
      ...(area.icon ? { icon: area.icon } : {}),
      ...areaFlags,
      order: i + 1,
    });
    screens.forEach(({ r, flags }, j) =>
      rows.push({
        roleId,
        parentKey: `area:${area.name}`,
        key: r.name,
        title: r.pluralLabel.en,
        label: r.pluralLabel,
        ...(r.icon ? { icon: r.icon } : {}),
        to: routeName(r.route),
        path: r.route,
        resource: r.name,
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

const FLAGS = ['isView', 'isCreate', 'isEdit', 'isExport'] as const;
const isArea = (r: Row) => typeof r.key === 'string' && r.key.startsWith('area:');

/** The role's tree: screens with any flag 'Y', under visible areas that keep at least one child. */
export function menuTree(store: Store, roleId: number): MenuNode[] {
  const rows = store
    .list(MENUS)
    .filter((r) => r.roleId === roleId && (isArea(r) ? r.isView === 'Y' : FLAGS.some((f) => r[f] === 'Y')));
  const node = (r: Row): MenuNode => {
    const out: Data = { id: r.id };
    for (const k of NODE_KEYS) if (r[k] !== undefined) out[k] = r[k];
    return out as unknown as MenuNode;
  };
  const build = (parentId: number | null): MenuNode[] =>
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
