/**
 * Loader checks of the newer top-level keys (loader.ts calls them): aliases, and `maxCount` limits that
 * need the other schemas. Kept apart so the loader stays one idea: shape, then meaning.
 */
import { aliasFilterProblems, aliasFilters, aliasPath, aliasScreen } from './alias-filters';
import type { ResourceSchema } from './meta';
import { groupByProblems, summaryColumnProblems } from './summary';

/** A summary alias needs its fields to count by, so the bare name is not enough. */
const SUMMARY_AS_OBJECT = 'a summary alias is an object: { "screen": "summary", "groupBy": [the fields it counts by] }';

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
/** An alias with a path of its own (a screen the spec names beside the route, such as /apps/document/approve). */
const WHOLE_PATH = /^\/apps(\/[a-z][a-zA-Z0-9-]*)+(\/:id)?$/;
/** Paths the generated screens take themselves. */
const GENERATED_PATHS = new Set(['create', 'edit/:id', ':id']);

/**
 * What is wrong with an alias's path, or null: a path under the route, or a whole path starting with
 * `/apps/`, with `:id` last exactly for edit and show.
 */
export function aliasProblem(route: string | undefined, path: string, action: string): string | null {
  const whole = path.startsWith('/');
  if (whole && !WHOLE_PATH.test(path))
    return 'expected a whole path such as "/apps/document/approve" (lower-case segments, ":id" last)';
  if (!whole && !ALIAS_PATH.test(path))
    return 'expected a path under the route such as "add" or "view/:id" (lower-case segments, ":id" last)';
  if (whole && path === route) return `"${path}" is the route itself`;
  const under = !whole ? path : route && path.startsWith(`${route}/`) ? path.slice(route.length + 1) : null;
  if (under !== null && (GENERATED_PATHS.has(under) || under.startsWith('edit/')))
    return `"${path}" is a path of the generated screens`;
  const needsId = action === 'edit' || action === 'show';
  if (needsId !== path.endsWith('/:id')) return needsId ? `a ${action} alias ends with "/:id"` : `a ${action} alias has no ":id"`;
  return null;
}

/** Every problem of a schema's aliases: path, filters, a summary's groupBy and columns (the meta-schema says which alias has which). */
export function aliasProblems(schema: ResourceSchema, people?: string): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  for (const [path, target] of Object.entries(schema.aliases ?? {})) {
    const at = `$.aliases["${path}"]`;
    if (target === 'summary') {
      problems.push({ path: at, message: SUMMARY_AS_OBJECT });
      continue;
    }
    const problem = aliasProblem(schema.route, path, aliasScreen(target));
    if (problem) problems.push({ path: at, message: problem });
    const filters = aliasFilters(target);
    if (filters)
      for (const p of aliasFilterProblems(schema, filters, people)) problems.push({ path: at + p.path, message: p.message });
    // A summary's fields to count by and its columns (summary.ts); the meta-schema keeps them to summaries.
    if (typeof target === 'object')
      for (const p of [...groupByProblems(schema, target.groupBy ?? []), ...summaryColumnProblems(schema, target.columns ?? [])])
        problems.push({ path: at + p.path, message: p.message });
  }
  return problems;
}

/**
 * The fixed paths a schema takes, its route and its list, create, summary and whole-path aliases (an :id alias
 * under the route is told apart by its segment count), each checked against `taken` (path -> file) and
 * added to it. An alias whose path is wrong is left out (aliasProblems reports it).
 */
export function routeProblems(file: string, schema: ResourceSchema, taken: Map<string, string>): LoaderProblem[] {
  const paths: [string, string][] = [[schema.route, '$.route']];
  for (const [alias, target] of Object.entries(schema.aliases ?? {})) {
    const screen = aliasScreen(target);
    if (aliasProblem(schema.route, alias, screen)) continue; // reported as such
    if (screen === 'list' || screen === 'create' || screen === 'summary' || alias.startsWith('/'))
      paths.push([aliasPath(schema.route, alias), `$.aliases["${alias}"]`]);
  }
  const problems: LoaderProblem[] = [];
  for (const [path, where] of paths) {
    const other = taken.get(path);
    if (other) problems.push({ file, path: where, message: `route already used by ${other}` });
    taken.set(path, file);
  }
  return problems;
}

/**
 * The row scope's `through`: `field` is a top-level reference of this schema, and `roles` a select or
 * multiselect field of the schema it points at (the role names that may read). `all`: every parsed schema.
 */
export function rowScopeProblems(
  schema: ResourceSchema,
  all: ReadonlyMap<string, ResourceSchema>,
): { path: string; message: string }[] {
  const through = schema.rowScope?.through;
  if (!through) return [];
  const ref = schema.fields.find((f) => f.name === through.field);
  if (ref?.type !== 'reference')
    return [{ path: '$.rowScope.through.field', message: `"${through.field}" is not a reference field of ${schema.name}` }];
  const target = all.get(ref.resource);
  const roles = target?.fields.find((f) => f.name === through.roles);
  if (target && roles?.type !== 'multiselect' && roles?.type !== 'select')
    return [
      { path: '$.rowScope.through.roles', message: `"${through.roles}" is not a select or multiselect field of ${target.name}` },
    ];
  return [];
}
