/**
 * Dashboards and reports (resources/dashboards): one page per screen of schemas/_screens.json (./screens.ts
 * names them), each page (and the chart library behind it, ./lazyCharts.tsx) loaded lazily, only when opened.
 */
import { lazy } from 'react';

export const StatusDashboard = lazy(() => import('./StatusDashboard'));
export const SaleSummary = lazy(() => import('./SaleSummary'));
export const CostControl = lazy(() => import('./CostControl'));
export const HrHome = lazy(() => import('./HrHome'));
export const ReportPicker = lazy(() => import('./ReportPicker'));
