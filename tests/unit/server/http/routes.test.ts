/** The route table (mock-server/http/routes.ts): deny by default, nothing but sign-in and health before the bearer guard. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../../../mock-server/http/routes';
import { startTestServer, type TestServer } from '../../../support/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

describe('the route table', () => {
  it('serves only sign-in, registration, health and uploads (which check a token or a signed URL) before the bearer guard', () => {
    const routes = apiRoutes({
      store: srv.app.store,
      registry: srv.app.registry,
      auth: null as never,
      signer: null as never,
      uploads: null as never,
    });
    const open = routes.filter((r) => r.who === 'public').map((r) => `${r.method} ${r.path}`);
    expect(open.sort()).toEqual(
      [
        'GET /api-spp/v1/health',
        'GET /api-spp/v1/uploads/:name',
        'GET /health',
        'GET /uploads/:name',
        'POST /api-spp/v1/auth/login',
        'POST /api-spp/v1/auth/register',
      ].sort(),
    );
    // Every administration write names the screen whose decision guards it.
    const guarded = routes.filter((r) => typeof r.who === 'object').map((r) => `${r.method} ${r.path}`);
    expect(guarded.sort()).toEqual(
      [
        'DELETE /api-spp/v1/permissions/:docType/:action/:empCode',
        'POST /api-spp/v1/menu',
        'POST /api-spp/v1/permissions',
        'PUT /api-spp/v1/menu',
        'PUT /api-spp/v1/menu/role/:roleId',
      ].sort(),
    );
  });

  it('answers 401 before telling an anonymous caller whether a route exists', async () => {
    for (const path of ['nowhere', 'people/1/else', 'menu/role', 'people', 'permissions/features'])
      expect((await fetch(`${srv.api}/${path}`)).status, path).toBe(401);
    expect((await fetch(`${srv.api}/auth/login`)).status).toBe(405);
    expect((await fetch(`${srv.origin}/health`)).status).toBe(200);
    expect(await (await fetch(`${srv.api}/health`)).json()).toEqual({ status: 'ok' });
  });

  it('answers 404 to an unknown route and 405 to a known path with another method, once signed in', async () => {
    const headers = { authorization: `Bearer ${await srv.login('admin')}` };
    const nowhere = await fetch(`${srv.api}/nowhere`, { headers });
    expect(nowhere.status).toBe(404);
    expect(((await nowhere.json()) as { message: string }).message).toBe('Unknown resource "nowhere"');
    expect((await fetch(`${srv.api}/people/1/else`, { headers })).status).toBe(404);
    expect((await fetch(`${srv.api}/roles`, { method: 'POST', headers })).status).toBe(405);
    expect((await fetch(`${srv.api}/people/1`, { method: 'POST', headers })).status).toBe(405);
    expect((await fetch(`${srv.api}/people/1/actions/x`, { headers })).status).toBe(405);
    expect((await fetch(`${srv.api}/people/%E0%A4%A`, { headers })).status).toBe(400);
  });
});
