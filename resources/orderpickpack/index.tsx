/**
 * Pick and pack, the screen `orderPickPack` of schemas/_screens.json: the orders ready to pick at its route, one
 * order's pick list with its document in a preview dialog below it (`:id`), and the scan screen (`pickpack`), all
 * guarded by that screen. The packing itself is the orders schema's transition that declares `scanCheck`, which
 * the server decides and checks again. The pages load lazily.
 */
import { lazy } from 'react';

export { ORDERS } from './orders';
export const ListPage = lazy(() => import('./ListPage'));
export const DetailPage = lazy(() => import('./DetailPage'));
export const ScanPage = lazy(() => import('./ScanPage'));
