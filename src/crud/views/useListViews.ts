/**
 * The signed-in user's saved views of one list, loaded before the list's first query, and what the
 * list opens with: when its URL carries no list query, the default view, else the last used settings
 * (this browser), else the schema's; when the URL carries one, the URL's filters, sort and page with
 * the last used columns (columns are not part of the URL).
 */
import { useCallback, useEffect, useState } from 'react';
import { sanitizeSettings, type ListViewSettings, type SavedListView } from '../../access/list-views';
import { getUser } from '../../providers/session';
import type { ResourceSchema } from '../../schema/meta/meta';
import { failure, fetchViews, readLastUsed, takeViews } from './api';

/** Keys Refine's syncWithLocation writes for a table (qs-encoded: `sorters[0][field]=...`). */
const TABLE_KEYS = /^(currentPage|current|pageSize|sorters|filters)(\[|$)/;

/** Whether a location's query says nothing about the list (opened from the menu, a bookmark of the bare page). */
export const isBareQuery = (search: string): boolean => ![...new URLSearchParams(search).keys()].some((k) => TABLE_KEYS.test(k));

export interface Opening {
  /** Applied to the table when the URL is bare; null when the URL decides. */
  settings: ListViewSettings | null;
  columns: string[];
  viewId: number | null;
}

export interface ListViews {
  username: string | undefined;
  /** The views have come (or failed to). */
  loaded: boolean;
  /** The list knows what it opens with and may run its first query. */
  ready: boolean;
  error: string | null;
  views: SavedListView[];
  opening: Opening;
  reload: () => Promise<SavedListView[]>;
  /** What a bare URL opens with now (the menu entry clicked while on the list). */
  openWith: () => { settings: ListViewSettings; viewId: number | null };
}

export function useListViews(schema: ResourceSchema): ListViews {
  const username = getUser()?.username;
  const [bare] = useState(() => isBareQuery(window.location.search));
  // Usually asked for, often answered, while the page's code loaded (prefetchViews); a bare URL's list waits for it.
  const [first] = useState(() => {
    const { pending, views } = takeViews(schema.name); // a copy: the shared entry changes when its answer comes
    return { pending, views };
  });
  const [state, setState] = useState<{ loaded: boolean; error: string | null; views: SavedListView[] }>(() => ({
    loaded: first.views !== undefined,
    error: null,
    views: first.views ?? [],
  }));
  const reload = useCallback(
    async (pending?: Promise<SavedListView[]>) => {
      try {
        const views = await (pending ?? fetchViews(schema.name));
        setState({ loaded: true, error: null, views });
        return views;
      } catch (e) {
        setState((s) => ({ loaded: true, error: failure(e).message, views: s.views }));
        return [];
      }
    },
    [schema.name],
  );

  useEffect(() => {
    if (first.views === undefined) void reload(first.pending);
  }, [reload, first]);

  const openWith = useCallback(() => {
    const byDefault = state.views.find((v) => v.isDefault);
    if (byDefault) return { settings: sanitizeSettings(schema, byDefault), viewId: byDefault.id };
    const last = readLastUsed(username, schema.name);
    const stillThere = last?.viewId != null && state.views.some((v) => v.id === last.viewId);
    return { settings: sanitizeSettings(schema, last?.settings), viewId: stillThere ? last!.viewId : null };
  }, [schema, state.views, username]);

  // A URL with a list query decides at once (columns from the last used settings); a bare one waits for the default view.
  const [opening, setOpening] = useState<Opening | null>(() =>
    bare
      ? null
      : {
          settings: null,
          columns: sanitizeSettings(schema, readLastUsed(username, schema.name)?.settings).columns,
          viewId: null,
        },
  );
  if (state.loaded && opening === null) {
    const open = openWith();
    setOpening({ settings: open.settings, columns: open.settings.columns, viewId: open.viewId });
  }

  return {
    username,
    ...state,
    ready: opening !== null,
    opening: opening ?? { settings: null, columns: [], viewId: null },
    reload,
    openWith,
  };
}
