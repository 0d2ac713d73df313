/**
 * Super Heart (resources/corevalue): the screens `corevalueView` (send, my balance, scores, ranking) and
 * `corevalueReport` (HR and Admin) of schemas/_screens.json; the pages load lazily.
 */
import { lazy } from 'react';

export const ViewPage = lazy(() => import('./ViewPage'));
export const ReportPage = lazy(() => import('./ReportPage'));
