/** What the loader reads (a schema file) and what it refuses (each problem with its file and JSON path). */
export interface SchemaFile {
  file: string;
  json: unknown;
}

export interface SchemaProblem {
  file: string;
  path: string;
  message: string;
}

export class SchemaLoadError extends Error {
  constructor(public readonly problems: SchemaProblem[]) {
    super(
      `Invalid schema${problems.length > 1 ? 's' : ''}:\n` +
        problems.map((p) => `  ${p.file}: ${p.path}: ${p.message}`).join('\n'),
    );
    this.name = 'SchemaLoadError';
  }
}
