/**
 * Refine's router bindings for react-router (`@refinedev/react-router`), with the route a screen stands on matched
 * against the resources once per address instead of once per component.
 *
 * Every component that asks Refine where it is (each table row's buttons, each form, the breadcrumb) runs the
 * bindings' `parse`, and theirs matches the address against every route of every resource on each mount: with our
 * few hundred resources, signing in and opening a list and its form spent 250 of 1400 ms of script there. The match depends only on
 * the resources and the path, so it is kept per resource list (a WeakMap: a new registry starts afresh). The rest of
 * `parse` is the bindings' own, as they answer it.
 */
import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type ParseResponse,
  type RouterProvider,
} from '@refinedev/core';
import bindings from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext, useMemo } from 'react';
import { matchPath, useLocation, useParams } from 'react-router';

type Resources = Parameters<typeof matchResourceFromRoute>[1];
type Match = ReturnType<typeof matchResourceFromRoute>;

const matches = new WeakMap<Resources, Map<string, Match>>();

/** The resource, action and route `pathname` stands on: computed once per resource list and path. */
export function matchRoute(pathname: string, resources: Resources): Match {
  let byPath = matches.get(resources);
  if (!byPath) matches.set(resources, (byPath = new Map()));
  let match = byPath.get(pathname);
  if (!match) byPath.set(pathname, (match = matchResourceFromRoute(pathname, resources)));
  return match;
}

/** A query value that reads as a number becomes one (the bindings' rule for currentPage and pageSize). */
const numberIfPossible = (value: unknown): unknown =>
  typeof value === 'string' && `${Number(value)}` === value ? Number(value) : value;

function useParse(): () => ParseResponse {
  const routerParams = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = matchRoute(pathname, resources);
  // Rendered outside the resource's own route (a layout, a header), the params come from the matched route.
  const params: Record<string, string | undefined> = useMemo(
    () =>
      Object.keys(routerParams).length === 0 && matchedRoute ? (matchPath(matchedRoute, pathname)?.params ?? {}) : routerParams,
    [routerParams, matchedRoute, pathname],
  );
  return useCallback(() => {
    const combined: Record<string, unknown> = {
      ...params,
      ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
    };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: numberIfPossible(combined.currentPage) as number | undefined,
        pageSize: numberIfPossible(combined.pageSize) as number | undefined,
        to: typeof combined.to === 'string' ? decodeURIComponent(combined.to) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
}

export const routerProvider: RouterProvider = { ...bindings, parse: useParse };
