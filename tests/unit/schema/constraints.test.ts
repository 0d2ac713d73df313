/**
 * Rules across records (src/schema/records/constraints.ts): the pure check and the loader, case by case: how times (with
 * and without seconds), dates and numbers compare in `noOverlap`, which values count as blank or the same in
 * `unique` and `same`, and how `maxCount` counts the seats taken. The server applying them: server/schema-constraints.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas, type ResourceSchema, type SchemaFile } from '../../../src/schema';
import { type ConstraintContext, constraintErrors } from '../../../src/schema/records/constraints';
import { SchemaLoadError } from '../../../src/schema/loader/loader';
import { courses, enrolments, files, L, rooms } from '../../support/constraint-schemas';

type Json = Record<string, unknown>;
type Row = Record<string, unknown>;
const text = (en: string) => ({ en, th: `${en} (th)` });
const AREAS: SchemaFile = { file: '_areas.json', json: { areas: [{ name: 'ops', label: text('Ops'), order: 1 }] } };

const resource = (name: string, fields: Json[], constraints: Json[]): SchemaFile => ({
  file: `${name}.json`,
  json: {
    name,
    label: text(name),
    pluralLabel: text(`${name}s`),
    area: 'ops',
    route: `/apps/ops/${name}`,
    titleField: 'title',
    fields: [{ name: 'title', type: 'text' }, ...fields],
    constraints,
  },
});
const OVERLAP = text('Overlaps another one');

const slots = resource(
  'slots',
  [
    { name: 'room', type: 'select', options: ['A', 'B'] },
    { name: 'day', type: 'date' },
    { name: 'from', type: 'time' },
    { name: 'to', type: 'time' },
  ],
  [{ noOverlap: { start: 'from', end: 'to', same: ['room', 'day'] }, field: 'from', message: OVERLAP }],
);

const leaves = resource(
  'leaves',
  [
    { name: 'firstDay', type: 'date' },
    { name: 'lastDay', type: 'date' },
  ],
  [{ noOverlap: { start: 'firstDay', end: 'lastDay' }, field: 'firstDay', message: OVERLAP }],
);

const trips = resource(
  'trips',
  [
    { name: 'fromKm', type: 'integer' },
    { name: 'toKm', type: 'integer' },
  ],
  [{ noOverlap: { start: 'fromKm', end: 'toKm' }, field: 'fromKm', message: OVERLAP }],
);

const badges = resource(
  'badges',
  [
    { name: 'email', type: 'text' },
    { name: 'site', type: 'integer' },
  ],
  [{ unique: ['email', 'site'], field: 'email', message: text('Already has a badge') }],
);
const capacityCourses = resource('courses', [{ name: 'capacity', type: 'integer' }], []);

const seatEnrolments = resource(
  'enrolments',
  [
    { name: 'employee', type: 'text' },
    { name: 'course', type: 'reference', resource: 'courses' },
    { name: 'withdrawn', type: 'boolean' },
  ],
  [
    {
      unique: ['course', 'employee'],
      when: { '!': { var: 'withdrawn' } },
      field: 'course',
      message: text('Already enrolled'),
    },
    {
      maxCount: { reference: 'course', limit: 'capacity' },
      when: { '!': { var: 'withdrawn' } },
      field: 'course',
      message: text('The course is full'),
    },
  ],
);
const registry = loadSchemas([AREAS, slots, leaves, trips, badges, capacityCourses, seatEnrolments]);
const schema = (name: string) => registry.byName.get(name) as ResourceSchema;

const errorsOf = (name: string, values: Row, stored: Row[], selfId: number | null = null, records: Row[] = []) => {
  const ctx: ConstraintContext = {
    rows: () => stored,
    get: (_resource, id) => records.find((r) => r.id === id),
  };
  return constraintErrors(schema(name), values, selfId, ctx, 'en');
};

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

describe('noOverlap on times of day', () => {
  const day = '2026-11-24';
  const stored = [{ id: 1, room: 'A', day, from: '09:00', to: '10:00' }];
  const clash = (from: string, to: string, room = 'A', on = day) =>
    'from' in errorsOf('slots', { room, day: on, from, to }, stored);

  it('refuses a slot that overlaps one in the same room on the same day', () => {
    expect(clash('09:30', '10:30')).toBe(true);
    expect(clash('08:30', '09:30')).toBe(true);
    expect(clash('09:15', '09:45')).toBe(true);
    expect(clash('08:00', '11:00')).toBe(true);
    expect(errorsOf('slots', { room: 'A', day, from: '09:30', to: '10:30' }, stored)).toEqual({ from: 'Overlaps another one' });
  });

  it('lets through slots that only touch (ending as the other starts, or starting as it ends)', () => {
    expect(clash('10:00', '11:00')).toBe(false);
    expect(clash('08:00', '09:00')).toBe(false);
    expect(clash('10:30', '11:30')).toBe(false);
    expect(clash('07:00', '08:30')).toBe(false);
  });

  it('compares the minutes within one hour', () => {
    const halfHour = [{ id: 1, room: 'A', day, from: '09:00', to: '09:30' }];
    expect(errorsOf('slots', { room: 'A', day, from: '09:15', to: '09:45' }, halfHour)).toEqual({ from: 'Overlaps another one' });
    expect(errorsOf('slots', { room: 'A', day, from: '09:30', to: '09:45' }, halfHour)).toEqual({});
    const quarter = [{ id: 1, room: 'A', day, from: '09:30', to: '10:00' }];
    expect(errorsOf('slots', { room: 'A', day, from: '09:45', to: '10:15' }, quarter)).toEqual({ from: 'Overlaps another one' });
  });

  it('compares times with seconds', () => {
    const short = [{ id: 1, room: 'A', day, from: '09:00:30', to: '09:01:00' }];
    expect(errorsOf('slots', { room: 'A', day, from: '09:00:40', to: '09:00:50' }, short)).toEqual({
      from: 'Overlaps another one',
    });
    expect(errorsOf('slots', { room: 'A', day, from: '09:00:00', to: '09:00:30' }, short)).toEqual({});
    const halfMinute = [{ id: 1, room: 'A', day, from: '09:00:00', to: '09:00:30' }];
    expect(errorsOf('slots', { room: 'A', day, from: '09:00:20', to: '09:00:40' }, halfMinute)).toEqual({
      from: 'Overlaps another one',
    });
    // A time with seconds against one without: 10:00 is 10:00:00.
    expect(errorsOf('slots', { room: 'A', day, from: '10:00:00', to: '10:30:00' }, stored)).toEqual({});
    expect(errorsOf('slots', { room: 'A', day, from: '09:59:59', to: '10:30:00' }, stored)).toEqual({
      from: 'Overlaps another one',
    });
  });

  it('needs every `same` field to match: another room, or the same room on another day, is free', () => {
    expect(clash('09:30', '10:30', 'B')).toBe(false);
    expect(clash('09:30', '10:30', 'A', '2026-11-25')).toBe(false);
  });

  it('does not check a slot whose start or end is not set yet (the required check answers that)', () => {
    expect(errorsOf('slots', { room: 'A', day, from: '09:30' }, stored)).toEqual({});
    expect(errorsOf('slots', { room: 'A', day, from: '09:30', to: null }, stored)).toEqual({});
    expect(errorsOf('slots', { room: 'A', day, from: '', to: '10:30' }, stored)).toEqual({});
    expect(errorsOf('slots', { room: 'A', day, to: '10:30' }, stored)).toEqual({});
    expect(errorsOf('slots', { room: 'A', day, from: '09:30', to: '10:30' }, [{ id: 2, room: 'A', day, from: '09:00' }])).toEqual(
      {},
    );
  });
});

describe('noOverlap on dates and numbers, without `same`', () => {
  it('refuses overlapping date ranges of anyone when no `same` fields are named', () => {
    const stored = [{ id: 1, firstDay: '2026-12-01', lastDay: '2026-12-05' }];
    expect(errorsOf('leaves', { firstDay: '2026-12-04', lastDay: '2026-12-08' }, stored)).toEqual({
      firstDay: 'Overlaps another one',
    });
    expect(errorsOf('leaves', { firstDay: '2026-11-28', lastDay: '2026-12-02' }, stored)).toEqual({
      firstDay: 'Overlaps another one',
    });
    expect(errorsOf('leaves', { firstDay: '2026-12-05', lastDay: '2026-12-08' }, stored)).toEqual({});
    expect(errorsOf('leaves', { firstDay: '2026-12-06', lastDay: '2026-12-08' }, stored)).toEqual({});
  });

  it('compares numbers as numbers (9 is before 10)', () => {
    const stored = [{ id: 1, fromKm: 10, toKm: 120 }];
    expect(errorsOf('trips', { fromKm: 100, toKm: 150 }, stored)).toEqual({ fromKm: 'Overlaps another one' });
    expect(errorsOf('trips', { fromKm: 9, toKm: 11 }, stored)).toEqual({ fromKm: 'Overlaps another one' });
    expect(errorsOf('trips', { fromKm: 0, toKm: 10 }, stored)).toEqual({});
    expect(errorsOf('trips', { fromKm: 120, toKm: 200 }, stored)).toEqual({});
    expect(errorsOf('trips', { fromKm: 100, toKm: null }, stored)).toEqual({});
  });
});

describe('unique', () => {
  const stored = [{ id: 1, email: 'Somchai@Example.com', site: 1 }];

  it('ignores case and surrounding spaces in text', () => {
    expect(errorsOf('badges', { email: '  somchai@example.COM ', site: 1 }, stored)).toEqual({ email: 'Already has a badge' });
    expect(errorsOf('badges', { email: 'malee@example.com', site: 1 }, stored)).toEqual({});
  });

  it('tells numbers apart: the same person at another site is free', () => {
    expect(errorsOf('badges', { email: 'somchai@example.com', site: 2 }, stored)).toEqual({});
    expect(
      errorsOf('badges', { email: 'somchai@example.com', site: 1 }, [{ id: 1, email: 'somchai@example.com', site: 2 }]),
    ).toEqual({});
  });

  it('never counts blank values (missing, null or empty) as the same', () => {
    expect(errorsOf('badges', { site: 1 }, [{ id: 1, site: 1 }])).toEqual({});
    expect(errorsOf('badges', { email: null, site: 1 }, [{ id: 1, email: null, site: 1 }])).toEqual({});
    expect(errorsOf('badges', { email: '', site: 1 }, [{ id: 1, email: '', site: 1 }])).toEqual({});
    expect(errorsOf('badges', { email: 'a@b.c', site: null }, [{ id: 1, email: 'a@b.c', site: null }])).toEqual({});
  });
});

describe('maxCount', () => {
  const course = (id: number, capacity?: unknown) => (capacity === undefined ? { id } : { id, capacity });
  const enrol = (id: number, courseId: number, employee: string, withdrawn = false) => ({
    id,
    course: courseId,
    employee,
    withdrawn,
  });

  it('refuses the enrolment that would go past the capacity, and only that one', () => {
    const two = [course(1, 2)];
    expect(errorsOf('enrolments', { course: 1, employee: 'c' }, [enrol(1, 1, 'a')], null, two)).toEqual({});
    expect(errorsOf('enrolments', { course: 1, employee: 'c' }, [enrol(1, 1, 'a'), enrol(2, 1, 'b')], null, two)).toEqual({
      course: 'The course is full',
    });
  });

  it('counts only the enrolments of the same course', () => {
    const records = [course(1, 1), course(2, 1)];
    expect(errorsOf('enrolments', { course: 1, employee: 'c' }, [enrol(1, 2, 'a'), enrol(2, 2, 'b')], null, records)).toEqual({});
  });

  it('does not count the record itself on an update', () => {
    const stored = [enrol(1, 1, 'a'), enrol(2, 1, 'b')];
    expect(errorsOf('enrolments', { course: 1, employee: 'b2' }, stored, 2, [course(1, 2)])).toEqual({});
  });

  it('leaves out the rows the `when` excludes (a withdrawn enrolment frees its seat)', () => {
    const stored = [enrol(1, 1, 'a'), enrol(2, 1, 'b', true)];
    expect(errorsOf('enrolments', { course: 1, employee: 'c' }, stored, null, [course(1, 2)])).toEqual({});
    // A withdrawn enrolment itself takes no seat, so it is never refused for a full course.
    const full = [enrol(1, 1, 'a'), enrol(2, 1, 'b')];
    expect(errorsOf('enrolments', { course: 1, employee: 'c', withdrawn: true }, full, null, [course(1, 2)])).toEqual({});
  });

  it('has no limit when the course has no capacity set, or cannot be read', () => {
    const stored = [enrol(1, 1, 'a'), enrol(2, 1, 'b')];
    expect(errorsOf('enrolments', { course: 1, employee: 'c' }, stored, null, [course(1)])).toEqual({});
    expect(errorsOf('enrolments', { course: 1, employee: 'c' }, stored, null, [])).toEqual({});
    // A capacity cleared on the course's form is stored as null: no limit either, not a limit of 0.
    expect(errorsOf('enrolments', { course: 1, employee: 'c' }, stored, null, [course(1, null)])).toEqual({});
  });

  it('has nothing to count before a course is chosen', () => {
    expect(errorsOf('enrolments', { employee: 'c' }, [enrol(1, 1, 'a')], null, [course(1, 0)])).toEqual({});
    expect(errorsOf('enrolments', { course: null, employee: 'c' }, [enrol(1, 1, 'a')], null, [course(1, 0)])).toEqual({});
  });

  it('shows the first broken rule of a field: already enrolled, even in a full course', () => {
    const stored = [enrol(1, 1, 'a')];
    expect(errorsOf('enrolments', { course: 1, employee: 'a' }, stored, null, [course(1, 1)])).toEqual({
      course: 'Already enrolled',
    });
  });
});

describe('the `when` of a non-capacity rule', () => {
  it('is not met by a stored row: a withdrawn enrolment does not block enrolling again', () => {
    const stored = [{ id: 1, course: 1, employee: 'a', withdrawn: true }];
    expect(errorsOf('enrolments', { course: 1, employee: 'a' }, stored, null, [{ id: 1 }])).toEqual({});
  });
});
