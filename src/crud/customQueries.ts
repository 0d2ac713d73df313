/**
 * Reads of the API's own endpoints (`<resource>/summary`, `settings`, `options/<resource>/<field>`, `inbox`)
 * through Refine, so react-query caches, dedupes and refetches them like the resources' lists:
 * - `customGet(url, query)`: the props of Refine's `useCustom` for one GET (the query as the data provider
 *   writes it: repeated keys for a list value, empty values left out, as `queryString` does);
 * - `useCustomQueries(gets)`: several such GETs at once (a number known only at run time, e.g. one summary per
 *   dashboard card), each under the very key `useCustom` gives it, so both hooks share one cache entry;
 * - `useInvalidateCustom()`: marks an endpoint's answers stale after a write that changes them (a mutation's
 *   `invalidates` reaches a resource's lists and records, not its summary or the settings).
 */
import { keys, useDataProvider, type CustomResponse, type HttpError } from '@refinedev/core';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryString, type Query } from '../api/client';
import { queryObject } from './summary/query';

/** One GET of an endpoint: its URL (`apiUrl(...)`, without a query) and its query. */
export interface CustomGet {
  url: string;
  query?: Query;
}

/** Refine's `useCustom` props for `GET url?query`; no error toast (each screen shows its own state). */
export const customGet = (url: string, query?: Query) => ({
  url,
  method: 'get' as const,
  config: { query: queryObject(new URLSearchParams(queryString(query))) },
  errorNotification: false as const,
});

const answer = <T>(response: CustomResponse<T>): T => response.data;

/** The answers of several GETs, in order (`data` is the response body, as `useCustom`'s `result.data`). */
export function useCustomQueries<T>(gets: readonly CustomGet[]): UseQueryResult<T, HttpError>[] {
  const custom = useDataProvider()().custom;
  return useQueries({
    queries: gets.map(({ url, query }) => {
      const { method, config } = customGet(url, query);
      return {
        // useCustom's key: the data provider, "custom", then the method, URL and config.
        queryKey: keys()
          .data()
          .mutation('custom')
          .params({ method, url, ...config })
          .get(),
        queryFn: () => {
          if (!custom) throw new Error('The data provider has no custom method');
          return custom({ url, method, ...config }) as Promise<CustomResponse<T>>;
        },
        select: answer<T>,
      };
    }),
  });
}

/** Marks every cached answer of an endpoint stale (whatever its query); the mounted ones ask again. */
export function useInvalidateCustom(): (url: string) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    (url: string) => client.invalidateQueries({ queryKey: keys().data().mutation('custom').params({ url }).get() }),
    [client],
  );
}
