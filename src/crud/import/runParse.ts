/** Runs parse.worker.ts on one file: resolves with the checked rows, reports progress, and can be cancelled. */
import type { ImportAnalysis } from '../../schema/import/import';
import type { ImportFileProblem } from '../../schema/import/sheet';
import type { ParseMessage, ParseRequest } from './protocol';

export class ParseError extends Error {
  constructor(
    public readonly problem: ImportFileProblem | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'ParseError';
  }
}

export interface ParseRun {
  result: Promise<ImportAnalysis>;
  cancel(): void;
}

export function runParse(
  request: ParseRequest,
  onProgress: (phase: 'read' | 'check', done: number, total: number) => void,
): ParseRun {
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  let settle: ((error?: Error, analysis?: ImportAnalysis) => void) | undefined;
  const result = new Promise<ImportAnalysis>((resolve, reject) => {
    settle = (error, analysis) => {
      worker.terminate();
      settle = undefined;
      if (error) reject(error);
      else resolve(analysis!);
    };
  });
  worker.onmessage = ({ data }: MessageEvent<ParseMessage>) => {
    if (data.type === 'progress') onProgress(data.phase, data.done, data.total);
    else if (data.type === 'done') settle?.(undefined, data.analysis);
    else settle?.(new ParseError(data.problem, data.message));
  };
  worker.onerror = (event) => settle?.(new ParseError('failed', event.message || 'The import worker failed'));
  worker.postMessage(request, [request.data]);
  return { result, cancel: () => settle?.(new ParseError('failed', 'cancelled')) };
}
