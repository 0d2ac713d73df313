/**
 * The schema files on disk (mock-server/schemas/schema-files.ts): an atomic write that a crash before the rename leaves
 * the old file whole and loadable; versions beside the files; and the name rules and the candidate check
 * (src/schema/loader/names.ts).
 */
import { existsSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleTempFiles, SchemaFiles, STALE_TEMP_MS, writeFileAtomic } from '../../../../mock-server/schemas/schema-files';
import { loadSchemaDir } from '../../../../src/schema/loader/read-dir';
import { checkCandidate, nameProblems } from '../../../../src/schema/loader/names';
import { fixtureSchemaDir } from '../../../support/schema-dir';
import type { JsonBody } from '../../../support/test-server';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const newDir = () => {
  const d = fixtureSchemaDir();
  dirs.push(d);
  return d;
};
const readJson = (path: string): JsonBody => JSON.parse(readFileSync(path, 'utf8'));

describe('atomic write', () => {
  it('a crash between the write and the rename leaves the old file whole and the set loadable', () => {
    const dir = newDir();
    const file = join(dir, 'memos.json');
    const before = readFileSync(file, 'utf8');
    const changed = { ...readJson(file), fields: [{ name: 'title', type: 'text' }] };
    const crash = () => {
      throw new Error('power cut');
    };
    expect(() => writeFileAtomic(file, JSON.stringify(changed), crash)).toThrow('power cut');
    expect(readFileSync(file, 'utf8')).toBe(before);
    // The temporary file of the interrupted write is still there, beside the schemas, and ignored by the loader.
    const stray = readdirSync(dir).filter((f) => f.endsWith('.tmp'));
    expect(stray).toHaveLength(1);
    expect(stray[0]).toMatch(/^\.memos\.json\./);
    expect(loadSchemaDir(dir).byName.get('memos')!.fields).toHaveLength(6);

    // Through a save: the version's copy is written, the schema file is not, the index does not move on.
    const files = new SchemaFiles(dir, crash);
    expect(() => files.save('memos', changed, 'admin', 'crash')).toThrow('power cut');
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(files.version('memos')).toBe(1);
    expect(loadSchemaDir(dir).byName.get('memos')!.fields).toHaveLength(6);
  });

  it('a write replaces the file whole and leaves no temporary file', () => {
    const dir = newDir();
    const file = join(dir, 'orders.json');
    writeFileAtomic(file, '{"a":1}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}\n');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('stale temporary files', () => {
  const crash = () => {
    throw new Error('power cut');
  };
  const temps = (at: string) => readdirSync(at).filter((f) => f.endsWith('.tmp'));

  it('opening the directory (the server start) removes those a crash left, beside the schemas and in the history', () => {
    const dir = newDir();
    const files = new SchemaFiles(dir);
    const changed = { ...readJson(join(dir, 'memos.json')), label: { en: 'Note', th: 'บันทึก' } };
    files.save('memos', changed, 'admin', 'first');
    const history = join(dir, '.history', 'memos');
    const crashing = new SchemaFiles(dir, crash);
    expect(() => writeFileAtomic(join(history, 'index.json'), '[]', crash)).toThrow('power cut');
    expect(() => crashing.save('memos', { ...changed, order: 3 }, 'admin', 'second')).toThrow('power cut');
    expect(temps(dir)).toHaveLength(1);
    expect(temps(history)).toHaveLength(1);
    writeFileSync(join(dir, '.notes.tmp'), 'not a temporary file of a write'); // another pattern: kept

    new SchemaFiles(dir);
    expect(temps(dir)).toEqual(['.notes.tmp']);
    expect(temps(history)).toEqual([]);
    // The real versions stay: the index, each version's copy (3.json was written before the crash), the file.
    expect(readdirSync(history).sort()).toEqual(['1.json', '2.json', '3.json', 'index.json']);
    expect(new SchemaFiles(dir).version('memos')).toBe(2);
    expect(readJson(join(dir, 'memos.json'))).toEqual(changed);
    expect(loadSchemaDir(dir).byName.get('memos')!.label.en).toBe('Note');
  });

  it("leaves a fresh one of another running process (its write may be in progress), not an old one or a dead one's", () => {
    const dir = newDir();
    const running = join(dir, `.memos.json.${process.ppid}.1.tmp`);
    const dead = join(dir, '.memos.json.99999999.1.tmp'); // above any pid the system gives
    const old = join(dir, `.orders.json.${process.ppid}.2.tmp`);
    for (const path of [running, dead, old]) writeFileSync(path, '{}');
    const now = Date.now();
    const past = new Date(now - STALE_TEMP_MS - 1000);
    utimesSync(old, past, past);
    expect(removeStaleTempFiles(dir, now).sort()).toEqual([dead, old].sort());
    expect(existsSync(running)).toBe(true);
    expect(removeStaleTempFiles(dir, now + STALE_TEMP_MS + 1000)).toEqual([running]);
    expect(removeStaleTempFiles(join(dir, 'nothing-here'))).toEqual([]); // no directory: nothing to do
  });
});

describe('versions on disk', () => {
  it('version 1 is the file as found, written only at the first save; then each save is a version', () => {
    const dir = newDir();
    const files = new SchemaFiles(dir);
    const original = files.read('people') as JsonBody;
    expect(files.history('people')).toEqual([expect.objectContaining({ version: 1, by: 'system' })]);
    expect(readdirSync(dir)).not.toContain('.history');
    expect(files.readVersion('people', 1)).toEqual(original);
    expect(files.registryVersion(['people', 'memos', 'orders'])).toBe(3);

    const changed = { ...original, label: { en: 'Staff', th: 'พนักงาน' } };
    const at = new Date('2025-05-01T03:00:00Z');
    expect(files.save('people', changed, 'admin', 'label changed', at)).toEqual({
      version: 2,
      at: at.toISOString(),
      by: 'admin',
      summary: 'label changed',
    });
    expect(readJson(join(dir, 'people.json'))).toEqual(changed);
    expect(readJson(join(dir, '.history', 'people', '1.json'))).toEqual(original);
    expect(readJson(join(dir, '.history', 'people', '2.json'))).toEqual(changed);
    expect(readJson(join(dir, '.history', 'people', 'index.json')).map((v: JsonBody) => v.version)).toEqual([1, 2]);
    expect(files.version('people')).toBe(2);
    expect(files.registryVersion(['people', 'memos', 'orders'])).toBe(4);
    expect(files.version('nothing')).toBe(0);
    expect(loadSchemaDir(dir).byName.get('people')!.label.en).toBe('Staff'); // .history is not read as schemas
  });
});

describe('name rules', () => {
  const reserved = new Set(['auth', 'schemas', 'menu']);
  it('a name is camelCase letters and digits, not reserved, and the same in the URL and the body', () => {
    expect(nameProblems('meetingRooms', { name: 'meetingRooms' }, reserved)).toEqual([]);
    for (const bad of ['Rooms', '1rooms', 'meeting-rooms', 'meeting_rooms', '..', 'a.b', 'a/b', ''])
      expect(
        nameProblems(bad, { name: bad }, reserved).map((p) => p.path),
        bad,
      ).toEqual(['$.name']);
    expect(nameProblems('menu', { name: 'menu' }, reserved)[0]!.message).toContain('reserved');
    expect(nameProblems('rooms', { name: 'room' }, reserved)[0]!.message).toContain('the name in the URL');
    expect(nameProblems('rooms', 'text', reserved)).toEqual([{ path: '$', message: expect.any(String) }]);
  });

  it('the candidate is checked with every other schema, every problem at once', () => {
    const dir = newDir();
    const all = new SchemaFiles(dir).all();
    const memos = readJson(join(dir, 'memos.json'));
    memos.fields[4].resource = 'rooms';
    memos.route = '/apps/hr/people';
    memos.fields.push({ name: 'title', type: 'text' });
    const checked = checkCandidate(all, 'memos', memos);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.map((e) => e.path).sort()).toEqual(['$.fields[4].resource', '$.fields[6].name', '$.route'].sort());
    const fine = checkCandidate(all, 'memos', readJson(join(dir, 'memos.json')));
    expect(fine.ok && fine.registry.byName.has('memos')).toBe(true);
  });
});
