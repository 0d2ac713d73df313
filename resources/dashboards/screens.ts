/** The dashboards' screens (schemas/_screens.json), in the order the report picker lists them. */
export const DASHBOARD_SCREENS = ['dashboardStatus', 'saleSummary', 'costControl', 'hrHome', 'reports'] as const;
export type DashboardScreen = (typeof DASHBOARD_SCREENS)[number];
