/**
 * Everything a signed-in session keeps in the browser (../shared/spec/staff-app-spec.md §3, §9): the token cookie and
 * the localStorage keys. One module so that login, logout and the guards agree on the keys.
 */
import {
  buildAbility,
  filterMenu,
  decryptPermissions,
  encryptPermissions,
  type AbilityRule,
  type AccessContext,
  type MenuItem,
  type PermissionData,
  type UserData,
} from '../access';
import type { MenuGate } from '../schema/meta/meta';
import { APP_VERSION } from '../config';
import { KEYS, readJson, TOKEN_COOKIE } from './session-state';

export const COOKIE_DAYS = 30;
export { getToken, KEYS, sessionState, TOKEN_COOKIE, type SessionState } from './session-state';

function setToken(token: string | null): void {
  const expires = token ? new Date(Date.now() + COOKIE_DAYS * 86_400_000).toUTCString() : 'Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = `${TOKEN_COOKIE}=${token ? encodeURIComponent(token) : ''}; expires=${expires}; path=/; SameSite=Lax`;
}

const readUser = (): UserData | null => readJson<UserData>(KEYS.userData);
const readMenu = (): MenuItem[] | null => {
  const menu = readJson<unknown>(KEYS.menuData);
  return Array.isArray(menu) ? (menu as MenuItem[]) : null;
};
const readAbilityRules = (): AbilityRule[] | null => {
  const rules = readJson<unknown>(KEYS.abilityRules);
  return Array.isArray(rules) ? (rules as AbilityRule[]) : null;
};

/**
 * The signed-in session in memory: the decoded user, permissions, menu (filtered as ../shared/spec/staff-app-spec.md §5
 * says) and CASL ability, built once from storage (sign-in, a reload, another tab's change) and
 * replaced on every change, so a can() call is a lookup rather than a decryption and a rebuild.
 * Encrypted local storage serves only reloads. React reads it through useSyncExternalStore.
 */
export interface SessionSnapshot {
  user: UserData | null;
  rawMenu: MenuItem[] | null;
  access: AccessContext;
}

let snapshot: SessionSnapshot | null = null;
const listeners = new Set<() => void>();

function build(): SessionSnapshot {
  const user = readUser();
  const perms = decryptPermissions(localStorage.getItem(KEYS.permissions));
  const rawMenu = readMenu();
  return {
    user,
    rawMenu,
    access: {
      user,
      perms,
      menu: filterMenu(rawMenu, user, perms, menuGates()),
      ability: buildAbility(readAbilityRules()),
    },
  };
}

/**
 * The menu gates of the registry in use (the manifest's, schemas/_screens.json), read when a snapshot is built;
 * registry.ts says where from, so this module (and what imports it) stays free of the bundled registry.
 */
let menuGates: () => readonly MenuGate[] = () => [];
export function readMenuGatesFrom(gates: () => readonly MenuGate[]): void {
  menuGates = gates;
  changed();
}

/** The current snapshot; the same object until the session changes. */
export function sessionSnapshot(): SessionSnapshot {
  snapshot ??= build();
  return snapshot;
}

/** Drops the snapshot (it is rebuilt on the next read) and tells the subscribers. */
function changed(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

/** useSyncExternalStore's subscribe; another tab's sign-in, sign-out or refresh changes this one too. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key === null || (Object.values(KEYS) as string[]).includes(e.key)) changed();
  });

export const getUser = (): UserData | null => sessionSnapshot().user;
export const getMenuData = (): MenuItem[] | null => sessionSnapshot().rawMenu;
export const getPermissions = (): PermissionData | null => sessionSnapshot().access.perms;
/** The signed-in user's access context: what every can() decides over. */
export const getAccess = (): AccessContext => sessionSnapshot().access;

/** Whether the user signed out in this page since it loaded (a page load forgets it: a deep link keeps its `to`). */
let signedOutHere = false;
export const signedOutInThisPage = (): boolean => signedOutHere;

export function startSession(token: string, user: UserData, rules: AbilityRule[]): void {
  signedOutHere = false;
  setToken(token);
  localStorage.setItem(KEYS.userData, JSON.stringify(user));
  localStorage.setItem(KEYS.abilityRules, JSON.stringify(rules));
  localStorage.setItem(KEYS.appVersion, APP_VERSION);
  localStorage.removeItem(KEYS.isLogout);
  changed();
}

/** The signed-in user as the server answers it now (after a password change: `mustChangePassword` false); same token. */
export function updateUser(user: UserData): void {
  localStorage.setItem(KEYS.userData, JSON.stringify(user));
  changed();
}

export function savePermissions(data: PermissionData): void {
  // No special permission (a guest): nothing to cache. Stored, it would read back as "empty" and warn (../shared/spec/staff-app-spec.md §5, §8).
  const empty = data === null || typeof data !== 'object' || Object.keys(data).length === 0;
  if (empty) localStorage.removeItem(KEYS.permissions);
  else localStorage.setItem(KEYS.permissions, encryptPermissions(data));
  changed();
}
export function saveMenuData(menu: unknown): void {
  localStorage.setItem(KEYS.menuData, JSON.stringify(menu));
  changed();
}

/** Clears every stored piece of the session (cookie, user, menu, permissions, rules). */
export function clearSession(markLogout = false): void {
  setToken(null);
  for (const key of [KEYS.userData, KEYS.menuData, KEYS.abilityRules, KEYS.permissions]) localStorage.removeItem(key);
  if (markLogout) localStorage.setItem(KEYS.isLogout, 'true');
  signedOutHere ||= markLogout;
  changed();
}
