/**
 * A vitest reporter beside the default one: at the end of a run it prints the ten slowest test files (issue 28),
 * so the file that makes the suite slow is named in every CI log.
 */
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timed = modules
      .map((m) => ({ name: `${m.project.name} ${m.moduleId.replace(`${process.cwd()}/`, '')}`, ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (!timed.length) return;
    console.log(`\nThe ${timed.length} slowest test files:`);
    for (const t of timed) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`);
  }
}
