/** A workflow as steps (src/schema/workflow/steps.ts): the main path, where the record is, what may come next, and states off the main path. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mainPath, type Workflow, workflowProgress } from '../../../src/schema';
import { SCHEMAS_DIR } from '../../../src/schema/loader/read-dir';

const workflowOf = (name: string) =>
  (JSON.parse(readFileSync(join(SCHEMAS_DIR, `${name}.json`), 'utf8')) as { workflow: Workflow }).workflow;
const memos = workflowOf('memos');
const tickets = workflowOf('tickets');

const summary = (p: ReturnType<typeof workflowProgress>) => ({
  steps: p.steps.map((s) => `${s.state}:${s.status}`),
  current: p.current,
  next: p.next.map((t) => t.action),
});
type Wf = Pick<Workflow, 'initial' | 'transitions'>;

const go = (action: string, from: string[], to: string, danger = false): Workflow['transitions'][number] => ({
  action,
  label: { en: action, th: action },
  from,
  to,
  allow: {},
  ...(danger ? { danger: true } : {}),
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
  it('follows the first transition that is not a danger to a new state', () => {
    expect(mainPath(memos)).toEqual(['draft', 'pending', 'approved']);
    // A way back (reopen) is not a step forward.
    expect(mainPath(tickets)).toEqual(['open', 'inProgress', 'resolved', 'closed']);
  });

  it('follows transitions from where the path is: one declared first but starting later does not jump ahead', () => {
    expect(mainPath(wf)).toEqual(['draft', 'pending', 'approved', 'archived']);
  });
});

describe('workflowProgress', () => {
  it('marks the steps before the state done, the state in progress and the rest waiting', () => {
    expect(summary(workflowProgress(memos, 'draft'))).toEqual({
      steps: ['draft:process', 'pending:wait', 'approved:wait'],
      current: 0,
      next: ['submit', 'cancel'],
    });
    expect(summary(workflowProgress(memos, 'pending'))).toEqual({
      steps: ['draft:finish', 'pending:process', 'approved:wait'],
      current: 1,
      next: ['approve', 'reject', 'cancel'],
    });
  });

  it('marks a final state done, with nothing next', () => {
    expect(summary(workflowProgress(memos, 'approved'))).toEqual({
      steps: ['draft:finish', 'pending:finish', 'approved:finish'],
      current: 2,
      next: [],
    });
  });

  it('leads on through a transition with `when` only for a record it holds for, off the main path', () => {
    // IT approves the memos tagged IT once their approver has.
    expect(summary(workflowProgress(memos, 'approved', undefined, { tagIT: false }))).toMatchObject({ next: [] });
    expect(summary(workflowProgress(memos, 'approved', undefined, { tagIT: true }))).toEqual({
      steps: ['draft:finish', 'pending:finish', 'approved:process'],
      current: 2,
      next: ['itApprove'],
    });
    expect(summary(workflowProgress(memos, 'itApproved', 'approved', { tagIT: true }))).toEqual({
      steps: ['draft:finish', 'pending:finish', 'approved:finish', 'itApproved:finish'],
      current: 3,
      next: [],
    });
  });

  it('shows a state off the path after the one it came from, as an error when a danger transition led there', () => {
    expect(summary(workflowProgress(memos, 'rejected', 'pending'))).toEqual({
      steps: ['draft:finish', 'pending:finish', 'rejected:error'],
      current: 2,
      next: ['submit', 'cancel'],
    });
    // Without a trail (a seeded record): after the last path state that leads there.
    expect(summary(workflowProgress(memos, 'rejected'))).toMatchObject({
      steps: ['draft:finish', 'pending:finish', 'rejected:error'],
    });
  });

  it('shows a state no transition leads to after the initial state', () => {
    const wf = { initial: 'a', transitions: [{ action: 'go', label: { en: 'Go', th: 'ไป' }, from: ['a'], to: 'b', allow: {} }] };
    expect(summary(workflowProgress(wf, 'z'))).toEqual({ steps: ['a:finish', 'z:finish'], current: 1, next: [] });
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
