/**
 * Everything a signed-in session keeps in the browser (spec sections 3 and 9): the token cookie and
 * the localStorage keys. One module so that login, logout and the guards agree on the keys.
 */
import {
  decodeToken,
  decryptPermissions,
  encryptPermissions,
  isExpired,
  type AbilityRule,
  type MenuItem,
  type PermissionData,
  type UserData,
} from '../access';
import { APP_TITLE, APP_VERSION } from './constants';

export const TOKEN_COOKIE = 'accessToken';
export const COOKIE_DAYS = 30;
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

function setToken(token: string | null): void {
  const expires = token ? new Date(Date.now() + COOKIE_DAYS * 86_400_000).toUTCString() : 'Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = `${TOKEN_COOKIE}=${token ? encodeURIComponent(token) : ''}; expires=${expires}; path=/; SameSite=Lax`;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const getUser = (): UserData | null => readJson<UserData>(KEYS.userData);
export const getMenuData = (): MenuItem[] | null => {
  const menu = readJson<unknown>(KEYS.menuData);
  return Array.isArray(menu) ? (menu as MenuItem[]) : null;
};
export const getAbilityRules = (): AbilityRule[] | null => {
  const rules = readJson<unknown>(KEYS.abilityRules);
  return Array.isArray(rules) ? (rules as AbilityRule[]) : null;
};
export const getPermissions = (): PermissionData | null => decryptPermissions(localStorage.getItem(KEYS.permissions));

export function startSession(token: string, user: UserData, rules: AbilityRule[]): void {
  setToken(token);
  localStorage.setItem(KEYS.userData, JSON.stringify(user));
  localStorage.setItem(KEYS.abilityRules, JSON.stringify(rules));
  localStorage.setItem(KEYS.appVersion, APP_VERSION);
  localStorage.removeItem(KEYS.isLogout);
}

export const savePermissions = (data: PermissionData): void => localStorage.setItem(KEYS.permissions, encryptPermissions(data));
export const saveMenuData = (menu: unknown): void => localStorage.setItem(KEYS.menuData, JSON.stringify(menu));

/** Clears every stored piece of the session (cookie, user, menu, permissions, rules). */
export function clearSession(markLogout = false): void {
  setToken(null);
  for (const key of [KEYS.userData, KEYS.menuData, KEYS.abilityRules, KEYS.permissions]) localStorage.removeItem(key);
  if (markLogout) localStorage.setItem(KEYS.isLogout, 'true');
}

export type SessionState = 'valid' | 'missing' | 'expired' | 'outdated';

/** The navigation guard's view of the session (spec section 4). */
export function sessionState(now: number = Date.now()): SessionState {
  const version = localStorage.getItem(KEYS.appVersion);
  if (version !== null && version !== APP_VERSION) return 'outdated';
  const token = getToken();
  if (!token || !getUser()) return 'missing';
  const payload = decodeToken(token);
  if (!payload || isExpired(payload, now)) return 'expired';
  return 'valid';
}
