/** `npm run audit:archive`: old audit entries move to an archive file beside the db, none lost, none twice. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { archiveAudit } from '../../../../mock-server/trail/audit-archive';
import { readStoredState } from '../../../../mock-server/store/journal';
import { Store } from '../../../../mock-server/store/store';

const dir = mkdtempSync(join(tmpdir(), 'archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('audit archive', () => {
  it('moves the entries before the date into the archive, and a second run adds nothing twice', async () => {
    const file = join(dir, 'db.json');
    const s = Store.open(file, () => ({
      audit: [
        { id: 1, at: '2025-12-31T23:59:59.000Z', action: 'login' },
        { id: 2, at: '2026-01-01T00:00:00.000Z', action: 'create' },
      ],
    }));
    s.insert('audit', { at: '2025-06-01T00:00:00.000Z', action: 'update' });
    await s.close();
    const first = await archiveAudit(file, '2026-01-01');
    expect(first).toMatchObject({ archived: 2, kept: 1 });
    expect((readStoredState(file).audit as { id: number }[]).map((e) => e.id)).toEqual([2]);
    const lines = () =>
      readFileSync(first.file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { id: number }).id);
    expect(lines()).toEqual([1, 3]);
    expect(await archiveAudit(file, '2026-01-01')).toMatchObject({ archived: 0, kept: 1 });
    expect(lines()).toEqual([1, 3]);
    await expect(archiveAudit(file, '2026-13-45')).rejects.toThrow(/YYYY-MM-DD/);
  });
});
