/**
 * Dashboards and reports (resources/dashboards): one route per declared screen, each page (and the chart
 * library behind it, ./lazyCharts.tsx) loaded lazily, only when opened.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router';
import { screen } from '../../src/access/screens';
import { RequireAccess } from '../../src/shell/RequireAccess';
import { DASHBOARD_SCREENS } from './screens';

const PAGES: Record<(typeof DASHBOARD_SCREENS)[number], LazyExoticComponent<ComponentType>> = {
  dashboardStatus: lazy(() => import('./StatusDashboard')),
  saleSummary: lazy(() => import('./SaleSummary')),
  costControl: lazy(() => import('./CostControl')),
  hrHome: lazy(() => import('./HrHome')),
  reports: lazy(() => import('./ReportPicker')),
};

export function dashboardRoutes() {
  return DASHBOARD_SCREENS.map((name) => {
    const { route } = screen(name);
    const Page = PAGES[name];
    return (
      <Route
        key={route}
        path={route}
        element={
          <RequireAccess resource={name} action="list">
            <Page />
          </RequireAccess>
        }
      />
    );
  });
}
