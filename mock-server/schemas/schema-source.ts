/**
 * Where the running server's schemas and their versions are kept (issue 40): the seam between the schema editor
 * (schema-admin.ts), the start (app.ts) and the storage.
 *
 * - `SchemaFiles` (schema-files.ts): the files of SCHEMAS_DIR and their `.history/`, on the journal (`npm start`).
 * - `StoredSchemas` (stored-schemas.ts): collections of the store, on PostgreSQL (DATABASE_URL): durable in the
 *   database (one `pg_dump` holds them), written in the same commit as the records a change migrates, and replicated
 *   to every API process on that database. SCHEMAS_DIR is then only the release's defaults (schema-release.ts).
 */
import type { SchemaFile, SchemaRegistry } from '../../src/schema';

export interface SchemaVersion {
  version: number;
  at: string;
  by: string;
  summary: string;
}

/** What `GET schemas/:name/release` answers: the release's version of a schema beside the one in force. */
export interface ReleaseView {
  release: unknown;
  releaseHash: string;
  /** Whose version is in force: the release's (taken at a start, or as shipped) or an Admin's. */
  inForce: 'release' | 'admin';
  /** Whether the release's version differs from the one in force. */
  differs: boolean;
}

export interface SchemaSource {
  /** Every file as the loader reads it (the areas and screens files included). */
  all(): SchemaFile[];
  exists(name: string): boolean;
  /** The schema JSON in force, or undefined. */
  read(name: string): unknown;
  /** The versions, oldest first. */
  history(name: string): SchemaVersion[];
  /** The current version: 0 for a schema that does not exist. */
  version(name: string): number;
  /** The schema JSON of one version, or undefined. */
  readVersion(name: string, version: number): unknown;
  /** Keeps `json` as the next version of `name` (the stored one: written at the store's next commit). */
  save(name: string, json: unknown, by: string, summary: string, now?: Date): SchemaVersion;
  /** The registry-wide version: grows by one with every save, and survives a restart. */
  registryVersion(names: readonly string[]): number;
  /** The registry of the schemas in force (a SchemaLoadError when they do not load). */
  loadRegistry(): SchemaRegistry;
  /** The release's version of a schema beside the one in force; undefined where the release is the schemas themselves. */
  release?(name: string): ReleaseView | undefined;
}
