/**
 * The entry screens `npm run bench` opens and their download budgets (issue 28): gzipped JavaScript before the
 * screen is usable. `sign` is the CSS selector of what makes each screen usable beyond its heading; a screen that
 * draws a chart names `canvas`. Every screen is to be drawn within 1 s of its data.
 */
export interface ScreenBudget {
  name: string;
  /** Its route; `:id` is a supplier's id. */
  path: string;
  kb: number;
  sign: string;
  signedIn: boolean;
  /** The chart library must not be among its files. */
  noCharts?: boolean;
  /** Its figures before issue 41 (HEAD dba6009, measured here on 2026-12-07): gzipped KB and files. */
  before: { kb: number; files: number };
}

/** At most this many JavaScript files before any screen is usable (issue 41). */
export const FILES_BUDGET = 40;

const PAGE = 450;
const DASHBOARD = 700;

export const SCREEN_BUDGETS: ScreenBudget[] = [
  {
    name: 'login',
    path: '/login',
    kb: 300,
    sign: 'form input#username, form input',
    signedIn: false,
    before: { kb: 257, files: 38 },
    noCharts: true,
  },
  {
    name: 'list (suppliers)',
    path: '/apps/purchase/suppliers',
    kb: PAGE,
    sign: '.ant-table-row',
    signedIn: true,
    before: { kb: 836, files: 168 },
    noCharts: true,
  },
  {
    name: 'form (new supplier)',
    path: '/apps/purchase/suppliers/create',
    kb: PAGE,
    sign: 'form input',
    signedIn: true,
    before: { kb: 828, files: 164 },
    noCharts: true,
  },
  {
    name: 'show (a supplier)',
    path: '/apps/purchase/suppliers/:id',
    kb: PAGE,
    sign: '.ant-descriptions',
    signedIn: true,
    before: { kb: 847, files: 167 },
    noCharts: true,
  },
  {
    name: 'POS counter',
    path: '/apps/pos',
    kb: PAGE,
    sign: 'main input',
    signedIn: true,
    before: { kb: 744, files: 153 },
    noCharts: true,
  },
  {
    name: 'pick and pack',
    path: '/apps/orderpickpack',
    kb: PAGE,
    sign: 'main input',
    signedIn: true,
    before: { kb: 729, files: 146 },
    noCharts: true,
  },
  {
    name: 'status dashboard',
    path: '/apps/dashboard/status',
    kb: DASHBOARD,
    sign: 'canvas',
    signedIn: true,
    before: { kb: 1191, files: 144 },
  },
  {
    name: 'sale summary',
    path: '/apps/salesummary',
    kb: DASHBOARD,
    sign: 'canvas',
    signedIn: true,
    before: { kb: 1224, files: 152 },
  },
  {
    name: 'cost control',
    path: '/apps/sppcostcontrol',
    kb: DASHBOARD,
    sign: 'canvas',
    signedIn: true,
    before: { kb: 1195, files: 144 },
  },
  {
    name: 'HR home',
    path: '/apps/humanresource/home',
    kb: DASHBOARD,
    sign: 'canvas',
    signedIn: true,
    before: { kb: 1189, files: 144 },
  },
];
