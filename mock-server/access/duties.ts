/**
 * Segregation of duties on writes (src/access/duties.ts): a record's approver fields (the `me` fields of the
 * steps its author may not take) never name its author, and never one person for two steps. 400 with the
 * fields, in the caller's language, together with the record's other refused fields. The transitions
 * themselves are refused in workflow.ts (403, `rule`).
 */
import { approverFieldErrors, approverFields, recordOwner } from '../../src/access';
import type { ResourceSchema } from '../../src/schema';
import type { RequestContext } from './access';
import type { Data } from '../http/http';
import { ValidationError } from '../records/validated';

/**
 * The checked values `check` returns for `input` as written by `ctx.user`, or a 400 with every refused field,
 * the approver fields' included. On create the caller is the author; on update (`current` given) the author is
 * the record's owner, whose people record is known when the caller is that owner (another editor cannot make the
 * author an approver either: the author's later step is refused by the workflow rule).
 */
export function withApprovers(
  schema: ResourceSchema,
  input: Data,
  ctx: RequestContext,
  current: Data | undefined,
  check: () => Data,
): Data {
  const author = current === undefined || recordOwner(schema, current) === ctx.user.username ? ctx.user.employeeId : undefined;
  const errors = approverFieldErrors(schema, input, author, ctx.lang);
  let values: Data;
  try {
    values = check();
  } catch (e) {
    if (!(e instanceof ValidationError) || !Object.keys(errors).length) throw e;
    const all = { ...errors, ...(e.extra.errors as Record<string, string>) };
    throw new ValidationError(all, e.shortfalls, ctx.lang);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors, [], ctx.lang);
  return values;
}

/**
 * A generated seed row as its author could have written it: approver fields that name the author (`authorId`, their
 * people record) or a person already named are moved to the first other person of the field's resource, so the
 * demo holds no document the API would refuse. Changes `row` in place; draws no random number.
 */
export function seedApprovers(
  schema: ResourceSchema,
  row: Data,
  authorId: number | undefined,
  refs: ReadonlyMap<string, readonly number[]>,
): void {
  for (const name of Object.keys(approverFieldErrors(schema, row, authorId, 'en'))) {
    const target = schema.fields.find((f) => f.name === name)?.resource;
    const taken = new Set(approverFields(schema).map((n) => String(row[n])));
    const other = (refs.get(target ?? '') ?? []).find((id) => id !== authorId && !taken.has(String(id)));
    if (other !== undefined) row[name] = other;
  }
}
