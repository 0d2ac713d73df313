/**
 * The edit form's reading of a refused save (src/crud/form/conflict/conflict.ts) and the browser's note of record
 * versions (src/providers/versions.ts): a 412 gives the record now, its version and who changed what; the rows
 * are the fields changed since the copy was opened, beside the user's value; keep mine keeps only the user's own
 * changes, take theirs takes every field they changed.
 */
import { describe, expect, it } from 'vitest';
import { conflictOf, conflictRows, valuesToTake } from '../../../src/crud/form/conflict/conflict';
import { ifMatchHeaders, noteVersion, versionOf } from '../../../src/providers/versions';
import { loadSchemas, type ResourceSchema } from '../../../src/schema';

const L = (en: string) => ({ en, th: en });
const schema: ResourceSchema = loadSchemas([
  { file: '_areas.json', json: { areas: [{ name: 'a', label: L('A'), order: 1 }] } },
  {
    file: 'suppliers.json',
    json: {
      name: 'suppliers',
      label: L('Supplier'),
      pluralLabel: L('Suppliers'),
      area: 'a',
      route: '/apps/a/suppliers',
      titleField: 'name',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'phone', type: 'text' },
        { name: 'contactName', type: 'text' },
        { name: 'shout', type: 'computed', formula: { cat: [{ var: 'name' }, '!'] } },
      ],
    },
  },
]).byName.get('suppliers')!;

const refused = (data: unknown) => Object.assign(new Error('changed'), { statusCode: 412, data });

describe('a refused save', () => {
  it('reads the 412 body, and nothing else', () => {
    const error = refused({
      message: 'changed',
      version: 'abc',
      current: { id: 1, name: 'Siam', phone: '02' },
      changes: [{ by: { username: 'hr', name: 'Sudarat' }, at: '2026-12-07T01:00:00Z', action: 'update', fields: ['phone'] }],
    });
    expect(conflictOf(error)).toEqual({
      version: 'abc',
      current: { id: 1, name: 'Siam', phone: '02' },
      changes: [{ by: { username: 'hr', name: 'Sudarat' }, at: '2026-12-07T01:00:00Z', action: 'update', fields: ['phone'] }],
    });
    expect(conflictOf(Object.assign(new Error('x'), { statusCode: 409, data: { version: 'a', current: {} } }))).toBeNull();
    expect(conflictOf(refused({ message: 'no version' }))).toBeNull();
    expect(conflictOf('text')).toBeNull();
  });

  it('lists the fields changed since the copy was opened, marking those the user changed too', () => {
    const opened = { name: 'Siam', phone: '01', contactName: 'Malee' };
    const current = { name: 'Siam', phone: '02', contactName: 'Malee', shout: 'x' };
    const mine = { name: 'Siam Co.', phone: '03', contactName: 'Malee' };
    const rows = conflictRows(schema, opened, current, mine);
    expect(rows.map((r) => [r.field.name, r.theirs, r.mine, r.bothChanged])).toEqual([['phone', '02', '03', true]]);
    expect(valuesToTake(rows, true)).toEqual([]);
    expect(valuesToTake(rows, false)).toEqual([['phone', '02']]);

    const untouched = conflictRows(schema, opened, current, { ...mine, phone: '01' });
    expect(untouched[0]!.bothChanged).toBe(false);
    expect(valuesToTake(untouched, true)).toEqual([['phone', '02']]);
  });
});

describe('record versions in the browser', () => {
  it('notes the ETag of a record answer by resource and id, for If-Match', () => {
    noteVersion({ data: { id: 7, name: 'x' }, headers: { etag: '"v7"' }, config: { url: '/api-spp/v1/suppliers/7' } as never });
    expect(versionOf('suppliers', 7)).toBe('v7');
    noteVersion({
      data: { data: { id: 7 } },
      headers: { etag: '"v8"' },
      config: { url: '/api-spp/v1/suppliers/7/actions/approve' } as never,
    });
    expect(versionOf('suppliers', '7')).toBe('v8');
    // Another record's answer, or one without an ETag, changes nothing.
    noteVersion({ data: { id: 9 }, headers: { etag: '"v9"' }, config: { url: '/api-spp/v1/suppliers/7' } as never });
    noteVersion({ data: { id: 7 }, headers: {}, config: { url: '/api-spp/v1/suppliers/7' } as never });
    expect(versionOf('suppliers', 7)).toBe('v8');
    expect(ifMatchHeaders('v8')).toEqual({ 'If-Match': '"v8"' });
    expect(ifMatchHeaders(undefined)).toEqual({});
  });
});
