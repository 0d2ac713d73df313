/**
 * The deployment the README describes, started for a test as IT would run it: PostgreSQL, two `npm run serve`
 * processes (mock-server/index.ts --serve) that share only the database, each in an empty working directory of
 * its own for anything it writes, and Debian's nginx in front of them with deploy/nginx.conf (round-robin; its
 * upstream addresses and port replaced). Everything the test does goes through nginx.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createThrowawayDatabase, freePort, startThrowawayCluster } from '../../scripts/lib/pg-throwaway';

const TSX = pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href;

/** Debian's nginx (NGINX_BIN names another). */
export const NGINX = (process.env.NGINX_BIN ? [process.env.NGINX_BIN] : ['/usr/sbin/nginx', '/usr/bin/nginx']).find((p) =>
  existsSync(p),
);

export interface Process {
  child: ChildProcess;
  port: number;
  /** Its working directory, for anything it writes (DB_FILE and UPLOAD_DIR point inside it too). */
  dir: string;
  /** Its JSON log lines so far. */
  lines: Record<string, unknown>[];
}

export interface Deployment {
  /** nginx's address: the only one the tests use. */
  origin: string;
  processes: Process[];
  databaseUrl: string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with these upstreams and this port, inside a main configuration nginx runs unprivileged. */
export function nginxConfig(site: string, upstreams: number[], port: number, dir: string): string {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const conf = site
    .replace(/upstream staff_backoffice \{[\s\S]*?keepalive/, `upstream staff_backoffice {\n${servers}\n    keepalive`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!conf.includes(`127.0.0.1:${upstreams[0]}`) || !conf.includes(`listen 127.0.0.1:${port}`))
    throw new Error('deploy/nginx.conf no longer has the upstream block and listen line this test replaces');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join('\n  ');
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  ${temp}
${conf}
}
`;
}

async function ready(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${log()}`);
    if ((await fetch(`${origin}/ready`).catch(() => null))?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not ready at ${origin}: ${log()}`);
}

function startProcess(env: Record<string, string>): Promise<Process> {
  return (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-machine-'));
    const port = await freePort();
    // Run from the empty directory, as from a machine's own folder: the code is read from the checkout, and
    // whatever the process would write on its disk would land in `dir` (the test finds nothing there).
    const child = spawn(process.execPath, ['--import', TSX, resolve('mock-server/index.ts'), '--serve'], {
      cwd: dir,
      env: { ...process.env, ...env, PORT: String(port), DB_FILE: join(dir, 'db.json'), UPLOAD_DIR: join(dir, 'uploads') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: Record<string, unknown>[] = [];
    const raw: string[] = [];
    child.stdout!.on('data', (d: Buffer) => {
      for (const line of d.toString().split('\n').filter(Boolean)) {
        raw.push(line);
        try {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          /* npm's banner */
        }
      }
    });
    child.stderr!.on('data', (d: Buffer) => raw.push(d.toString()));
    await ready(`http://127.0.0.1:${port}`, child, () => raw.join('\n'));
    return { child, port, dir, lines };
  })();
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

export async function startDeployment(distDir: string): Promise<Deployment> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx; .ci/run installs it)');
  const cluster = process.env.TEST_DATABASE_URL ? undefined : await startThrowawayCluster();
  const server = process.env.TEST_DATABASE_URL ?? cluster!.url;
  const database = await createThrowawayDatabase(server, 'deploy');
  const databaseUrl = database.url;
  const env = {
    DATABASE_URL: databaseUrl,
    DIST_DIR: resolve(distDir),
    JWT_SECRET: 'deployment-test-secret',
    TRUST_PROXY: 'loopback',
    METRICS_TOKEN: 'deployment-metrics',
    SHUTDOWN_DELAY_SECONDS: '0',
    DATABASE_SCHEMA: '',
    RESET_DB: '',
    SCHEMAS_DIR: '',
    SCHEMAS_SEED_FROM: '',
  };
  // The first seeds the new database; the second starts on what the first wrote, as a second machine would.
  const first = await startProcess(env);
  const second = await startProcess(env);
  const nginxDir = mkdtempSync(join(tmpdir(), 'nginx-'));
  for (const t of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(nginxDir, t));
  const port = await freePort();
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    nginxConfig(readFileSync('deploy/nginx.conf', 'utf8'), [first.port, second.port], port, nginxDir),
  );
  const started = spawnSync(NGINX, ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')], { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    processes: [first, second],
    databaseUrl,
    async stop() {
      spawnSync(NGINX, ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-s', 'stop']);
      await Promise.all([stopped(first.child), stopped(second.child)]);
      await database.drop();
      cluster?.stop();
      for (const dir of [nginxDir, first.dir, second.dir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What a process wrote into its working directory (nothing, with DATABASE_URL set). */
export function written(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}
