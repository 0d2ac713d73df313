/**
 * The fetch client of spec section 7: bearer and Accept-Language headers, timeout, retry policy,
 * and 400-599 answers thrown as HttpStatusError carrying the server's body.
 */
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

export interface HttpResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok) throw new Error(MESSAGES.invalidJson);
    return text;
  }
}

async function attempt(url: string, options: RequestOptions, method: string): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': context.getLanguage() || DEFAULT_LANGUAGE,
    ...options.headers,
  };
  const token = context.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  const timer = setTimeout(() => controller.abort(new TimeoutError(url, timeoutMs)), timeoutMs);
  try {
    return await context.fetch(url, { method, headers, body, signal: controller.signal });
  } catch (error) {
    if (controller.signal.reason instanceof TimeoutError) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

export async function send<T>(url: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  const method = (options.method ?? 'GET').toUpperCase();
  const budget = retryBudget(method, options.retries);
  for (let retry = 0; ; retry++) {
    let response: Response;
    try {
      response = await attempt(url, options, method);
    } catch (error) {
      if (options.signal?.aborted || !shouldRetry(null, retry, budget)) throw error;
      await context.sleep(retryDelay(retry + 1));
      continue;
    }
    if (response.status >= 400 && shouldRetry(response.status, retry, budget)) {
      await context.sleep(retryDelay(retry + 1));
      continue;
    }
    const data = await parseBody(response);
    if (response.status >= 400) throw new HttpStatusError(method, url, response.status, response.statusText, data);
    return { data: data as T, headers: response.headers, status: response.status };
  }
}

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(url, options)).data;
}
