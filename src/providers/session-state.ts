/**
 * Whether a session is stored, and its token: what the first script decides on before anything else loads (main.tsx:
 * the login page of a signed-out visitor is drawn without the app). Light on purpose: the cookie, local storage and
 * the token's expiry, none of the permissions, menus or abilities session.ts builds.
 */
import { decodeToken, isExpired } from '../access/token';
import { APP_TITLE, APP_VERSION } from '../config';

export const TOKEN_COOKIE = 'accessToken';
export const KEYS = {
  userData: 'userData',
  menuData: 'menuData',
  abilityRules: 'userAbilityRules',
  appVersion: 'app_version',
  isLogout: 'isLogout',
  permissions: `${APP_TITLE}-permissions`,
} as const;

export function getToken(): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(TOKEN_COOKIE.length + 1)) : null;
}

/** A stored JSON value, null when absent or unreadable. */
export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export type SessionState = 'valid' | 'missing' | 'expired' | 'outdated';

/** The navigation guard's view of the session (../shared/spec/staff-app-spec.md §4). */
export function sessionState(now: number = Date.now()): SessionState {
  const version = localStorage.getItem(KEYS.appVersion);
  if (version !== null && version !== APP_VERSION) return 'outdated';
  const token = getToken();
  if (!token || readJson(KEYS.userData) === null) return 'missing';
  const payload = decodeToken(token);
  if (!payload || isExpired(payload, now)) return 'expired';
  return 'valid';
}
