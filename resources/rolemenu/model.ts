/**
 * The role menu matrix as pure data: the registry's screens merged with one role's stored menu rows
 * and the admin's unsaved edits, and the plan of PUT/POST calls that saves exactly what changed.
 */
import {
  AREA_KEY_PREFIX,
  MENU_FLAGS,
  type MenuFlags,
  type MenuFlagsUpdate,
  type RoleMenuSave,
  type StoredMenuRow,
} from '../../src/access/admin-api';
import { routeName, type MenuFlag } from '../../src/access/menu';
import type { Area, LocalizedText, ResourceSchema } from '../../src/schema/meta/meta';
import type { SchemaRegistry } from '../../src/schema/loader/registry';

export { MENU_FLAGS as FLAGS, type Role } from '../../src/access/admin-api';
export type Flag = MenuFlag;
export type Flags = MenuFlags;
/** A stored row of GET menu/getAllMenu. */
export type MenuRow = StoredMenuRow;

/** A line of the table: an area header with its screens as children, or one screen. */
export interface MatrixRow {
  key: string;
  label: LocalizedText;
  path?: string;
  /** The stored row; absent for a screen the role's menu lacks (added on save). */
  stored?: MenuRow;
  base: Flags;
  flags: Flags;
  changed: boolean;
  children?: MatrixRow[];
  /** Only for screens: what a POST needs when the screen is new to this role. */
  schema?: ResourceSchema;
  area?: Area;
}

/** Unsaved edits per screen key: only the flags that differ from what is stored. */
export type Edits = Record<string, Partial<Flags>>;

const NONE: Flags = { isView: 'N', isCreate: 'N', isEdit: 'N', isExport: 'N' };
const flagsOf = (row: MenuRow | undefined): Flags =>
  row ? { isView: row.isView, isCreate: row.isCreate, isEdit: row.isEdit, isExport: row.isExport } : NONE;
const differs = (a: Flags, b: Flags): boolean => MENU_FLAGS.some((f) => a[f] !== b[f]);

function screenRow(key: string, label: LocalizedText, stored: MenuRow | undefined, edits: Edits): MatrixRow {
  const base = flagsOf(stored);
  const flags = { ...base, ...edits[key] };
  return { key, label, path: stored?.path, stored, base, flags, changed: differs(flags, base) };
}

/** Every registry screen under its area (stored or not), then stored screens the registry no longer has. */
export function buildMatrix(registry: SchemaRegistry, rows: MenuRow[], edits: Edits): MatrixRow[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const used = new Set<string>();
  const groups: MatrixRow[] = [];
  const group = (key: string, label: LocalizedText, children: MatrixRow[], area?: Area) => {
    if (!children.length) return;
    const stored = byKey.get(key);
    const base = flagsOf(stored);
    groups.push({ key, label, stored, base, flags: base, changed: children.some((c) => c.changed), children, area });
  };
  for (const area of registry.areas) {
    const children = registry.resources
      .filter((s) => s.area === area.name)
      .map((schema) => {
        const stored = byKey.get(schema.name) ?? rows.find((r) => r.resource === schema.name);
        if (stored) used.add(stored.key);
        return { ...screenRow(schema.name, schema.pluralLabel, stored, edits), path: schema.route, schema, area };
      });
    used.add(`${AREA_KEY_PREFIX}${area.name}`);
    group(`${AREA_KEY_PREFIX}${area.name}`, area.label, children, area);
  }
  // Screens added by hand (no schema): keep them editable, under their stored parent area.
  const extras = rows.filter((r) => !r.key.startsWith(AREA_KEY_PREFIX) && !used.has(r.key));
  const parents = [...new Set(extras.map((r) => r.parentId))];
  for (const parentId of parents) {
    const parent = parentId === null ? undefined : byId.get(parentId);
    const children = extras
      .filter((r) => r.parentId === parentId)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((r) => screenRow(r.key, r.label ?? { en: r.title, th: r.title }, r, edits));
    const existing = parent && groups.find((g) => g.key === parent.key);
    if (existing) existing.children = [...(existing.children ?? []), ...children];
    else group(parent?.key ?? `${AREA_KEY_PREFIX}other`, parent?.label ?? { en: 'Other', th: 'อื่น ๆ' }, children);
  }
  return groups;
}

/**
 * A screen's flags after one checkbox changed, kept coherent: View is what opens the screen, so
 * unticking View clears the other flags and ticking any other flag ticks View. Flags stored apart from
 * that (a guest seeded to create without the list) stay as they are until the admin edits that screen.
 */
export function coupledFlags(flags: Flags, flag: Flag, checked: boolean): Flags {
  const next: Flags = { ...flags, [flag]: checked ? 'Y' : 'N' };
  if (flag === 'isView' && !checked) for (const f of MENU_FLAGS) next[f] = 'N';
  if (flag !== 'isView' && checked) next.isView = 'Y';
  return next;
}

/**
 * One checkbox changed (with its coupling, coupledFlags). Edits equal to the stored flags are dropped,
 * so undoing by hand leaves nothing unsaved.
 */
export function toggle(edits: Edits, row: MatrixRow, flag: Flag, checked: boolean): Edits {
  const next = coupledFlags(row.flags, flag, checked);
  const diff: Partial<Flags> = {};
  for (const f of MENU_FLAGS) if (next[f] !== row.base[f]) diff[f] = next[f];
  const { [row.key]: _old, ...rest } = edits;
  return Object.keys(diff).length ? { ...rest, [row.key]: diff } : rest;
}

export const changedScreens = (matrix: MatrixRow[]): MatrixRow[] =>
  matrix.flatMap((g) => g.children ?? []).filter((r) => r.changed);

/** What PUT menu/role/:roleId takes: the whole change, saved in one atomic step. */
export type SavePlan = RoleMenuSave;

export function planSave(matrix: MatrixRow[], roleId: number, registry: SchemaRegistry): SavePlan {
  const plan: SavePlan = { updates: [], newAreas: [], newScreens: [] };
  for (const g of matrix) {
    const changed = (g.children ?? []).filter((c) => c.changed);
    for (const c of changed) {
      if (c.stored) {
        const update: MenuFlagsUpdate = { id: c.stored.id };
        for (const f of MENU_FLAGS) if (c.flags[f] !== c.base[f]) update[f] = c.flags[f];
        plan.updates.push(update);
      } else if (c.schema) {
        const siblings = registry.resources.filter((s) => s.area === c.schema?.area);
        plan.newScreens.push({
          areaKey: g.key,
          body: {
            roleId,
            parentId: g.stored?.id ?? null,
            key: c.schema.name,
            title: c.schema.pluralLabel.en,
            label: c.schema.pluralLabel,
            ...(c.schema.icon ? { icon: c.schema.icon } : {}),
            to: routeName(c.schema.route),
            path: c.schema.route,
            resource: c.schema.name,
            ...c.flags,
            order: siblings.indexOf(c.schema) + 1,
          },
        });
      }
    }
    // The server's menu tree drops a hidden area with all its screens: make the area visible too.
    const wantsVisible = changed.length > 0 && (g.children ?? []).some((c) => c.flags.isView === 'Y');
    if (g.stored && g.stored.isView !== 'Y' && wantsVisible) plan.updates.push({ id: g.stored.id, isView: 'Y' });
    // A new screen needs its area row as parent; the role may lack it (a role seeded without that area).
    if (!g.stored && g.area && changed.some((c) => !c.stored))
      plan.newAreas.push({
        roleId,
        parentId: null,
        key: g.key,
        title: g.area.label.en,
        label: g.area.label,
        ...(g.area.icon ? { icon: g.area.icon } : {}),
        ...NONE,
        isView: wantsVisible ? 'Y' : 'N',
        order: g.area.order,
      });
  }
  return plan;
}
