import { describe, expect, it } from 'vitest';
import { nextDocumentNumber } from '../../../src/schema/records/naming';

// Local dates: the pattern is filled from the server's calendar day.
const jan5 = new Date(2024, 0, 5, 10, 30);
const dec31 = new Date(2024, 11, 31, 23, 59);
const nextYear = new Date(2025, 0, 1, 0, 1);

describe('nextDocumentNumber', () => {
  it('fills {YYYY}, {YY}, {MM} and {DD}', () => {
    expect(nextDocumentNumber('MEMO-{YYYY}-{####}', jan5, [])).toBe('MEMO-2024-0001');
    expect(nextDocumentNumber('SO{YY}{MM}-{####}', jan5, [])).toBe('SO2401-0001');
    expect(nextDocumentNumber('D{YYYY}{MM}{DD}{###}', jan5, [])).toBe('D20240105001');
    expect(nextDocumentNumber('{DD}/{MM}/{YY}/{##}', dec31, [])).toBe('31/12/24/01');
    expect(nextDocumentNumber('Y{YY}-{#}', new Date(2009, 5, 1), [])).toBe('Y09-1');
  });

  it('pads the counter to its width and grows past it', () => {
    expect(nextDocumentNumber('A{#}', jan5, [])).toBe('A1');
    expect(nextDocumentNumber('A{######}', jan5, [])).toBe('A000001');
    expect(nextDocumentNumber('A{##}', jan5, ['A98'])).toBe('A99');
    expect(nextDocumentNumber('A{##}', jan5, ['A99'])).toBe('A100');
    expect(nextDocumentNumber('A{##}', jan5, ['A100'])).toBe('A101');
  });

  it('continues from the highest existing number, in any order and with gaps', () => {
    const existing = ['MEMO-2024-0003', 'MEMO-2024-0010', 'MEMO-2024-0002'];
    expect(nextDocumentNumber('MEMO-{YYYY}-{####}', jan5, existing)).toBe('MEMO-2024-0011');
    expect(nextDocumentNumber('MEMO-{YYYY}-{####}', jan5, new Set(existing))).toBe('MEMO-2024-0011');
  });

  it('restarts every year when the pattern holds the year', () => {
    const existing = ['MEMO-2024-0041', 'MEMO-2023-0099'];
    expect(nextDocumentNumber('MEMO-{YYYY}-{####}', dec31, existing)).toBe('MEMO-2024-0042');
    expect(nextDocumentNumber('MEMO-{YYYY}-{####}', nextYear, existing)).toBe('MEMO-2025-0001');
    expect(nextDocumentNumber('SO{YY}{MM}-{####}', nextYear, ['SO2412-0007'])).toBe('SO2501-0001');
  });

  it('does not restart without a date token', () => {
    expect(nextDocumentNumber('T-{####}', nextYear, ['T-0041'])).toBe('T-0042');
  });

  it('ignores values of other patterns and values that are not strings', () => {
    const existing = [
      'MEMO-2024-0005',
      'MEMO-2024-9999-X', // suffix differs
      'XMEMO-2024-0500', // prefix differs
      'MEMO-2024-', // no digits
      'MEMO-2024-12a4',
      'memo-2024-0900', // case differs
      'PR-2024-0800',
      900,
      null,
      undefined,
      { no: 'MEMO-2024-0700' },
    ];
    expect(nextDocumentNumber('MEMO-{YYYY}-{####}', jan5, existing)).toBe('MEMO-2024-0006');
  });

  it('a counter in the middle: the suffix must match too', () => {
    expect(nextDocumentNumber('INV{####}/{YYYY}', jan5, ['INV0007/2024', 'INV0100/2023', 'INV0200/2024x'])).toBe('INV0008/2024');
  });

  it('treats regex-special characters in the prefix and suffix literally', () => {
    expect(nextDocumentNumber('A.B+C*(D)?[E]{YY}|{###}$^\\', jan5, ['A.B+C*(D)?[E]24|004$^\\', 'AXB+C*(D)?[E]24|009$^\\'])).toBe(
      'A.B+C*(D)?[E]24|005$^\\',
    );
    // "." must not match any character.
    expect(nextDocumentNumber('P.{##}', jan5, ['PX07'])).toBe('P.01');
  });

  it('a pattern without a counter is filled as it is', () => {
    expect(nextDocumentNumber('FIXED-{YYYY}', jan5, ['FIXED-2024'])).toBe('FIXED-2024');
  });
});
