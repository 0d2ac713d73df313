/** Rules across records (schema `constraints`): the pure check, the loader, and the server applying it atomically. */
import { afterEach, describe, expect, it } from 'vitest';
import { constraintErrors } from '../../../src/schema/constraints';
import { loadSchemas, SchemaLoadError, type SchemaFile } from '../../../src/schema/loader';
import type { ResourceSchema } from '../../../src/schema/meta';
import { FIXTURE_FILES, startTestServer, type TestServer } from '../../support/test-server';

const L = (en: string) => ({ en, th: `${en} (th)` });

const rooms = {
  name: 'bookings',
  label: L('Booking'),
  pluralLabel: L('Bookings'),
  area: 'hr',
  route: '/apps/hr/bookings',
  titleField: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'room', type: 'select', options: ['A', 'B'], required: true },
    { name: 'startAt', type: 'datetime', required: true },
    { name: 'endAt', type: 'datetime', required: true },
    { name: 'cancelled', type: 'boolean' },
  ],
  constraints: [
    {
      noOverlap: { start: 'startAt', end: 'endAt', same: ['room'] },
      when: { '!': { var: 'cancelled' } },
      field: 'room',
      message: { en: 'The room is already booked at that time', th: 'ห้องนี้ถูกจองแล้วในช่วงเวลานั้น' },
    },
  ],
  seed: { count: 0 },
};
const courses = {
  name: 'courses',
  label: L('Course'),
  pluralLabel: L('Courses'),
  area: 'hr',
  route: '/apps/hr/courses',
  titleField: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'capacity', type: 'integer' },
  ],
  seed: { count: 0 },
};
const enrolments = {
  name: 'enrolments',
  label: L('Enrolment'),
  pluralLabel: L('Enrolments'),
  area: 'hr',
  route: '/apps/hr/enrolments',
  titleField: 'employee',
  fields: [
    { name: 'course', type: 'reference', resource: 'courses', required: true, onDelete: 'cascade' },
    { name: 'employee', type: 'text', required: true },
  ],
  constraints: [
    { unique: ['course', 'employee'], field: 'employee', message: L('Already enrolled') },
    { maxCount: { reference: 'course', limit: 'capacity' }, field: 'course', message: L('The course is full') },
  ],
  seed: { count: 0 },
};

const files = (...extra: object[]): SchemaFile[] => [
  ...structuredClone(FIXTURE_FILES),
  ...extra.map((json) => ({ file: `${(json as { name: string }).name}.json`, json: structuredClone(json) })),
];

describe('the pure check', () => {
  const registry = loadSchemas(files(rooms, courses, enrolments));
  const bookings = registry.byName.get('bookings') as ResourceSchema;
  const stored = [{ id: 1, title: 'Standup', room: 'A', startAt: '2026-11-24T09:00', endAt: '2026-11-24T10:00' }];
  const ctx = { rows: () => stored, get: () => undefined };
  const booking = (startAt: string, endAt: string, room = 'A', cancelled = false) => ({
    title: 'x',
    room,
    startAt,
    endAt,
    cancelled,
  });

  it('refuses an overlap in the same room, in the language asked', () => {
    expect(constraintErrors(bookings, booking('2026-11-24T09:30', '2026-11-24T11:00'), null, ctx, 'en')).toEqual({
      room: 'The room is already booked at that time',
    });
    expect(constraintErrors(bookings, booking('2026-11-24T08:00', '2026-11-24T12:00'), null, ctx, 'th')).toEqual({
      room: 'ห้องนี้ถูกจองแล้วในช่วงเวลานั้น',
    });
  });

  it('lets through another room, touching ends, a cancelled booking, and the record itself on an update', () => {
    expect(constraintErrors(bookings, booking('2026-11-24T09:30', '2026-11-24T11:00', 'B'), null, ctx, 'en')).toEqual({});
    expect(constraintErrors(bookings, booking('2026-11-24T10:00', '2026-11-24T11:00'), null, ctx, 'en')).toEqual({});
    expect(constraintErrors(bookings, booking('2026-11-24T09:00', '2026-11-24T10:00', 'A', true), null, ctx, 'en')).toEqual({});
    expect(constraintErrors(bookings, booking('2026-11-24T09:15', '2026-11-24T09:45'), 1, ctx, 'en')).toEqual({});
  });

  it('a field with its own error keeps it', () => {
    const own = { room: 'Room is required' };
    expect(constraintErrors(bookings, booking('2026-11-24T09:30', '2026-11-24T11:00'), null, ctx, 'en', own)).toEqual({});
  });
});

describe('the loader', () => {
  const problems = (...extra: object[]) => {
    try {
      loadSchemas(files(...extra));
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(SchemaLoadError);
      return (error as SchemaLoadError).problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
    }
  };

  it('accepts the examples and names what is wrong', () => {
    expect(problems(rooms, courses, enrolments)).toEqual([]);
    const bad = {
      ...enrolments,
      constraints: [
        { unique: ['course', 'nope'], field: 'employee', message: L('x') },
        { maxCount: { reference: 'employee', limit: 'capacity' }, field: 'course', message: L('x') },
        { maxCount: { reference: 'course', limit: 'title' }, field: 'course', message: L('x') },
        { noOverlap: { start: 'employee', end: 'course' }, field: 'course', message: L('x') },
      ],
    };
    expect(problems(rooms, courses, bad)).toEqual([
      'enrolments.json: $.constraints[0].unique[1]: unknown field "nope"',
      'enrolments.json: $.constraints[1].maxCount.reference: expected a field of type reference, got "text"',
      'enrolments.json: $.constraints[3].noOverlap.start: expected a field of type date, datetime, time, integer, number, got "text"',
      'enrolments.json: $.constraints[3].noOverlap.end: expected a field of type date, datetime, time, integer, number, got "reference"',
      'enrolments.json: $.constraints[2].maxCount.limit: expected an integer or number field of "courses"',
    ]);
    expect(problems({ ...rooms, constraints: [{ field: 'room', message: L('x') }] })).toEqual([
      'bookings.json: $.constraints[0]: expected exactly one of "unique", "noOverlap", "maxCount", "minTotal" or "maxPerPeriod"',
    ]);
  });
});

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
