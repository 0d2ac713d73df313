/**
 * Comments and views on a record (`comments`, `trackViews` in meta.ts): the text rule of a comment and
 * the one-view-per-user-per-day rule, shared by the browser and the mock server (mock-server/trail/comments.ts).
 * Who may edit, delete or see what is src/access/record-notes.ts.
 */

/** The longest comment, in characters after trimming. */
export const COMMENT_MAX = 4000;

const MESSAGES = {
  en: { empty: 'Write a comment first', long: `A comment may be at most ${COMMENT_MAX.toLocaleString('en-US')} characters` },
  th: { empty: 'กรุณาพิมพ์ความคิดเห็น', long: `ความคิดเห็นยาวได้ไม่เกิน ${COMMENT_MAX.toLocaleString('en-US')} ตัวอักษร` },
} as const;

export type CommentCheck = { ok: true; text: string } | { ok: false; message: string };

/** A comment's text as stored (trimmed, line breaks kept as \n), or why it is refused, in `lang`. */
export function checkCommentText(text: unknown, lang = 'en'): CommentCheck {
  const words = lang === 'th' ? MESSAGES.th : MESSAGES.en;
  const clean = typeof text === 'string' ? text.replace(/\r\n?/g, '\n').trim() : '';
  if (!clean) return { ok: false, message: words.empty };
  if ([...clean].length > COMMENT_MAX) return { ok: false, message: words.long };
  return { ok: true, text: clean };
}

/** The company's calendar day: a view counts once per user per day in Bangkok, wherever the server runs. */
export const VIEW_TIME_ZONE = 'Asia/Bangkok';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of `at` in `timeZone`. */
export function viewDay(at: Date, timeZone = VIEW_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** One stored view: a user opened the record on that day (the first time that day, at `at`). */
export interface ViewEntry {
  username: string;
  name: string;
  day: string;
  at: string;
}

/** Whether this user's opening on `day` is still to be recorded (the first of the day is, the others are not). */
export const isNewView = (views: Iterable<Pick<ViewEntry, 'username' | 'day'>>, username: string, day: string): boolean => {
  for (const v of views) if (v.username === username && v.day === day) return false;
  return true;
};

/** A viewer as listed: first and last day they opened it, and on how many days. */
export interface Viewer {
  username: string;
  name: string;
  firstAt: string;
  lastAt: string;
  days: number;
}

/** One entry per user, the most recent viewer first (ties by name). */
export function summarizeViews(views: Iterable<ViewEntry>): Viewer[] {
  const byUser = new Map<string, Viewer>();
  for (const v of views) {
    const seen = byUser.get(v.username);
    if (!seen) byUser.set(v.username, { username: v.username, name: v.name, firstAt: v.at, lastAt: v.at, days: 1 });
    else {
      seen.days += 1;
      if (v.at < seen.firstAt) seen.firstAt = v.at;
      if (v.at > seen.lastAt) {
        seen.lastAt = v.at;
        seen.name = v.name;
      }
    }
  }
  return [...byUser.values()].sort((a, b) => b.lastAt.localeCompare(a.lastAt) || a.name.localeCompare(b.name));
}
