/**
 * How a session ends (issue 38). Signing out tells the server, so the token stops working there too, on a best-effort
 * basis: the user is signed out here whatever the server answers, at once when it cannot be reached. A call the server
 * refuses because the session ended, expired or the account was disabled (401 with `reason`) says why, in the
 * reader's language; a 403 with `reason: 'passwordChange'` means a new password must be chosen first.
 */
import i18n from '../i18n';
import { HttpStatusError, MESSAGES } from '../http/errors';
import { apiUrl, request } from '../api/client';
import { getToken, sessionState } from './session-state';

/** Why the server ended a session (the 401's `reason`). */
export type EndReason = 'sessionEnded' | 'disabled' | 'expired';
const END_REASONS: readonly string[] = ['sessionEnded', 'disabled', 'expired'] satisfies EndReason[];

/** The `reason` of a failed call's body, when the server gave one. */
export function reasonOf(error: unknown): string | undefined {
  const data = error instanceof HttpStatusError ? error.data : undefined;
  const reason = data !== null && typeof data === 'object' ? (data as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

/** Why the server refused the session, when it said so. */
export function endReason(error: unknown): EndReason | null {
  const reason = reasonOf(error);
  return reason !== undefined && END_REASONS.includes(reason) ? (reason as EndReason) : null;
}

/** The toast of a session the server refused: its reason in the reader's language, else the spec's "token expired". */
export const sessionEndText = (reason: EndReason | null): string =>
  reason ? i18n.t(`session.${reason}`) : MESSAGES.tokenExpired;

/** Whether a failed call asks for a new password first (403 `passwordChange`: signed in with a one-time code). */
export const needsPasswordChange = (error: unknown): boolean =>
  error instanceof HttpStatusError && error.status === 403 && reasonOf(error) === 'passwordChange';

/** How long sign-out waits for the server before signing out here anyway. */
export const LOGOUT_WAIT_MS = 2000;

/**
 * Ends the session on the server (POST auth/logout), never failing and never waiting more than `LOGOUT_WAIT_MS`:
 * offline, a refusal (a session already ended) or a slow answer still let the sign-out go on. Awaited before the
 * token is cleared, since the call carries it.
 */
export async function endSessionOnServer(wait = LOGOUT_WAIT_MS): Promise<void> {
  if (!getToken() || sessionState() !== 'valid') return;
  const call = request(apiUrl('logout'), { method: 'POST', retries: 0, timeoutMs: wait }).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, wait)));
  await Promise.race([call, timeout]);
  clearTimeout(timer);
}
