import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Store, StoreLoadError } from '../../mock-server/store';

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

  it('writes readable JSON, one row per line', async () => {
    const file = join(tempDir(), 'db.json');
    const s = Store.open(file, () => ({ things: [] }));
    s.insert('things', { name: 'ก' });
    s.insert('things', { name: 'b' });
    await s.commit();
    const text = readFileSync(file, 'utf8');
    expect(text).toBe(
      '{\n "things": [\n  {"name":"ก","id":1},\n  {"name":"b","id":2}\n ],\n "_sequences": {\n  "things": 3\n }\n}\n',
    );
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
    expect((JSON.parse(readFileSync(join(dir, 'db.json'), 'utf8')) as { things: unknown[] }).things).toHaveLength(50);
    expect(readdirSync(dir)).toEqual(['db.json']);
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

  it('keeps every acknowledged write when the process is killed mid-burst', async () => {
    const dir = tempDir();
    const file = join(dir, 'db.json');
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/test-server-child.ts'], {
      env: { ...process.env, DB_FILE: file },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const killed = () => child.kill('SIGKILL');
    process.once('exit', killed); // never leave the child behind, even when an expectation throws
    const port = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /PORT (\d+)/.exec(out);
        if (m) resolve(m[1]!);
      });
      child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    const api = `http://127.0.0.1:${port}/api-spp/v1`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'hr', password: 'hr1234' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const acknowledged: number[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const i = n++;
        try {
          const res = await fetch(`${api}/people`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ firstName: `Crash ${i}`, lastName: 'Test', email: `crash${i}@example.com` }),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
        } catch {
          return; // the server died under us: this write was never acknowledged
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // Kill it mid-burst: once a good number of writes are acknowledged, however long that takes on a busy machine.
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 10));
    killed();
    stop = true;
    await Promise.all(writers);
    process.off('exit', killed);
    expect(acknowledged.length).toBeGreaterThan(10);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { people: { id: number }[] };
    const ids = new Set(saved.people.map((p) => p.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  });
});
