/**
 * The HTTP client of ../shared/spec/staff-app-spec.md §7, as one axios instance (`httpClient`): the data provider
 * (@refinedev/simple-rest) and every other call of the app go through it. Its interceptors add the
 * bearer and Accept-Language headers, retry by the rules of `retry.ts` (the only layer that retries),
 * and turn a 400-599 answer into an HttpStatusError that carries the server's body and reads as Refine's
 * HttpError (message, statusCode, field errors), so forms show the server's field errors beside their
 * fields. Every call's end is reported to connection.ts (server reached, or a failure after the retries),
 * which keeps one "cannot be reached" state for the whole app. Identical reads in flight at the same time
 * share one request (`send`).
 */
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { reportFailure, reportReachable, setProber } from './connection';
import { HttpStatusError, kindOfStatus, MESSAGES, NetworkError, SignedOutError, TimeoutError } from './errors';
import { isReadMethod, retryBudget, retryDelay, shouldRetry } from './retry';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Retries wanted (capped at 3); default 3 for reads, 0 for writes. */
  retries?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ClientContext {
  getToken: () => string | null;
  getLanguage: () => string;
  sleep: (ms: number) => Promise<void>;
  fetch: typeof fetch;
  /** Whether a call needs a session: one that does is not sent without a token (the server would refuse it). */
  needsSession: (url: string) => boolean;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_LANGUAGE = 'th';

const context: ClientContext = {
  getToken: () => null,
  getLanguage: () => DEFAULT_LANGUAGE,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  fetch: (...args) => globalThis.fetch(...args),
  // Set by src/api/client.ts, which knows the API's paths: every call of ours but signing in and registering.
  needsSession: () => false,
};

/** The app sets where the token and language come from; tests swap fetch and sleep. */
export function configureClient(overrides: Partial<ClientContext>): void {
  Object.assign(context, overrides);
}

/** Our per-request settings, carried on axios's config. */
interface ClientConfig extends InternalAxiosRequestConfig {
  /** Retries wanted (see RequestOptions). */
  retries?: number;
  /** Retries made so far. */
  retried?: number;
}

/**
 * The axios instance. The fetch adapter everywhere (browser and tests alike), through `context.fetch`.
 * A 2xx body that is not JSON is an error (../shared/spec/staff-app-spec.md §8); an empty body reads as null.
 */
export const httpClient = axios.create({
  adapter: 'fetch',
  timeout: DEFAULT_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  transitional: { silentJSONParsing: false, clarifyTimeoutError: true },
  responseType: 'json',
});

httpClient.interceptors.request.use((config) => {
  config.env = { ...config.env, fetch: (...args: Parameters<typeof fetch>) => context.fetch(...args) };
  config.headers.set('Accept-Language', context.getLanguage() || DEFAULT_LANGUAGE);
  const token = context.getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  else if (context.needsSession(config.url ?? '')) {
    const error = new SignedOutError((config.method ?? 'get').toUpperCase(), config.url ?? '');
    reportFailure(error);
    throw error;
  }
  return config;
});

const emptyAsNull = (response: AxiosResponse): AxiosResponse => {
  reportReachable();
  if (response.data === '' || response.data === undefined) response.data = null;
  return response;
};

/** Reports a call that failed for good, and throws it. */
function fail(error: Error, method: string, url: string): never {
  reportFailure(error, isReadMethod(method) ? url : undefined);
  throw error;
}

httpClient.interceptors.response.use(emptyAsNull, async (error: unknown) => {
  if (!(error instanceof AxiosError) || !error.config) throw error;
  const config = error.config as ClientConfig;
  const method = (config.method ?? 'get').toUpperCase();
  const url = config.url ?? '';
  const status = error.response?.status ?? null;
  const canceled = axios.isCancel(error) || config.signal?.aborted === true;
  const timedOut = error.code === AxiosError.ETIMEDOUT;
  const badJson = error.code === AxiosError.ERR_BAD_RESPONSE && error.cause instanceof SyntaxError;
  const retried = config.retried ?? 0;
  if (!canceled && !badJson && shouldRetry(status, retried, retryBudget(method, config.retries))) {
    await context.sleep(retryDelay(retried + 1));
    return httpClient.request({ ...config, retried: retried + 1 } as ClientConfig);
  }
  if (canceled) throw error;
  const response = error.response;
  // The server answered (unless a gateway answered for it): it can be reached, whatever it said.
  if (response && kindOfStatus(response.status, response.data === '' || response.data == null) !== 'offline') reportReachable();
  if (badJson) fail(new Error(MESSAGES.invalidJson), method, url);
  if (timedOut) fail(new TimeoutError(url, config.timeout ?? DEFAULT_TIMEOUT_MS, method), method, url);
  if (response) {
    const failure = new HttpStatusError(method, url, response.status, response.statusText, response.data ?? null);
    failure.sentToken = String(config.headers?.Authorization ?? '').replace(/^Bearer\s+/i, '');
    fail(failure, method, url);
  }
  fail(new NetworkError(method, url, { cause: error }), method, url);
});

export interface HttpResponse<T> {
  data: T;
  headers: { get(name: string): string | null };
  status: number;
}

/** Reads in flight, by what makes them the same read (url, token, language, headers). */
const inFlight = new Map<string, Promise<HttpResponse<unknown>>>();

/**
 * One call with our options; answers the body, headers and status, or throws as described above. A read
 * asked for while the same read is in flight (two components mounting together, React's development
 * double effects) shares it, each caller getting its own copy of the body.
 */
export async function send<T>(url: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  const method = (options.method ?? 'GET').toUpperCase();
  if (method !== 'GET' || options.signal) return sendOnce<T>(url, options);
  const key = JSON.stringify([url, context.getToken(), context.getLanguage(), options.headers ?? {}, options.retries]);
  const shared = inFlight.get(key);
  if (shared) return shared.then((r) => ({ ...r, data: structuredClone(r.data) as T }));
  const own = sendOnce<T>(url, options).finally(() => inFlight.delete(key));
  inFlight.set(key, own);
  return own;
}

/** The header that marks connection.ts's checks (a server log can tell them from the app's own reads). */
export const PROBE_HEADER = 'X-Connection-Probe';
setProber((url) => sendOnce(url, { retries: 0, headers: { [PROBE_HEADER]: '1' } }));

async function sendOnce<T>(url: string, options: RequestOptions): Promise<HttpResponse<T>> {
  const config = {
    url,
    method: options.method ?? 'GET',
    data: options.body,
    headers: options.headers,
    retries: options.retries,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    signal: options.signal,
  };
  const response = await httpClient.request<T>(config);
  const headers = response.headers;
  return {
    data: response.data,
    headers: { get: (name) => (headers[name.toLowerCase()] as string | undefined) ?? null },
    status: response.status,
  };
}

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(url, options)).data;
}
