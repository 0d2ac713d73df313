/**
 * The HTTP client of spec section 7, as one axios instance (`httpClient`): the data provider
 * (@refinedev/simple-rest) and every other call of the app go through it. Its interceptors add the
 * bearer and Accept-Language headers, retry by the rules of `retry.ts`, and turn a 400-599 answer into
 * an HttpStatusError that carries the server's body and reads as Refine's HttpError (message,
 * statusCode, field errors), so forms show the server's field errors beside their fields.
 */
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { HttpStatusError, MESSAGES, TimeoutError } from './errors';
import { retryBudget, retryDelay, shouldRetry } from './retry';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Retries wanted (capped at 3); default 1 for reads, 0 for writes. */
  retries?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ClientContext {
  getToken: () => string | null;
  getLanguage: () => string;
  sleep: (ms: number) => Promise<void>;
  fetch: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_LANGUAGE = 'th';

const context: ClientContext = {
  getToken: () => null,
  getLanguage: () => DEFAULT_LANGUAGE,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  fetch: (...args) => globalThis.fetch(...args),
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
 * A 2xx body that is not JSON is an error (spec section 8); an empty body reads as null.
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
  return config;
});

const emptyAsNull = (response: AxiosResponse): AxiosResponse => {
  if (response.data === '' || response.data === undefined) response.data = null;
  return response;
};

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
  if (badJson) throw new Error(MESSAGES.invalidJson);
  if (timedOut) throw new TimeoutError(url, config.timeout ?? DEFAULT_TIMEOUT_MS);
  const response = error.response;
  if (response) throw new HttpStatusError(method, url, response.status, response.statusText, response.data ?? null);
  throw error;
});

export interface HttpResponse<T> {
  data: T;
  headers: { get(name: string): string | null };
  status: number;
}

/** One call with our options; answers the body, headers and status, or throws as described above. */
export async function send<T>(url: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
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
