/**
 * For "every row matching", the workflow states those rows are in, so the bar offers only the
 * transitions that start from one of them: read from the filters when they pin the state, else asked
 * of the server, one count per state (`_end=1`, X-Total-Count). Null while unknown, or when the
 * schema has no workflow or the state cannot be asked for (then every transition is offered and the
 * server refuses each row that does not fit, with its reason).
 */
import { useDataProvider, type CrudFilter } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { matchingStates } from '../../access/bulk';
import type { ResourceSchema } from '../../schema/meta/meta';
import { listFilters } from '../views/useListState';

export function useMatchingStates(
  schema: ResourceSchema,
  filters: CrudFilter[],
  enabled: boolean,
): { states: string[] | null; loading: boolean } {
  const dataProvider = useDataProvider();
  const pinned = matchingStates(schema, listFilters(filters));
  const wf = schema.workflow;
  const ask = enabled && pinned === null && wf !== undefined;
  const key = JSON.stringify(filters);
  const [answer, setAnswer] = useState<{ key: string; states: string[] | null } | null>(null);

  useEffect(() => {
    if (!ask || !wf) return;
    let live = true;
    const dp = dataProvider();
    Promise.all(
      wf.states.map(async (s) => {
        const { total } = await dp.getList({
          resource: schema.name,
          filters: [...filters, { field: wf.field, operator: 'eq', value: s.value }],
          pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
        });
        return total > 0 ? [s.value] : [];
      }),
    ).then(
      (found) => live && setAnswer({ key, states: found.flat() }),
      () => live && setAnswer({ key, states: null }),
    );
    return () => {
      live = false;
    };
    // `key` stands for the filters' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask, key, schema.name, wf, dataProvider]);

  if (!enabled) return { states: null, loading: false };
  if (!ask) return { states: pinned, loading: false };
  return answer?.key === key ? { states: answer.states, loading: false } : { states: null, loading: true };
}
