/**
 * Super Heart (resources/corevalue): /apps/corevalue/view (send, my balance, scores, ranking) and
 * /apps/corevalue/report (HR and Admin), each guarded by its declaration in src/access/screens.ts.
 */
import { lazy } from 'react';
import { Route } from 'react-router';
import { screen } from '../../src/access';
import type { SchemaRegistry } from '../../src/schema/loader';
import { RequireAccess } from '../../src/shell/RequireAccess';

const ViewPage = lazy(() => import('./ViewPage'));
const ReportPage = lazy(() => import('./ReportPage'));

export function corevalueRoutes(registry: SchemaRegistry) {
  const view = screen('corevalueView');
  const report = screen('corevalueReport');
  return [
    <Route
      key={view.route}
      path={view.route}
      element={
        <RequireAccess resource={view.name} action="list">
          <ViewPage />
        </RequireAccess>
      }
    />,
    <Route
      key={report.route}
      path={report.route}
      element={
        <RequireAccess resource={report.name} action="list">
          <ReportPage registry={registry} />
        </RequireAccess>
      }
    />,
  ];
}
