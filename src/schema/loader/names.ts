/**
 * The checks of a schema sent by the schema editor (issue 13), before anything is written: the name rules
 * (a name can never pick a path) and the loader's own check of the candidate together with every other
 * schema (`npm run schemas:check`'s rules: a reference to a missing resource, a duplicate route...). Every
 * problem at once, as `{ path, message }` with the loader's JSON paths. Pure: the caller reads the files.
 */
import { loadSchemas, SchemaLoadError, type LoadOptions, type SchemaFile, type SchemaRegistry } from './loader';

/** A resource name: camelCase from a lower-case letter, letters and digits only (no dot, slash or dash). */
export const SCHEMA_NAME = /^[a-z][A-Za-z0-9]*$/;

export interface PathProblem {
  path: string;
  message: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
/** A value in a message: a name as JSON, an object or list only by its kind (JSON.stringify recurses: a deep one overflows). */
const shown = (v: unknown): string =>
  v === undefined
    ? 'nothing'
    : Array.isArray(v)
      ? 'a list'
      : typeof v === 'object' && v !== null
        ? 'an object'
        : JSON.stringify(v);

/**
 * The name in the URL and the body's `name`: the pattern, a name the API itself routes (`reserved`: the
 * first path segments after the API prefix: auth, schemas, registry, menu, ...), and the two agreeing.
 */
export function nameProblems(urlName: string, body: unknown, reserved: ReadonlySet<string>): PathProblem[] {
  const problems: PathProblem[] = [];
  if (!SCHEMA_NAME.test(urlName))
    problems.push({
      path: '$.name',
      message: `"${urlName}" is not a resource name: expected letters and digits, starting with a lower-case letter`,
    });
  else if (reserved.has(urlName))
    problems.push({ path: '$.name', message: `"${urlName}" is reserved: the API already has a route of that name` });
  if (!isObject(body)) return [...problems, { path: '$', message: 'expected the schema as a JSON object' }];
  if (body.name !== urlName)
    problems.push({
      path: '$.name',
      message: `expected "${urlName}" (the name in the URL), got ${shown(body.name)}`,
    });
  return problems;
}

export type CandidateCheck = { ok: true; registry: SchemaRegistry } | { ok: false; errors: PathProblem[] };

/**
 * Loads every schema file with `<name>.json` replaced by (or added as) `json`. A problem of that file keeps
 * its path; a problem it causes in another file (a rollup over a field it no longer has) is at `$`, naming
 * that file. `skipPaths`: paths already reported by the caller (the name), left out here.
 */
export function checkCandidate(
  files: readonly SchemaFile[],
  name: string,
  json: unknown,
  options: LoadOptions = {},
  skipPaths: ReadonlySet<string> = new Set(),
): CandidateCheck {
  const file = `${name}.json`;
  const set = [...files.filter((f) => (f.file.split('/').pop() ?? f.file) !== file), { file, json }];
  try {
    // No structuredClone here: it overflows the stack on a body nested a few thousand levels deep (a 500). The
    // loader copies each file itself, without recursion, and refuses what is over the limits (expression-limits.ts).
    return { ok: true, registry: loadSchemas(set, options) };
  } catch (e) {
    if (!(e instanceof SchemaLoadError)) throw e;
    const errors = e.problems.flatMap((p): PathProblem[] => {
      if (p.file !== file) return [{ path: '$', message: `${p.file}: ${p.path}: ${p.message}` }];
      return skipPaths.has(p.path) ? [] : [{ path: p.path, message: p.message }];
    });
    return { ok: false, errors };
  }
}
