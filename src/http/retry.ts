/**
 * The retry rules of spec section 7: retry only on 408, 409, 425, 429, 500, 502, 503, 504 (or a network
 * failure); by default once for reads and never for writes; at most 3 times; wait 1000 ms x attempt.
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const MAX_RETRIES = 3;
export const BASE_DELAY_MS = 1000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isReadMethod = (method: string): boolean => READ_METHODS.has(method.toUpperCase());

/** How many retries a request gets: the caller's wish capped at 3, else 1 for reads and 0 for writes. */
export function retryBudget(method: string, requested?: number): number {
  const wanted = requested ?? (isReadMethod(method) ? 1 : 0);
  return Math.max(0, Math.min(MAX_RETRIES, Math.floor(wanted)));
}

/** `status` is null for a network failure or timeout. `attempt` counts retries already made. */
export function shouldRetry(status: number | null, attempt: number, budget: number): boolean {
  if (attempt >= budget) return false;
  return status === null || RETRYABLE_STATUSES.has(status);
}

export const retryDelay = (attempt: number): number => BASE_DELAY_MS * attempt;
