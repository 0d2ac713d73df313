/**
 * An existing db meets schemas added since it was seeded (a file dropped into schemas/ before a start, or a
 * schema saved in the editor: live-registry.ts): each new resource starts empty unless its schema asks for
 * seed rows (has a `seed` key: then its `seed.count` rows, fixed `seed.rows` first), so an admin's own
 * resource gets no demo rows inside a live db. Every role gets the menu rows a fresh seed would give it for
 * that resource (with the area above it when the role had none). Adding a schema file therefore needs no
 * `npm run db:reset`, which would wipe the data. A new db (the first start, `npm run db:reset`) is not
 * this: it is seeded whole by buildSeed (seed.ts), every resource with its `seed.count` or the default.
 * Nothing already stored is changed; a resource counts as new when the db has no collection of that name
 * (an emptied collection stays empty). A db from before the audit log was readable has its workflow steps in
 * `auditLog`: they move into `audit` (audit.ts). A hand-written screen declared with a menu entry
 * (schemas/_screens.json, outside the Administration area) that no stored menu row names gets its rows too.
 */
import { seededInMenus } from '../src/access';
import type { ResourceSchema, SchemaRegistry } from '../src/schema';
import { AUDIT, moveLegacyAudit } from './audit';
import type { Data } from './http';
import { MENUS } from './menu';
import type { DbState, Row, Store } from './store';

const rowsOf = (state: DbState, name: string): Row[] => {
  const value = state[name];
  return Array.isArray(value) ? (value as Row[]) : [];
};

const withoutId = ({ id: _id, ...rest }: Row): Data => rest;

/** Whether a resource added to an existing db gets seed rows: only when its schema has a `seed` key. */
export const asksForSeed = (schema: Pick<ResourceSchema, 'seed'>): boolean => schema.seed !== undefined;

/** Adds what `fresh()` (the seed for the current schemas) has for new resources. Returns the names of what changed. */
export function addNewResources(store: Store, registry: SchemaRegistry, fresh: () => DbState): string[] {
  const added = addResources(store, registry, fresh);
  // After the new resources, so the audit schema got its menu rows before its collection exists.
  const moved = moveLegacyAudit(store) >= 0;
  return moved && !added.includes(AUDIT) ? [...added, AUDIT] : added;
}

function addResources(store: Store, registry: SchemaRegistry, fresh: () => DbState): string[] {
  const newSchemas = registry.resources.filter((r) => !store.has(r.name));
  const added = newSchemas.map((r) => r.name);
  // A declared screen with a seeded menu entry that no role's menu has yet is new as well (schemas/_screens.json).
  const stored = new Set(store.list(MENUS).map((r) => String(r.key)));
  const screens = registry.manifest.screens.filter((s) => seededInMenus(s) && !stored.has(s.name)).map((s) => s.name);
  if (!added.length && !screens.length) return added;
  const seed = fresh();
  for (const schema of newSchemas) {
    if (asksForSeed(schema)) for (const row of rowsOf(seed, schema.name)) store.insert(schema.name, row);
    store.ensure(schema.name); // with no rows: still there, so it is not new again at the next start
  }

  const seedMenus = rowsOf(seed, MENUS);
  const seedById = new Map(seedMenus.map((r) => [r.id, r]));
  for (const screen of seedMenus.filter((r) => added.includes(String(r.key)) || screens.includes(String(r.key)))) {
    const seedArea = screen.parentId == null ? undefined : seedById.get(Number(screen.parentId));
    let parentId: number | null = null;
    if (seedArea) {
      const stored = store.list(MENUS).find((r) => r.roleId === screen.roleId && r.key === seedArea.key);
      parentId = (stored ?? store.insert(MENUS, withoutId(seedArea))).id;
    }
    store.insert(MENUS, { ...withoutId(screen), parentId });
  }
  return [...added, ...screens];
}
