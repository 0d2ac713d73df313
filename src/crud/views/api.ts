/**
 * The saved views' server calls (mock-server/trail/views.ts) and the last used settings of each list, kept
 * in this browser's localStorage per user and resource (they are a convenience, not data: a saved view
 * is what follows the user to another browser).
 */
import { apiGet, apiUrl, request } from '../../api/client';
import { type ListViewInput, type ListViewSettings, type SavedListView } from '../../access/list-views';
import { APP_TITLE } from '../../config';

export const fetchViews = (resource: string): Promise<SavedListView[]> => apiGet('listViews', {}, { resource });

/** Views asked for while the list page's code still loads (src/crud/index.ts), taken once by the page. */
export interface EarlyViews {
  pending: Promise<SavedListView[]>;
  /** Set once the answer is in, so a page that comes later starts with it. */
  views?: SavedListView[];
}
const early = new Map<string, EarlyViews & { at: number }>();
/** An answer older than this is not taken (the page that asked for it never came). */
const EARLY_MS = 10_000;

export function prefetchViews(resource: string): void {
  const entry: EarlyViews & { at: number } = { at: Date.now(), pending: fetchViews(resource) };
  entry.pending.then(
    (views) => (entry.views = views),
    () => undefined, // the page that takes it handles a failure
  );
  early.set(resource, entry);
}

/** The prefetched request when there is a fresh one (used once), else a new one. */
export function takeViews(resource: string): EarlyViews {
  const found = early.get(resource);
  early.delete(resource);
  return found && Date.now() - found.at < EARLY_MS ? found : { pending: fetchViews(resource) };
}

export const createView = (input: ListViewInput): Promise<SavedListView> =>
  request<SavedListView>(apiUrl('listViews'), { method: 'POST', body: input });

export const updateView = (id: number, change: Partial<ListViewInput>): Promise<SavedListView> =>
  request<SavedListView>(apiUrl('listView', { id }), { method: 'PUT', body: change });

export const deleteView = (id: number): Promise<unknown> => request(apiUrl('listView', { id }), { method: 'DELETE' });

/** The server's message (and field errors) of a failed call, whatever shape the http layer gives it. */
export function failure(error: unknown): { message: string; errors: Record<string, string> } {
  const e = error as {
    data?: { message?: unknown; errors?: unknown };
    response?: { data?: { message?: unknown; errors?: unknown } };
  };
  const body = e?.data ?? e?.response?.data;
  const message = typeof body?.message === 'string' ? body.message : error instanceof Error ? error.message : String(error);
  const errors = body?.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {};
  return { message, errors };
}

export interface LastUsed {
  settings: ListViewSettings;
  viewId: number | null;
}

const lastUsedKey = (username: string, resource: string) => `${APP_TITLE}-list:${username}:${resource}`;

export function readLastUsed(username: string | undefined, resource: string): LastUsed | null {
  if (!username) return null;
  try {
    const raw = localStorage.getItem(lastUsedKey(username, resource));
    const parsed = raw ? (JSON.parse(raw) as LastUsed) : null;
    return parsed && typeof parsed === 'object' && parsed.settings && Array.isArray(parsed.settings.columns) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLastUsed(username: string | undefined, resource: string, value: LastUsed): void {
  if (!username) return;
  try {
    localStorage.setItem(lastUsedKey(username, resource), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the list works without remembering.
  }
}
