/**
 * Keeps the browser's registry (registry.ts) in step with the server's: `GET registry` is loaded with the
 * session's menu and permissions (auth.ts), and every answer's `X-Registry-Version` is watched; a number newer
 * than the registry in use (and than any load already asked for) asks for the session data again, once.
 */
import type { AxiosResponse } from 'axios';
import { MESSAGES } from '../http/errors';
import type { Area, ResourceSchema } from '../schema/meta/meta';
import { getRegistryVersion, setLiveRegistry } from './registry';
import { apiUrl, httpClient, request } from '../api/client';

export const REGISTRY_VERSION_HEADER = 'x-registry-version';

/** The answer of `GET registry`. */
export interface RegistryAnswer {
  version: number;
  areas: Area[];
  resources: ResourceSchema[];
}

/** The registry version an answer names, or null when it names none. */
export function registryVersionOf(headers: Record<string, unknown> | undefined): number | null {
  const raw = headers?.[REGISTRY_VERSION_HEADER];
  const n = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

const isAnswer = (x: unknown): x is RegistryAnswer =>
  typeof x === 'object' &&
  x !== null &&
  Array.isArray((x as RegistryAnswer).areas) &&
  Array.isArray((x as RegistryAnswer).resources) &&
  Number.isFinite((x as RegistryAnswer).version);

/** The highest version a load was asked for: the same number seen again asks for nothing more. */
let asked = 0;

/** Loads the server's registry; the caller puts it in use (`applyRegistry`) with the rest of the session's data. */
export async function fetchRegistry(): Promise<RegistryAnswer> {
  const body = await request<unknown>(apiUrl('registry'));
  // The contract's plain `{ version, areas, resources }`; a `{ data }` envelope is read too.
  const answer = isAnswer(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!isAnswer(answer)) throw new Error(MESSAGES.invalidFormat);
  // An answer older than a version seen meanwhile (a load that started before the change): that version is asked again.
  asked = answer.version;
  return answer;
}

export const applyRegistry = (answer: RegistryAnswer): Promise<void> =>
  setLiveRegistry(answer.version, answer.areas, answer.resources);

/**
 * Watches the answers' registry version (one axios response interceptor); `onNewer` runs when an answer names a
 * version newer than the registry in use and than any load asked for. Answers the function that stops watching.
 */
export function watchRegistryVersion(onNewer: (version: number) => void): () => void {
  const check = (response: AxiosResponse): AxiosResponse => {
    const version = registryVersionOf(response.headers as Record<string, unknown>);
    if (version !== null && version > getRegistryVersion() && version > asked) {
      asked = version;
      onNewer(version);
    }
    return response;
  };
  const id = httpClient.interceptors.response.use(check);
  return () => httpClient.interceptors.response.eject(id);
}
