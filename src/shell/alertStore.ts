/**
 * The bottom alert's state (../shared/spec/staff-app-spec.md §3, §4, §9): a colour, a message and a visible flag. `showAlert` shows it
 * for 4000 ms; closing (by hand or on time) resets the message to empty and the colour to none. Pure module state
 * with subscribers, read by ./BottomAlert.tsx through useSyncExternalStore; any screen may call showAlert.
 */
export type AlertColour = 'success' | 'error' | 'warning' | 'info';

export interface AlertState {
  colour: AlertColour | 'none';
  msg: string;
  dialog: boolean;
}

export const ALERT_HIDE_MS = 4000;
export const CLOSED_ALERT: AlertState = { colour: 'none', msg: '', dialog: false };

let state: AlertState = CLOSED_ALERT;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: AlertState): void {
  state = next;
  listeners.forEach((l) => l());
}

export const alertState = (): AlertState => state;

export function subscribeAlert(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the alert: message empty, colour none. */
export function closeAlert(): void {
  clearTimeout(timer);
  timer = undefined;
  set(CLOSED_ALERT);
}

/** Shows `msg` in `colour` at the bottom of the screen; it hides itself after 4 s (a new one restarts the clock). */
export function showAlert(colour: AlertColour, msg: string): void {
  clearTimeout(timer);
  set({ colour, msg, dialog: true });
  timer = setTimeout(closeAlert, ALERT_HIDE_MS);
}
