/**
 * The schema-admin API (issue 13's contract, /tmp: `GET schemas`, `GET|PUT schemas/{name}`, history, revert) as the
 * editor calls it. A save answers what happened: saved, refused with errors (400), an impact to accept (409),
 * or someone else's newer version (412).
 */
import { HttpStatusError } from '../../src/http/errors';
import { errorsOf, type PathError } from './errors';
import type { Json } from './model';
import { apiUrl, request, send } from '../../src/api/client';

export interface SchemaSummary {
  name: string;
  label: Record<string, string>;
  route: string;
  area: string;
  fieldCount: number;
  version: number;
}

export interface HistoryEntry {
  version: number;
  at: string;
  by: string;
  summary: string;
}

export interface Impact {
  kind: string;
  path: string;
  field?: string;
  count: number;
  needs?: 'default' | 'confirm' | string;
  message: string;
}

export type SaveResult =
  | { kind: 'saved'; version: number; dryRun: boolean; created: boolean }
  | { kind: 'invalid'; errors: PathError[] }
  | { kind: 'impact'; impact: Impact[]; message: string }
  | { kind: 'stale'; version: number | null; message: string };

export const listSchemas = (): Promise<SchemaSummary[]> => request<SchemaSummary[]>(apiUrl('schemas'));

/** The version an ETag names (`"3"`, `W/"3"` or 3). */
export const versionOfTag = (tag: string | null): number | null => {
  const n = Number((tag ?? '').replace(/^W\//, '').replace(/"/g, ''));
  return Number.isInteger(n) && n > 0 ? n : null;
};

export async function getSchema(name: string): Promise<{ schema: Json; version: number | null }> {
  const r = await send<Json>(apiUrl('schema', { name }));
  return { schema: r.data, version: versionOfTag(r.headers.get('etag')) };
}

export const listHistory = (name: string): Promise<HistoryEntry[]> =>
  request<HistoryEntry[]>(apiUrl('schemaHistory', { name }, { _page: 1, _limit: 50 }));

export const getVersion = (name: string, version: number): Promise<Json> =>
  request<Json>(apiUrl('schemaVersion', { name, version }));

/** A 400, 409 or 412 as the editor shows it; anything else is thrown on. */
function refusal(error: unknown): SaveResult {
  if (!(error instanceof HttpStatusError)) throw error;
  const body = (error.data ?? {}) as { message?: unknown; impact?: unknown; version?: unknown };
  const message = typeof body.message === 'string' ? body.message : error.message;
  if (error.status === 400) return { kind: 'invalid', errors: errorsOf(error.data) };
  if (error.status === 409 && Array.isArray(body.impact)) return { kind: 'impact', impact: body.impact as Impact[], message };
  if (error.status === 412) return { kind: 'stale', version: typeof body.version === 'number' ? body.version : null, message };
  throw error;
}

const ifMatch = (version: number | null): Record<string, string> => (version ? { 'If-Match': `"${version}"` } : {});

const query = (options: { dryRun?: boolean; confirm?: boolean }) => ({
  dryRun: options.dryRun ? 1 : undefined,
  confirm: options.confirm ? 1 : undefined,
});

async function write(
  url: string,
  method: 'PUT' | 'POST',
  body: unknown,
  version: number | null,
  dryRun: boolean,
): Promise<SaveResult> {
  try {
    const r = await send<{ version?: number }>(url, { method, body, headers: ifMatch(version) });
    const saved = versionOfTag(r.headers.get('etag')) ?? r.data?.version ?? 0;
    return { kind: 'saved', version: saved, dryRun, created: r.status === 201 };
  } catch (error) {
    return refusal(error);
  }
}

/** `PUT schemas/{name}`: with `dryRun` nothing is written; `confirm` accepts the losses a 409 listed. */
export const putSchema = (
  name: string,
  schema: Json,
  version: number | null,
  options: { dryRun?: boolean; confirm?: boolean } = {},
): Promise<SaveResult> => write(apiUrl('schema', { name }, query(options)), 'PUT', schema, version, Boolean(options.dryRun));

/** `POST schemas/{name}/revert`: that version back, as a new one, through the same checks. */
export const revertSchema = (
  name: string,
  to: number,
  version: number | null,
  options: { confirm?: boolean } = {},
): Promise<SaveResult> => write(apiUrl('schemaRevert', { name }, query(options)), 'POST', { version: to }, version, false);

/**
 * The release's version of a schema beside the one in force (`GET schemas/{name}/release`). On the journal nothing is
 * kept apart: `release` null, `inForce` 'release', `differs` false.
 */
export interface ReleaseView {
  release: Json | null;
  releaseHash: string | null;
  inForce: 'release' | 'admin';
  differs: boolean;
}

export const getRelease = (name: string): Promise<ReleaseView> => request<ReleaseView>(apiUrl('schemaRelease', { name }));
