/** The store's indexes behind a write's checks (mock-server/store/indexes.ts): they follow every write. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { highestNumber, takenByOther } from '../../../../mock-server/store/indexes';
import { Store } from '../../../../mock-server/store/store';
import { numberSlot, type NumberSlot } from '../../../../src/schema/records/naming';

const dir = mkdtempSync(join(tmpdir(), 'indexes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('store indexes', () => {
  it('unique values follow inserts, replaces and deletes, trimmed and case-insensitive', () => {
    const s = Store.open(join(dir, 'u.json'), () => ({ things: [{ id: 1, code: 'AB-1' }] }));
    expect(takenByOther(s, 'things', 'code', ' ab-1 ', null)).toBe(true);
    expect(takenByOther(s, 'things', 'code', 'AB-1', 1)).toBe(false); // its own value
    const two = s.insert('things', { code: 'CD-2' });
    expect(takenByOther(s, 'things', 'code', 'cd-2', null)).toBe(true);
    s.replace('things', { id: two.id, code: 'EF-3' });
    expect(takenByOther(s, 'things', 'code', 'CD-2', null)).toBe(false);
    expect(takenByOther(s, 'things', 'code', 'EF-3', null)).toBe(true);
    s.remove('things', two.id);
    expect(takenByOther(s, 'things', 'code', 'EF-3', null)).toBe(false);
  });

  it('the highest document number follows inserts, and is found again when the highest is deleted', () => {
    const s = Store.open(join(dir, 'n.json'), () => ({
      memos: [
        { id: 1, no: 'M-2026-0007' },
        { id: 2, no: 'M-2025-0042' },
      ],
    }));
    const slot = numberSlot('M-{YYYY}-{####}', new Date(2026, 4, 1)) as NumberSlot;
    expect(highestNumber(s, 'memos', 'no', slot)).toBe(7);
    const eight = s.insert('memos', { no: 'M-2026-0008' });
    expect(highestNumber(s, 'memos', 'no', slot)).toBe(8);
    s.remove('memos', eight.id);
    expect(highestNumber(s, 'memos', 'no', slot)).toBe(7);
    s.replace('memos', { id: 1, no: 'M-2026-0030' });
    expect(highestNumber(s, 'memos', 'no', slot)).toBe(30);
  });
});
