/** The schemas of rules across records (rooms, courses, enrolments) the constraints tests share (schema/ and server/). */
import type { SchemaFile } from '../../src/schema';
import { FIXTURE_FILES } from './test-server';

export const L = (en: string) => ({ en, th: `${en} (th)` });

export const rooms = {
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

export const courses = {
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

export const enrolments = {
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

export const files = (...extra: object[]): SchemaFile[] => [
  ...structuredClone(FIXTURE_FILES),
  ...extra.map((json) => ({ file: `${(json as { name: string }).name}.json`, json: structuredClone(json) })),
];
