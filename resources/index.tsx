/**
 * Hand-written screens, one folder each, registered here as extra routes inside the default layout. What each
 * screen is (its name, route, who may take which action, its menu entry in four languages) is declared once, in
 * schemas/_screens.json; this file only says which page each declared name shows (`SCREEN_PAGES`, one line per
 * screen), and builds every route and menu entry from the manifest in the registry. The pages load lazily and
 * still read their entities' schemas from the registry.
 */
import type { ResourceProps } from '@refinedev/core';
import type { ReactNode } from 'react';
import { screenNamed } from '../src/access/screens';
import type { ResourceSchema } from '../src/schema/meta/meta';
import type { SchemaRegistry } from '../src/schema/loader/registry';
import { screenMenuEntries, screenRoute } from '../src/shell/screenRoute';
import { BarcodeValidationPage } from './barcodevalidation';
import { ReportPage, ViewPage } from './corevalue';
import { CostControl, HrHome, ReportPicker, SaleSummary, StatusDashboard } from './dashboards';
import { jobApplicationRoutes } from './jobapplication';
import { MasterMenuPage } from './mastermenu';
import { DetailPage, ListPage, ORDERS, ScanPage } from './orderpickpack';
import { PosPage, StockPage } from './pos';
import { RewardsPage } from './rewards';
import { RoleMenuPage } from './rolemenu';
import { SchemaEditorPage, SchemaListPage } from './schemaeditor';
import { UserPermissionsPage } from './userpermissions';

/** A page of a screen, given the registry in use; null leaves the route out (the schema it shows is missing). */
type Page = (registry: SchemaRegistry) => ReactNode | null;

interface ScreenPages {
  /** The page at the screen's route. */
  page: Page;
  /** Pages below the route (a record, a step), guarded as the screen. */
  below?: { path: string; page: Page; byId?: boolean }[];
}

const withOrders =
  (show: (orders: ResourceSchema) => ReactNode): Page =>
  (registry) => {
    const orders = registry.byName.get(ORDERS);
    return orders ? show(orders) : null;
  };

/** Each declared screen's page, by its name in schemas/_screens.json. */
export const SCREEN_PAGES: Readonly<Record<string, ScreenPages>> = {
  masterMenu: {
    page: (registry) => (
      <MasterMenuPage
        registry={registry}
        extras={(lang) => extraMenuResources(registry, lang)}
        roleMenuRoute={screenNamed(registry, 'roleMenu').route}
      />
    ),
  },
  roleMenu: { page: (registry) => <RoleMenuPage registry={registry} /> },
  userPermissions: { page: (registry) => <UserPermissionsPage registry={registry} /> },
  schemaEditor: { page: () => <SchemaListPage />, below: [{ path: ':name', page: () => <SchemaEditorPage />, byId: true }] },
  dashboardStatus: { page: () => <StatusDashboard /> },
  saleSummary: { page: () => <SaleSummary /> },
  costControl: { page: () => <CostControl /> },
  hrHome: { page: () => <HrHome /> },
  reports: { page: () => <ReportPicker /> },
  pos: { page: (registry) => <PosPage registry={registry} /> },
  posStock: { page: (registry) => <StockPage registry={registry} /> },
  orderPickPack: {
    page: withOrders((orders) => <ListPage schema={orders} />),
    below: [
      { path: 'pickpack', page: withOrders((orders) => <ScanPage schema={orders} />) },
      { path: ':id', page: withOrders((orders) => <DetailPage schema={orders} />) },
    ],
  },
  barcodeValidation: { page: () => <BarcodeValidationPage /> },
  corevalueView: { page: () => <ViewPage /> },
  corevalueReport: { page: (registry) => <ReportPage registry={registry} /> },
  rewardsCatalogue: { page: () => <RewardsPage /> },
};

/** Every declared screen's routes (its page, and the pages below it), in the manifest's order. */
function screenRoutes(registry: SchemaRegistry): ReactNode[] {
  return registry.manifest.screens.flatMap((screen) => {
    const pages = SCREEN_PAGES[screen.name];
    if (!pages) return []; // declared without a page here: tests/unit/screens/manifest-pages.test.ts fails on it
    return [{ path: undefined, page: pages.page, byId: false }, ...(pages.below ?? [])].flatMap(({ path, page, byId }) => {
      const element = page(registry);
      return element === null ? [] : [screenRoute(screen, element, { below: path, byId })];
    });
  });
}

export const extraRoutes = (registry: SchemaRegistry): ReactNode[] => [
  // The guest's application form: the jobApplications schema's create page at `<route>/0`, not a screen.
  ...jobApplicationRoutes(registry),
  ...screenRoutes(registry),
];

/** The menu entries of the declared screens, under their areas, labelled in `lang` (schemas/_screens.json). */
export const extraMenuResources = (registry: SchemaRegistry, lang: string): ResourceProps[] => screenMenuEntries(registry, lang);
