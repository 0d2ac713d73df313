/** Reading a typed number exactly or not at all (src/schema/records/number-text.ts, issue 37). */
import { describe, expect, it } from 'vitest';
import { asciiDigits, decimalPlaces, readNumberText, readingMessage } from '../../../src/schema/records/number-text';

const value = (text: string, rules = {}) => readNumberText(text, rules);

describe('readNumberText', () => {
  it('reads plain, signed, grouped and decimal numbers as written', () => {
    expect(value('4000')).toEqual({ kind: 'number', value: 4000 });
    expect(value(' 1,234,567.89 ')).toEqual({ kind: 'number', value: 1234567.89 });
    expect(value('-12.5')).toEqual({ kind: 'number', value: -12.5 });
    expect(value('+7')).toEqual({ kind: 'number', value: 7 });
    expect(value('.5')).toEqual({ kind: 'number', value: 0.5 });
    expect(value('5.')).toEqual({ kind: 'number', value: 5 });
    expect(value('-0')).toEqual({ kind: 'number', value: 0 });
  });

  it('is empty for nothing or spaces, never 0', () => {
    expect(value('')).toEqual({ kind: 'empty' });
    expect(value('   ')).toEqual({ kind: 'empty' });
  });

  it('never reads text with letters, stray commas or two points as a number', () => {
    for (const text of [
      '25k',
      '2O,OOO',
      '1.2.3',
      '1,23',
      '12,50',
      ',5',
      '1,',
      '-',
      '.',
      '+.',
      'abc',
      '1e5',
      '0x10',
      'Infinity',
      '1 000',
    ])
      expect(value(text), text).toEqual({ kind: 'invalid', reason: 'notNumber' });
  });

  it('reads Thai and Arabic digits and the Arabic separators', () => {
    expect(asciiDigits('๒๕,๐๐๐')).toBe('25,000');
    expect(value('٢٥٬٠٠٠٫٥')).toEqual({ kind: 'number', value: 25000.5 });
    expect(value('۱۲')).toEqual({ kind: 'number', value: 12 });
    expect(value('\u221212')).toEqual({ kind: 'number', value: -12 });
  });

  it('refuses a fraction for a whole number, more decimals than kept, and a sign where none is taken', () => {
    expect(value('2.5', { integer: true })).toEqual({ kind: 'invalid', reason: 'integer' });
    expect(value('2.0', { integer: true })).toEqual({ kind: 'number', value: 2 });
    expect(value('1.005', { decimals: 2 })).toEqual({ kind: 'invalid', reason: 'decimals' });
    expect(value('1.500', { decimals: 2 })).toEqual({ kind: 'number', value: 1.5 });
    expect(value('-5', { unsigned: true })).toEqual({ kind: 'invalid', reason: 'negative' });
    expect(value('-0', { unsigned: true })).toEqual({ kind: 'number', value: 0 });
  });
});

describe('decimalPlaces', () => {
  it('counts the decimals written, null for what is not a number', () => {
    expect(decimalPlaces('12.50')).toBe(2);
    expect(decimalPlaces('1,200')).toBe(0);
    expect(decimalPlaces('25k')).toBeNull();
  });
});

describe('readingMessage', () => {
  it('says why, as the validator says it, in the reader language', () => {
    expect(readingMessage({}, '2O,OOO', 'en', 'Cash received')).toBe('Cash received must be a number');
    expect(readingMessage({}, '2O,OOO', 'th', 'รับเงินสด')).toBe('รับเงินสดต้องเป็นตัวเลข');
    expect(readingMessage({ decimals: 2 }, '1.005', 'en', 'Cash')).toBe('Cash takes at most 2 decimal places');
    expect(readingMessage({ integer: true }, '1.5', 'en', 'Qty')).toBe('Qty must be a whole number');
    expect(readingMessage({ unsigned: true }, '-1', 'en', 'Qty')).toBe('Qty must be at least 0');
    expect(readingMessage({}, '12', 'en', 'Qty')).toBeNull();
    expect(readingMessage({}, '', 'en', 'Qty')).toBeNull();
  });
});
