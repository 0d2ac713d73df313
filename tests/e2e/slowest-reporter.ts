/**
 * A Playwright reporter beside the list: at the end of a run it prints the ten slowest tests (issue 28), with their
 * file and line, so the test that makes the suite slow is named in every CI log. A retried test counts each try.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;

export default class SlowestTests implements Reporter {
  private readonly times: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const where = `${test.location.file.replace(`${process.cwd()}/`, '')}:${test.location.line}`;
    this.times.push({ title: `${where} › ${test.title}`, ms: result.duration });
  }

  onEnd(): void {
    const slowest = [...this.times].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (!slowest.length) return;
    console.log(`\nThe ${slowest.length} slowest tests:`);
    for (const t of slowest) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.title}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
