/**
 * The screens of ../shared/spec/routes.md under /apps, visited as admin: each route the app serves today
 * must be a real screen (a heading and a table, form or record; no not-found, no not-authorized, no error
 * boundary). The test prints how many of routes.md's /apps routes that is; a module that adds screens adds
 * its routes to SERVED. Each screen is checked with axe as well (./axe-watch.ts), once per run.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkScreen } from './axe-watch';
import { bearer, signedIn, tokenOf } from './helpers';

/** Every /apps route of routes.md, as written there ({id}: a record's id). */
const SPEC_ROUTES = [
  '/apps/academy',
  '/apps/academy/course-details',
  '/apps/activity',
  '/apps/activity/{id}',
  '/apps/activity/create',
  '/apps/activity/manage',
  '/apps/activity/uploadActivity',
  '/apps/activity/view/{id}',
  '/apps/announce',
  '/apps/announce/{id}',
  '/apps/announce/create',
  '/apps/announce/manage',
  '/apps/assessment',
  '/apps/assessment/myindicators',
  '/apps/assessment/myindicators2',
  '/apps/assessment/performancemanagementform',
  '/apps/assessment/performancemanagementform/{id}',
  '/apps/assessment/wait',
  '/apps/assets',
  '/apps/assets/detail/{id}',
  '/apps/assets/summaryAsset',
  '/apps/barcodevalidation',
  '/apps/claim',
  '/apps/claim/create',
  '/apps/claim/edit/{id}',
  '/apps/claim/view/{id}',
  '/apps/competency',
  '/apps/corevalue/report',
  '/apps/corevalue/view',
  '/apps/dashboard/status',
  '/apps/datait/broadcast',
  '/apps/datait/itapprove',
  '/apps/datait/storeit',
  '/apps/document/application',
  '/apps/document/application/{id}',
  '/apps/document/approve',
  '/apps/document/request',
  '/apps/document/request/{id}',
  '/apps/document/request/form/{id}',
  '/apps/document/request/form/edit/{id}',
  '/apps/employees',
  '/apps/employees/profile/{id}',
  '/apps/humanresource/home',
  '/apps/humanresource/academy',
  '/apps/humanresource/assessment',
  '/apps/humanresource/evaluationinterviewform/{id}',
  '/apps/humanresource/jobapplication',
  '/apps/humanresource/jobapplication/{id}',
  '/apps/humanresource/probationevaluation',
  '/apps/humanresource/probationevaluation/{id}',
  '/apps/humanresource/probationevaluation/add',
  '/apps/humanresource/probationevaluation/summary',
  '/apps/master/code',
  '/apps/master/menu',
  '/apps/master/permission',
  '/apps/master/rolemenu',
  '/apps/master/systemmanagement',
  '/apps/master/taghierarchy',
  '/apps/meeting',
  '/apps/memo/memo',
  '/apps/memo/memo/{id}',
  '/apps/memo/memo/add',
  '/apps/memo/advanceclear',
  '/apps/memo/advanceclear/{id}',
  '/apps/memo/advanceclear/add',
  '/apps/memo/paymentapproval',
  '/apps/memo/paymentapproval/add',
  '/apps/memo/paymentapproval/edit/{id}',
  '/apps/order/order',
  '/apps/order/order/{id}',
  '/apps/order/order/create',
  '/apps/order/product',
  '/apps/orderpickpack',
  '/apps/orderpickpack/{id}',
  '/apps/orderpickpack/pickpack',
  '/apps/phonebook',
  '/apps/pos',
  '/apps/pos/stock',
  '/apps/probation/home',
  '/apps/probation/emp',
  '/apps/probation/list',
  '/apps/purchase/po',
  '/apps/purchase/po/{id}',
  '/apps/purchase/pr',
  '/apps/purchase/pr/{id}',
  '/apps/purchase/pr/create',
  '/apps/purchase/suppliers',
  '/apps/report',
  '/apps/rewards',
  '/apps/rewards/manage',
  '/apps/rewards/manage/add',
  '/apps/rewards/manage/edit/{id}',
  '/apps/rewards/manage/myhistory',
  '/apps/rewards/manage/transection',
  '/apps/salesummary',
  '/apps/setting/competency',
  '/apps/setting/competency/level',
  '/apps/setting/competency/martrix',
  '/apps/setting/competency/emp',
  '/apps/setting/kpi/assign',
  '/apps/setting/kpi/indicators',
  '/apps/setting/kpi/level',
  '/apps/setting/probation/level',
  '/apps/sppcostcontrol',
  '/apps/supplire',
  '/apps/ticket',
  '/apps/ticket/{id}',
  '/apps/ticket/edit/{id}',
  '/apps/ticket/open',
  '/apps/trainingcourses',
];

/** The routes served today; for a route with {id}, the resource whose first record fills it in. */
const SERVED: Record<string, string | null> = {
  '/apps/employees/profile/{id}': 'employees',
  '/apps/academy': null,
  '/apps/academy/course-details': null,
  '/apps/humanresource/academy': null,
  '/apps/activity': null,
  '/apps/activity/{id}': 'activities',
  '/apps/activity/create': null,
  '/apps/activity/manage': null,
  '/apps/activity/uploadActivity': null,
  '/apps/activity/view/{id}': 'activities',
  '/apps/document/application': null,
  '/apps/document/application/{id}': 'documentRequests',
  '/apps/document/approve': null,
  '/apps/document/request': null,
  '/apps/document/request/{id}': 'documentRequests',
  '/apps/document/request/form/{id}': 'documentRequests',
  '/apps/document/request/form/edit/{id}': 'documentRequests',
  '/apps/humanresource/assessment': null,
  '/apps/humanresource/evaluationinterviewform/{id}': 'interviewEvaluations',
  '/apps/humanresource/probationevaluation': null,
  '/apps/humanresource/probationevaluation/{id}': 'probationEvaluations',
  '/apps/humanresource/probationevaluation/add': null,
  '/apps/humanresource/probationevaluation/summary': null,
  '/apps/probation/home': null,
  '/apps/probation/emp': null,
  '/apps/probation/list': null,
  '/apps/setting/kpi/assign': null,
  '/apps/assessment': null,
  '/apps/assessment/myindicators': null,
  '/apps/assessment/myindicators2': null,
  '/apps/assessment/performancemanagementform': null,
  '/apps/assessment/performancemanagementform/{id}': 'performanceReviews',
  '/apps/assessment/wait': null,
  '/apps/competency': null,
  '/apps/setting/kpi/indicators': null,
  '/apps/setting/kpi/level': null,
  '/apps/announce': null,
  '/apps/announce/{id}': 'announcements',
  '/apps/announce/create': null,
  '/apps/announce/manage': null,
  '/apps/assets': null,
  '/apps/assets/detail/{id}': 'assets',
  '/apps/assets/summaryAsset': null,
  '/apps/claim': null,
  '/apps/claim/create': null,
  '/apps/claim/edit/{id}': 'claims',
  '/apps/claim/view/{id}': 'claims',
  '/apps/datait/broadcast': null,
  '/apps/datait/storeit': null,
  '/apps/datait/itapprove': null,
  '/apps/employees': null,
  '/apps/humanresource/jobapplication': null,
  '/apps/humanresource/jobapplication/{id}': 'jobApplications',
  '/apps/master/code': null,
  '/apps/master/menu': null,
  '/apps/master/permission': null,
  '/apps/master/rolemenu': null,
  '/apps/master/systemmanagement': null,
  '/apps/master/taghierarchy': null,
  '/apps/meeting': null,
  '/apps/memo/memo': null,
  '/apps/memo/memo/{id}': 'memos',
  '/apps/memo/memo/add': null,
  '/apps/memo/advanceclear': null,
  '/apps/memo/advanceclear/{id}': 'advanceClears',
  '/apps/memo/advanceclear/add': null,
  '/apps/memo/paymentapproval': null,
  '/apps/memo/paymentapproval/add': null,
  '/apps/memo/paymentapproval/edit/{id}': 'paymentApprovals',
  '/apps/order/order': null,
  '/apps/order/order/{id}': 'orders',
  '/apps/order/order/create': null,
  '/apps/order/product': null,
  '/apps/phonebook': null,
  '/apps/purchase/po': null,
  '/apps/purchase/po/{id}': 'purchaseOrders',
  '/apps/purchase/pr': null,
  '/apps/purchase/pr/{id}': 'purchaseRequests',
  '/apps/purchase/pr/create': null,
  '/apps/purchase/suppliers': null,
  '/apps/supplire': null,
  '/apps/setting/competency': null,
  '/apps/setting/competency/level': null,
  '/apps/setting/competency/martrix': null,
  '/apps/setting/competency/emp': null,
  '/apps/setting/probation/level': null,
  '/apps/ticket': null,
  '/apps/ticket/{id}': 'tickets',
  '/apps/ticket/edit/{id}': 'tickets',
  '/apps/ticket/open': null,
  // The hand-written screens (resources/): counter, warehouse, recognition, dashboards.
  '/apps/barcodevalidation': null,
  '/apps/corevalue/report': null,
  '/apps/corevalue/view': null,
  '/apps/dashboard/status': null,
  '/apps/humanresource/home': null,
  '/apps/orderpickpack': null,
  '/apps/orderpickpack/{id}': 'orders',
  '/apps/orderpickpack/pickpack': null,
  '/apps/pos': null,
  '/apps/pos/stock': null,
  '/apps/report': null,
  '/apps/rewards': null,
  '/apps/rewards/manage': null,
  '/apps/rewards/manage/add': null,
  '/apps/rewards/manage/edit/{id}': 'rewards',
  '/apps/rewards/manage/myhistory': null,
  '/apps/rewards/manage/transection': null,
  '/apps/salesummary': null,
  '/apps/sppcostcontrol': null,
  '/apps/trainingcourses': null,
};

/**
 * Opens `path` inside the running app, as a menu click does (one page load for the whole walk, not one per route),
 * by way of the not-found screen: nothing of the previous screen is left on the page when the new one is judged.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  const go = (to: string) =>
    page.evaluate((p) => {
      window.history.pushState(null, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  await go('/apps/no-such-screen');
  await expect(page.locator('main .ant-result')).toBeVisible();
  await go(path);
}

/** A real screen: a heading and a table, form or record in the page, and no result page (not found, refused, error). */
async function expectRealScreen(page: Page, path: string): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByRole('heading').first(), path).toBeVisible();
  await expect(main.locator('table, form, .ant-descriptions, .ant-card').first(), path).toBeVisible();
  await expect(page.locator('.ant-result'), path).toHaveCount(0);
  await expect(page, path).not.toHaveURL(/not-found|not-authorized/);
}

test('every served route is a routes.md route, and how many of them the app serves', () => {
  for (const route of Object.keys(SERVED)) expect(SPEC_ROUTES, `${route} is a routes.md route`).toContain(route);
  const served = Object.keys(SERVED).length;
  console.log(`routes.md: ${served} of ${SPEC_ROUTES.length} /apps routes are real screens`);
  test.info().annotations.push({ type: 'routes', description: `${served} of ${SPEC_ROUTES.length}` });
});

/** The walk in batches: one test each, so a failure names its part of the map and no test runs for minutes. */
const BATCH = 20;
const ROUTES = Object.entries(SERVED);

for (let start = 0; start < ROUTES.length; start += BATCH) {
  const batch = ROUTES.slice(start, start + BATCH);
  test(`routes ${batch[0]![0]} to ${batch.at(-1)![0]} are real screens for admin, with no serious WCAG violation`, async ({
    browser,
    request,
    baseURL,
  }) => {
    // Each screen loads its own chunk and is checked with axe (unless the run checked it already): on a shared 2-core
    // machine that takes up to about 6 s.
    test.setTimeout(batch.length * 7_000 + 20_000);
    const page = await signedIn(browser, 'admin');
    const token = await tokenOf(page);
    const violations: string[] = [];
    for (const [route, resource] of batch) {
      let path = route;
      if (resource) {
        // The oldest record, a seeded one: the tests running beside this one add and delete their own records.
        const res = await request.get(`/api-spp/v1/${resource}?_start=0&_end=1&_sort=id&_order=asc`, { headers: bearer(token) });
        expect(res.status(), `${resource}: ${await res.text()}`).toBe(200);
        const [first] = (await res.json()) as { id: number }[];
        expect(first, `${resource} has a seeded record`).toBeDefined();
        path = route.replace('{id}', String(first!.id));
      }
      await openInApp(page, path);
      await expectRealScreen(page, path);
      violations.push(...(await checkScreen(page, new URL(baseURL!).origin)));
    }
    expect(violations, violations.join('\n')).toEqual([]);
    await page.context().close();
  });
}
