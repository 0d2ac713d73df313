/** Comment text to pieces (src/crud/comments/linkify.ts): links become links, everything else stays text. */
import { describe, expect, it } from 'vitest';
import { linkify } from '../../../src/crud/comments/linkify';
import { inSentence } from '../../../src/crud/create-from/CreateFrom';

const link = (text: string, href = text) => ({ kind: 'link', text, href });
const text = (t: string) => ({ kind: 'text', text: t });

describe('linkify', () => {
  it('finds http, https and www addresses, keeping the text around them', () => {
    expect(linkify('See https://example.com/a?b=1#c and http://x.test, or www.thai.go.th.')).toEqual([
      text('See '),
      link('https://example.com/a?b=1#c'),
      text(' and '),
      link('http://x.test'),
      text(', or '),
      link('www.thai.go.th', 'https://www.thai.go.th'),
      text('.'),
    ]);
  });
  it('leaves markup and other schemes as text: no javascript:, no data:, no tags', () => {
    const input = '<a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)> data:text/html,<b>hi</b>';
    expect(linkify(input)).toEqual([text(input)]);
    expect(linkify('<b>https://example.com</b>')).toEqual([text('<b>'), link('https://example.com'), text('</b>')]);
  });
  it('drops sentence punctuation and unbalanced closing brackets from the end of an address', () => {
    expect(linkify('(see https://en.wikipedia.org/wiki/Bangkok_(city)).')).toEqual([
      text('(see '),
      link('https://en.wikipedia.org/wiki/Bangkok_(city)'),
      text(').'),
    ]);
    expect(linkify('Is it https://a.test/x?!')).toEqual([text('Is it '), link('https://a.test/x'), text('?!')]);
  });
  it('keeps Thai text and line breaks, and a bare scheme or "www." as text', () => {
    expect(linkify('ดูที่ https://example.com/ไทย\nขอบคุณ')).toEqual([text('ดูที่ '), link('https://example.com/ไทย'), text('\nขอบคุณ')]);
    expect(linkify('https:// and www. alone')).toEqual([text('https:// and www. alone')]);
    expect(linkify('')).toEqual([]);
  });
});

describe('inSentence', () => {
  it('lower-cases a label inside a sentence, except acronyms and scripts without case', () => {
    expect(inSentence('Purchase order')).toBe('purchase order');
    expect(inSentence('IT asset')).toBe('IT asset');
    expect(inSentence('ใบสั่งซื้อ')).toBe('ใบสั่งซื้อ');
    expect(inSentence('P')).toBe('P');
  });
});
