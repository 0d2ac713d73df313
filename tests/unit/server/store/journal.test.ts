/** The journal engine under the store (mock-server/store/journal.ts): torn tails, damage, snapshots beside appends, crashes between steps. */
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JournalEngine, readStoredState, removeDb } from '../../../../mock-server/store/journal';
import { Store, StoreLoadError } from '../../../../mock-server/store/store';
import type { Entry } from '../../../../mock-server/store/storage';

const dirs: string[] = [];
const dbIn = () => {
  const dir = mkdtempSync(join(tmpdir(), 'journal-'));
  dirs.push(dir);
  return join(dir, 'db.json');
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const names = (s: Store) => s.list('things').map((r) => r.name);

describe('journal', () => {
  it('drops a last line cut short by a crash (never acknowledged) and keeps the rest', async () => {
    const file = dbIn();
    const s = Store.open(file, () => ({ things: [] }));
    s.insert('things', { name: 'kept' });
    await s.commit();
    appendFileSync(`${file}.journal.2`, '[{"p":"things","r":{"name":"to');
    expect(readStoredState(file).things).toEqual([{ name: 'kept', id: 1 }]);
    const again = Store.open(file, () => ({}));
    expect(names(again)).toEqual(['kept']);
    expect(again.insert('things', { name: 'next' }).id).toBe(2);
  });

  it('refuses a journal damaged before its last line rather than losing what follows', async () => {
    const file = dbIn();
    const s = Store.open(file, () => ({ things: [] }));
    s.insert('things', { name: 'a' });
    await s.commit();
    const journal = `${file}.journal.2`;
    writeFileSync(journal, `garbage\n${readFileSync(journal, 'utf8')}`);
    expect(() => Store.open(file, () => ({}))).toThrow(StoreLoadError);
    expect(() => Store.open(file, () => ({}))).toThrow(/line 1/);
  });

  it('writes a snapshot while appends go on, and forgets the journals it holds', async () => {
    const file = dbIn();
    const s = Store.open(file, () => ({ things: [] }), new JournalEngine(file, { minJournalBytes: 200 }));
    const commits: Promise<void>[] = [];
    for (let i = 0; i < 60; i++) {
      s.insert('things', { name: `t${i}`, pad: 'x'.repeat(40) });
      commits.push(s.commit());
      if (i % 7 === 0) await commits[commits.length - 1];
    }
    await Promise.all(commits);
    const onDisk = readStoredState(file).things as { name: string }[];
    expect(onDisk.map((r) => r.name)).toEqual(Array.from({ length: 60 }, (_, i) => `t${i}`));
    // Snapshots happened: the snapshot names a later journal, and older journals are gone.
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { _journal: number; things: unknown[] };
    expect(snapshot._journal).toBeGreaterThan(2);
    expect(snapshot.things.length).toBeGreaterThan(0);
    await s.close();
    expect(readdirSync(join(file, '..'))).toEqual(['db.json']);
    expect(names(Store.open(file, () => ({})))).toHaveLength(60);
  });

  it('after a crash between the snapshot and the removal of old journals, replays only what the snapshot lacks', () => {
    const file = dbIn();
    // The snapshot holds journal 1's row and says journal 2 is the first it lacks; journal 1 was not removed.
    writeFileSync(file, JSON.stringify({ things: [{ id: 1, name: 'one', v: 2 }], _sequences: { things: 2 }, _journal: 2 }));
    const line = (batch: Entry[]) => `${JSON.stringify(batch)}\n`;
    writeFileSync(`${file}.journal.1`, line([{ p: 'things', r: { id: 1, name: 'one', v: 1 } }]));
    writeFileSync(
      `${file}.journal.2`,
      line([
        { p: 'things', r: { id: 2, name: 'two' } },
        { d: 'things', i: 9 },
      ]),
    );
    const s = Store.open(file, () => ({}));
    expect(s.list('things')).toEqual([
      { id: 1, name: 'one', v: 2 },
      { id: 2, name: 'two' },
    ]);
    expect(readdirSync(join(file, '..'))).toEqual(['db.json']);
  });

  it('replays deletes, objects and dropped collections, and never reuses an id', async () => {
    const file = dbIn();
    const s = Store.open(file, () => ({ things: [{ id: 1, name: 'a' }], old: [{ id: 1 }] }));
    const b = s.insert('things', { name: 'b' });
    s.remove('things', b.id);
    s.setObject('settings', { theme: 'dark' });
    s.drop('old');
    s.replace('things', { id: 1, name: 'A' });
    await s.commit();
    const again = Store.open(file, () => ({}));
    expect(again.list('things')).toEqual([{ id: 1, name: 'A' }]);
    expect(again.getObject('settings')).toEqual({ theme: 'dark' });
    expect(again.has('old')).toBe(false);
    expect(again.insert('things', {}).id).toBe(3);
  });

  it('carries a batch whose append failed into the next flush', async () => {
    const file = dbIn();
    const engine = new JournalEngine(file);
    const s = Store.open(file, () => ({ things: [] }), engine);
    const append = engine.append.bind(engine);
    let fail = true;
    engine.append = (batch) => (fail ? Promise.reject(new Error('disk full')) : append(batch));
    s.insert('things', { name: 'first' });
    await expect(s.commit()).rejects.toThrow('disk full');
    fail = false;
    s.insert('things', { name: 'second' });
    await s.commit();
    expect((readStoredState(file).things as { name: string }[]).map((r) => r.name)).toEqual(['first', 'second']);
  });

  it('starts a new db when db.json was removed, leaving its old journals out', async () => {
    const file = dbIn();
    const s = Store.open(file, () => ({ things: [] }));
    s.insert('things', { name: 'old' });
    await s.commit();
    rmSync(file);
    const fresh = Store.open(file, () => ({ things: [{ id: 1, name: 'seed' }] }));
    expect(names(fresh)).toEqual(['seed']);
    expect(readdirSync(join(file, '..'))).toEqual(['db.json']);
    removeDb(file);
    expect(readdirSync(join(file, '..'))).toEqual([]);
  });
});
