/**
 * The release's schemas meet the database's at start, on PostgreSQL (issue 40). SCHEMAS_DIR (default the repo's
 * schemas/) holds the shipped defaults; the schemas in force are the database's (stored-schemas.ts).
 *
 * - A database that holds none yet takes every shipped file, with the versions SCHEMAS_DIR's `.history/` kept (a
 *   database used before the schemas moved into it), else as version 1 "as shipped".
 * - A shipped file that changed since the database last took the release (its hash differs from `taken`) is applied
 *   as the editor saves (schema-save.ts: the loader's check with every other schema, the impact on the stored
 *   records, no confirmation of losses), as a new version by "system", "release update: ...". Unless an Admin
 *   changed that schema since (the one in force is not the release last taken): the Admin's version stays in force,
 *   the start logs it, and the release's version is kept aside (`release`) for the editor (GET schemas/:name/release).
 *   A refused one is logged with its reasons, kept aside too, and tried again at the next start.
 * - A new shipped file is added (its resource's collection and menu rows: upgrade.ts, via applySchema); a file gone
 *   from the release is kept (logged). Nothing is dropped, and stored records stay valid (the impact rules).
 */
import type { SchemaFile } from '../../src/schema';
import { sameJson } from '../../src/schema/changes/schema-changes';
import { checkCandidate, nameProblems, SCHEMA_NAME } from '../../src/schema/loader/names';
import { isAntIcon } from '../../src/schema/loader/read-dir';
import { HttpError } from '../http/http';
import { REGISTRY_KEY } from './live-registry';
import { checkSchema, saveChecked, type SaveDeps } from './schema-save';
import { FIRST_SUMMARY, type SchemaFiles } from './schema-files';
import type { SchemaVersion } from './schema-source';
import { nameOfFile, releaseText, StoredSchemas, SYSTEM, type ReleaseText } from './stored-schemas';

export const AS_SHIPPED = 'as shipped';
export const RELEASE_UPDATE = 'release update';
const ACTOR = { user: { username: SYSTEM, fullName: 'System (release update)' } };

type Log = (line: string) => void;

/** The stored schemas, after the release in `files` was taken in; `deps.live` then holds their registry. */
export async function openStoredSchemas(deps: SaveDeps, files: SchemaFiles, log: Log = console.log): Promise<StoredSchemas> {
  const stored = new StoredSchemas(deps.store);
  const shipped = files.all();
  if (stored.empty) takeAll(stored, files, shipped);
  else {
    deps.live.swap(stored.loadRegistry(), stored.registryVersion());
    await takeChanges(deps, stored, shipped, log);
  }
  await deps.store.commit();
  deps.live.swap(deps.live.registry, stored.registryVersion());
  return stored;
}

/** A database without schemas takes the release whole, with the versions the directory kept. */
function takeAll(stored: StoredSchemas, files: SchemaFiles, shipped: readonly SchemaFile[]): void {
  for (const { file, json } of shipped) {
    const name = nameOfFile(file);
    const text = releaseText(json);
    const entries = files.history(name);
    const last = entries.at(-1);
    for (const entry of entries) {
      const version = entry === last ? json : files.readVersion(name, entry.version);
      if (version === undefined) continue;
      const summary = entry.summary === FIRST_SUMMARY ? AS_SHIPPED : entry.summary;
      stored.keep(name, version, { ...entry, summary }, { file, taken: text, release: text });
    }
    if (!stored.exists(name))
      stored.keep(
        name,
        json,
        { version: 1, at: new Date().toISOString(), by: SYSTEM, summary: AS_SHIPPED },
        { file, taken: text, release: text },
      );
  }
}

async function takeChanges(deps: SaveDeps, stored: StoredSchemas, shipped: readonly SchemaFile[], log: Log): Promise<void> {
  const due: { name: string; text: ReleaseText }[] = [];
  for (const { file, json } of shipped) {
    const name = nameOfFile(file);
    const text = releaseText(json);
    const row = stored.row(name);
    if (!row) due.push({ name, text });
    else if (sameJson(row.json, json)) {
      if (row.taken?.hash !== text.hash || row.release?.hash !== text.hash)
        stored.noteRelease(name, { taken: text, release: text });
    } else if (row.taken?.hash === text.hash) {
      if (row.release?.hash !== text.hash) stored.noteRelease(name, { taken: row.taken, release: text });
    } else if (!row.taken || !sameJson(row.json, row.taken.json)) {
      if (row.release?.hash !== text.hash) stored.noteRelease(name, { taken: row.taken, release: text });
      log(
        `Schema "${name}": an Admin's version (${row.version}) stays in force; the release's new version is kept aside for the schema editor`,
      );
    } else due.push({ name, text });
  }
  // In passes: a change that needs another one of the release (a new schema it refers to) goes in after it.
  let refused = new Map<string, string>();
  for (let pending = due; pending.length;) {
    refused = new Map();
    for (const change of pending) {
      try {
        await apply(deps, stored, change.name, change.text);
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        refused.set(change.name, reasons(e));
      }
    }
    const left = pending.filter((c) => refused.has(c.name));
    if (left.length === pending.length) break;
    pending = left;
  }
  for (const [name, why] of refused) {
    const row = stored.row(name);
    const text = due.find((c) => c.name === name)!.text;
    if (row && row.release?.hash !== text.hash) stored.noteRelease(name, { taken: row.taken, release: text });
    log(`Schema "${name}": the release's new version was refused and is not applied: ${why}`);
  }
  const names = new Set(shipped.map((f) => nameOfFile(f.file)));
  for (const row of stored.rows())
    if (row.taken && !names.has(row.name)) log(`Schema "${row.name}" is no longer in the release: it is kept`);
}

/** One release change through the editor's checks; a new version by "system" (version 1 for a new schema). */
async function apply(deps: SaveDeps, stored: StoredSchemas, name: string, text: ReleaseText): Promise<void> {
  const keep = (summary: string): SchemaVersion => {
    const current = stored.version(name);
    const entry = {
      version: current + 1,
      at: new Date().toISOString(),
      by: SYSTEM,
      summary: current ? `${RELEASE_UPDATE}: ${summary}` : AS_SHIPPED,
    };
    stored.keep(name, text.json, entry, { taken: text, release: text });
    return entry;
  };
  if (!SCHEMA_NAME.test(name)) {
    // The areas and screens files: the loader's check with every schema; no records to migrate.
    const checked = checkCandidate(stored.all(), name, text.json, { isIcon: isAntIcon });
    if (!checked.ok) throw new HttpError(400, `Schema "${name}" is not valid`, { errors: checked.errors });
    const entry = keep('');
    deps.live.swap(checked.registry);
    deps.store.setObject(REGISTRY_KEY, { version: deps.live.version, resource: name, schemaVersion: entry.version });
    await deps.store.commit();
    return;
  }
  const { store, live } = deps;
  const kept = store.has(name) && !live.registry.byName.has(name) ? new Set([name]) : new Set<string>();
  const checked = checkSchema(deps, stored, name, text.json, nameProblems(name, text.json, kept), false);
  store.schemasChanged(checked.next);
  await saveChecked(deps, stored, name, text.json, checked, ACTOR, keep);
}

/** An editor's refusal as one line: its message and each problem or impact. */
function reasons(e: HttpError): string {
  const extra = e.extra as { errors?: { path: string; message: string }[]; impact?: { message?: string }[] } | undefined;
  const details = [
    ...(extra?.errors ?? []).map((p) => `${p.path}: ${p.message}`),
    ...(extra?.impact ?? []).map((i) => i.message ?? JSON.stringify(i)),
  ];
  return [e.message, ...details].join('; ');
}
