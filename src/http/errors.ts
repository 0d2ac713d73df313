/** The error catalogue of spec section 8, as typed errors the UI can tell apart. */
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
  ) {
    super(`Request to ${url} timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** Calls of spec section 7 answer `{ data }`; anything else is a format error. */
export function unwrapData<T>(body: unknown): T {
  if (body === null || typeof body !== 'object' || !('data' in body)) throw new Error(MESSAGES.invalidFormat);
  return (body as { data: T }).data;
}

/** The text to show a user for a failed call: the server's own message when it sent one. */
export const errorText = (error: unknown): string =>
  error instanceof HttpStatusError
    ? (error.serverMessage ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error);
