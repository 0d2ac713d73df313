/**
 * The axe check across the whole e2e suite (issue 12: "the axe check is on for the whole e2e suite"). Every page a
 * test leaves open, and every page of a context the test closes, is checked with axe (WCAG 2.1 A and AA, serious and
 * critical findings, ./a11y-helpers.ts) once per screen of the run: a screen is its route with record ids as `:id`,
 * in its theme and direction, so the suite's many visits to one screen cost one check. The record of screens checked
 * is shared by the run's workers through a file (E2E_AXE_RECORD, set by playwright.config.ts in the run's output
 * directory, which each run starts empty). routes.spec.ts checks each
 * screen it visits through `checkScreen` too, with the same record of screens already checked.
 *
 * A page still loading (a spinner that does not stop: the API stopped on purpose) or not at the app is skipped.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { axeViolations } from './a11y-helpers';

/** Screens already checked in this run, by this worker or another: `route theme dir`, one per line of RECORD. */
const checked = new Set<string>();
const RECORD = process.env.E2E_AXE_RECORD;

function checkedAlready(key: string): boolean {
  if (checked.has(key) || !RECORD) return checked.has(key);
  try {
    for (const line of readFileSync(RECORD, 'utf8').split('\n')) if (line) checked.add(line);
  } catch {
    // no screen recorded yet
  }
  return checked.has(key);
}

function recordChecked(key: string): void {
  checked.add(key);
  if (!RECORD) return;
  mkdirSync(dirname(RECORD), { recursive: true });
  appendFileSync(RECORD, `${key}\n`);
}

/** How long a page may take to settle before it is skipped rather than checked. */
const SETTLE_MS = 4_000;

/** A screen: the route with its numeric segments as `:id` (`/apps/order/order/12` -> `/apps/order/order/:id`). */
export const routeTemplate = (pathname: string): string => pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/$/, '') || '/';

/** Whether the page has stopped loading and moving within `ms`. */
async function settles(page: Page, ms: number): Promise<boolean> {
  try {
    await page.waitForFunction(
      () =>
        document.querySelector('.ant-spin-spinning, .ant-skeleton-active') === null &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: ms, polling: 100 },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks the screen `page` shows unless that screen was checked already in this run: its serious and critical
 * violations, one readable line per rule (empty when none, already checked or skipped).
 */
export async function checkScreen(page: Page, appOrigin: string): Promise<string[]> {
  if (page.isClosed()) return [];
  const url = new URL(page.url());
  if (url.origin !== appOrigin) return [];
  let key: string;
  try {
    const { theme, dir } = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme ?? 'light',
      dir: document.documentElement.dir || 'ltr',
    }));
    key = `${routeTemplate(url.pathname)} ${theme} ${dir}`;
  } catch {
    return []; // navigating away or closing: nothing stable to check
  }
  if (checkedAlready(key) || !(await settles(page, SETTLE_MS))) return [];
  recordChecked(key);
  return axeViolations(page, key);
}

/** Checks every open page of `context` (see checkScreen). */
export async function checkContext(context: BrowserContext, appOrigin: string): Promise<string[]> {
  const found: string[] = [];
  for (const page of context.pages()) found.push(...(await checkScreen(page, appOrigin)));
  return found;
}
