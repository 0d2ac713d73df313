/**
 * Dashboards and reports (resources/dashboards): each screen opens for the roles its declaration names and
 * is denied to the others; the figures are the server's (each checked against the API's own list); the sale
 * summary's figure moves when an order is created through the API; the chart library is a lazy chunk that
 * the login and list pages never load. Screenshots with E2E_SHOTS.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, signedIn, tokenOf, toThai, type DemoUser } from './helpers';

const ROUTES = {
  status: '/apps/dashboard/status',
  sales: '/apps/salesummary',
  cost: '/apps/sppcostcontrol',
  hr: '/apps/humanresource/home',
  report: '/apps/report',
} as const;
type Screen = keyof typeof ROUTES;
const TEST_IDS: Record<Screen, string> = {
  status: 'dashboard-status',
  sales: 'sale-summary',
  cost: 'cost-control',
  hr: 'hr-home',
  report: 'report-picker',
};
/** Who may open what (src/access/screens.ts and the seeded permissions: OrderManual for admin and sales). */
const ALLOWED: Record<DemoUser, Screen[]> = {
  admin: ['status', 'sales', 'cost', 'hr', 'report'],
  hr: ['status', 'cost', 'hr', 'report'], // hr approves purchase requests (PR Approve): cost control is theirs too
  staff: ['status', 'report'],
  sales: ['status', 'sales', 'report'],
  guest: [],
};

/** Money as the dashboards show it (formatMoney): the baht sign, comma thousands, two decimals. */
const money = (v: number) => `฿${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const today = (d = new Date()) => {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function apiAs(page: Page, path: string, init: { method?: string; data?: unknown } = {}) {
  const res = await page.request.fetch(`/api-spp/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: bearer(await tokenOf(page)),
    data: init.data,
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return { body: await res.json(), total: Number(res.headers()['x-total-count'] ?? NaN) };
}

test('each dashboard opens for its roles and is denied to the others', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const who of Object.keys(ALLOWED) as DemoUser[]) {
    const page = await signedIn(browser, who);
    for (const screen of Object.keys(ROUTES) as Screen[]) {
      // In-app navigation (as a menu link does), not a reload per screen.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, ROUTES[screen]);
      if (ALLOWED[who].includes(screen)) await expect(page.getByTestId(TEST_IDS[screen]), `${who} ${screen}`).toBeVisible();
      else {
        await expect(page, `${who} ${screen}`).toHaveURL(/not-authorized|jobapplication/);
        // The redirect has landed (the page shows), before the next screen is asked for.
        await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
      }
    }
    await page.context().close();
  }
});

test('the sale summary figure moves when an order is created through the API', async ({ browser }) => {
  const page = await signedIn(browser, 'sales', ROUTES.sales);
  const figure = page.getByTestId('stat-sales').locator('.ant-statistic-content-value');
  // The screen's figure is the API's own sum over the same range: orders and POS receipts, none cancelled or voided.
  const from = new Date(Date.now() - 364 * 86_400_000);
  const range = `date_gte=${today(from)}&date_lte=${today()}`;
  const apiSales = async () => {
    const orders = await apiAs(page, `orders/summary?sum=grandTotal&${range}&status_ne=cancelled`);
    const pos = await apiAs(page, `posSales/summary?sum=grandTotal&${range}&status_ne=voided`);
    return Math.round((orders.body.sums.grandTotal + pos.body.sums.grandTotal) * 100) / 100;
  };
  const before = await apiSales();
  await expect(figure).toHaveText(money(before));
  const [product] = (await apiAs(page, 'products?_start=0&_end=1')).body as { id: number }[];
  const created = await apiAs(page, 'orders', {
    method: 'POST',
    data: {
      date: today(),
      customer: 'Dashboard customer',
      tel: '0812345678',
      paymentType: 'cash',
      branch: 'chiangmai',
      deliveryMethod: 'pickup',
      lines: [{ product: product!.id, price: 1234.5, qty: 2 }],
      shippingFee: 10.05,
    },
  });
  expect(created.body.grandTotal).toBe(2479.05);
  await page.reload();
  expect(await apiSales()).toBe(Math.round((before + 2479.05) * 100) / 100);
  await expect(figure).toHaveText(money(Math.round((before + 2479.05) * 100) / 100));
  const orders = page.getByTestId('stat-count-orders').locator('.ant-statistic-content-value');
  const summary = await apiAs(
    page,
    `orders/summary?groupBy=date:day&date_gte=${today()}&date_lte=${today()}&status_ne=cancelled`,
  );
  expect(summary.body.total).toBeGreaterThan(0);
  await expect(orders).not.toHaveText('0');
  await expect(page.getByTestId('top-products').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('chart-column').locator('canvas').first()).toBeVisible();
  await page.context().close();
});

test('the figures are the lists’: my documents, headcount, budgets', async ({ browser }) => {
  const staff = await signedIn(browser, 'staff', ROUTES.status);
  const memos = await apiAs(staff, 'memos?createdBy=staff&_start=0&_end=1');
  const row = staff.getByTestId('my-documents').locator('tbody tr').filter({ hasText: 'Memos' });
  if (memos.total > 0) {
    await expect(row.locator('td').last()).toHaveText(String(memos.total));
    // The donut shows one kind of document by its own states (no "Other" slice): picking a row picks it.
    await row.click();
    await expect(staff.getByTestId('donut-document')).toContainText(`Memos (${memos.total})`);
    await expect(row).toHaveAttribute('aria-selected', 'true');
  } else await expect(row).toHaveCount(0);
  await expect(staff.getByTestId('notifications')).toBeVisible();
  await expect(staff.getByTestId('stat-headcount')).toHaveCount(0);
  await staff.context().close();

  const hr = await signedIn(browser, 'hr', ROUTES.hr);
  const active = await apiAs(hr, 'employees?activeFlag=Y&_start=0&_end=1');
  await expect(hr.getByTestId('headcount-total')).toHaveText(`Headcount: ${active.total}`);
  await hr.goto(ROUTES.status);
  await expect(hr.getByTestId('stat-headcount').locator('.ant-statistic-content-value')).toHaveText(String(active.total));
  await hr.context().close();

  const admin = await signedIn(browser, 'admin', ROUTES.cost);
  const year = new Date().getFullYear();
  const budgets = (await apiAs(admin, `budgets?fiscalYear=${year}`)).body as { amount: number }[];
  const sum = budgets.reduce((n, b) => n + Math.round(b.amount * 100), 0) / 100;
  await expect(admin.getByTestId('total-budget')).toHaveText(money(sum));
  await admin.goto(ROUTES.report);
  for (const id of ['dashboardStatus', 'saleSummary', 'costControl', 'hrHome'])
    await expect(admin.getByTestId(`report-${id}`)).toBeVisible();
  await expect(admin.getByTestId('report-summaries').locator('a').first()).toBeVisible();
  await admin.context().close();
});

test('the chart library loads only on a dashboard, not on the login or a list page', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const charts: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/charts-[^/]*\.js$/.test(r.url())) charts.push(r.url());
  });
  await page.goto('/login');
  await page.getByLabel('Username').fill('staff');
  await page.getByLabel('Password').fill('staff1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/apps/memo/memo');
  await expect(page.locator('.ant-table').first()).toBeVisible();
  expect(charts).toEqual([]);
  await page.goto(ROUTES.report);
  await expect(page.getByTestId('report-picker')).toBeVisible();
  expect(charts).toEqual([]);
  await page.goto(ROUTES.status);
  await expect(page.getByTestId('my-documents')).toBeVisible();
  await expect.poll(() => charts.length).toBeGreaterThan(0);
  await page.context().close();
});

test('screenshots of the dashboards, English and Thai, desktop and 390 px (E2E_SHOTS)', async ({ browser }) => {
  const shots = process.env.E2E_SHOTS;
  test.skip(!shots, 'set E2E_SHOTS to a folder to take them');
  test.setTimeout(90_000);
  const page = await signedIn(browser, 'admin');
  for (const lang of ['en', 'th']) {
    if (lang === 'th') await toThai(page);
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width: width!, height: height! });
      for (const screen of Object.keys(ROUTES) as Screen[]) {
        await page.goto(ROUTES[screen]);
        await expect(page.getByTestId(TEST_IDS[screen])).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${shots}/${screen}-${lang}-${width}.png`, fullPage: true });
      }
    }
  }
  // Dark theme (the theme switch's "System" follows the browser's scheme).
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const screen of ['status', 'sales', 'cost'] as Screen[]) {
    await page.goto(ROUTES[screen]);
    await expect(page.getByTestId(TEST_IDS[screen])).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${shots}/${screen}-th-dark.png`, fullPage: true });
  }
  await page.context().close();
});
