/**
 * The schema registry in the browser: every schemas/*.json bundled at build time and checked by the same
 * loader as the server. A bad schema throws here, so it can never half-load.
 */
import { loadSchemas, type SchemaFile } from '../schema/loader';

const modules = import.meta.glob<unknown>(['/schemas/*.json', '!/schemas/schema.json', '!/schemas/areas.schema.json'], {
  eager: true,
  import: 'default',
});

const files: SchemaFile[] = Object.entries(modules).map(([path, json]) => ({ file: path.split('/').pop() ?? path, json }));

export const registry = loadSchemas(files);
