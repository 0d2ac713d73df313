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
 */
import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';

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

export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ context, browser }, runTest, testInfo) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (ctx: BrowserContext) => {
        ctx.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') seen.push(describe(message));
        });
        ctx.on('weberror', (error) => seen.push(`pageerror: ${error.error().message}`));
      };
      watch(context);
      // Contexts the test opens itself (a second user, a fresh sign-in) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const ctx = await newContext(...args);
        watch(ctx);
        return ctx;
      };
      try {
        await runTest({
          allow: (pattern, reason) => {
            expect(reason, 'an allowed console message says why').toBeTruthy();
            allowed.push(pattern);
          },
          seen,
        });
      } finally {
        browser.newContext = newContext;
      }
      const left = seen.filter((m) => !ALLOWED.some((a) => a.pattern.test(m)) && !allowed.some((p) => p.test(m)));
      if (left.length > 0) await testInfo.attach('console', { body: left.join('\n'), contentType: 'text/plain' });
      // A test that failed already says why; the console is attached to it rather than failing it twice.
      if (testInfo.status === testInfo.expectedStatus)
        expect(left, 'the browser console stays quiet (warnings, errors, page errors)').toEqual([]);
    },
    { auto: true },
  ],
});
