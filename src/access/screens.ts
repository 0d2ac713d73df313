/**
 * The hand-written screens, declared once for the browser and the mock server: each one's route and
 * what each action on it needs. Generated screens are declared by their schemas; these are the rest.
 * The browser guards their routes, menu entries and buttons with `decideAction` over these entries;
 * the server guards the endpoints behind them with the same call (menu.ts, permissions.ts). A screen
 * that is not declared here, or an action a declaration does not name, is denied.
 *
 * Like a schema, a screen needs its menu flag for the action (Admin passes) and meets `access`.
 * `adminArea`: its menu entry sits in the Administration area, which only the Admin role is shown.
 */
import type { LocalizedText, Requirement, ResourceAction } from '../schema/meta';

/** Where a screen sits in the side menu: a menu area (schemas/_areas.json), its label and icon. */
export interface ScreenMenu {
  area: string;
  label: LocalizedText;
  /** An @ant-design/icons name, as a schema's `icon`. */
  icon?: string;
  /** Its place among the area's hand-written entries (after the area's schemas). */
  order?: number;
}

export interface ScreenDeclaration {
  /** The Refine resource name of the screen's menu entry (and its key in the browser's can() calls). */
  name: string;
  route: string;
  /** The actions the screen offers and who may take them; an action missing here is denied. */
  access: Partial<Record<ResourceAction, Requirement>>;
  adminArea?: boolean;
  /**
   * A side-menu entry under an area, seeded into every role's menu with all flags (as a schema's
   * screen is), so the decision is the declaration's `access`, and an Admin can take it off a role's
   * menu on the Role menu screen like any other.
   */
  menu?: ScreenMenu;
}

const ADMIN_ONLY: Requirement = { roles: ['Admin'] };
/** Every staff role: the signed-in employees, not a guest applicant. */
const STAFF: Requirement = { roles: ['Admin', 'HR', 'Staff', 'Sales'] };

export const SCREENS: readonly ScreenDeclaration[] = [
  {
    name: 'masterMenu',
    route: '/apps/master/menu',
    access: { list: ADMIN_ONLY },
    adminArea: true,
  },
  {
    name: 'roleMenu',
    route: '/apps/master/rolemenu',
    // list: every role's menu (GET menu/getAllMenu, GET menu/:roleId of another role); edit: POST/PUT menu.
    access: { list: ADMIN_ONLY, edit: ADMIN_ONLY },
    adminArea: true,
  },
  {
    name: 'userPermissions',
    route: '/apps/master/permission',
    // list: the whole permission map with every holder; edit: grant and revoke.
    access: { list: ADMIN_ONLY, edit: ADMIN_ONLY },
    adminArea: true,
  },
  {
    // The schema editor (resources/schemaeditor; issue 13): list: the schemas and their history (GET schemas...);
    // edit: create, replace and revert them (PUT schemas/{name}, POST schemas/{name}/revert).
    name: 'schemaEditor',
    route: '/apps/master/schemas',
    access: { list: ADMIN_ONLY, edit: ADMIN_ONLY },
    adminArea: true,
  },
  // Dashboards and reports (resources/dashboards): each reads the summaries of the lists behind it, each
  // summary decided as that list (a card the user may not list is left out). See README.md, 'Dashboards and reports'.
  {
    name: 'dashboardStatus',
    route: '/apps/dashboard/status',
    access: { list: STAFF },
    menu: { area: 'communication', label: { en: 'My dashboard', th: 'แดชบอร์ดของฉัน' }, icon: 'DashboardOutlined', order: 0 },
  },
  {
    name: 'saleSummary',
    route: '/apps/salesummary',
    access: { list: { roles: ['Admin', 'Sales'], permission: ['OrderManual', 'Create'] } },
    menu: { area: 'sales', label: { en: 'Sale summary', th: 'สรุปยอดขาย' }, icon: 'LineChartOutlined', order: 10 },
  },
  {
    name: 'costControl',
    route: '/apps/sppcostcontrol',
    access: { list: { roles: ['Admin'], permission: ['PR', 'Approve'] } },
    menu: { area: 'purchase', label: { en: 'Cost control', th: 'ควบคุมต้นทุน' }, icon: 'FundOutlined', order: 10 },
  },
  {
    name: 'hrHome',
    route: '/apps/humanresource/home',
    access: { list: { roles: ['Admin', 'HR'] } },
    menu: { area: 'hr', label: { en: 'HR home', th: 'หน้าหลักงานบุคคล' }, icon: 'HomeOutlined', order: 0 },
  },
  {
    name: 'reports',
    route: '/apps/report',
    access: { list: STAFF },
    menu: { area: 'documents', label: { en: 'Reports', th: 'รายงาน' }, icon: 'BarChartOutlined', order: 10 },
  },
  // Point of sale (resources/pos): the counter sells as posSales' create allows (Admin, Sales); the stock screen
  // reads as stockMovements' list allows, and adjusts only as its create allows (decided on that schema).
  {
    name: 'pos',
    route: '/apps/pos',
    access: { list: { roles: ['Admin', 'Sales'] }, create: { roles: ['Admin', 'Sales'] } },
    menu: { area: 'sales', label: { en: 'Point of sale', th: 'ขายหน้าร้าน' }, icon: 'ShoppingCartOutlined', order: 1 },
  },
  {
    name: 'posStock',
    route: '/apps/pos/stock',
    access: { list: { roles: ['Admin', 'Sales', 'HR'] } },
    menu: { area: 'sales', label: { en: 'Stock levels', th: 'สต็อกคงเหลือ' }, icon: 'DatabaseOutlined', order: 2 },
  },
  // Pick and pack (resources/orderpickpack, with /:id and /pickpack): whoever packs, as orders' `pack`
  // transition allows (the server decides that transition and checks the scanned codes again).
  {
    name: 'orderPickPack',
    route: '/apps/orderpickpack',
    access: { list: { roles: ['Admin'], permission: ['OrderPickPack', 'Pack'] } },
    menu: { area: 'sales', label: { en: 'Pick and pack', th: 'หยิบและแพ็คสินค้า' }, icon: 'ScanOutlined', order: 3 },
  },
  // Barcode validation (resources/barcodevalidation): check digits and known products, for those who keep the
  // products and sell them (Admin, Sales); it reads products as their list allows.
  {
    name: 'barcodeValidation',
    route: '/apps/barcodevalidation',
    access: { list: { roles: ['Admin', 'Sales'] } },
    menu: { area: 'sales', label: { en: 'Barcode validation', th: 'ตรวจสอบบาร์โค้ด' }, icon: 'BarcodeOutlined', order: 4 },
  },
  // Super Heart and rewards (resources/corevalue, resources/rewards): every signed-in employee sends hearts and
  // redeems rewards (the writes are decided on hearts' and rewardTransactions' create); the reports and the
  // limit setting are HR's and the Admin's (the limits are written through systemSettings' own rules).
  {
    name: 'corevalueView',
    route: '/apps/corevalue/view',
    access: { list: {} },
    menu: { area: 'recognition', label: { en: 'Super Heart', th: 'ซูเปอร์ฮาร์ท' }, icon: 'HeartOutlined', order: 1 },
  },
  {
    name: 'corevalueReport',
    route: '/apps/corevalue/report',
    access: { list: { roles: ['Admin', 'HR'] }, export: { roles: ['Admin', 'HR'] } },
    menu: {
      area: 'recognition',
      label: { en: 'Super Heart report', th: 'รายงานซูเปอร์ฮาร์ท' },
      icon: 'BarChartOutlined',
      order: 2,
    },
  },
  {
    name: 'rewardsCatalogue',
    route: '/apps/rewards',
    access: { list: {} },
    menu: { area: 'recognition', label: { en: 'Rewards', th: 'แลกของรางวัล' }, icon: 'GiftOutlined', order: 3 },
  },
];

export const SCREENS_BY_NAME: ReadonlyMap<string, ScreenDeclaration> = new Map(SCREENS.map((s) => [s.name, s]));

/** The declared screens with a side-menu entry in that area, in their order. */
export const screensInArea = (area: string): ScreenDeclaration[] =>
  SCREENS.filter((s) => s.menu?.area === area).sort((a, b) => (a.menu!.order ?? 0) - (b.menu!.order ?? 0));

/** The declared screen of that name; throws for a name that is not declared (a programming error). */
export function screen(name: string): ScreenDeclaration {
  const found = SCREENS_BY_NAME.get(name);
  if (!found) throw new Error(`Screen "${name}" is not declared in src/access/screens.ts`);
  return found;
}
