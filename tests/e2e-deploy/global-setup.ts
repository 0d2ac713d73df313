/** Starts the deployment (deployment.ts) once for the run; its address reaches the tests in DEPLOY_ORIGIN. */
import { startDeployment } from './deployment';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const deployment = await startDeployment(process.env.E2E_DIST ?? 'dist');
  process.env.DEPLOY_ORIGIN = deployment.origin;
  process.env.DEPLOY_PROCESSES = JSON.stringify(deployment.processes.map((p) => ({ port: p.port, dir: p.dir })));
  return () => deployment.stop();
}
