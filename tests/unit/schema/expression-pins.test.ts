/**
 * Comparisons of the expression dialect at their edges (src/schema/expression.ts): which text is a point in
 * time (the ISO forms a date or datetime field stores, docs/SCHEMA.md) and which compares as a number.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/schema/expression';

const ev = (expr: unknown, data: Record<string, unknown> = {}) => evaluate(expr, data);

describe('dates and datetimes compare as points in time', () => {
  it('a datetime without seconds or offset, as a datetime field may hold it', () => {
    expect(ev({ '<': ['2026-05-01T09:30', '2026-05-01T10:00'] })).toBe(true);
    expect(ev({ '>': ['2026-05-01T09:30', '2026-05-01T10:00'] })).toBe(false);
    expect(ev({ '>': ['2026-05-02T10:00', '2026-05-01'] })).toBe(true);
  });

  it('a datetime with seconds but no offset', () => {
    expect(ev({ '>': ['2026-05-01T09:30:15', '2026-05-01T09:30:05'] })).toBe(true);
  });

  it('a datetime with fractions of a second', () => {
    expect(ev({ '<': ['2026-05-01T10:00:00.250Z', '2026-05-01T10:00:00.500Z'] })).toBe(true);
    expect(ev({ '>': ['2026-05-01T10:00:00.250Z', '2026-05-01T10:00:00.500Z'] })).toBe(false);
    expect(ev({ '>': ['2026-05-01T10:00:00.5', '2026-05-01T10:00:00'] })).toBe(true);
  });
});

describe('anything else compares as a number', () => {
  it('numeric text, even where a date parser would read a year or a month', () => {
    expect(ev({ '>': ['100', '2'] })).toBe(true);
    expect(ev({ '<': ['100', '2'] })).toBe(false);
    expect(ev({ '>': ['100', 2] })).toBe(true);
  });

  it('a missing or empty date is neither before nor after a date', () => {
    for (const start of [undefined, null, '']) {
      const data = { start, end: '2026-05-01' };
      expect(ev({ '<': [{ var: 'start' }, { var: 'end' }] }, data), String(start)).toBe(false);
      expect(ev({ '>': [{ var: 'start' }, { var: 'end' }] }, data), String(start)).toBe(false);
    }
  });

  it('a number beside a date is not a date comparison', () => {
    expect(ev({ '<': [5, '2026-05-01'] })).toBe(false);
    expect(ev({ '>': ['2026-05-01', 5] })).toBe(false);
  });

  it('text with a date in it, or a date in another layout, is not a point in time', () => {
    // Only the ISO forms compare as dates: other layouts would be read differently by each browser.
    expect(ev({ '>': ['2026-05-02 10:00', '2026-05-01'] })).toBe(false);
    expect(ev({ '>': ['Sat 2026-05-02', '2026-05-01'] })).toBe(false);
    expect(ev({ '>': ['2026-05-02x', '2026-05-01'] })).toBe(false);
  });

  it('a list holding one date is a list, not a date', () => {
    expect(ev({ '>': [{ var: 'days' }, '2026-05-01'] }, { days: ['2026-05-02'] })).toBe(false);
  });
});
