/** A workflow as steps (src/schema/workflow-steps.ts): the main path, where the record is, what may come next. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mainPath, workflowProgress, type Workflow } from '../../../src/schema';
import { SCHEMAS_DIR } from '../../../src/schema/read-dir';

const workflowOf = (name: string) =>
  (JSON.parse(readFileSync(join(SCHEMAS_DIR, `${name}.json`), 'utf8')) as { workflow: Workflow }).workflow;
const memos = workflowOf('memos');
const tickets = workflowOf('tickets');

const summary = (p: ReturnType<typeof workflowProgress>) => ({
  steps: p.steps.map((s) => `${s.state}:${s.status}`),
  current: p.current,
  next: p.next.map((t) => t.action),
});

describe('mainPath', () => {
  it('follows the first transition that is not a danger to a new state', () => {
    expect(mainPath(memos)).toEqual(['draft', 'pending', 'approved']);
    // A way back (reopen) is not a step forward.
    expect(mainPath(tickets)).toEqual(['open', 'inProgress', 'resolved', 'closed']);
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
