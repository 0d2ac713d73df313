/**
 * What the loader says about a file that does not parse: zod's issues as problems with JSON paths and plain
 * messages, and the parts of the file that have the right shape, so its meaning can still be checked.
 */
import type { z } from 'zod';
import type { SchemaProblem } from './problems';
import { field, resourceSchema, TYPED_FIELD_KEYS, type Field, type ResourceSchema } from '../meta/meta';

const jsonPath = (segments: readonly PropertyKey[]): string =>
  '$' + segments.map((s) => (typeof s === 'number' ? `[${s}]` : `.${String(s)}`)).join('');

const TYPE_ONLY = new Set(['invalid_type', 'invalid_value']);

function issueProblems(file: string, issue: z.core.$ZodIssue, prefix: readonly PropertyKey[]): SchemaProblem[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length) {
    // zod only says "Invalid input" here. A branch that got past its type check (an option object with
    // a bad key) explains best what is wrong; when none did, list what each branch expected.
    const deep = issue.errors.filter((branch) => branch.some((i) => i.path.length > 0 || !TYPE_ONLY.has(i.code)));
    if (deep.length === 1) return deep[0]!.flatMap((i) => issueProblems(file, i, path));
    // A name outside a list of names where every other branch wants an object (an alias "delete"): the names.
    const named = issue.errors.filter((b) => b.some((i) => i.code === 'invalid_value' && i.values.length > 1));
    const objectOnly = (b: z.core.$ZodIssue[]) => b.every((i) => i.code === 'invalid_type' && i.expected === 'object');
    if (deep.length === 0 && named.length === 1 && issue.errors.every((b) => b === named[0] || objectOnly(b)))
      return named[0]!.flatMap((i) => issueProblems(file, i, path));
    const expected = issue.errors.flatMap((branch) =>
      branch.flatMap((i) =>
        i.code === 'invalid_type' ? [i.expected] : i.code === 'invalid_value' ? i.values.map((v) => JSON.stringify(v)) : [],
      ),
    );
    if (deep.length === 0 && expected.length)
      return [{ file, path: jsonPath(path), message: `expected ${[...new Set(expected)].join(' or ')}` }];
  }
  let message = issue.message;
  if (issue.code === 'unrecognized_keys') {
    // A key of another field type ("options" on a text field) says which types take it.
    const typed = issue.keys.filter((k) => TYPED_FIELD_KEYS.has(k) && path.includes('fields'));
    const unknown = issue.keys.filter((k) => !typed.includes(k));
    return [
      ...typed.map((k) => ({
        file,
        path: jsonPath([...path, k]),
        message: `only a ${TYPED_FIELD_KEYS.get(k)!.join(' or ')} field has "${k}"`,
      })),
      ...(unknown.length
        ? [{ file, path: jsonPath(path), message: `unknown key(s) ${unknown.map((k) => `"${k}"`).join(', ')}` }]
        : []),
    ];
  } else if (issue.code === 'invalid_value') message = `expected one of ${issue.values.map(String).join(', ')}`;
  return [{ file, path: jsonPath(path), message }];
}

export function zodProblems(file: string, error: z.ZodError): SchemaProblem[] {
  return error.issues.flatMap((issue) => issueProblems(file, issue as z.core.$ZodIssue, []));
}

/**
 * The parts of a file that have the right shape, key by key and field by field, so that the meaning of a
 * file is checked (and every problem of it reported in one run) even when some part of it is malformed.
 * A malformed top-level key is left out; a malformed field stays as its name only (so names still resolve
 * to it), listed in `malformed`, and is not checked further. Null when there are no fields to look at.
 */
export function shapedParts(json: unknown): { schema: ResourceSchema; malformed: ReadonlySet<number> } | null {
  const fields = (json as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields) || fields.length === 0) return null;
  const raw = json as Record<string, unknown> & { fields: unknown[] };
  const schema: Record<string, unknown> = {};
  let malformedWorkflow = false;
  for (const [key, part] of Object.entries(resourceSchema.shape)) {
    if (key === 'fields' || !(key in raw)) continue;
    const r = (part as z.ZodType).safeParse(raw[key]);
    if (r.success) schema[key] = r.data;
    else if (key === 'workflow') malformedWorkflow = true;
  }
  const malformed = new Set<number>();
  schema.fields = raw.fields.map((f, i) => {
    const r = field.safeParse(f);
    if (r.success) return r.data;
    malformed.add(i);
    const name = (f as { name?: unknown } | null)?.name;
    return { name: typeof name === 'string' ? name : '', type: 'text' };
  });
  // Without its (malformed) workflow every status field would look undriven: those are not checked either.
  if (malformedWorkflow)
    (schema.fields as Field[]).forEach((f, i) => {
      if (f.type === 'status') malformed.add(i);
    });
  return { schema: schema as ResourceSchema, malformed };
}
