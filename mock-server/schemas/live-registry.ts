/**
 * The schema registry of a running server, replaceable while it runs (issue 13): the schema editor saves a
 * schema and every following request uses the new one, with no restart.
 *
 * `LiveRegistry` holds the current registry and a registry-wide version (the sum of the schemas' versions:
 * it grows by one with every save, and a restart finds the same number). What was built from the registry
 * (the compiled route table, the master-data sources) registers with `onSwap` and is rebuilt there (app.ts).
 *
 * `applySchema` puts one saved schema into service: the swap, then in one store commit the role menu rows of a
 * new resource (upgrade.ts addNewResources, as a restart would; seed rows only when its schema has a `seed`
 * key, else it starts empty), the migrated records of a changed one (src/schema/changes/impact.ts), the audit entry and
 * the registry's version (REGISTRY_KEY: how other API processes on the same database learn of the change).
 */
import type { ResourceSchema, SchemaRegistry } from '../../src/schema';
import type { Actor } from '../trail/audit';
import { writeAudit } from '../trail/audit';
import type { Data } from '../http/http';
import type { DbState, Row, Store } from '../store/store';
import { addNewResources } from './upgrade';

export type SwapListener = (next: SchemaRegistry, previous: SchemaRegistry) => void;

export class LiveRegistry {
  private listeners: SwapListener[] = [];

  constructor(
    private current: SchemaRegistry,
    private versionNumber = 1,
  ) {}

  get registry(): SchemaRegistry {
    return this.current;
  }

  /** Grows with every change of any schema (X-Registry-Version, GET registry). */
  get version(): number {
    return this.versionNumber;
  }

  onSwap(listener: SwapListener): void {
    this.listeners.push(listener);
  }

  /**
   * Replaces the registry; every listener rebuilds what it derived from the old one. `version`: the registry's
   * version when known (read from the schemas kept after another API process saved one), else one more.
   */
  swap(next: SchemaRegistry, version = this.versionNumber + 1): void {
    const previous = this.current;
    this.current = next;
    this.versionNumber = version;
    for (const listener of this.listeners) listener(next, previous);
  }
}

/**
 * The store object naming the registry's version, written with every schema save: another API process on the
 * same database sees it change and loads the schemas again (app.ts), before it answers its next request.
 */
export const REGISTRY_KEY = '_registry';

/** The audit action of a schema saved in the editor. */
export const SCHEMA_CHANGE_ACTION = 'schemaChange';

export interface AppliedSchema {
  schema: ResourceSchema;
  version: number;
  summary: string;
  /** The records of the resource as migrated (impact.ts planMigration), each with its id. */
  rows: readonly Data[];
}

/**
 * Puts the new registry into service and stores what follows from it, all in one commit: the menu rows (and,
 * when its schema asks with `seed`, the seed rows) of a resource the db does not have yet, the migrated
 * records, an audit entry. Synchronous up to the
 * commit, so no request sees the new schema without its data.
 */
export async function applySchema(
  store: Store,
  live: LiveRegistry,
  next: SchemaRegistry,
  applied: AppliedSchema,
  actor: Actor,
  fresh: (registry: SchemaRegistry) => DbState,
): Promise<string[]> {
  live.swap(next);
  const added = addNewResources(store, next, () => fresh(next));
  for (const row of applied.rows) store.replace(applied.schema.name, row as Row);
  writeAudit(store, {
    at: new Date().toISOString(),
    username: actor.user.username,
    name: actor.user.fullName,
    address: actor.address,
    action: SCHEMA_CHANGE_ACTION,
    resource: applied.schema.name,
    comment: `version ${applied.version}: ${applied.summary}`,
  });
  store.setObject(REGISTRY_KEY, { version: live.version, resource: applied.schema.name, schemaVersion: applied.version });
  await store.commit();
  return added;
}
