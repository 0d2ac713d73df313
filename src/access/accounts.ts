/**
 * Who may sign in and for how long (issue 38): the account's own switches, the person behind it, and the session.
 * Pure, one module for every place that decides it: the sign-in, the bearer guard of each request (every process
 * decides from the same stored rows) and the tests.
 *
 * - An account may sign in while it is active, not locked, and its person (the record of the people schema, the
 *   employee) meets the people schema's `signInWhile` condition: the statuses it reads are named in the schema.
 * - A session lives while it was not ended, was used within the idle limit and is younger than the maximum.
 * - On their own account nobody changes the switches that decide their access.
 */
import { evaluateBoolean, type Data } from '../schema/expression/expression';

export type AccountRefusal = 'disabled' | 'locked' | 'leaver';

/** Why an account may not sign in now, or null. `person`: its record in the people schema, when it has one. */
export function accountRefusal(
  account: Data,
  person: Data | undefined,
  signInWhile: unknown,
  now: Date = new Date(),
): AccountRefusal | null {
  if (account.active === false) return 'disabled';
  const locked = typeof account.lockedUntil === 'string' ? Date.parse(account.lockedUntil) : NaN;
  if (Number.isFinite(locked) && locked > now.getTime()) return 'locked';
  if (signInWhile !== undefined && person && !evaluateBoolean(signInWhile, person)) return 'leaver';
  return null;
}

/** The English message of a refusal (the login page shows its own words by `reason`). */
export const ACCOUNT_REFUSAL_MESSAGE: Record<AccountRefusal, string> = {
  disabled: 'This account is disabled: ask an administrator',
  leaver: 'This account is disabled: ask an administrator',
  locked: 'This account is locked: ask an administrator',
};

export interface SessionLimits {
  /** An unused session ends after this many seconds (default 8 hours). */
  idleSeconds: number;
  /** Any session ends this many seconds after its sign-in (default 7 days). */
  maxSeconds: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleSeconds: 8 * 3600, maxSeconds: 7 * 86_400 };

export type SessionEnd = 'ended' | 'idle' | 'expired';

/** A stored session: `createdAt`, `lastUsedAt`, `endedAt` (ISO times) are read. */
export type SessionTimes = Readonly<Record<string, unknown>>;

const ms = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) : NaN);

/** Why a stored session no longer serves, or null while it does. */
export function sessionEnd(session: SessionTimes, limits: SessionLimits, now: Date = new Date()): SessionEnd | null {
  if (typeof session.endedAt === 'string' && session.endedAt) return 'ended';
  const created = ms(session.createdAt);
  const used = Math.max(created, ms(session.lastUsedAt) || created);
  if (!Number.isFinite(created) || now.getTime() - created >= limits.maxSeconds * 1000) return 'expired';
  if (now.getTime() - used >= limits.idleSeconds * 1000) return 'idle';
  return null;
}

/** The fields of an account its holder may not change themselves: who they are, their role, their switches. */
export const SELF_LOCKED_ACCOUNT_FIELDS = ['username', 'employeeId', 'role', 'active', 'lockedUntil'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of an account only the server writes (at a sign-in, a code, a password change). */
export const SYSTEM_ACCOUNT_FIELDS = ['lastSignInAt', 'mustChangePassword', 'passwordChangedAt'] as const;

/** The first field of their own account `input` would change, or null (an Admin cannot raise or revive themselves). */
export function selfChangedField(before: Data, input: Data): string | null {
  for (const f of SELF_LOCKED_ACCOUNT_FIELDS) {
    if (!(f in input)) continue;
    // An account stored before the switch existed is active.
    const was = f === 'active' ? (before.active ?? true) : before[f];
    if (!same(input[f] === '' ? null : input[f], was === '' ? null : was)) return f;
  }
  return null;
}
