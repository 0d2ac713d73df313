/** The messages between the import dialog and its parsing worker (parse.worker.ts); plain data, structured-cloned. */
import type { ImportAnalysis, ReferenceIndex } from '../../schema/import/import';
import type { ImportFileProblem } from '../../schema/import/sheet';
import type { ResourceSchema } from '../../schema/meta/meta';

export interface ParseRequest {
  fileName: string;
  /** The file's bytes, transferred to the worker (not copied). */
  data: ArrayBuffer;
  /** The schema as the user sees it (schemaForUser): hidden fields are no columns, locked ones read-only. */
  schema: ResourceSchema;
  lang: string;
  /** Reference field name -> the index of the records it may point to. */
  refs: Map<string, ReferenceIndex>;
}

export type ParseMessage =
  | { type: 'progress'; phase: 'read' | 'check'; done: number; total: number }
  | { type: 'done'; analysis: ImportAnalysis }
  | { type: 'error'; problem: ImportFileProblem | 'failed'; message: string };
