/**
 * The schema registry from `schemas/*.json` on disk, read by the same function `npm run schemas:check`
 * uses and checked by the same loader as the browser. A bad schema throws the loader's SchemaLoadError
 * (file, JSON path, what was expected): start fails loudly.
 */
import { fileURLToPath } from 'node:url';
import { loadSchemaDir } from '../../src/schema/loader/read-dir';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const loadRegistry = loadSchemaDir;
