/** A workflow as steps (src/schema/workflow-steps.ts), pinned on small workflows: the main path and states off it. */
import { describe, expect, it } from 'vitest';
import { mainPath, workflowProgress, type Workflow } from '../../../src/schema';

type Wf = Pick<Workflow, 'initial' | 'transitions'>;
const go = (action: string, from: string[], to: string, danger = false): Workflow['transitions'][number] => ({
  action,
  label: { en: action, th: action },
  from,
  to,
  allow: {},
  ...(danger ? { danger: true } : {}),
});

const summary = (p: ReturnType<typeof workflowProgress>) => ({
  steps: p.steps.map((s) => `${s.state}:${s.status}`),
  current: p.current,
  next: p.next.map((t) => t.action),
});

// draft -> pending -> approved -> archived; cancel from draft or pending, reject (danger) from pending or approved,
// discard (danger) from draft; a cancelled request may be reopened.
const wf: Wf = {
  initial: 'draft',
  transitions: [
    go('archive', ['approved'], 'archived'),
    go('submit', ['draft'], 'pending'),
    go('approve', ['pending'], 'approved'),
    go('cancel', ['draft', 'pending'], 'cancelled'),
    go('reject', ['pending', 'approved'], 'rejected', true),
    go('discard', ['draft'], 'discarded', true),
    go('reopen', ['cancelled'], 'draft'),
  ],
};

describe('mainPath', () => {
  it('follows transitions from where the path is: one declared first but starting later does not jump ahead', () => {
    expect(mainPath(wf)).toEqual(['draft', 'pending', 'approved', 'archived']);
  });
});

describe('workflowProgress off the main path', () => {
  it('puts the state after the state it came from, even when a later path state also leads there', () => {
    expect(summary(workflowProgress(wf, 'rejected', 'pending'))).toEqual({
      steps: ['draft:finish', 'pending:finish', 'rejected:error'],
      current: 2,
      next: [],
    });
    expect(summary(workflowProgress(wf, 'rejected', 'approved'))).toEqual({
      steps: ['draft:finish', 'pending:finish', 'approved:finish', 'rejected:error'],
      current: 3,
      next: [],
    });
  });

  it('puts the state right after the initial one when it came from there', () => {
    expect(summary(workflowProgress(wf, 'cancelled', 'draft'))).toEqual({
      steps: ['draft:finish', 'cancelled:process'],
      current: 1,
      next: ['reopen'],
    });
  });

  it('without a trail, puts it after the last path state with a transition to it', () => {
    expect(summary(workflowProgress(wf, 'cancelled')).steps).toEqual(['draft:finish', 'pending:finish', 'cancelled:process']);
    expect(summary(workflowProgress(wf, 'discarded')).steps).toEqual(['draft:finish', 'discarded:error']);
  });

  it('shows a state reached by a plain transition in progress when it leads on, not as an error', () => {
    // discard (a danger) also starts at draft, but it does not lead to cancelled.
    expect(summary(workflowProgress(wf, 'cancelled', 'draft')).steps[1]).toBe('cancelled:process');
    const noWayOn: Wf = { initial: 'draft', transitions: wf.transitions.filter((t) => t.action !== 'reopen') };
    expect(summary(workflowProgress(noWayOn, 'cancelled', 'draft')).steps).toEqual(['draft:finish', 'cancelled:finish']);
  });
});
