/**
 * Loader checks of the newer top-level keys (loader.ts calls them): aliases, and `maxCount` limits that
 * need the other schemas. Kept apart so the loader stays one idea: shape, then meaning.
 */
import { aliasFilterProblems, aliasFilters, aliasPath, aliasScreen } from '../lists/alias-filters';
import type { ResourceSchema } from '../meta/meta';
import { groupByProblems, summaryColumnProblems } from '../summary/summary';

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

type Computed = { name: string; formula?: unknown; allocate?: { share: string } };

/** The names a formula reads with `var` (first segment), not those of a per-row formula (`sum`/`count`'s second argument). */
function readNames(formula: unknown): Set<string> {
  const names = new Set<string>();
  const stack: unknown[] = [formula];
  while (stack.length) {
    const expr = stack.pop();
    if (Array.isArray(expr)) for (const e of expr) stack.push(e);
    if (expr === null || typeof expr !== 'object' || Array.isArray(expr)) continue;
    for (const [op, raw] of Object.entries(expr)) {
      const args: unknown[] = Array.isArray(raw) ? raw : [raw];
      if (op === 'var' && typeof args[0] === 'string') names.add(args[0].split('.')[0]!);
      else for (const a of op === 'sum' || op === 'count' ? args.slice(0, 1) : args) stack.push(a);
    }
  }
  return names;
}

/**
 * The cycles among computed fields of one level (the record's, or one child table's columns), each once, starting
 * at the field declared first: `[["total", "tax", "total"]]`. An edge is a `var` read of another computed field of
 * the same level, or an allocated column's `share`. Depth-first without recursion (any number of fields).
 */
export function computedCycles(fields: readonly Computed[]): string[][] {
  const index = new Map(fields.map((f, i) => [f.name, i]));
  const edges = fields.map((f) =>
    [...readNames(f.formula), ...(f.allocate ? [f.allocate.share] : [])].flatMap((n) => (index.has(n) ? [index.get(n)!] : [])),
  );
  const state = fields.map(() => 0); // 0 unseen, 1 on the path, 2 done
  const cycles: string[][] = [];
  for (let start = 0; start < fields.length; start++) {
    if (state[start]) continue;
    const path: { node: number; next: number }[] = [{ node: start, next: 0 }];
    state[start] = 1;
    while (path.length) {
      const top = path.at(-1)!;
      const to = edges[top.node]![top.next++];
      if (to === undefined) {
        state[top.node] = 2;
        path.pop();
      } else if (state[to] === 1) {
        const loop = path.slice(path.findIndex((p) => p.node === to)).map((p) => p.node);
        const first = loop.indexOf(Math.min(...loop));
        const turned = [...loop.slice(first), ...loop.slice(0, first)];
        cycles.push([...turned, turned[0]!].map((i) => fields[i]!.name));
      } else if (state[to] === 0) {
        state[to] = 1;
        path.push({ node: to, next: 0 });
      }
    }
  }
  return cycles;
}

/** A computed field that reads itself, or computed fields that read each other in a circle: each cycle at its first field. */
export function computedCycleProblems(schema: ResourceSchema): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const level = (fields: readonly Computed[], all: readonly { name: string }[], at: string) => {
    for (const cycle of computedCycles(fields)) {
      const i = all.findIndex((f) => f.name === cycle[0]);
      const key = fields.find((f) => f.name === cycle[0])!.formula === undefined ? 'allocate' : 'formula';
      problems.push({ path: `${at}[${i}].${key}`, message: `computed fields form a cycle: ${cycle.join(' -> ')}` });
    }
  };
  const computed = <F extends { type: string; name: string }>(fields: readonly F[]) =>
    fields.filter((f) => f.type === 'computed') as unknown as Computed[];
  level(computed(schema.fields), schema.fields, '$.fields');
  schema.fields.forEach((f, i) => {
    if (f.type === 'table' && Array.isArray(f.fields)) level(computed(f.fields), f.fields, `$.fields[${i}].fields`);
  });
  return problems;
}
