import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredState } from '../../../../mock-server/store/journal';
import { Store, StoreLoadError } from '../../../../mock-server/store/store';
import { crashRound } from '../../../../scripts/lib/crash-round';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'store-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('store', () => {
  it('seeds a missing file, reloads it, and keeps ids increasing', async () => {
    const file = join(tempDir(), 'db.json');
    const a = Store.open(file, () => ({
      things: [
        { id: 1, name: 'one' },
        { id: 4, name: 'four' },
      ],
      settings: { theme: 'dark' },
    }));
    const row = a.insert('things', { name: 'five' });
    expect(row.id).toBe(5);
    a.setObject('settings', { theme: 'light' });
    await a.commit();
    const b = Store.open(file, () => {
      throw new Error('must not seed an existing file');
    });
    expect(b.list('things').map((r) => r.name)).toEqual(['one', 'four', 'five']);
    expect(b.getObject('settings')).toEqual({ theme: 'light' });
    expect(b.insert('things', {}).id).toBe(6);
  });

  it("never gives a deleted record's id again, across a restart too", async () => {
    const file = join(tempDir(), 'db.json');
    const a = Store.open(file, () => ({ things: [{ id: 1, name: 'one' }] }));
    const two = a.insert('things', { name: 'two' });
    a.remove('things', two.id);
    await a.commit();
    const b = Store.open(file, () => {
      throw new Error('must not seed an existing file');
    });
    expect(b.list('things').map((r) => r.id)).toEqual([1]);
    expect(b.insert('things', { name: 'three' }).id).toBe(3);
    // An older file without the sequences still starts past its highest id.
    const old = join(tempDir(), 'db.json');
    writeFileSync(old, JSON.stringify({ things: [{ id: 7 }] }));
    expect(Store.open(old, () => ({})).insert('things', {}).id).toBe(8);
  });

  it('journals each commit, and a clean stop writes readable JSON, one row per line', async () => {
    const file = join(tempDir(), 'db.json');
    const s = Store.open(file, () => ({ things: [] }));
    s.insert('things', { name: 'ก' });
    s.insert('things', { name: 'b' });
    await s.commit();
    // Acknowledged: in the journal (one line for the batch), not yet in the snapshot.
    expect(readFileSync(`${file}.journal.2`, 'utf8')).toBe(
      '[{"p":"things","r":{"name":"ก","id":1}},{"p":"things","r":{"name":"b","id":2}}]\n',
    );
    expect(readStoredState(file).things).toEqual([
      { name: 'ก', id: 1 },
      { name: 'b', id: 2 },
    ]);
    await s.close();
    expect(readFileSync(file, 'utf8')).toBe(
      '{\n "things": [\n  {"name":"ก","id":1},\n  {"name":"b","id":2}\n ],\n "_sequences": {\n  "things": 3\n },\n "_journal": 3\n}\n',
    );
    expect(readdirSync(dirname(file))).toEqual(['db.json']);
  });

  it('groups concurrent commits and leaves no temp files', async () => {
    const dir = tempDir();
    const s = Store.open(join(dir, 'db.json'), () => ({ things: [] }));
    const commits = Array.from({ length: 50 }, (_, i) => {
      s.insert('things', { i });
      return s.commit();
    });
    await Promise.all(commits);
    expect(new Set(commits).size).toBeLessThan(50);
    expect(readStoredState(join(dir, 'db.json')).things).toHaveLength(50);
    expect(readdirSync(dir).sort()).toEqual(['db.json', 'db.json.journal.2']);
  });

  it('refuses a corrupt file instead of overwriting it, and drops stale temp files', () => {
    const dir = tempDir();
    const file = join(dir, 'db.json');
    writeFileSync(file, '{"things": [ {"id": 1}, ');
    writeFileSync(join(dir, '.db.json.123.1.tmp'), 'half');
    expect(() => Store.open(file, () => ({}))).toThrow(StoreLoadError);
    expect(readFileSync(file, 'utf8')).toBe('{"things": [ {"id": 1}, ');
    expect(readdirSync(dir)).toEqual(['db.json']);
    writeFileSync(file, '{"things": [ {"name": "no id"} ]}');
    expect(() => Store.open(file, () => ({}))).toThrow(/things\[0\]/);
  });

  it('keeps every acknowledged write when the process is killed mid-burst, round after round', async () => {
    const dir = tempDir();
    const file = join(dir, 'db.json');
    const all: number[] = [];
    for (let round = 0; round < 3; round++) {
      const acknowledged = await crashRound({
        args: ['--import', 'tsx', 'tests/support/test-server-child.ts'],
        env: { DB_FILE: file },
        resource: 'people',
        body: (i) => ({ firstName: `Crash ${round}.${i}`, lastName: 'Test', email: `crash${round}.${i}@example.com` }),
        username: 'hr',
        password: 'hr1234',
      });
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);
      all.push(...acknowledged);
      const saved = readStoredState(file) as { people: { id: number }[] };
      const ids = new Set(saved.people.map((p) => p.id));
      expect(
        all.filter((id) => !ids.has(id)),
        `round ${round}`,
      ).toEqual([]);
    }
    // And a start-up reads it back whole, folding the journals into a fresh snapshot.
    const reopened = Store.open(file, () => ({}));
    expect(all.filter((id) => !reopened.get('people', id))).toEqual([]);
    expect(readdirSync(dir).filter((n) => n !== 'db.json' && n !== 'db.json.uploads')).toEqual([]);
  }, 90_000); // three server starts in their own processes: slow on a busy 2-core machine
});
