/**
 * The comment that travels with a workflow action (`POST <resource>/<id>/actions/<action>` with
 * `{ "comment": "..." }`), by the transition's `comment` key: `required` (a reject needs a reason),
 * `optional`, or absent (the action takes no comment). One rule for the browser's comment dialog and the
 * server's 400, with the same message in the same language. Pure: no DOM, no Node.
 */
import { localize } from '../meta/describe';
import { formatMessage } from '../meta/messages';
import type { LocalizedText, Transition } from '../meta/meta';

/** The longest comment kept, in characters (after trimming). */
export const TRANSITION_COMMENT_MAX = 1000;

/** The comment's label in messages and on the dialog. */
export const COMMENT_LABEL: LocalizedText = { en: 'Comment', th: 'ความคิดเห็น' };

const NO_COMMENT: LocalizedText = {
  en: 'This action takes no comment',
  th: 'การดำเนินการนี้ไม่รับความคิดเห็น',
};

export type TransitionCommentCheck = { ok: true; comment: string | undefined } | { ok: false; message: string };

/** Does the transition ask for a comment (the browser opens its dialog)? */
export const asksForComment = (transition: Pick<Transition, 'comment'>): boolean => transition.comment !== undefined;

/**
 * The comment to store for this transition, or the message that refuses it. Blank text is no comment;
 * the text is trimmed. Refused: a missing required comment, one longer than TRANSITION_COMMENT_MAX, anything but
 * text, and any comment on a transition that takes none.
 */
export function checkTransitionComment(
  transition: Pick<Transition, 'comment'>,
  value: unknown,
  lang: string,
): TransitionCommentCheck {
  const label = localize(COMMENT_LABEL, lang);
  if (value !== undefined && value !== null && typeof value !== 'string')
    return { ok: false, message: formatMessage('text', lang, label) };
  const text = typeof value === 'string' ? value.trim() : '';
  if (!transition.comment) return text ? { ok: false, message: localize(NO_COMMENT, lang) } : { ok: true, comment: undefined };
  if (!text)
    return transition.comment === 'required'
      ? { ok: false, message: formatMessage('required', lang, label) }
      : { ok: true, comment: undefined };
  if (text.length > TRANSITION_COMMENT_MAX)
    return { ok: false, message: formatMessage('maxLength', lang, label, TRANSITION_COMMENT_MAX) };
  return { ok: true, comment: text };
}

/** The comment as sent in the action's body: `{ comment }`, from a body that may be anything. */
export const commentOf = (body: unknown): unknown =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { comment?: unknown }).comment : undefined;
