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
}

const PAGE = 450;
const DASHBOARD = 700;

export const SCREEN_BUDGETS: ScreenBudget[] = [
  { name: 'login', path: '/login', kb: 300, sign: 'form input#username, form input', signedIn: false, noCharts: true },
  {
    name: 'list (suppliers)',
    path: '/apps/purchase/suppliers',
    kb: PAGE,
    sign: '.ant-table-row',
    signedIn: true,
    noCharts: true,
  },
  {
    name: 'form (new supplier)',
    path: '/apps/purchase/suppliers/create',
    kb: PAGE,
    sign: 'form input',
    signedIn: true,
    noCharts: true,
  },
  {
    name: 'show (a supplier)',
    path: '/apps/purchase/suppliers/:id',
    kb: PAGE,
    sign: '.ant-descriptions',
    signedIn: true,
    noCharts: true,
  },
  { name: 'POS counter', path: '/apps/pos', kb: PAGE, sign: 'main input', signedIn: true, noCharts: true },
  { name: 'pick and pack', path: '/apps/orderpickpack', kb: PAGE, sign: 'main input', signedIn: true, noCharts: true },
  { name: 'status dashboard', path: '/apps/dashboard/status', kb: DASHBOARD, sign: 'canvas', signedIn: true },
  { name: 'sale summary', path: '/apps/salesummary', kb: DASHBOARD, sign: 'canvas', signedIn: true },
  { name: 'cost control', path: '/apps/sppcostcontrol', kb: DASHBOARD, sign: 'canvas', signedIn: true },
  { name: 'HR home', path: '/apps/humanresource/home', kb: DASHBOARD, sign: 'canvas', signedIn: true },
];
