/** Rules across records (schema `constraints`) applied by the server atomically; the pure check and the loader: schema/records/constraints.test.ts. */
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchemas } from '../../../../src/schema';
import { startTestServer, type TestServer } from '../../../support/test-server';
import { courses, enrolments, files, rooms } from '../../../support/constraint-schemas';

describe('the server', () => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  it('of two enrolments racing for the last seat, exactly one succeeds; the same person cannot enrol twice', async () => {
    srv = await startTestServer({ registry: loadSchemas(files(rooms, courses, enrolments)) });
    const token = await srv.login('admin');
    const post = (path: string, body: unknown) =>
      fetch(`${srv!.api}/${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const course = (await (await post('courses', { title: 'Excel', capacity: 2 })).json()) as { id: number };
    expect((await post('enrolments', { course: course.id, employee: 'somchai' })).status).toBe(201);
    const again = await post('enrolments', { course: course.id, employee: 'somchai' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errors: Record<string, string> }).errors).toEqual({ employee: 'Already enrolled' });
    const [a, b] = await Promise.all([
      post('enrolments', { course: course.id, employee: 'malee' }),
      post('enrolments', { course: course.id, employee: 'wichai' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const refused = [a, b].find((r) => r.status === 400)!;
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({ course: 'The course is full' });
  });
});
