/**
 * Sessions the server knows (issue 38): each sign-in stores a row in `sessions` (the account, the device's user
 * agent, the address, when it began and was last used, when and why it ended) and its id goes in the token. The
 * rows live in the store, so every API process, on the journal or on PostgreSQL, honours an ended session at
 * once. Whether one still serves is src/access/accounts.ts `sessionEnd` (idle and maximum limits).
 *
 * A read (GET) takes no turn to write, so what a request learns about its session (used again, or refused
 * because its account was disabled) is queued here and written by app.ts after the answer, in a turn of its own;
 * a session's last use is written at most once a minute.
 */
import type { IncomingMessage } from 'node:http';
import { DEFAULT_SESSION_LIMITS, sessionEnd, type SessionEnd, type SessionLimits } from '../../src/access';
import { accountEntry, writeAudit } from '../trail/audit';
import { HttpError } from '../http/http';
import type { Row, Store } from '../store/store';

export const SESSIONS = 'sessions';
/** How stale a session's `lastUsedAt` may be before a request writes it again. */
export const TOUCH_SECONDS = 60;

/** The environment variable of each limit (read when the server starts). */
export const SESSION_LIMIT_ENV: Record<keyof SessionLimits, string> = {
  idleSeconds: 'SESSION_IDLE_SECONDS',
  maxSeconds: 'SESSION_MAX_SECONDS',
};

/** The limits set in the environment, each a whole number of seconds, 1 or more; a bad value stops the start with its name. */
export function sessionLimitsFromEnv(env: Record<string, string | undefined> = process.env): SessionLimits {
  const out = { ...DEFAULT_SESSION_LIMITS };
  for (const [key, name] of Object.entries(SESSION_LIMIT_ENV) as [keyof SessionLimits, string][]) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1)
      throw new Error(`${name} must be a whole number of seconds, 1 or more, got "${raw}"`);
    out[key] = Number(raw);
  }
  return out;
}

const END_MESSAGE: Record<SessionEnd, string> = {
  ended: 'Your session has ended: sign in again',
  idle: 'Your session has expired, please sign in again',
  expired: 'Your session has expired, please sign in again',
};

/** The public view of a session, for its owner's list. */
export interface SessionView {
  id: number;
  current: boolean;
  userAgent: string;
  address: string;
  createdAt: string;
  lastUsedAt: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function endSession(store: Store, sid: number, reason: string, now: Date): boolean {
  const row = store.get(SESSIONS, sid);
  if (!row || row.endedAt) return false;
  store.replace(SESSIONS, { ...row, endedAt: now.toISOString(), endReason: reason });
  return true;
}

/** Ends every open session of the account but `keep` (the caller commits); how many ended. */
export function endSessionsOf(store: Store, userId: number, reason: string, keep?: number, now = new Date()): number {
  let ended = 0;
  for (const row of store.list(SESSIONS))
    if (row.userId === userId && row.id !== keep && !row.endedAt && endSession(store, row.id, reason, now)) ended++;
  return ended;
}

export class Sessions {
  /** Writes learnt by reads, done after their answers (see the module comment): session id -> what to write. */
  private readonly pending = new Map<number, { touch?: true; end?: string }>();

  constructor(
    private readonly store: Store,
    readonly limits: SessionLimits = DEFAULT_SESSION_LIMITS,
  ) {}

  /** A new session for the account (the caller commits). */
  open(userId: number, req: IncomingMessage | undefined, address: string, now = new Date()): Row {
    this.prune(userId, now);
    const at = now.toISOString();
    const agent = text(req?.headers['user-agent']).slice(0, 300);
    return this.store.insert(SESSIONS, { userId, userAgent: agent, address, createdAt: at, lastUsedAt: at });
  }

  /** The session `sid` of account `userId` while it serves; 401 naming why otherwise. Queues its last use. */
  check(sid: number, userId: number, now = new Date()): Row {
    const row = this.store.get(SESSIONS, sid);
    const end = !row || row.userId !== userId ? 'ended' : sessionEnd(row, this.limits, now);
    if (end || !row) {
      const reason = end === 'ended' ? 'sessionEnded' : 'expired';
      throw new HttpError(401, END_MESSAGE[end ?? 'ended'], { reason });
    }
    const used = Date.parse(text(row.lastUsedAt));
    if (!(now.getTime() - used < TOUCH_SECONDS * 1000)) this.queue(sid, { touch: true });
    return row;
  }

  /** Ends the session after this request's answer (a read cannot write in its turn): its account was refused. */
  endLater(sid: number, reason: string): void {
    this.queue(sid, { end: reason });
  }

  private queue(sid: number, what: { touch?: true; end?: string }): void {
    this.pending.set(sid, { ...this.pending.get(sid), ...what });
  }

  /** Whether writes are queued (app.ts then takes a turn for them). */
  hasPending(): boolean {
    return this.pending.size > 0;
  }

  /** Writes the queued changes, inside a turn; the caller commits. A session ended meanwhile stays ended. */
  flush(now = new Date()): void {
    const at = now.toISOString();
    for (const [sid, what] of this.pending) {
      const row = this.store.get(SESSIONS, sid);
      if (!row || row.endedAt) continue;
      this.store.replace(SESSIONS, { ...row, lastUsedAt: at, ...(what.end ? { endedAt: at, endReason: what.end } : {}) });
      const account = what.end ? this.store.get('users', row.userId as number) : undefined;
      if (account)
        writeAudit(this.store, { ...accountEntry(account, text(row.address)), action: 'sessionRefused', comment: what.end });
    }
    this.pending.clear();
  }

  /** Ends one session now (the caller commits); false when it had already ended. */
  end(sid: number, reason: string, now = new Date()): boolean {
    return endSession(this.store, sid, reason, now);
  }

  /** The account's sessions that still serve, the most recently used first. */
  openOf(userId: number, current: number, now = new Date()): SessionView[] {
    return this.store
      .list(SESSIONS)
      .filter((r) => r.userId === userId && sessionEnd(r, this.limits, now) === null)
      .map((r) => ({
        id: r.id,
        current: r.id === current,
        userAgent: text(r.userAgent),
        address: text(r.address),
        createdAt: text(r.createdAt),
        lastUsedAt: text(r.lastUsedAt),
      }))
      .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || b.id - a.id);
  }

  /** Forgets the account's sessions that no longer serve (at each of its sign-ins, so the table does not grow). */
  private prune(userId: number, now: Date): void {
    for (const row of this.store.list(SESSIONS))
      if (row.userId === userId && sessionEnd(row, this.limits, now) !== null) this.store.remove(SESSIONS, row.id);
  }
}
