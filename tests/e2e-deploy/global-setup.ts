/**
 * Starts the deployment (deployment.ts) once for the run; its address reaches the tests in DEPLOY_ORIGIN. Without
 * nginx or PostgreSQL (Debian's `nginx` and `postgresql` packages, or TEST_DATABASE_URL) the test is skipped with a
 * warning, as the unit tests' PostgreSQL run is; REQUIRE_DEPLOY=1 (CI) makes their absence an error.
 */
import { postgresInstalled } from '../../scripts/lib/pg-throwaway';
import { NGINX, startDeployment } from './deployment';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const missing = [
    NGINX ? undefined : 'nginx (apt-get install nginx)',
    process.env.TEST_DATABASE_URL || postgresInstalled() ? undefined : 'PostgreSQL (apt-get install postgresql)',
  ].filter(Boolean);
  if (missing.length) {
    const message = `The deployment test needs ${missing.join(' and ')}`;
    if (process.env.REQUIRE_DEPLOY === '1') throw new Error(message);
    console.warn(`\n  ${message}: skipped.\n`);
    process.env.DEPLOY_SKIP = message;
    return undefined;
  }
  const deployment = await startDeployment(process.env.E2E_DIST ?? 'dist');
  process.env.DEPLOY_ORIGIN = deployment.origin;
  process.env.DEPLOY_PROCESSES = JSON.stringify(deployment.processes.map((p) => ({ port: p.port, dir: p.dir })));
  return () => deployment.stop();
}
