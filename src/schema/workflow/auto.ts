/**
 * Workflow steps the server takes by itself (`workflow.auto`): after a write, the first rule whose `from`
 * holds the record's state and whose `when` holds on the written record moves it to `to`, in the same
 * write, with a trail entry named after the rule. A purchase order is partially received once a line has
 * a received quantity, and received once every line is complete; an edit that brings it back moves it back
 * only if a rule says so. Pure: the server (resources.ts, row-actions.ts) and the loader use it.
 */
import { checkExpression, evaluateBoolean, type Data } from '../expression/expression';
import type { ResourceSchema } from '../meta/meta';

export interface AutoStep {
  action: string;
  from: string;
  to: string;
}

/** The step a written record takes by itself, or undefined when no rule applies. */
export function autoStep(schema: ResourceSchema, record: Data): AutoStep | undefined {
  const wf = schema.workflow;
  if (!wf?.auto) return undefined;
  const state = String(record[wf.field] ?? wf.initial);
  const rule = wf.auto.find((r) => r.from.includes(state) && r.to !== state && evaluateBoolean(r.when, record));
  return rule ? { action: rule.action, from: state, to: rule.to } : undefined;
}

/** The states the server alone moves records to: seeded rows do not start there (their data would not say so). */
export const autoTargets = (schema: ResourceSchema): Set<string> => new Set((schema.workflow?.auto ?? []).map((r) => r.to));

/** The loader's checks of `workflow.auto`: known states, names unique among the transitions, known fields. */
export function autoProblems(schema: ResourceSchema, fieldNames: ReadonlySet<string>): { path: string; message: string }[] {
  const wf = schema.workflow;
  const problems: { path: string; message: string }[] = [];
  if (!wf?.auto) return problems;
  const states = new Set(wf.states.map((s) => s.value));
  const names = new Set(wf.transitions.map((t) => t.action));
  wf.auto.forEach((r, i) => {
    const at = `$.workflow.auto[${i}]`;
    r.from.forEach((s, j) => {
      if (!states.has(s)) problems.push({ path: `${at}.from[${j}]`, message: `unknown state "${s}"` });
    });
    if (!states.has(r.to)) problems.push({ path: `${at}.to`, message: `unknown state "${r.to}"` });
    if (names.has(r.action)) problems.push({ path: `${at}.action`, message: `duplicate action "${r.action}"` });
    names.add(r.action);
    for (const m of checkExpression(r.when, fieldNames)) problems.push({ path: `${at}.when${m.path}`, message: m.message });
  });
  return problems;
}
