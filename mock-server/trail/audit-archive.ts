/**
 * `npm run audit:archive -- <YYYY-MM-DD>` (server stopped): moves the audit entries older than that date out of
 * the db into `<db>.audit-archive.jsonl` beside it, one JSON entry per line, appended. The record histories then
 * start at that date; the archive stays readable (and greppable) for auditors. DB_FILE picks another db.
 *
 * The archive is written and fsynced before the entries leave the db, so a crash in between leaves them in both
 * (a second run skips the ids the archive already holds), never in neither.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { AUDIT } from './audit';
import { DEFAULT_DB_FILE } from '../http/paths';
import { Store } from '../store/store';

export interface ArchiveResult {
  archived: number;
  kept: number;
  file: string;
}

/** Moves the entries with `at` before `before` (an ISO date) into the archive file; returns the counts. */
export async function archiveAudit(dbFile: string, before: string): Promise<ArchiveResult> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(before) || Number.isNaN(Date.parse(before)))
    throw new Error(`Give the first day to keep as YYYY-MM-DD, not "${before}"`);
  if (!existsSync(dbFile)) throw new Error(`No db at ${dbFile}`);
  const store = Store.open(dbFile, () => ({}));
  const file = `${dbFile}.audit-archive.jsonl`;
  const already = new Set(
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => (JSON.parse(l) as { id: number }).id)
      : [],
  );
  const old = store.list(AUDIT).filter((e) => typeof e.at === 'string' && e.at < before);
  const fd = openSync(file, 'a');
  try {
    const lines = old.filter((e) => !already.has(e.id)).map((e) => `${JSON.stringify(e)}\n`);
    if (lines.length) writeSync(fd, lines.join(''));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  for (const e of old) store.remove(AUDIT, e.id);
  await store.close();
  return { archived: old.length, kept: store.list(AUDIT).length, file };
}

if (process.argv[1] && resolve(process.argv[1]).endsWith('audit-archive.ts')) {
  const dbFile = resolve(process.env.DB_FILE ?? DEFAULT_DB_FILE);
  archiveAudit(dbFile, process.argv[2] ?? '').then(
    (r) => console.log(`Archived ${r.archived} audit entries to ${r.file}; ${r.kept} kept in ${dbFile}`),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
