/**
 * Refine data provider speaking json-server's dialect (`_start`, `_end`, `_sort`, `_order`, `field_like`,
 * `field_gte`, `q`, `X-Total-Count`) through our http client, so every call gets the bearer and
 * language headers, the retry rules and the timeout. Errors become Refine HttpErrors with the
 * server's field errors, which the forms show beside their fields.
 */
import type { BaseRecord, CrudFilter, CrudSort, DataProvider, HttpError, LogicalFilter } from '@refinedev/core';
import { API_URL } from '../config';
import { send } from '../http/client';
import { HttpStatusError } from '../http/errors';

const OPERATOR_SUFFIX: Partial<Record<LogicalFilter['operator'], string>> = {
  eq: '',
  ne: '_ne',
  contains: '_like',
  gte: '_gte',
  lte: '_lte',
  in: '',
};

/** Query string for a list call; exported for tests. */
export function listQuery(
  filters: CrudFilter[] = [],
  sorters: CrudSort[] = [],
  range?: { start: number; end: number },
): URLSearchParams {
  const query = new URLSearchParams();
  if (range) {
    query.set('_start', String(range.start));
    query.set('_end', String(range.end));
  }
  if (sorters.length) {
    query.set('_sort', sorters.map((s) => s.field).join(','));
    query.set('_order', sorters.map((s) => s.order).join(','));
  }
  for (const filter of filters) {
    if (!('field' in filter)) continue;
    const suffix = OPERATOR_SUFFIX[filter.operator];
    if (suffix === undefined || filter.value === undefined || filter.value === null || filter.value === '') continue;
    const values: unknown[] = Array.isArray(filter.value) ? filter.value : [filter.value];
    for (const v of values) query.append(`${filter.field}${suffix}`, String(v));
  }
  return query;
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpStatusError) {
    const body = (error.data ?? {}) as { message?: unknown; errors?: unknown };
    return {
      name: 'HttpError',
      message: typeof body.message === 'string' ? body.message : error.message,
      statusCode: error.status,
      errors: body.errors && typeof body.errors === 'object' ? (body.errors as HttpError['errors']) : undefined,
    };
  }
  return { name: 'HttpError', message: error instanceof Error ? error.message : String(error), statusCode: 0 };
}

async function call<T>(url: string, method = 'GET', body?: unknown): Promise<{ data: T; headers: Headers }> {
  try {
    return await send<T>(url, { method, body });
  } catch (error) {
    throw toHttpError(error);
  }
}

export const dataProvider: DataProvider = {
  getApiUrl: () => API_URL,
  getList: async ({ resource, pagination, filters, sorters, meta }) => {
    const mode = pagination?.mode ?? 'server';
    const current = pagination?.currentPage ?? 1;
    const size = pagination?.pageSize ?? 10;
    const range = mode === 'server' ? { start: (current - 1) * size, end: current * size } : undefined;
    const query = listQuery(filters, sorters, range);
    if (meta?.export) query.set('_export', '1');
    const { data, headers } = await call<BaseRecord[]>(`${API_URL}/${resource}?${query.toString()}`);
    const total = Number(headers.get('x-total-count') ?? data.length);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Refine's generic TData boundary
    return { data: data as any, total };
  },
  getMany: async ({ resource, ids }) => {
    const query = new URLSearchParams(ids.map((id) => ['id', String(id)]));
    const { data } = await call<BaseRecord[]>(`${API_URL}/${resource}?${query.toString()}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Refine's generic TData boundary
    return { data: data as any };
  },
  getOne: async ({ resource, id }) => {
    const { data } = await call<BaseRecord>(`${API_URL}/${resource}/${encodeURIComponent(String(id))}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Refine's generic TData boundary
    return { data: data as any };
  },
  create: async ({ resource, variables }) => {
    const { data } = await call<BaseRecord>(`${API_URL}/${resource}`, 'POST', variables);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Refine's generic TData boundary
    return { data: data as any };
  },
  update: async ({ resource, id, variables }) => {
    const { data } = await call<BaseRecord>(`${API_URL}/${resource}/${encodeURIComponent(String(id))}`, 'PATCH', variables);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Refine's generic TData boundary
    return { data: data as any };
  },
  deleteOne: async ({ resource, id }) => {
    const { data } = await call<BaseRecord>(`${API_URL}/${resource}/${encodeURIComponent(String(id))}`, 'DELETE');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Refine's generic TData boundary
    return { data: data as any };
  },
  custom: async ({ url, method, payload, query }) => {
    const qs = query ? `?${new URLSearchParams(query as Record<string, string>).toString()}` : '';
    const { data } = await call<BaseRecord>(`${url}${qs}`, method.toUpperCase(), payload);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Refine's generic TData boundary
    return { data: data as any };
  },
};
