/**
 * Reads and checks an import file off the main thread: SheetJS parses the workbook, then every row is
 * checked (src/schema/import/import.ts) with progress reports, so a 5,000-row file never freezes the page.
 */
import { analyseImport } from '../../schema/import/import';
import { ImportFileError, readImportSheet } from '../../schema/import/sheet';
import type { ParseMessage, ParseRequest } from './protocol';

// The worker's global scope, typed as much as used (the app's TypeScript lib is the DOM's, not WebWorker's).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage(message: ParseMessage): void;
};

scope.onmessage = ({ data: request }) => {
  try {
    scope.postMessage({ type: 'progress', phase: 'read', done: 0, total: 0 });
    const sheet = readImportSheet(request.fileName, request.data);
    const total = sheet.rows.length;
    scope.postMessage({ type: 'progress', phase: 'check', done: 0, total });
    const analysis = analyseImport(request.schema, sheet, request.lang, request.refs, (done) =>
      scope.postMessage({ type: 'progress', phase: 'check', done, total }),
    );
    scope.postMessage({ type: 'done', analysis });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    scope.postMessage({ type: 'error', problem: e instanceof ImportFileError ? e.problem : 'failed', message });
  }
};
