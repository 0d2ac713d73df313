/**
 * Point of sale: the counter (`pos`) and the stock levels (`posStock`), each a screen of schemas/_screens.json
 * with its own menu entry; resources/index.tsx routes them. The receipts are the posSales schema's generated
 * list and show pages (/apps/pos/sales).
 */
import { lazy } from 'react';

export const PosPage = lazy(() => import('./PosPage'));
export const StockPage = lazy(() => import('./StockPage'));
