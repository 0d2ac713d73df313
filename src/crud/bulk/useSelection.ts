/**
 * The list's row selection: chosen rows (kept across pages, with their records, so the actions they
 * allow can be worked out), or "every row matching the filters" across pages. A change of the filters
 * or the search empties it: rows chosen under other filters are not on screen any more.
 */
import type { BaseRecord } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useState } from 'react';

export type Selection = { kind: 'rows'; rows: ReadonlyMap<string, BaseRecord> } | { kind: 'matching' };

const NONE: Selection = { kind: 'rows', rows: new Map() };
const keyOf = (r: BaseRecord) => String(r.id);

export interface SelectionState {
  selection: Selection;
  /** How many rows the selection holds (all matching: the list's total). */
  count: number;
  allOnPage: boolean;
  selectMatching: () => void;
  clear: () => void;
  rowSelection: NonNullable<TableProps<BaseRecord>['rowSelection']>;
}

export function useSelection(
  pageRows: readonly BaseRecord[],
  total: number,
  filtersKey: string,
  rowLabel: (r: BaseRecord) => string,
): SelectionState {
  const [selection, setSelection] = useState<Selection>(NONE);
  const [seenFilters, setSeenFilters] = useState(filtersKey);
  if (seenFilters !== filtersKey) {
    setSeenFilters(filtersKey);
    setSelection(NONE);
  }

  const pageKeys = pageRows.map(keyOf);
  const selectedKeys = selection.kind === 'matching' ? pageKeys : [...selection.rows.keys()];
  const chosen = new Set(selectedKeys);
  const allOnPage = pageKeys.length > 0 && pageKeys.every((k) => chosen.has(k));

  return {
    selection,
    count: selection.kind === 'matching' ? total : selection.rows.size,
    allOnPage,
    selectMatching: () => setSelection({ kind: 'matching' }),
    clear: () => setSelection(NONE),
    rowSelection: {
      selectedRowKeys: selectedKeys,
      preserveSelectedRowKeys: true,
      columnWidth: 40,
      fixed: 'left',
      // Any change by hand leaves "all matching" for the rows now ticked.
      onChange: (keys, records) => {
        const before = selection.kind === 'rows' ? selection.rows : new Map(pageRows.map((r) => [keyOf(r), r]));
        const byKey = new Map(records.filter(Boolean).map((r) => [keyOf(r), r]));
        const rows = new Map<string, BaseRecord>();
        for (const k of keys.map(String)) {
          const record = byKey.get(k) ?? before.get(k);
          if (record) rows.set(k, record);
        }
        setSelection({ kind: 'rows', rows });
      },
      getCheckboxProps: (r) => ({ 'aria-label': rowLabel(r) }) as never,
    },
  };
}
