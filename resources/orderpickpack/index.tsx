/**
 * Pick and pack (/apps/orderpickpack): the orders ready to pick, one order's pick list with its document in a
 * preview dialog (/apps/orderpickpack/:id), and the scan screen (/apps/orderpickpack/pickpack), all guarded by
 * the declared screen `orderPickPack` (src/access/screens.ts). The packing itself is the orders schema's
 * transition that declares `scanCheck`, which the server decides and checks again.
 */
import { lazy } from 'react';
import { Route } from 'react-router';
import type { SchemaRegistry } from '../../src/schema/registry';
import { RequireAccess } from '../../src/shell/RequireAccess';
import { ORDERS } from './api';
import { PICKPACK_ROUTE, PICKPACK_SCREEN } from './routes';

const ListPage = lazy(() => import('./ListPage'));
const DetailPage = lazy(() => import('./DetailPage'));
const ScanPage = lazy(() => import('./ScanPage'));

export function pickPackRoutes(registry: SchemaRegistry) {
  const schema = registry.byName.get(ORDERS);
  if (!schema) return [];
  return [
    { path: PICKPACK_ROUTE, page: <ListPage schema={schema} /> },
    { path: `${PICKPACK_ROUTE}/pickpack`, page: <ScanPage schema={schema} /> },
    { path: `${PICKPACK_ROUTE}/:id`, page: <DetailPage schema={schema} /> },
  ].map(({ path, page }) => (
    <Route
      key={path}
      path={path}
      element={
        <RequireAccess resource={PICKPACK_SCREEN} action="list">
          {page}
        </RequireAccess>
      }
    />
  ));
}
