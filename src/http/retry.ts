/**
 * The retry rules of ../shared/spec/staff-app-spec.md §7: retry only on 408, 409, 425, 429, 500, 502, 503, 504 (or a network
 * failure); reads up to 3 times, writes never unless the caller asks; wait 1000 ms x attempt. One layer
 * retries: this client (react-query's own retry is off in src/App.tsx), so a read is tried at most 4 times.
 * After that the app waits for the server (probeDelay) or the user's Retry (src/http/connection.ts).
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const MAX_RETRIES = 3;
export const BASE_DELAY_MS = 1000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isReadMethod = (method: string): boolean => READ_METHODS.has(method.toUpperCase());

/** How many retries a request gets: the caller's wish capped at 3, else 3 for reads and 0 for writes. */
export function retryBudget(method: string, requested?: number): number {
  const wanted = requested ?? (isReadMethod(method) ? MAX_RETRIES : 0);
  return Math.max(0, Math.min(MAX_RETRIES, Math.floor(wanted)));
}

/** `status` is null for a network failure or timeout. `attempt` counts retries already made. */
export function shouldRetry(status: number | null, attempt: number, budget: number): boolean {
  if (attempt >= budget) return false;
  return status === null || RETRYABLE_STATUSES.has(status);
}

export const retryDelay = (attempt: number): number => BASE_DELAY_MS * attempt;

/** While the server cannot be reached: the first check 2 s after giving up, then doubling, at most every 30 s. */
export const PROBE_FIRST_MS = 2000;
export const PROBE_MAX_MS = 30_000;
export const probeDelay = (checksMade: number): number =>
  Math.min(PROBE_MAX_MS, PROBE_FIRST_MS * 2 ** Math.max(0, Math.floor(checksMade)));
