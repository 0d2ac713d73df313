/**
 * Notices (src/schema/records/notices.ts): the records of a schema with `notice` shown on the landing page to the
 * people they are for: active, not past their date, for everyone or the user's section.
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../../src/schema';
import { isNoticeFor, toNotice } from '../../../src/schema/records/notices';
import { areasFile, loaderProblems, resourceFile } from '../../support/schema-files';

const people = resourceFile(
  'hr',
  'employees',
  [
    { name: 'no', type: 'text' },
    { name: 'code', type: 'text' },
    { name: 'dept', type: 'select', options: ['it', 'finance'] },
  ],
  { userLink: 'code' },
);
const notice = {
  title: 'no',
  text: 'body',
  active: 'on',
  until: 'due',
  audience: { field: 'to', person: 'dept', everyone: 'all' },
};
const newsFields = [
  { name: 'no', type: 'text' },
  { name: 'body', type: 'textarea' },
  { name: 'on', type: 'flag' },
  { name: 'due', type: 'date' },
  { name: 'to', type: 'select', options: ['all', 'it', 'finance'] },
];

describe('which records are notices for whom', () => {
  const schema = loadSchemas([areasFile('hr'), people, resourceFile('hr', 'news', newsFields, { notice })]).byName.get('news')!;
  const it_ = { dept: 'it' };
  const row = { id: 1, no: 'Server down', body: 'Saturday night', on: 'Y', due: '2026-11-28', to: 'it' };

  it("active, not past its date, for the person's section or everyone", () => {
    expect(isNoticeFor(schema, row, it_, '2026-11-25')).toBe(true);
    expect(isNoticeFor(schema, row, it_, '2026-11-28')).toBe(true);
    expect(isNoticeFor(schema, row, it_, '2026-11-29')).toBe(false);
    expect(isNoticeFor(schema, { ...row, on: 'N' }, it_, '2026-11-25')).toBe(false);
    expect(isNoticeFor(schema, row, { dept: 'finance' }, '2026-11-25')).toBe(false);
    expect(isNoticeFor(schema, row, undefined, '2026-11-25')).toBe(false);
    expect(isNoticeFor(schema, { ...row, to: 'all' }, undefined, '2026-11-25')).toBe(true);
    expect(isNoticeFor(schema, { ...row, to: '' }, it_, '2026-11-25')).toBe(false);
    expect(isNoticeFor(schema, { ...row, due: undefined }, it_, '2099-01-01')).toBe(true);
  });

  it('as the landing page shows it', () => {
    expect(toNotice(schema, { ...row, due: '2026-11-28T00:00:00Z' })).toEqual({
      resource: 'news',
      id: 1,
      title: 'Server down',
      text: 'Saturday night',
      until: '2026-11-28',
    });
  });

  it('the loader checks the fields and the people field', () => {
    const bad = { title: 'nope', active: 'due', until: 'on', audience: { field: 'to', person: 'floor' } };
    expect(loaderProblems([areasFile('hr'), people, resourceFile('hr', 'news', newsFields, { notice: bad })])).toEqual([
      'news.json: $.notice.title: unknown field "nope"',
      'news.json: $.notice.active: expected a flag or boolean field, "due" is date',
      'news.json: $.notice.until: expected a date field, "on" is flag',
      'news.json: $.notice.audience.person: unknown field "floor" of employees',
    ]);
  });
});
