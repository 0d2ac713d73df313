/**
 * The import endpoint (mock-server/actions/import.ts): `POST {resource}/import` with `{ fileName, rows, dryRun }`.
 * A dry run answers which records the server would refuse (a child row's message keyed as the validator keys
 * it, `participants.1.employee`) and stores nothing; a commit stores every record or none. A refused commit is read back through a dry run, so only the status of the failure matters here.
 */
import { apiUrl, request } from '../../api/client';
import type { Data } from '../../schema/expression/expression';
import type { RefusedImportRow } from '../../schema/import/import';

/** One record: `row` is its own line in the sheet; its child rows are in `values[<table>]`, a list of row objects. */
export interface ImportRowPayload {
  row: number;
  values: Data;
}

/** Long enough for 10,000 rows on a slow disk. */
const IMPORT_TIMEOUT_MS = 120_000;

export async function checkImport(resource: string, fileName: string, rows: ImportRowPayload[]): Promise<RefusedImportRow[]> {
  if (!rows.length) return [];
  const answer = await request<{ refused?: RefusedImportRow[] }>(apiUrl('import', { resource }), {
    method: 'POST',
    body: { fileName, rows, dryRun: true },
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
  return Array.isArray(answer?.refused) ? answer.refused : [];
}

export async function commitImport(resource: string, fileName: string, rows: ImportRowPayload[]): Promise<number> {
  const answer = await request<{ imported?: number }>(apiUrl('import', { resource }), {
    method: 'POST',
    body: { fileName, rows },
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
  return typeof answer?.imported === 'number' ? answer.imported : rows.length;
}

/** The server's own message when the error carries one (src/http errors do), else the error's text. */
export const failureText = (error: unknown): string => {
  const server = (error as { serverMessage?: unknown } | null)?.serverMessage;
  if (typeof server === 'string' && server) return server;
  return error instanceof Error ? error.message : String(error);
};
