/**
 * The error catalogue of ../shared/spec/staff-app-spec.md §8, as typed errors the UI can tell apart, and what a user reads of a
 * failed call: one plain sentence per kind of failure (FailureKind), in their language (src/i18n/errors.ts),
 * with the server's own message when it is one a person wrote. Method, path and status are details.
 */
import i18next from 'i18next';
import { FAILURE_TEXTS_EN, type FailureTextKey } from '../i18n/errors';
import { isReadMethod } from './retry';

export const MESSAGES = {
  invalidFormat: 'Invalid API response format.',
  invalidJson: 'Invalid API response json format.',
  uploadFailed: 'File upload failed.',
  menuFallback: 'Error fetching data',
  tokenExpired: 'Your token has expired',
  newVersion: 'New version available',
} as const;

const bodyOf = (data: unknown): { message?: unknown; errors?: unknown } =>
  data !== null && typeof data === 'object' ? (data as { message?: unknown; errors?: unknown }) : {};

/**
 * A 400-599 answer. `data` is the server's body, thrown to the caller as the spec asks. It is also a
 * Refine HttpError: `message` is the server's own message when it sent one, `statusCode` the status,
 * and `errors` the server's field errors (`{ field: message }`), which Refine's forms put beside fields.
 */
export class HttpStatusError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string | string[]>;
  /** The token the call was sent with ('' for none): a refusal of another session than the one held now ends nothing. */
  sentToken = '';

  constructor(
    public readonly method: string,
    public readonly url: string,
    public readonly status: number,
    public readonly statusText: string,
    public readonly data: unknown,
  ) {
    const body = bodyOf(data);
    super(typeof body.message === 'string' ? body.message : `${method} ${url} failed: ${status} ${statusText}`);
    this.name = 'HttpStatusError';
    this.statusCode = status;
    if (body.errors && typeof body.errors === 'object') this.errors = body.errors as Record<string, string | string[]>;
  }

  /** The server's own `message`, when its body has one. */
  get serverMessage(): string | undefined {
    const message = bodyOf(this.data).message;
    return typeof message === 'string' ? message : undefined;
  }
}

export class TimeoutError extends Error {
  constructor(
    public readonly url: string,
    public readonly ms: number,
    public readonly method = 'GET',
  ) {
    super(`Request to ${url} timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** No answer at all: the network is down, or nothing listens where the API should be. */
export class NetworkError extends Error {
  constructor(
    public readonly method: string,
    public readonly url: string,
    options?: { cause?: unknown },
  ) {
    super('Network Error', options);
    this.name = 'NetworkError';
  }
}

/**
 * A call that needs a session, asked for with none (a page still showing after sign-out): not sent, since the
 * server could only refuse it. Reads as a 401 for Refine.
 */
export class SignedOutError extends Error {
  readonly statusCode = 401;
  /** Sent with no token: once signed in again, this refusal is of a session already left. */
  readonly sentToken = '';
  constructor(
    public readonly method: string,
    public readonly url: string,
  ) {
    super('Not signed in');
    this.name = 'SignedOutError';
  }
}

/**
 * Whether `error` refused a session other than the one held now (`token`): a call sent before a sign-out, or while
 * signed out, whose refusal arrives (or is handled) after the next sign-in. Such a refusal must end nothing.
 */
export function refusedOtherSession(error: unknown, token: string | null): boolean {
  const sent = (error as { sentToken?: unknown } | null)?.sentToken;
  return typeof sent === 'string' && sent !== (token ?? '');
}

/** The calls of ../shared/spec/staff-app-spec.md §7 answer `{ data }` (§5); anything else is a format error (§8). */
export function unwrapData<T>(body: unknown): T {
  if (body === null || typeof body !== 'object' || !('data' in body)) throw new Error(MESSAGES.invalidFormat);
  return (body as { data: T }).data;
}

export type FailureKind =
  | 'offline'
  | 'timeout'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooMany'
  | 'server'
  | 'invalid'
  | 'badAnswer'
  | 'unknown';

/** A failed call as the UI shows it: the kind (its text), and the details behind a Details expander. */
export interface Failure {
  kind: FailureKind;
  /** null: no answer (network failure, timeout). */
  status: number | null;
  method: string | null;
  url: string | null;
  /** The server's message when a person can read it (isHumanMessage), else null. */
  serverMessage: string | null;
}

/**
 * The kind of an HTTP status. 502, 503, 504 and a 500 with an empty body mean the API itself cannot be
 * reached (a gateway or the dev server's proxy answers for it: Vite's proxy answers 500 with no body when
 * nothing listens behind it); our server's own 500 carries a JSON message.
 */
export function kindOfStatus(status: number | null, emptyBody = false): FailureKind {
  if (status === null) return 'offline';
  if (status === 502 || status === 503 || status === 504 || (status === 500 && emptyBody)) return 'offline';
  if (status === 400 || status === 422) return 'invalid';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'notFound';
  if (status === 408) return 'timeout';
  if (status === 409) return 'conflict';
  if (status === 429) return 'tooMany';
  if (status >= 500) return 'server';
  return 'unknown';
}

const TECHNICAL: readonly RegExp[] = [
  /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\/|https?:)/,
  /^network error$/i,
  /^failed to fetch$/i,
  /status code/i,
  /^timeout of \d+/i,
  /timed out after/i,
  /^(internal server error|bad gateway|service unavailable|gateway timeout|not found|forbidden|unauthorized|bad request)$/i,
  /^[A-Za-z]*(Error|Exception)\b:?/,
  /[{}<>]|\bat \S+:\d+:\d+/,
  /^E[A-Z]{3,}\b/,
];

/** A message a person wrote for people (the server's validation or rule messages), not a status line or a stack. */
export function isHumanMessage(message: unknown): message is string {
  if (typeof message !== 'string') return false;
  const text = message.trim();
  return text.length > 1 && text.length <= 300 && !TECHNICAL.some((r) => r.test(text));
}

const isEmptyBody = (data: unknown): boolean => data === null || data === undefined || data === '';

/** What went wrong in a failed call, whatever the http layer threw. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof HttpStatusError) {
    const server = error.serverMessage;
    return {
      kind: kindOfStatus(error.status, isEmptyBody(error.data)),
      status: error.status,
      method: error.method,
      url: error.url,
      serverMessage: isHumanMessage(server) ? server : null,
    };
  }
  if (error instanceof NetworkError)
    return { kind: 'offline', status: null, method: error.method, url: error.url, serverMessage: null };
  if (error instanceof TimeoutError)
    return { kind: 'timeout', status: null, method: error.method, url: error.url, serverMessage: null };
  const message = error instanceof Error ? error.message : null;
  const badAnswer = message === MESSAGES.invalidFormat || message === MESSAGES.invalidJson;
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return {
    kind: badAnswer ? 'badAnswer' : typeof statusCode === 'number' ? kindOfStatus(statusCode) : 'unknown',
    status: typeof statusCode === 'number' ? statusCode : null,
    method: null,
    url: null,
    serverMessage: !badAnswer && isHumanMessage(message) ? message : null,
  };
}

/** A text of src/i18n/errors.ts in the user's language (English where i18next is not set up). */
export function failureText(key: FailureTextKey, values: Record<string, string | number> = {}): string {
  if (i18next.isInitialized) {
    const text = i18next.t(`failure.${key}`, values) as unknown;
    if (typeof text === 'string' && text !== `failure.${key}`) return text;
  }
  return FAILURE_TEXTS_EN[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The plain sentence for a kind; a write that found no server says its changes were not saved. */
export const kindText = (failure: Pick<Failure, 'kind' | 'method'>): string =>
  failureText(failure.kind === 'offline' && failure.method && !isReadMethod(failure.method) ? 'offlineWrite' : failure.kind);

/**
 * The text to show a user for a failed call: the server's own message when a person wrote it (a rule or
 * validation message), else the plain sentence for the kind of failure; never a status line.
 */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return isHumanMessage(error) ? error : failureText('unknown');
  const failure = describeFailure(error);
  if (failure.serverMessage && failure.kind !== 'offline') return failure.serverMessage;
  return kindText(failure);
}

/** "GET /api-spp/v1/suppliers" and the status, for the Details expander; the origin left out. */
export function failureDetails(failure: Failure): { request: string | null; status: string } {
  const path = failure.url?.replace(/^[a-z]+:\/\/[^/]+/i, '') ?? null;
  return {
    request: path ? `${failure.method ?? 'GET'} ${path}` : null,
    status: failure.status === null ? failureText('noAnswer') : String(failure.status),
  };
}
