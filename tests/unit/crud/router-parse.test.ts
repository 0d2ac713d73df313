/**
 * Our router bindings (src/providers/router.ts) answer `parse` exactly as @refinedev/react-router's do, with the
 * route matched once per resource list and path instead of once per component.
 */
import { matchResourceFromRoute, ResourceContext, type ParseResponse, type RouterProvider } from '@refinedev/core';
import bindings from '@refinedev/react-router';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRoute, routerProvider } from '../../../src/providers/router';

const resources = [
  {
    name: 'suppliers',
    list: '/apps/purchase/suppliers',
    create: '/apps/purchase/suppliers/create',
    edit: '/apps/purchase/suppliers/edit/:id',
    show: '/apps/purchase/suppliers/show/:id',
  },
  { name: 'orders', list: '/apps/order/order', show: '/apps/order/order/:id', create: '/apps/order/order/create' },
  { name: 'dashboard', list: '/dashboard/status' },
];

const PATHS = [
  '/apps/purchase/suppliers',
  '/apps/purchase/suppliers/create',
  '/apps/purchase/suppliers/edit/12',
  '/apps/purchase/suppliers/show/a%2Fb',
  '/apps/order/order/7',
  '/apps/order/order/create',
  '/dashboard/status',
  '/nowhere/at/all',
];

const SEARCHES = [
  '',
  '?currentPage=2&pageSize=20',
  '?filters[0][field]=name&filters[0][value]=Ac&sorters[0][order]=desc',
  '?to=%2Fapps%2Forder',
];

/** What `provider.parse` answers on `url`, rendered on its own or under a route with its own `:id`. */
function parsed(provider: RouterProvider, url: string, routePath?: string): ParseResponse {
  let answer: ParseResponse = {};
  const Probe = (): null => {
    answer = provider.parse!()();
    return null;
  };
  const probe: ReactElement = createElement(Probe);
  const body = routePath ? createElement(Routes, null, createElement(Route, { path: routePath, element: probe })) : probe;
  renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: [url] },
      createElement(ResourceContext.Provider, { value: { resources } }, body),
    ),
  );
  return answer;
}

describe('router bindings: parse', () => {
  it('answers as @refinedev/react-router does, for every resource route, query and unknown path', () => {
    for (const path of PATHS)
      for (const search of SEARCHES) {
        const url = path + search;
        expect(parsed(routerProvider, url), url).toEqual(parsed(bindings, url));
      }
  });

  it('reads the route params of the route it is rendered under, as the bindings do', () => {
    const url = '/apps/order/order/7?pageSize=10';
    const ours = parsed(routerProvider, url, '/apps/order/order/:id');
    expect(ours).toEqual(parsed(bindings, url, '/apps/order/order/:id'));
    expect(ours).toMatchObject({ id: '7', action: 'show', resource: { name: 'orders' }, params: { pageSize: 10 } });
  });

  it('matches a path once per resource list, and again for a new list', () => {
    const first = matchRoute('/apps/purchase/suppliers/edit/12', resources);
    expect(first).toEqual(matchResourceFromRoute('/apps/purchase/suppliers/edit/12', resources));
    expect(first).toMatchObject({ found: true, action: 'edit', resource: { name: 'suppliers' } });
    expect(matchRoute('/apps/purchase/suppliers/edit/12', resources)).toBe(first);
    const renamed = resources.map((r) => (r.name === 'suppliers' ? { ...r, edit: '/apps/purchase/vendors/edit/:id' } : r));
    expect(matchRoute('/apps/purchase/suppliers/edit/12', renamed)).toMatchObject({ found: false });
  });
});
