/**
 * The schemas in force and their versions kept in the store (issue 40): on PostgreSQL (DATABASE_URL) they live in
 * the database, not in SCHEMAS_DIR, so that every API process on it serves the same schemas and one `pg_dump` holds
 * them with the records they describe.
 *
 * - `_schemaFiles`: one row per schema file in force (`{ name, file, json, version, taken, release }`), the areas and
 *   screens files included. `taken` is the release's text last taken into the database (`{ hash, json }`), `release`
 *   the release's text seen at the latest start (the same, or one kept aside because an Admin changed the schema, or
 *   refused by the checks; schema-release.ts).
 * - `_schemaVersions`: every version, `{ name, version, at, by, summary, json }`.
 *
 * A save only changes the store in memory: the editor's commit (live-registry.ts applySchema) writes it with the
 * migrated records and the registry's version in one transaction, and the change log replicates it to the other
 * processes, which rebuild their registry from these rows (app.ts, `onRemoteObject`).
 */
import { createHash } from 'node:crypto';
import { loadSchemas, type SchemaFile, type SchemaRegistry } from '../../src/schema';
import { sameJson } from '../../src/schema/changes/schema-changes';
import { isAntIcon } from '../../src/schema/loader/read-dir';
import type { Data } from '../http/http';
import type { Row, Store } from '../store/store';
import type { ReleaseView, SchemaSource, SchemaVersion } from './schema-source';

export const SCHEMA_FILES = '_schemaFiles';
export const SCHEMA_VERSIONS = '_schemaVersions';
/** Who a version came from when the server wrote it (the release, at a start). */
export const SYSTEM = 'system';

/** A release's text of one schema: its hash (of the JSON, whatever the file's layout) and the JSON. */
export interface ReleaseText {
  hash: string;
  json: unknown;
}

export interface StoredFile extends Row {
  name: string;
  file: string;
  json: unknown;
  version: number;
  taken?: ReleaseText;
  release?: ReleaseText;
}

interface StoredVersion extends Row, SchemaVersion {
  name: string;
  json: unknown;
}

/** The schema's name of a file (`orders.json` -> `orders`, `_areas.json` -> `_areas`). */
export const nameOfFile = (file: string): string => (file.split('/').pop() ?? file).replace(/\.json$/, '');

export const releaseText = (json: unknown): ReleaseText => ({
  hash: createHash('sha256').update(JSON.stringify(json)).digest('hex'),
  json,
});

export class StoredSchemas implements SchemaSource {
  constructor(private readonly store: Store) {}

  /** Whether the database holds no schema yet (a new database, or one from before issue 40). */
  get empty(): boolean {
    return this.store.list(SCHEMA_FILES).length === 0;
  }

  row(name: string): StoredFile | undefined {
    return this.store.list(SCHEMA_FILES).find((r) => r.name === name) as StoredFile | undefined;
  }

  rows(): StoredFile[] {
    return [...(this.store.list(SCHEMA_FILES) as StoredFile[])].sort((a, b) => a.file.localeCompare(b.file));
  }

  private versions(name: string): StoredVersion[] {
    return (this.store.list(SCHEMA_VERSIONS) as StoredVersion[])
      .filter((v) => v.name === name)
      .sort((a, b) => a.version - b.version);
  }

  all(): SchemaFile[] {
    return this.rows().map((r) => ({ file: r.file, json: r.json }));
  }

  exists(name: string): boolean {
    return this.row(name) !== undefined;
  }

  read(name: string): unknown {
    return this.row(name)?.json;
  }

  history(name: string): SchemaVersion[] {
    return this.versions(name).map(({ version, at, by, summary }) => ({ version, at, by, summary }));
  }

  version(name: string): number {
    return this.row(name)?.version ?? 0;
  }

  readVersion(name: string, version: number): unknown {
    return this.versions(name).find((v) => v.version === version)?.json;
  }

  save(name: string, json: unknown, by: string, summary: string, now = new Date()): SchemaVersion {
    const entry: SchemaVersion = { version: this.version(name) + 1, at: now.toISOString(), by, summary };
    this.keep(name, json, entry);
    return entry;
  }

  /** Stores `json` as the version `entry` of `name` and makes it the one in force; `extra` updates the file's row. */
  keep(name: string, json: unknown, entry: SchemaVersion, extra: Partial<StoredFile> = {}): void {
    this.store.insert(SCHEMA_VERSIONS, { name, ...entry, json } as Data);
    const row = this.row(name);
    if (row) this.store.replace(SCHEMA_FILES, { ...row, ...extra, json, version: entry.version });
    else this.store.insert(SCHEMA_FILES, { name, file: `${name}.json`, ...extra, json, version: entry.version } as Data);
  }

  /** Updates what is known of the release for `name` (no new version). */
  noteRelease(name: string, extra: Pick<StoredFile, 'taken' | 'release'>): void {
    const row = this.row(name);
    if (row) this.store.replace(SCHEMA_FILES, { ...row, ...extra });
  }

  /** The sum of every stored file's version (the areas and screens files too: each save adds one). */
  registryVersion(): number {
    return this.rows().reduce((sum, r) => sum + r.version, 0);
  }

  loadRegistry(): SchemaRegistry {
    return loadSchemas(this.all(), { isIcon: isAntIcon });
  }

  release(name: string): ReleaseView | undefined {
    const row = this.row(name);
    const release = row?.release ?? row?.taken;
    if (!row || !release) return undefined;
    const inForce = this.history(name).at(-1)?.by === SYSTEM ? 'release' : 'admin';
    return { release: release.json, releaseHash: release.hash, inForce, differs: !sameJson(release.json, row.json) };
  }
}
