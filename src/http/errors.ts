/** The error catalogue of spec section 8, as typed errors the UI can tell apart. */
export const MESSAGES = {
  invalidFormat: 'Invalid API response format.',
  invalidJson: 'Invalid API response json format.',
  uploadFailed: 'File upload failed.',
  menuFallback: 'Error fetching data',
  tokenExpired: 'Your token has expired',
  newVersion: 'New version available',
} as const;

/** A 400-599 answer. `data` is the server's body, thrown to the caller as the spec asks. */
export class HttpStatusError extends Error {
  constructor(
    public readonly method: string,
    public readonly url: string,
    public readonly status: number,
    public readonly statusText: string,
    public readonly data: unknown,
  ) {
    super(`${method} ${url} failed: ${status} ${statusText}`);
    this.name = 'HttpStatusError';
  }

  /** The server's own `message`, when its body has one. */
  get serverMessage(): string | undefined {
    const d = this.data;
    return d !== null && typeof d === 'object' && typeof (d as { message?: unknown }).message === 'string'
      ? (d as { message: string }).message
      : undefined;
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
