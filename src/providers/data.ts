/**
 * The Refine data provider: @refinedev/simple-rest (json-server's dialect: `_start`, `_end`, `_sort`,
 * `_order`, `field_like`, `field_gte`, `field_ne`, repeated keys for `in`, `q`, `X-Total-Count`) over our
 * axios instance (src/http/client.ts), so every call gets the bearer and language headers, the retry
 * rules, the timeout and the error mapping (the server's field errors land beside the form fields).
 *
 * Wrapped in one place only, `getList`, where our screens ask for more than simple-rest sends:
 * - filters without a value (a cleared filter box) are left out, and operators json-server does not
 *   speak are refused here rather than sent as an equality (simple-rest maps every other operator to
 *   `field=value`);
 * - `meta.export` asks for the export answer (`_export=1`: the export right, every matching row).
 */
import type { CrudFilter, CrudOperators, DataProvider, GetListParams } from '@refinedev/core';
import simpleRest from '@refinedev/simple-rest';
import { LIST_OPERATORS } from '../schema/lists/filters';
import { API_PREFIX, httpClient } from '../api/client';
import './versions'; // notes each record answer's ETag: the screens send it back in If-Match

/** The operators the server answers (the one table, src/schema/lists/filters.ts); `q` is the quick search. */
const JSON_SERVER_OPERATORS: ReadonlySet<CrudOperators> = new Set(LIST_OPERATORS);

const hasValue = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The filters as json-server takes them; exported for tests. */
export function jsonServerFilters(filters: CrudFilter[] = [], meta?: GetListParams['meta']): CrudFilter[] {
  const kept = filters.filter((f) => {
    if (!('field' in f) || !hasValue(f.value)) return false;
    if (!JSON_SERVER_OPERATORS.has(f.operator))
      throw new Error(`The filter operator "${f.operator}" is not supported by this API (field "${f.field}")`);
    return true;
  });
  return meta?.export ? [...kept, { field: '_export', operator: 'eq', value: 1 }] : kept;
}

/** The provider for an API base (tests give an absolute one). */
export function createDataProvider(apiUrl: string): DataProvider {
  const base = simpleRest(apiUrl, httpClient);
  return {
    ...base,
    getList: (params) => base.getList({ ...params, filters: jsonServerFilters(params.filters, params.meta) }),
  };
}

export const dataProvider = createDataProvider(API_PREFIX);
