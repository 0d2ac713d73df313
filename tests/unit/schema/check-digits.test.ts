/**
 * Check digits (src/schema/expression/check-digits.ts) and the `checkDigit` operator a record rule uses: a Thai tax
 * ID of 13 digits whose last digit is right, and an EAN-13 barcode.
 */
import { describe, expect, it } from 'vitest';
import { checkDigitValid, ean13Valid, thaiTaxIdCheckDigit, thaiTaxIdValid } from '../../../src/schema/expression/check-digits';
import { checkExpression, evaluate } from '../../../src/schema/expression/expression';

describe('Thai tax ID', () => {
  it('accepts a number whose 13th digit is (11 - weighted sum mod 11) mod 10', () => {
    // Worked out by hand for 3-1001-00123-45-?: 3*13+1*12+0+0+1*9+0+0+1*6+2*5+3*4+4*3+5*2 = 110; 110 mod 11 = 0; (11-0) mod 10 = 1.
    expect(thaiTaxIdValid('3100100123451')).toBe(true);
    expect(thaiTaxIdCheckDigit('310010012345')).toBe(1);
    expect(thaiTaxIdValid('3100100123452')).toBe(false);
  });

  it('wants exactly 13 digits', () => {
    expect(thaiTaxIdValid('310010012345')).toBe(false);
    expect(thaiTaxIdValid('31001001234510')).toBe(false);
    expect(thaiTaxIdValid('3-1001-00123-45-1')).toBe(false);
    expect(thaiTaxIdValid('')).toBe(false);
  });

  it('wraps 10 and 11 round to 0 and 1', () => {
    // 100000000000 -> 13, 13 mod 11 = 2 -> 9; 000000000005 -> 5 * 2 = 10 -> 1.
    expect(thaiTaxIdCheckDigit('100000000000')).toBe(9);
    expect(thaiTaxIdCheckDigit('000000000005')).toBe(1);
    // 000000000006 -> 12 mod 11 = 1 -> (11 - 1) mod 10 = 0.
    expect(thaiTaxIdCheckDigit('000000000006')).toBe(0);
    expect(thaiTaxIdValid('0000000000060')).toBe(true);
    // 000000000000 -> 0 -> 11 mod 10 = 1.
    expect(thaiTaxIdValid('0000000000001')).toBe(true);
  });
});

describe('EAN-13', () => {
  it('checks the weighted 1-3 sum', () => {
    expect(ean13Valid('4006381333931')).toBe(true);
    // 885000000001?: 8+24+5+0+... = 8*1 + 8*3 + 5*1 + 1*3 (12th digit) = 40 -> check digit 0.
    expect(ean13Valid('8850000000010')).toBe(true);
    expect(ean13Valid('4006381333932')).toBe(false);
    expect(ean13Valid('400638133393')).toBe(false);
  });
});

describe('the checkDigit operator', () => {
  const rule = { checkDigit: [{ var: 'tax' }, 'thaiTaxId'] };
  it('is true only for a valid number of the named scheme', () => {
    expect(evaluate(rule, { tax: '3100100123451' })).toBe(true);
    expect(evaluate(rule, { tax: ' 3100100123451 ' })).toBe(true);
    expect(evaluate(rule, { tax: '3100100123450' })).toBe(false);
    expect(evaluate(rule, { tax: null })).toBe(false);
    expect(evaluate({ checkDigit: [{ var: 'code' }, 'ean13'] }, { code: '4006381333931' })).toBe(true);
  });
  it('never passes an unknown scheme or a prototype name', () => {
    expect(checkDigitValid('3100100123451', 'luhn')).toBe(false);
    expect(checkDigitValid('3100100123451', 'toString')).toBe(false);
    expect(checkDigitValid('3100100123451', undefined)).toBe(false);
  });
  it('is an operator the loader knows', () => {
    expect(checkExpression(rule, new Set(['tax']))).toEqual([]);
  });
});
