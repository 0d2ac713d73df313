/**
 * Workflow stamps: a transition's `stamp` names the fields the server fills when it runs, the person
 * (`by`, a reference to the people schema) and the moment (`at`, a date or datetime). An approval chain
 * (prepared, checked, approved, secretary) keeps each step's person and date on the record itself. Only
 * the server writes them: they are read-only in the form and a create or update leaves them as stored.
 */
import type { Data } from '../expression/expression';
import type { ResourceSchema, Transition } from '../meta/meta';
import { viewDay } from './record-notes';

/** The fields some transition of the schema stamps. */
export function stampedFields(schema: ResourceSchema): Set<string> {
  const names = new Set<string>();
  for (const t of schema.workflow?.transitions ?? []) {
    if (t.stamp?.by) names.add(t.stamp.by);
    if (t.stamp?.at) names.add(t.stamp.at);
  }
  return names;
}

/** The stamped fields made read-only, so forms show them as the record's and never ask for them. */
export function markStampedReadOnly(schema: ResourceSchema): void {
  const stamped = stampedFields(schema);
  for (const f of schema.fields) if (stamped.has(f.name)) f.readOnly = true;
}

/** The input without stamped fields: the caller never sets them (the stored value stays). */
export function withoutStamps(schema: ResourceSchema, input: Data): Data {
  const out = { ...input };
  for (const name of stampedFields(schema)) delete out[name];
  return out;
}

/**
 * The values a transition stamps: `by` the person's record id (left as it is when the person has no
 * record, a guest or a service account), `at` the day in Bangkok for a date field, the instant otherwise.
 */
export function stampValues(schema: ResourceSchema, transition: Transition, personId: unknown, now: Date): Data {
  const out: Data = {};
  const { by, at } = transition.stamp ?? {};
  if (by && personId !== undefined && personId !== null) out[by] = personId;
  if (at) {
    const field = schema.fields.find((f) => f.name === at);
    out[at] = field?.type === 'date' ? viewDay(now) : now.toISOString();
  }
  return out;
}
