/**
 * The charts as lazy components: the chart library (./charts.tsx) loads when a dashboard first draws one,
 * with a skeleton in its place meanwhile. A chart that fails to draw leaves the card's table standing.
 */
import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';
import { ErrorBoundary } from '../../src/shell/ErrorBoundary';

const load = () => import('./charts');
const Donut = lazy(() => load().then((m) => ({ default: m.DonutChart })));
const Columns = lazy(() => load().then((m) => ({ default: m.ColumnChart })));
const Bars = lazy(() => load().then((m) => ({ default: m.BarChart })));

export type { Point, Slice } from './charts';

const fallback = <Skeleton.Node active style={{ width: '100%', height: 200 }} />;

export const DonutChart = (p: ComponentProps<typeof Donut>) => (
  <ErrorBoundary>
    <Suspense fallback={fallback}>
      <div data-testid="chart-donut">
        <Donut {...p} />
      </div>
    </Suspense>
  </ErrorBoundary>
);
export const ColumnChart = (p: ComponentProps<typeof Columns>) => (
  <ErrorBoundary>
    <Suspense fallback={fallback}>
      <div data-testid="chart-column">
        <Columns {...p} />
      </div>
    </Suspense>
  </ErrorBoundary>
);
export const BarChart = (p: ComponentProps<typeof Bars>) => (
  <ErrorBoundary>
    <Suspense fallback={fallback}>
      <div data-testid="chart-bar">
        <Bars {...p} />
      </div>
    </Suspense>
  </ErrorBoundary>
);
