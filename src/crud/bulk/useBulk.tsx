/**
 * Bulk actions wired for a list page: the row selection for its table, and what goes above the table
 * (the last action's result and the bar of actions). After an action the list and its records reload.
 */
import { useInvalidate, type BaseRecord, type CrudFilter } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { bulkChoices } from '../../access/bulk';
import { accessContext } from '../../providers/access-control';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useLang } from '../useLang';
import { BulkBar } from './BulkBar';
import { BulkResult, type BulkDone } from './BulkResult';
import { useSelection } from './useSelection';

interface Options {
  schema: ResourceSchema;
  rows: readonly BaseRecord[];
  total: number;
  filters: CrudFilter[];
  canExport: boolean;
  exporting: boolean;
  onExport: (ids: ReadonlySet<string> | undefined) => void;
}

export function useBulk({ schema, rows, total, filters, canExport, exporting, onExport }: Options): {
  rowSelection: TableProps<BaseRecord>['rowSelection'];
  area: ReactNode;
} {
  const { t } = useLang();
  const invalidate = useInvalidate();
  const [done, setDone] = useState<BulkDone | null>(null);
  const selection = useSelection(
    rows,
    total,
    JSON.stringify(filters),
    (r) => `${t('lists.selectRow')}: ${String(r[schema.titleField] ?? r.id)}`,
  );
  // Rows are selectable when the user could do something with a selection here.
  const selectable = canExport || bulkChoices(accessContext(), schema, { states: null }).length > 0;
  const area = (
    <>
      {done && <BulkResult schema={schema} done={done} onClose={() => setDone(null)} />}
      <BulkBar
        schema={schema}
        state={selection}
        total={total}
        pageCount={rows.length}
        filters={filters}
        canExport={canExport}
        exporting={exporting}
        onExport={onExport}
        onDone={(result) => {
          setDone(result);
          void invalidate({ resource: schema.name, invalidates: ['list', 'many', 'detail'] });
        }}
      />
    </>
  );
  return { rowSelection: selectable ? selection.rowSelection : undefined, area };
}
