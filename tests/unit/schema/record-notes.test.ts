/** Comment text and view counting (src/schema/records/record-notes.ts), shared by the show page and the mock server. */
import { describe, expect, it } from 'vitest';
import { checkCommentText, COMMENT_MAX, isNewView, summarizeViews, viewDay, type ViewEntry } from '../../../src/schema';

describe('checkCommentText', () => {
  it('trims, keeps inner line breaks (as \\n) and keeps HTML as the text it is', () => {
    expect(checkCommentText('  a\r\nb\rc\n  ')).toEqual({ ok: true, text: 'a\nb\nc' });
    expect(checkCommentText('<b>bold</b> <script>x</script>')).toEqual({ ok: true, text: '<b>bold</b> <script>x</script>' });
  });
  it('refuses no text, blanks and non-strings, in English or Thai', () => {
    for (const bad of [undefined, null, '', '   \n ', 5, ['a'], { text: 'a' }])
      expect(checkCommentText(bad)).toEqual({ ok: false, message: 'Write a comment first' });
    expect(checkCommentText('', 'th')).toEqual({ ok: false, message: 'กรุณาพิมพ์ความคิดเห็น' });
  });
  it('allows 4,000 characters (counted as characters, not UTF-16 units) and no more', () => {
    expect(COMMENT_MAX).toBe(4000);
    expect(checkCommentText('x'.repeat(4000)).ok).toBe(true);
    expect(checkCommentText(` ${'x'.repeat(4000)} `).ok).toBe(true);
    expect(checkCommentText('😀'.repeat(4000)).ok).toBe(true);
    expect(checkCommentText('x'.repeat(4001))).toEqual({ ok: false, message: 'A comment may be at most 4,000 characters' });
    expect(checkCommentText('x'.repeat(4001), 'th')).toEqual({ ok: false, message: 'ความคิดเห็นยาวได้ไม่เกิน 4,000 ตัวอักษร' });
  });
});

describe('viewDay', () => {
  it("is the calendar day in Bangkok (UTC+7), whatever the server's zone", () => {
    expect(viewDay(new Date('2025-03-01T16:59:59Z'))).toBe('2025-03-01');
    expect(viewDay(new Date('2025-03-01T17:00:00Z'))).toBe('2025-03-02');
    expect(viewDay(new Date('2024-12-31T17:00:00Z'))).toBe('2025-01-01');
    expect(viewDay(new Date('2025-03-01T17:00:00Z'), 'UTC')).toBe('2025-03-01');
  });
});

const view = (username: string, at: string, name = username): ViewEntry => ({ username, name, at, day: viewDay(new Date(at)) });

describe('isNewView', () => {
  it('is true for the first opening of a user on a day only', () => {
    const views = [view('staff', '2025-03-01T02:00:00Z'), view('hr', '2025-03-02T02:00:00Z')];
    expect(isNewView(views, 'staff', '2025-03-01')).toBe(false);
    expect(isNewView(views, 'staff', '2025-03-02')).toBe(true);
    expect(isNewView(views, 'hr', '2025-03-01')).toBe(true);
    expect(isNewView([], 'staff', '2025-03-01')).toBe(true);
  });
});

describe('summarizeViews', () => {
  it('gives one viewer per user with first and last view and the number of days, latest viewer first', () => {
    const views = [
      view('staff', '2025-03-01T02:00:00Z', 'Old name'),
      view('hr', '2025-03-01T03:00:00Z'),
      view('staff', '2025-03-03T02:00:00Z', 'New name'),
      view('sales', '2025-03-01T03:00:00Z', 'Anan'),
      view('staff', '2025-03-02T02:00:00Z', 'Middle name'),
    ];
    expect(summarizeViews(views)).toEqual([
      { username: 'staff', name: 'New name', firstAt: '2025-03-01T02:00:00Z', lastAt: '2025-03-03T02:00:00Z', days: 3 },
      { username: 'sales', name: 'Anan', firstAt: '2025-03-01T03:00:00Z', lastAt: '2025-03-01T03:00:00Z', days: 1 },
      { username: 'hr', name: 'hr', firstAt: '2025-03-01T03:00:00Z', lastAt: '2025-03-01T03:00:00Z', days: 1 },
    ]);
    expect(summarizeViews([])).toEqual([]);
  });
});
