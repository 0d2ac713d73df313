/**
 * Whether the API can be reached, for the whole app at once. The client (client.ts) reports every call's
 * end: a failure after its retries, or any answer from the server. The first "cannot be reached" turns the
 * state down; however many calls fail after it, the app shows one banner (src/shell/ConnectionNotice.tsx).
 * While down, one read that failed is tried again after 2 s, 4 s, 8 s... at most every 30 s (probeDelay),
 * at once when the browser says it is back online, and when the user presses Retry. The first answer
 * turns the state up and runs the recovery listeners (the banner refetches the queries that failed; the
 * session refreshes its menu and permissions).
 *
 * It also keeps the last failures by message: Refine hands the notification provider only an error's
 * message, and the provider finds here what failed (recentFailure) to say it in plain words.
 */
import { describeFailure, type Failure } from './errors';
import { probeDelay } from './retry';

export interface ConnectionState {
  down: boolean;
  /** The latest failure that found no server (its details are shown behind Details). */
  failure: Failure | null;
  /** A check is under way. */
  checking: boolean;
  /** When the next automatic check runs (epoch ms), or null. */
  nextCheckAt: number | null;
}

const UP: ConnectionState = { down: false, failure: null, checking: false, nextCheckAt: null };
let state: ConnectionState = UP;
const listeners = new Set<() => void>();
const recoveryListeners = new Set<() => void>();
let onceRecovered: (() => void)[] = [];
/** The read to try again while down: the last one that failed. */
let probeUrl: string | null = null;
let checksMade = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
/** Sends one quiet read (client.ts sets it; a module of its own would import the client in a cycle). */
let prober: ((url: string) => Promise<unknown>) | null = null;

const set = (next: ConnectionState) => {
  state = next;
  for (const listener of listeners) listener();
};

export const connectionState = (): ConnectionState => state;

/** useSyncExternalStore's subscribe. */
export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called on every recovery (until unsubscribed). */
export function onRecovered(listener: () => void): () => void {
  recoveryListeners.add(listener);
  return () => recoveryListeners.delete(listener);
}

/** Runs `callback` once, at the next recovery. */
export function whenReachable(callback: () => void): void {
  onceRecovered.push(callback);
}

export function setProber(send: ((url: string) => Promise<unknown>) | null): void {
  prober = send;
}

function stopTimer(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

function schedule(): void {
  stopTimer();
  if (!prober || !probeUrl) {
    set({ ...state, checking: false, nextCheckAt: null });
    return;
  }
  const ms = probeDelay(checksMade);
  timer = setTimeout(() => void checkNow(), ms);
  // A check never keeps a Node process (unit tests) alive.
  (timer as { unref?: () => void }).unref?.();
  set({ ...state, checking: false, nextCheckAt: Date.now() + ms });
}

/** The last failures, newest last, by their message (what Refine passes the notification provider). */
const RECENT_MAX = 30;
const RECENT_MS = 30_000;
const recent: { message: string; failure: Failure; at: number }[] = [];

/** The failure whose error carried `message`, when it failed lately. */
export function recentFailure(message: string, now = Date.now()): Failure | undefined {
  for (let i = recent.length - 1; i >= 0; i--) {
    const entry = recent[i]!;
    if (now - entry.at > RECENT_MS) break;
    if (entry.message === message) return entry.failure;
  }
  return undefined;
}

/**
 * A call failed for good (after its retries). `readUrl`: the call was a read that may be sent again to
 * check whether the server is back.
 */
export function reportFailure(error: unknown, readUrl?: string): Failure {
  const failure = describeFailure(error);
  if (error instanceof Error) {
    recent.push({ message: error.message, failure, at: Date.now() });
    if (recent.length > RECENT_MAX) recent.shift();
  }
  if (failure.kind !== 'offline') return failure;
  if (readUrl) probeUrl = readUrl;
  if (!state.down) {
    checksMade = 0;
    state = { ...state, down: true, failure };
    schedule();
  } else if (!state.checking) set({ ...state, failure });
  return failure;
}

/** The server answered a call (any answer): it can be reached again. */
export function reportReachable(): void {
  if (!state.down) return;
  stopTimer();
  checksMade = 0;
  probeUrl = null;
  set(UP);
  for (const callback of onceRecovered.splice(0)) callback();
  for (const listener of [...recoveryListeners]) listener();
}

/**
 * Checks now whether the server is back (Retry, the browser coming online, the timer). With no read to
 * send (only a save failed), the app takes the server for back and lets the failed reads try again.
 */
export async function checkNow(): Promise<void> {
  if (!state.down || state.checking) return;
  stopTimer();
  if (!prober || !probeUrl) {
    reportReachable();
    return;
  }
  set({ ...state, checking: true, nextCheckAt: null });
  try {
    await prober(probeUrl);
  } catch {
    // Still down (reportFailure kept the state), or an answer that is an error: reportReachable ran.
  }
  if (state.down) {
    checksMade += 1;
    schedule();
  }
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void checkNow());

/** For tests: back to a fresh state. */
export function resetConnection(): void {
  stopTimer();
  state = UP;
  checksMade = 0;
  probeUrl = null;
  onceRecovered = [];
  recent.length = 0;
  recoveryListeners.clear();
  for (const listener of listeners) listener();
}
