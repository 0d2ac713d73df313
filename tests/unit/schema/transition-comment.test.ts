/** The comment rules of a workflow transition (src/schema/workflow/transition-comment.ts), shared by the dialog and the server. */
import { describe, expect, it } from 'vitest';
import { asksForComment, checkTransitionComment, TRANSITION_COMMENT_MAX, commentOf } from '../../../src/schema';

const required = { comment: 'required' as const };
const optional = { comment: 'optional' as const };
const none = {};

describe('checkTransitionComment', () => {
  it('requires a comment where the transition says so, in the language asked', () => {
    expect(checkTransitionComment(required, undefined, 'en')).toEqual({ ok: false, message: 'Comment is required' });
    expect(checkTransitionComment(required, '   ', 'en')).toEqual({ ok: false, message: 'Comment is required' });
    expect(checkTransitionComment(required, null, 'th')).toEqual({ ok: false, message: 'กรุณากรอกความคิดเห็น' });
    expect(checkTransitionComment(required, '  Budget is closed ', 'en')).toEqual({ ok: true, comment: 'Budget is closed' });
  });

  it('takes an optional comment or none', () => {
    expect(checkTransitionComment(optional, undefined, 'en')).toEqual({ ok: true, comment: undefined });
    expect(checkTransitionComment(optional, '', 'en')).toEqual({ ok: true, comment: undefined });
    expect(checkTransitionComment(optional, 'fine', 'en')).toEqual({ ok: true, comment: 'fine' });
  });

  it('refuses a comment on a transition that takes none, but not an empty one', () => {
    expect(checkTransitionComment(none, 'hello', 'en')).toEqual({ ok: false, message: 'This action takes no comment' });
    expect(checkTransitionComment(none, ' ', 'en')).toEqual({ ok: true, comment: undefined });
    expect(checkTransitionComment(none, undefined, 'en')).toEqual({ ok: true, comment: undefined });
  });

  it('refuses anything but text, and text longer than TRANSITION_COMMENT_MAX', () => {
    expect(checkTransitionComment(optional, 42, 'en')).toEqual({ ok: false, message: 'Comment must be text' });
    expect(checkTransitionComment(required, ['a'], 'en')).toMatchObject({ ok: false });
    expect(checkTransitionComment(optional, 'x'.repeat(TRANSITION_COMMENT_MAX), 'en')).toEqual({
      ok: true,
      comment: 'x'.repeat(TRANSITION_COMMENT_MAX),
    });
    expect(checkTransitionComment(optional, 'x'.repeat(TRANSITION_COMMENT_MAX + 1), 'en')).toEqual({
      ok: false,
      message: `Comment must be at most ${TRANSITION_COMMENT_MAX} characters`,
    });
  });
});

describe('commentOf and asksForComment', () => {
  it('reads the comment of an object body only', () => {
    expect(commentOf({ comment: 'x' })).toBe('x');
    expect(commentOf({})).toBeUndefined();
    expect(commentOf(['x'])).toBeUndefined();
    expect(commentOf(null)).toBeUndefined();
    expect(commentOf('x')).toBeUndefined();
  });

  it('asks for a comment when the transition requires or allows one', () => {
    expect(asksForComment(required)).toBe(true);
    expect(asksForComment(optional)).toBe(true);
    expect(asksForComment(none)).toBe(false);
  });
});
