/**
 * Point of sale: the counter at /apps/pos and the stock levels at /apps/pos/stock, each a declared screen
 * (src/access/screens.ts) with its own menu entry; the pages load lazily. The receipts are the posSales
 * schema's generated list and show pages (/apps/pos/sales).
 */
import { lazy } from 'react';
import { Route } from 'react-router';
import { screen } from '../../src/access/screens';
import type { SchemaRegistry } from '../../src/schema/registry';
import { RequireAccess } from '../../src/shell/RequireAccess';

const PosPage = lazy(() => import('./PosPage'));
const StockPage = lazy(() => import('./StockPage'));

export function posRoutes(registry: SchemaRegistry) {
  const counter = screen('pos');
  const stock = screen('posStock');
  return [
    <Route
      key={counter.route}
      path={counter.route}
      element={
        <RequireAccess resource={counter.name} action="list">
          <PosPage registry={registry} />
        </RequireAccess>
      }
    />,
    <Route
      key={stock.route}
      path={stock.route}
      element={
        <RequireAccess resource={stock.name} action="list">
          <StockPage registry={registry} />
        </RequireAccess>
      }
    />,
  ];
}
