/**
 * A bench's temporary folder, removed once the servers it started have stopped. A server that writes its db while it
 * stops can put a file back while the folder is being removed: the removal is retried, and never fails the bench
 * (what is left is in the system's temporary folder, and the bench says so).
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

const exited = (child: ChildProcess, ms: number): Promise<void> =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const timer = setTimeout(done, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
  });

export async function removeAfter(dir: string, children: ChildProcess[]): Promise<void> {
  await Promise.all(children.map((child) => exited(child, 5_000)));
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.warn(`could not remove ${dir}: ${(error as Error).message}`);
  }
}
