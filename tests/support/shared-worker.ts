/**
 * Run before every test file (vitest.config.ts `setupFiles`): the files of a worker share its modules and process, so
 * a clock a test made fake is made real again after it, whether or not the test did so itself.
 */
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
});
