/**
 * Barcode validation, pure: the pasted or scanned list split into codes, and each code's result: the EAN-13
 * check digit (the expression operator `checkDigit` of src/schema, as the products schema's rule uses it),
 * whether a product carries it, and whether it came earlier in the list.
 */
import { evaluateBoolean } from '../../src/schema/expression/expression';

export type Problem = 'format' | 'checkDigit' | 'unknown' | 'duplicate';

export interface BarcodeResult {
  /** 1-based place in the list. */
  line: number;
  code: string;
  /** EAN-13 check digit right. */
  valid: boolean;
  /** The product carrying it (null: none, or not looked up because the code is invalid). */
  product: { id: number; name: string; code?: string } | null;
  /** The line it first appeared on, when it is a repeat. */
  duplicateOf: number | null;
  problems: Problem[];
}

/** The codes of a pasted text: one per line (spaces, tabs and commas also separate), blanks dropped. */
export const splitCodes = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((c) => c.trim())
    .filter(Boolean);

const CHECK = { checkDigit: [{ var: 'code' }, 'ean13'] };

/** Whether the code is a valid EAN-13 barcode (13 digits, right check digit). */
export const ean13Ok = (code: string): boolean => evaluateBoolean(CHECK, { code });

/** Each code's result, given the products found by barcode. */
export function validateBarcodes(
  codes: readonly string[],
  products: ReadonlyMap<string, { id: number; name: string; code?: string }>,
): BarcodeResult[] {
  const first = new Map<string, number>();
  return codes.map((code, i) => {
    const line = i + 1;
    const valid = ean13Ok(code);
    const product = products.get(code) ?? null;
    const earlier = first.get(code);
    if (earlier === undefined) first.set(code, line);
    const problems: Problem[] = [];
    if (!valid) problems.push(/^\d{13}$/.test(code) ? 'checkDigit' : 'format');
    if (!product) problems.push('unknown');
    if (earlier !== undefined) problems.push('duplicate');
    return { line, code, valid, product, duplicateOf: earlier ?? null, problems };
  });
}
