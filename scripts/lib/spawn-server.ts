/** A server in a process of its own (node with `args`) that prints `PORT <n>` once it listens: the child and its port. */
import { spawn, type ChildProcess } from 'node:child_process';

export async function spawnServer(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; port: string }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  }).catch((e: unknown) => {
    child.kill('SIGKILL');
    throw e;
  });
  return { child, port };
}
