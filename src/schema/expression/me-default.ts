/**
 * `"default": "$me"` on a reference to the people schema (the one with `userLink`): a new record names the
 * signed-in user's own record there unless the form or the caller says otherwise (a ticket's requester). The
 * create form starts with it (src/crud/resolver.ts formDefaults) and the server fills it in on create when the
 * field is missing (mock-server/records/resources.ts), from the user's `employeeId`; a user who is nobody's record
 * (a guest) gets no value.
 */
import { ME } from '../lists/alias-filters';
import type { AnyField } from '../meta/describe';
import { NOW_VAR, TODAY_VAR } from './expression';
import { bangkokDate, bangkokDateTime } from './date-math';
import type { ResourceSchema } from '../meta/meta';

/** The value a field's `default` gives a new record of the user whose own record is `me`. */
export function defaultFor(f: AnyField, me: unknown, now: Date = new Date()): unknown {
  // "$today" / "$now": the date or datetime in Bangkok when the record is made (a heart's vote date).
  if (f.default === TODAY_VAR || f.default === NOW_VAR) return f.default === TODAY_VAR ? bangkokDate(now) : bangkokDateTime(now);
  if (f.default !== ME) return f.default;
  return me === null || me === '' ? undefined : me;
}

/** `"$me"` as a default only on a top-level reference to the people schema. */
export function meDefaultProblems(schema: ResourceSchema, people: string | undefined): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  schema.fields.forEach((f, i) => {
    if (f.default === ME && !(f.type === 'reference' && people !== undefined && f.resource === people))
      problems.push({
        path: `$.fields[${i}].default`,
        message: `"$me" is the signed-in user's own record: only a reference to the people schema (${people ?? 'the one with "userLink"'}) may default to it`,
      });
    if ((f.default === TODAY_VAR && f.type !== 'date') || (f.default === NOW_VAR && f.type !== 'datetime'))
      problems.push({
        path: `$.fields[${i}].default`,
        message: `"${String(f.default)}" is the default of a ${f.default === TODAY_VAR ? 'date' : 'datetime'} field only`,
      });
    if (f.type === 'table')
      f.fields.forEach((c, j) => {
        if (c.default === ME)
          problems.push({ path: `$.fields[${i}].fields[${j}].default`, message: '"$me" is a default of a top-level field only' });
      });
  });
  return problems;
}
