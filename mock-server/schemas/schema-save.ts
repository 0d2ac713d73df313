/**
 * The schema editor's save path (issue 13), shared by the editor's routes (schema-admin.ts) and the release's
 * updates at start (schema-release.ts, issue 40): the loader's check of the candidate with every other schema
 * (400 with every problem), the impact on the stored records (409 until a default or a confirmation covers it),
 * then the new version and its swap into service, in one store commit with the migrated records.
 */
import { sameJson, schemaChanges, summarize } from '../../src/schema/changes/schema-changes';
import { checkCandidate, type PathProblem } from '../../src/schema/loader/names';
import { planMigration, type MigrationPlan } from '../../src/schema/changes/impact';
import { validateRecord, type ResourceSchema, type SchemaRegistry } from '../../src/schema';
import { isAntIcon } from '../../src/schema/loader/read-dir';
import { HttpError } from '../http/http';
import { applySchema, type LiveRegistry } from './live-registry';
import { boundSchema } from './master-data';
import type { Actor } from '../trail/audit';
import type { SchemaSource, SchemaVersion } from './schema-source';
import type { DbState, Row, Store } from '../store/store';

export interface SaveDeps {
  store: Store;
  live: LiveRegistry;
  fresh: (registry: SchemaRegistry) => DbState;
}

export interface CheckedSchema {
  next: SchemaRegistry;
  after: ResourceSchema;
  plan: MigrationPlan;
}

/**
 * The candidate `body` for `name` checked with every other schema of `files` and against the stored records.
 * `errors`: the name rules' problems found before (nameProblems). Throws the editor's 400 or 409.
 */
export function checkSchema(
  deps: SaveDeps,
  files: SchemaSource,
  name: string,
  body: unknown,
  errors: PathProblem[],
  confirm: boolean,
): CheckedSchema {
  const { store, live } = deps;
  let next: SchemaRegistry | undefined;
  if (!errors.some((e) => e.path === '$')) {
    const nameReported = new Set(errors.map((e) => e.path));
    const checked = checkCandidate(files.all(), name, body, { isIcon: isAntIcon }, nameReported);
    if (checked.ok) next = checked.registry;
    else errors.push(...checked.errors);
  }
  if (errors.length || !next) throw new HttpError(400, `Schema "${name}" is not valid`, { errors });

  const before = live.registry.byName.get(name);
  const after = next.byName.get(name)!;
  const plan = planMigration(before, after, store.list(name), {
    confirm,
    check: (schema, row) => validateRecord(boundSchema(store, schema, (row as Row).id ?? null), row).errors,
  });
  if (plan.blocking.length)
    throw new HttpError(409, `Saving "${name}" would make stored records invalid`, { impact: plan.blocking });
  return { next, after, plan };
}

/**
 * Keeps the checked `body` as the next version of `name` and puts it into service (one commit with the migrated
 * records and the audit entry). Undefined when it equals the schema in force: no new version.
 */
export async function saveChecked(
  deps: SaveDeps,
  files: SchemaSource,
  name: string,
  body: unknown,
  checked: CheckedSchema,
  actor: Actor,
  keep: (summary: string) => SchemaVersion = (summary) => files.save(name, body, actor.user.username, summary),
): Promise<SchemaVersion | undefined> {
  const stored = files.read(name);
  if (stored !== undefined && sameJson(stored, body)) return undefined;
  const summary = summarize(schemaChanges(stored as never, body as never));
  const entry = keep(summary);
  await applySchema(
    deps.store,
    deps.live,
    checked.next,
    { schema: checked.after, version: entry.version, summary: entry.summary, rows: checked.plan.rows },
    actor,
    deps.fresh,
  );
  return entry;
}
