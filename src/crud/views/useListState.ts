/**
 * A list's settings as one value (filters, search, sort, columns, page size) over Refine's table
 * state, which syncs itself into the URL: applying a view sets the table's filters, sorters and page
 * size (so the URL follows), and the columns, which only this hook holds. The last used settings are
 * remembered per user and resource in this browser (api.ts), and a list reopened by a bare URL while
 * it is on screen (its menu entry clicked) opens as a fresh visit would.
 */
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { ALL_ROWS, type ListViewSettings } from '../../access/list-views';
import { SEARCH_FIELD, type ListFilter, type ListSorter } from '../../schema/lists/filters';
import type { ResourceSchema } from '../../schema/meta/meta';
import { writeLastUsed } from './api';
import { isBareQuery, type ListViews } from './useListViews';

export interface TableControls {
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior: 'replace') => void;
  sorters: CrudSort[];
  setSorters: (sorters: CrudSort[]) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  setCurrentPage: (page: number) => void;
  showAll: boolean;
  setShowAll: (all: boolean) => void;
}

/** The list's filters as a view stores them: field filters only (the search is its own part). */
export const listFilters = (filters: readonly CrudFilter[]): ListFilter[] =>
  filters.flatMap((f) =>
    'field' in f && f.field !== SEARCH_FIELD ? [{ field: f.field, operator: f.operator, value: f.value } as ListFilter] : [],
  );

export const searchOf = (filters: readonly CrudFilter[]): string =>
  String(filters.find((f) => 'field' in f && f.field === SEARCH_FIELD)?.value ?? '');

/** A view's filters and search as the table's filters (the search first, as the toolbar writes it). */
export const crudFilters = (s: Pick<ListViewSettings, 'filters' | 'search'>): CrudFilter[] => [
  ...(s.search.trim() ? [{ field: SEARCH_FIELD, operator: 'eq' as const, value: s.search.trim() }] : []),
  ...s.filters,
];

export interface ListState {
  current: ListViewSettings;
  columns: string[];
  setColumns: (columns: string[]) => void;
  activeViewId: number | null;
  setActiveViewId: (id: number | null) => void;
  apply: (settings: ListViewSettings, viewId: number | null) => void;
}

export function useListState(schema: ResourceSchema, views: ListViews, table: TableControls): ListState {
  const [columns, setColumns] = useState(views.opening.columns);
  const [activeViewId, setActiveViewId] = useState(views.opening.viewId);

  const current = useMemo<ListViewSettings>(
    () => ({
      filters: listFilters(table.filters),
      search: searchOf(table.filters),
      sorters: table.sorters.map((s): ListSorter => ({ field: s.field, order: s.order })),
      columns,
      pageSize: table.showAll ? ALL_ROWS : table.pageSize,
    }),
    [table.filters, table.sorters, table.showAll, table.pageSize, columns],
  );

  const apply = (s: ListViewSettings, viewId: number | null) => {
    table.setFilters(crudFilters(s), 'replace');
    table.setSorters(s.sorters);
    if (s.pageSize === ALL_ROWS) table.setShowAll(true);
    else {
      table.setShowAll(false);
      table.setPageSize(s.pageSize);
    }
    table.setCurrentPage(1);
    setColumns(s.columns);
    setActiveViewId(viewId);
  };

  useEffect(() => {
    writeLastUsed(views.username, schema.name, { settings: current, viewId: activeViewId });
  }, [views.username, schema.name, current, activeViewId]);

  // A push to the bare list URL while the list is on screen (its menu entry): open as a fresh visit.
  // Refine's own URL sync replaces the entry, so it is not mistaken for one.
  const location = useLocation();
  const navigation = useNavigationType();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigation === 'PUSH' && isBareQuery(location.search)) {
      const open = views.openWith();
      apply(open.settings, open.viewId);
    }
  }

  return { current, columns, setColumns, activeViewId, setActiveViewId, apply };
}
