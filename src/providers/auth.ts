/** Refine auth provider: login, logout and the navigation guard of ../shared/spec/staff-app-spec.md §4, §6. */
import type { AuthProvider } from '@refinedev/core';
import type { AbilityRule, PermissionData, UserData } from '../access';
import { homeRoute } from '../access';
import { whenReachable } from '../http/connection';
import { describeFailure, errorText, HttpStatusError, MESSAGES, refusedOtherSession, unwrapData } from '../http/errors';
import { announce } from './broadcast';
import { applyRegistry, fetchRegistry } from './liveRegistry';
import { getRegistry, loadRegistry } from './registry';
import { toast } from './notification';
import {
  clearSession,
  getToken,
  getUser,
  saveMenuData,
  savePermissions,
  sessionState,
  startSession,
  updateUser,
} from './session';
import { endReason, endSessionOnServer, needsPasswordChange, reasonOf, sessionEndText, type EndReason } from './session-end';
import { apiUrl, request } from '../api/client';

/**
 * Where the root sends a user (../shared/spec/staff-app-spec.md §6): their role's home in the screens manifest
 * (schemas/_screens.json: the Guest to the job application, everyone else to announcements); a manifest naming
 * no home leaves a signed-in user on the not-authorized page rather than in a loop back to the root.
 */
export const homePath = (user: UserData | null): string =>
  !user ? '/login' : user.mustChangePassword ? PASSWORD_PATH : (homeRoute(getRegistry(), user) ?? '/not-authorized');

/**
 * The blank page where a user who signed in with a one-time code chooses their password (issue 38): until then every
 * other route leads there, and no menu, permission or registry is asked for (the server refuses them, 403).
 */
export const PASSWORD_PATH = '/password';

const currentTarget = (): string => `${window.location.pathname}${window.location.search}`;
/** The login page keeping where the user was going (or the `to` it already carries). */
const loginWithTarget = (): string => {
  const target = currentTarget();
  if (target.startsWith('/login')) return target;
  return target === '/' ? '/login' : `/login?to=${encodeURIComponent(target)}`;
};

/**
 * A failure of the menu or permission load: logged (../shared/spec/staff-app-spec.md §8), quietly when the banner already
 * says the server is away, or when the server ended the session (401: the page's own call signs the user out and says
 * why, issue 38).
 */
function logLoadFailure(what: string, error: unknown): boolean {
  const kind = describeFailure(error).kind;
  const offline = kind === 'offline';
  if (offline || kind === 'unauthorized') console.info(what, errorText(error));
  else console.error(what, error);
  return offline;
}

async function loadAccessData(user: UserData): Promise<void> {
  // The bundle's registry comes with them when it is not in yet (the login page does without it: registry.ts).
  const [perms, menu, registry, bundled] = await Promise.allSettled([
    request(apiUrl('permissions', {}, { t: 'json' })),
    request(apiUrl('menuOf', { roleId: user.roleId })),
    fetchRegistry(),
    loadRegistry(),
  ]);
  let offline = false;
  try {
    if (perms.status === 'rejected') throw perms.reason;
    savePermissions(unwrapData<PermissionData>(perms.value));
  } catch (error) {
    offline = logLoadFailure('Permission load failed', error) || offline;
  }
  try {
    if (menu.status === 'rejected') throw menu.reason;
    saveMenuData(unwrapData<unknown>(menu.value));
  } catch (error) {
    offline = logLoadFailure(MESSAGES.menuFallback, error) || offline;
  }
  // The live registry (issue 13) goes in use with the menu it needs, so a new resource's route and entry come together;
  // without it the registry in use stays (the bundle's at first).
  if (bundled.status === 'rejected') console.error('Schema registry load failed', bundled.reason);
  if (registry.status === 'fulfilled') await applyRegistry(registry.value).catch(() => undefined);
  else offline = logLoadFailure('Registry load failed', registry.reason) || offline;
  // Not asked again and again: once, when the server is back (the cached menu and permissions serve meanwhile).
  if (offline && !waitingForServer) {
    waitingForServer = true;
    whenReachable(() => {
      waitingForServer = false;
      const current = getUser();
      if (current) void refreshAccessData(current);
    });
  }
}

let refreshing: { who: string; done: Promise<void> } | null = null;
/** Whose menu, permissions and registry were last loaded, and when (a page load's refresh skips a sign-in's). */
let loaded: { who: string; at: number } | null = null;
const FRESH_MS = 10_000;
/** When a refused call last signed the user out, and why (onError below). */
let lastSignedOut: { at: number; reason: EndReason | null } | null = null;
let waitingForServer = false;

/**
 * Menu and permissions are loaded per user after login and cached; a failure is only logged (../shared/spec/staff-app-spec.md §8).
 * One load at a time: a second call while one runs (sign-in and the app's first mount, React's development
 * double effects) waits for it instead of sending the same requests again. With `ifStale` (the app's first mount),
 * a load for the same user finished within the last seconds (the sign-in's, just before) is not repeated.
 */
export function refreshAccessData(user: UserData, { ifStale = false } = {}): Promise<void> {
  if (user.mustChangePassword) return Promise.resolve();
  const who = `${user.empCode}:${user.roleId}`;
  if (refreshing?.who === who) return refreshing.done;
  if (ifStale && loaded?.who === who && Date.now() - loaded.at < FRESH_MS) return Promise.resolve();
  const done = loadAccessData(user).finally(() => {
    if (refreshing?.done === done) refreshing = null;
  });
  void done.then(() => (loaded = { who, at: Date.now() }));
  refreshing = { who, done };
  return done;
}

/**
 * The menu and permissions `user`'s screens are decided over: at once when this page has loaded them, else the load
 * in flight, else a load started now. The route guard waits on it when a signed-in session has no menu stored yet
 * (storage cleared, a session started without the login page), instead of refusing a screen the menu allows.
 */
export function accessDataLoaded(user: UserData): Promise<void> {
  const who = `${user.empCode}:${user.roleId}`;
  if (refreshing?.who === who) return refreshing.done;
  if (loaded?.who === who) return Promise.resolve();
  return refreshAccessData(user);
}

interface LoginAnswer {
  accessToken: string;
  userData: UserData;
  userAbilityRules: AbilityRule[];
}

export const authProvider: AuthProvider = {
  // After success Refine goes to the `to` query parameter when there is one, else to redirectTo.
  login: async ({ username, password }: { username: string; password: string }) => {
    // The screens' registry loads while the password is checked (the login page itself does without it).
    loadRegistry().catch(() => undefined);
    try {
      const answer = unwrapData<LoginAnswer>(await request(apiUrl('login'), { method: 'POST', body: { username, password } }));
      startSession(answer.accessToken, answer.userData, answer.userAbilityRules);
      // Signed in with a one-time code: a new password first (refreshAccessData loads nothing until then).
      await refreshAccessData(answer.userData);
      announce({ type: 'login' });
      return { success: true, redirectTo: homePath(answer.userData) };
    } catch (error) {
      const invalid = error instanceof HttpStatusError && (error.status === 401 || error.status === 400);
      // No `error` key: the login page shows the reason inline, so Refine need not toast it as well.
      if (error instanceof HttpStatusError && error.status === 429) {
        const seconds = Number((error.data as { retryAfter?: unknown } | null)?.retryAfter);
        return { success: false, reason: 'throttled', minutes: Number.isFinite(seconds) ? Math.ceil(seconds / 60) : 15 };
      }
      // A disabled account (or a leaver's), after a correct password: said inline, as a wrong password is.
      if (error instanceof HttpStatusError && error.status === 403 && reasonOf(error) === 'disabled')
        return { success: false, reason: 'disabled' };
      return { success: false, reason: invalid ? 'invalid' : 'server' };
    }
  },
  // Refine calls it with the `redirectPath` onError chose when the server refused the session; the user's own sign-out
  // (the user menu) comes without one: only that one is a sign-out on purpose, which forgets the page left.
  logout: async (params?: { redirectPath?: string }) => {
    // The server ends the session too (best effort: offline or refused, the user is signed out here all the same).
    await endSessionOnServer();
    clearSession(params?.redirectPath === undefined);
    announce({ type: 'logout' });
    return { success: true, redirectTo: '/login' };
  },
  check: async () => {
    const state = sessionState();
    // Signed in with a one-time code: every guarded route leads to choosing a password (the guard adds `to`).
    if (state === 'valid' && getUser()?.mustChangePassword) return { authenticated: false, redirectTo: PASSWORD_PATH };
    if (state === 'valid') return { authenticated: true };
    const hadSession = getUser() !== null;
    clearSession();
    if (state === 'outdated') {
      localStorage.removeItem('app_version');
      toast('info', MESSAGES.newVersion);
      return { authenticated: false, logout: true, redirectTo: '/' };
    }
    if (hadSession) toast('warning', MESSAGES.tokenExpired);
    return {
      authenticated: false,
      logout: true,
      // <Authenticated> appends the current path as `to`.
      redirectTo: '/login',
      error: { name: 'Session', message: MESSAGES.tokenExpired },
    };
  },
  onError: async (error: unknown) => {
    const status = error instanceof HttpStatusError ? error.status : (error as { statusCode?: number } | null)?.statusCode;
    // A refusal of a session already left (a call sent before a sign-out or while signed out, handled after the next
    // sign-in) ends nothing now: it would sign the new session out.
    if (refusedOtherSession(error, getToken())) return {};
    if (status === 401) {
      // After a sign-out the page still showing may ask once more: no "expired" toast for a session already gone.
      const hadSession = getUser() !== null;
      clearSession();
      // The server says why when it ended the session (signed out elsewhere, expired, the account disabled). Calls
      // refused together may give different reasons (the first "disabled", the next "session ended"): whichever comes
      // first is said, and "disabled" as well when it comes a moment later, since it is what the user must know.
      const reason = endReason(error);
      const now = Date.now();
      const justEnded = lastSignedOut !== null && now - lastSignedOut.at < 10_000;
      if (hadSession || (justEnded && reason === 'disabled' && lastSignedOut?.reason !== 'disabled'))
        toast('warning', sessionEndText(reason));
      if (hadSession || reason === 'disabled') lastSignedOut = { at: now, reason };
      return { logout: true, redirectTo: loginWithTarget() };
    }
    // The server asks for a new password first (an Admin's reset this session did not know of).
    if (needsPasswordChange(error)) {
      const user = getUser();
      if (user && !user.mustChangePassword) updateUser({ ...user, mustChangePassword: true });
      return { redirectTo: PASSWORD_PATH };
    }
    return {};
  },
  getIdentity: async () => {
    const user = getUser();
    return user ? { ...user, name: user.fullName } : null;
  },
  getPermissions: async () => getUser()?.role ?? null,
};
