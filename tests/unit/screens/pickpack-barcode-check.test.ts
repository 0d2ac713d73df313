/** Barcode validation's pure checks (resources/barcodevalidation/check.ts): splitting a pasted list, and each code's result. */
import { describe, expect, it } from 'vitest';
import { ean13Ok, splitCodes, validateBarcodes } from '../../../resources/barcodevalidation/check';

describe('splitCodes', () => {
  it('takes one code per line, also split by spaces, tabs, commas; blanks dropped', () => {
    expect(splitCodes(' 4006381333931\r\n\n8850999320014, 123\t456 \n')).toEqual([
      '4006381333931',
      '8850999320014',
      '123',
      '456',
    ]);
    expect(splitCodes('  \n ')).toEqual([]);
  });
});

describe('validateBarcodes', () => {
  const products = new Map([['4006381333931', { id: 7, name: 'Stabilo pen' }]]);
  it('uses the EAN-13 check digit of the checkDigit operator', () => {
    expect(ean13Ok('4006381333931')).toBe(true);
    expect(ean13Ok('4006381333932')).toBe(false);
    expect(ean13Ok('400638133393')).toBe(false);
  });
  it('flags a wrong check digit, a wrong format, an unknown code and a repeat', () => {
    const r = validateBarcodes(['4006381333932', '4006381333931', 'abc', '4006381333931'], products);
    expect(r.map((x) => [x.line, x.valid, x.product?.id ?? null, x.duplicateOf, x.problems])).toEqual([
      [1, false, null, null, ['checkDigit', 'unknown']],
      [2, true, 7, null, []],
      [3, false, null, null, ['format', 'unknown']],
      [4, true, 7, 2, ['duplicate']],
    ]);
  });
});
