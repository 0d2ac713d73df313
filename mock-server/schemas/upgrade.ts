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
 * `auditLog`: they move into `audit` (audit.ts).
 *
 * The menus follow the seed's rules as they grow (issue 29): every seeded role (a stored role with the demo role's id
 * and name) gets each menu row a fresh seed would give it and it has none of, with the area above it (HR's System
 * management once the settings schema named HR as an editor; a hand-written screen declared since). A row the role
 * has is never touched, whatever its flags: an Admin turns a screen off by its flags on the Role menu screen (rows
 * are never deleted), so what an Admin changed stays changed. Roles an Admin added are not the seed's and get nothing.
 */
import { AREA_KEY_PREFIX } from '../../src/access';
import type { ResourceSchema, SchemaRegistry } from '../../src/schema';
import { AUDIT, moveLegacyAudit } from '../trail/audit';
import type { Data } from '../http/http';
import { MENUS } from '../access/menu';
import { DEMO_USERS } from '../seed/seed';
import { seedMenus as buildSeedMenus } from '../seed/seed-access';
import type { DbState, Row, Store } from '../store/store';

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
  if (newSchemas.some(asksForSeed)) {
    const seed = fresh();
    for (const schema of newSchemas.filter(asksForSeed))
      for (const row of rowsOf(seed, schema.name)) store.insert(schema.name, row);
  }
  for (const schema of newSchemas) store.ensure(schema.name); // with no rows: still there, so it is not new again at the next start
  const menus = addMissingMenuRows(store, registry);
  return [...new Set([...added, ...menus])];
}

/** Inserts the seeded roles' missing menu rows (see the module's comment); answers the keys of the screens given rows. */
function addMissingMenuRows(store: Store, registry: SchemaRegistry): string[] {
  const storedRoles = new Map(store.list('roles').map((r) => [r.id, String(r.name)]));
  const seeded = DEMO_USERS.filter((u) => storedRoles.get(u.roleId) === u.role);
  const has = new Set(store.list(MENUS).map((r) => `${String(r.roleId)}:${String(r.key)}`));
  const seedMenus = buildSeedMenus(registry, seeded) as Row[];
  const seedById = new Map(seedMenus.map((r) => [r.id, r]));
  const missing = seedMenus.filter(
    (r) => !String(r.key).startsWith(AREA_KEY_PREFIX) && !has.has(`${String(r.roleId)}:${String(r.key)}`),
  );
  for (const screen of missing) {
    const seedArea = screen.parentId == null ? undefined : seedById.get(Number(screen.parentId));
    let parentId: number | null = null;
    if (seedArea) {
      const stored = store.list(MENUS).find((r) => r.roleId === screen.roleId && r.key === seedArea.key);
      parentId = (stored ?? store.insert(MENUS, withoutId(seedArea))).id;
    }
    store.insert(MENUS, { ...withoutId(screen), parentId });
  }
  return [...new Set(missing.map((r) => String(r.key)))];
}
