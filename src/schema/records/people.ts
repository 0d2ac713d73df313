/**
 * The people who sign in, as records: the schema with `userLink` (the employees) holds one record per
 * person, matched to a user by the employee code in its `userLink` field. Requirements may then say
 * `"me": ["evaluator"]` (the record's evaluator is the signed-in user), a row scope may add such fields,
 * and a list alias may filter such a field by "$me". This module checks that every field named so is a
 * reference to that schema. Pure: no DOM, no React.
 */
import type { Requirement, ResourceSchema } from '../meta/meta';

export interface PeopleProblem {
  path: string;
  message: string;
}

/** The name of the schema whose records are the people who sign in, or undefined. */
export const peopleResource = (schemas: Iterable<ResourceSchema>): string | undefined => {
  for (const s of schemas) if (s.userLink) return s.name;
  return undefined;
};

/** Is field `name` of `schema` a top-level reference to the people schema? */
export function isPersonField(schema: ResourceSchema, name: string, people: string | undefined): boolean {
  const f = schema.fields.find((x) => x.name === name);
  return people !== undefined && f?.type === 'reference' && f.resource === people;
}

function meProblems(
  schema: ResourceSchema,
  fields: readonly string[] | undefined,
  path: string,
  people: string | undefined,
): PeopleProblem[] {
  if (!fields) return [];
  if (!people) return [{ path, message: 'no schema declares "userLink", so no record can be the signed-in user' }];
  return fields.flatMap((name, i) =>
    isPersonField(schema, name, people)
      ? []
      : [{ path: `${path}[${i}]`, message: `"${name}" is not a reference to ${people} (the schema with "userLink")` }],
  );
}

const noRecord = (req: Requirement | undefined, path: string): PeopleProblem[] =>
  req?.me ? [{ path: `${path}.me`, message: '"me" needs a record to look at, and there is none here' }] : [];

/**
 * Every problem of a schema's people references: its own `userLink`, the `me` of its requirements and
 * row scope, and of the createFrom rules (checked against their source). `all`: every parsed schema.
 */
export function peopleProblems(schema: ResourceSchema, all: ReadonlyMap<string, ResourceSchema>): PeopleProblem[] {
  const problems: PeopleProblem[] = [];
  const linked = [...all.values()].filter((s) => s.userLink);
  const people = linked[0]?.name;
  if (schema.userLink !== undefined) {
    const f = schema.fields.find((x) => x.name === schema.userLink);
    if (!f) problems.push({ path: '$.userLink', message: `unknown field "${schema.userLink}"` });
    else if (f.type !== 'text')
      problems.push({ path: '$.userLink', message: `expected a text field (an employee code), "${f.name}" is ${f.type}` });
    if (linked.length > 1)
      problems.push({
        path: '$.userLink',
        message: `only one schema may declare "userLink": ${linked.map((s) => s.name).join(', ')} do`,
      });
  }
  for (const [action, req] of Object.entries(schema.access ?? {}))
    problems.push(...meProblems(schema, req?.me, `$.access.${action}.me`, people));
  schema.workflow?.transitions.forEach((t, i) => {
    problems.push(...meProblems(schema, t.allow.me, `$.workflow.transitions[${i}].allow.me`, people));
    if (t.stamp?.by) problems.push(...meProblems(schema, [t.stamp.by], `$.workflow.transitions[${i}].stamp.by`, people));
  });
  problems.push(...meProblems(schema, schema.rowScope?.me, '$.rowScope.me', people));
  problems.push(...noRecord(schema.rowScope?.seeAll, '$.rowScope.seeAll'));
  problems.push(...noRecord(schema.shownWhile?.seeAll, '$.shownWhile.seeAll'));
  if (typeof schema.trackViews === 'object')
    problems.push(...meProblems(schema, schema.trackViews.viewersVisibleTo.me, '$.trackViews.viewersVisibleTo.me', people));
  // A value's readers are decided without a record (lists, exports); its writers on the record (field-locks.ts).
  schema.fields.forEach((f, i) => {
    problems.push(...noRecord(f.access?.read, `$.fields[${i}].access.read`));
    problems.push(...meProblems(schema, f.access?.write?.me, `$.fields[${i}].access.write.me`, people));
    f.rowActions?.forEach((a, j) =>
      problems.push(...meProblems(schema, a.allow.me, `$.fields[${i}].rowActions[${j}].allow.me`, people)),
    );
    if (f.type === 'table')
      f.fields.forEach((c, j) => {
        if (c.access?.read)
          problems.push({
            path: `$.fields[${i}].fields[${j}].access.read`,
            message: 'a column is read by whoever reads its table: give the read rule to the table',
          });
        problems.push(...meProblems(schema, c.access?.write?.me, `$.fields[${i}].fields[${j}].access.write.me`, people));
      });
  });
  schema.createFrom?.forEach((rule, i) => {
    const source = all.get(rule.source);
    if (source) problems.push(...meProblems(source, rule.allow?.me, `$.createFrom[${i}].allow.me`, people));
  });
  return problems;
}
