/**
 * The versions of the records the browser has read (README, 'Versions: ETag and If-Match'): every record answer of
 * the API carries its version in `ETag`, which Refine's data provider does not hand on (it returns the body only).
 * A response interceptor on our axios client notes it here by resource and id, from the call's own path
 * (`<resource>/<id>`, its actions and row actions), when the answer names that record. A screen reads the version
 * of the copy it shows (`versionOf`) and sends it back with a write (`ifMatchHeaders`): the server refuses (412)
 * a write over a record someone changed since.
 */
import type { AxiosResponse } from 'axios';
import { API_PREFIX, httpClient } from '../api/client';
import { etagOf, parseIfMatch } from '../schema/records/version';

const versions = new Map<string, string>();
const keyOf = (resource: string, id: unknown) => `${resource}#${String(id)}`;

/** The version of the record last read or written through the API, if its answer carried one. */
export const versionOf = (resource: string, id: unknown): string | undefined => versions.get(keyOf(resource, id));

/** The If-Match header of a version (none without one: the write then goes on as in json-server). */
export const ifMatchHeaders = (version: string | undefined): Record<string, string> =>
  version ? { 'If-Match': etagOf(version) } : {};

/** The record an answer names: itself, or `{ data: record }` (a workflow step, a row action). */
function answeredId(data: unknown): unknown {
  if (data === null || typeof data !== 'object') return undefined;
  const record = 'data' in data && data.data !== null && typeof data.data === 'object' ? data.data : data;
  return (record as { id?: unknown }).id;
}

/** Notes the version of a record answer (exported for tests). */
export function noteVersion(response: Pick<AxiosResponse, 'data' | 'headers' | 'config'>): void {
  const etag: unknown = response.headers?.etag;
  if (typeof etag !== 'string') return;
  const read = parseIfMatch(etag);
  if (read.kind !== 'versions' || read.versions.length !== 1) return;
  const url = (response.config?.url ?? '').split('?')[0]!;
  const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
  const [resource, id] = path.replace(/^\/+/, '').split('/');
  if (!resource || id === undefined || !/^\d+$/.test(id) || String(answeredId(response.data)) !== id) return;
  versions.set(keyOf(decodeURIComponent(resource), id), read.versions[0]!);
}

httpClient.interceptors.response.use((response) => {
  noteVersion(response);
  return response;
});
