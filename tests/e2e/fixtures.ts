/**
 * Playwright's `test`, extended to fail a test that leaves a warning or an error in the browser console, or an
 * uncaught error in a page (issue 12: a quiet console on every screen). Import `test` and `expect` from here
 * instead of '@playwright/test'.
 *
 * Every page of the test is watched: the `page` fixture's context and any context the test opens itself
 * (browser.newContext(), as helpers.ts's signedIn does). A message a test provokes on purpose (the API stopped,
 * a request the server must refuse) is declared by the test, with its reason:
 *
 *   test('...', async ({ page, consoleWatch }) => {
 *     consoleWatch.allow(/Failed to load resource/, 'the API is stopped on purpose');
 *
 * ALLOWED below lists what is outside our control, each with its reason; keep it short.
 *
 * Every screen a test leaves open, or shows in a context it closes, is also checked with axe once per run
 * (./axe-watch.ts); a test whose screens are not the app's own says so with `axeWatch.skip(reason)`.
 */
import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';
import { checkContext } from './axe-watch';

export { expect };

/** Messages that are not ours to fix, whatever the test. */
export const ALLOWED: readonly { pattern: RegExp; reason: string }[] = [];

export interface ConsoleWatch {
  /** Lets messages matching `pattern` pass in this test; `reason` says why they are expected. */
  allow(pattern: RegExp, reason: string): void;
  /** What the console said so far (warnings, errors, page errors), for a test that asserts on it. */
  readonly seen: readonly string[];
}

const describe = (message: ConsoleMessage): string => {
  const { url, lineNumber } = message.location();
  const where = url ? ` (${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber})` : '';
  return `${message.type()}: ${message.text()}${where}`;
};

/** The contexts of one test: the `page` fixture's and any the test opens itself (browser.newContext()). */
interface Contexts {
  /** Calls `watch` with every context of the test, those open now and those opened later. */
  each(watch: (context: BrowserContext) => void): void;
}

export interface AxeWatch {
  /** Leaves this test's screens unchecked; `reason` says why (a screen that is not the app's own). */
  skip(reason: string): void;
}

export const test = base.extend<{ contexts: Contexts; consoleWatch: ConsoleWatch; axeWatch: AxeWatch }>({
  contexts: [
    async ({ context, browser }, provide) => {
      const all: BrowserContext[] = [context];
      const watchers: ((context: BrowserContext) => void)[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const ctx = await newContext(...args);
        all.push(ctx);
        for (const watch of watchers) watch(ctx);
        return ctx;
      };
      try {
        await provide({
          each: (watch) => {
            watchers.push(watch);
            all.forEach(watch);
          },
        });
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],

  consoleWatch: [
    async ({ contexts }, runTest, testInfo) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      contexts.each((ctx) => {
        ctx.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') seen.push(describe(message));
        });
        ctx.on('weberror', (error) => seen.push(`pageerror: ${error.error().message}`));
      });
      await runTest({
        allow: (pattern, reason) => {
          expect(reason, 'an allowed console message says why').toBeTruthy();
          allowed.push(pattern);
        },
        seen,
      });
      const left = seen.filter((m) => !ALLOWED.some((a) => a.pattern.test(m)) && !allowed.some((p) => p.test(m)));
      if (left.length > 0) await testInfo.attach('console', { body: left.join('\n'), contentType: 'text/plain' });
      // A test that failed already says why; the console is attached to it rather than failing it twice.
      if (testInfo.status === testInfo.expectedStatus)
        expect(left, 'the browser console stays quiet (warnings, errors, page errors)').toEqual([]);
    },
    { auto: true },
  ],

  // The axe check (./axe-watch.ts) on the screens each test leaves open and on those of each context it closes.
  axeWatch: [
    async ({ contexts, baseURL }, runTest, testInfo) => {
      const origin = new URL(baseURL!).origin;
      const found: string[] = [];
      const open = new Map<BrowserContext, BrowserContext['close']>();
      let skipped = false;
      contexts.each((ctx) => {
        const close = ctx.close.bind(ctx);
        open.set(ctx, close);
        ctx.close = async (...args: Parameters<typeof ctx.close>) => {
          open.delete(ctx);
          if (!skipped) found.push(...(await checkContext(ctx, origin)));
          return close(...args);
        };
      });
      await runTest({
        skip: (reason) => {
          expect(reason, 'a test leaving its screens unchecked says why').toBeTruthy();
          skipped = true;
        },
      });
      // Playwright closes the contexts still open after this: they close as they did, unchecked when the test failed.
      for (const [ctx, close] of open) ctx.close = close;
      if (testInfo.status !== testInfo.expectedStatus) return;
      if (!skipped) for (const ctx of open.keys()) found.push(...(await checkContext(ctx, origin)));
      expect(found, `no serious or critical WCAG 2.1 AA violation (axe)\n${found.join('\n')}`).toEqual([]);
    },
    // Its own time, apart from the test's: each screen new to the run takes a few seconds to check.
    { auto: true, timeout: 90_000 },
  ],
});
