/**
 * The loader's checks of a schema's workflow: the status field, the states named by the initial state,
 * transitions and `editableIn`, stamps, `when` conditions, duplicate actions and the `auto` steps.
 */
import { checkExpression } from '../expression/expression';
import type { ResourceSchema } from '../meta/meta';
import { autoProblems } from '../workflow/auto';

/** Every problem of the workflow, with its JSON path. `malformed`: indexes of fields that did not parse. */
export function workflowProblems(
  schema: ResourceSchema,
  vars: ReadonlySet<string>,
  malformed: ReadonlySet<number>,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const wf = schema.workflow;
  if (!wf) return problems;
  const states = new Set(wf.states.map((s) => s.value));
  const statusIndex = schema.fields.findIndex((f) => f.name === wf.field);
  const statusField = malformed.has(statusIndex) ? { type: 'status' } : schema.fields[statusIndex];
  if (!statusField) add('$.workflow.field', `unknown field "${wf.field}"`);
  else if (statusField.type !== 'status') add('$.workflow.field', `expected a field of type "status", got "${statusField.type}"`);
  if (!states.has(wf.initial)) add('$.workflow.initial', `unknown state "${wf.initial}"`);
  for (const m of autoProblems(schema as ResourceSchema, vars)) add(m.path, m.message);
  wf.transitions.forEach((t, i) => {
    t.from.forEach((s, j) => {
      if (!states.has(s)) add(`$.workflow.transitions[${i}].from[${j}]`, `unknown state "${s}"`);
    });
    if (!states.has(t.to)) add(`$.workflow.transitions[${i}].to`, `unknown state "${t.to}"`);
    const at = t.stamp?.at && schema.fields.find((f) => f.name === t.stamp!.at);
    if (t.stamp?.at && (!at || (at.type !== 'date' && at.type !== 'datetime')))
      add(`$.workflow.transitions[${i}].stamp.at`, `"${t.stamp.at}" is not a date or datetime field of the record`);
    if (t.when !== undefined)
      for (const m of checkExpression(t.when, vars)) add(`$.workflow.transitions[${i}].when${m.path}`, m.message);
    if (wf.transitions.findIndex((o) => o.action === t.action) < i)
      add(`$.workflow.transitions[${i}].action`, `duplicate action "${t.action}"`);
  });
  wf.editableIn?.forEach((s, i) => {
    if (!states.has(s)) add(`$.workflow.editableIn[${i}]`, `unknown state "${s}"`);
  });
  return problems;
}
