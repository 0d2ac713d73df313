/**
 * A workflow as steps (the show page's antd Steps): the main path from the initial state, where the
 * record is on it, and what may come next. Pure: derived from the schema's workflow alone.
 */
import { evaluateBoolean, type Data } from '../expression/expression';
import type { Transition, Workflow } from '../meta/meta';

export type StepStatus = 'finish' | 'process' | 'wait' | 'error';

export interface WorkflowStep {
  state: string;
  status: StepStatus;
}

export interface WorkflowProgress {
  steps: WorkflowStep[];
  /** Index of the record's state in `steps`. */
  current: number;
  /** The transitions that start from the record's state (whoever may run them). */
  next: Transition[];
}

/**
 * The main path: from the initial state, repeatedly the first transition (in declared order) that is not
 * `danger`, has no `when` (it applies to some records only) and leads to a state not yet on the path. Memos:
 * draft, pending, approved.
 */
export function mainPath(wf: Pick<Workflow, 'initial' | 'transitions'>): string[] {
  const path = [wf.initial];
  for (;;) {
    const at = path[path.length - 1]!;
    const step = wf.transitions.find((t) => !t.danger && t.when === undefined && t.from.includes(at) && !path.includes(t.to));
    if (!step) return path;
    path.push(step.to);
  }
}

/**
 * The steps for a record in `state`. On the main path: done before it, in progress at it (done when
 * nothing leads on), waiting after it. Off the path (rejected): the path up to the state it came from
 * (`cameFrom`, the last workflow entry's from; else the last path state with a transition to it), then
 * the state itself, as an error when a `danger` transition leads there. With the `record`, a transition
 * whose `when` does not hold for it is not next.
 */
export function workflowProgress(
  wf: Pick<Workflow, 'initial' | 'transitions'>,
  state: string,
  cameFrom?: string,
  record?: Data,
): WorkflowProgress {
  // A transition with `when` leads on only for a record it holds for (a memo tagged IT).
  const applies = (t: Workflow['transitions'][number]) =>
    t.when === undefined || (record !== undefined && evaluateBoolean(t.when, record));
  const next = wf.transitions.filter((t) => t.from.includes(state) && applies(t));
  const path = mainPath(wf);
  const at = path.indexOf(state);
  if (at >= 0) {
    const steps = path.map((s, i): WorkflowStep => ({
      state: s,
      status: i < at ? 'finish' : i > at ? 'wait' : next.length ? 'process' : 'finish',
    }));
    return { steps, current: at, next };
  }
  const leadsHere = (s: string) => wf.transitions.some((t) => t.from.includes(s) && t.to === state);
  let base = cameFrom !== undefined ? path.indexOf(cameFrom) : -1;
  if (base < 0) base = path.reduce((found, s, i) => (leadsHere(s) ? i : found), 0);
  const danger = wf.transitions.some((t) => t.danger && t.to === state && t.from.includes(path[base]!));
  const steps: WorkflowStep[] = [
    ...path.slice(0, base + 1).map((s): WorkflowStep => ({ state: s, status: 'finish' })),
    { state, status: danger ? 'error' : next.length ? 'process' : 'finish' },
  ];
  return { steps, current: base + 1, next };
}
