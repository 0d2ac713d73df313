/**
 * Loader checks of the newer top-level keys (loader.ts calls them): aliases, and `maxCount` limits that
 * need the other schemas. Kept apart so the loader stays one idea: shape, then meaning.
 */
import type { ResourceSchema } from './meta';

/** A problem as loader.ts reports it (its SchemaProblem). */
export interface LoaderProblem {
  file: string;
  path: string;
  message: string;
}

/** A `maxCount` limit is a number field of the resource the reference points at. */
export function capacityProblems(
  file: string,
  schema: ResourceSchema,
  all: readonly { schema: ResourceSchema }[],
): LoaderProblem[] {
  const problems: LoaderProblem[] = [];
  schema.constraints?.forEach((c, i) => {
    if (!c.maxCount) return;
    const ref = schema.fields.find((f) => f.name === c.maxCount!.reference);
    if (ref?.type !== 'reference') return; // reported by semanticProblems
    const target = all.find((o) => o.schema.name === ref.resource)?.schema;
    const limit = target?.fields.find((f) => f.name === c.maxCount!.limit);
    if (target && (!limit || !['integer', 'number'].includes(limit.type)))
      problems.push({
        file,
        path: `$.constraints[${i}].maxCount.limit`,
        message: `expected an integer or number field of "${target.name}"`,
      });
  });
  return problems;
}

const ALIAS_PATH = /^[a-z][a-zA-Z0-9-]*(\/[a-z][a-zA-Z0-9-]*)*(\/:id)?$/;
/** Paths the generated screens take themselves. */
const GENERATED_PATHS = new Set(['create', 'edit/:id', ':id']);

/** What is wrong with an alias, or null: one path under the route, with `:id` last exactly for edit and show. */
export function aliasProblem(path: string, action: string): string | null {
  if (!ALIAS_PATH.test(path))
    return 'expected a path under the route such as "add" or "view/:id" (lower-case segments, ":id" last)';
  if (GENERATED_PATHS.has(path) || path.startsWith('edit/')) return `"${path}" is a path of the generated screens`;
  const needsId = action === 'edit' || action === 'show';
  if (needsId !== path.endsWith('/:id')) return needsId ? `a ${action} alias ends with "/:id"` : `a ${action} alias has no ":id"`;
  return null;
}
