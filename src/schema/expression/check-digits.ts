/**
 * Check digits of identification numbers, for the expression operator `checkDigit`
 * (`{ "checkDigit": [{ "var": "tax" }, "thaiTaxId"] }`, true when the number's last digit is right): a
 * record rule refuses a mistyped number beside its field. Pure: no DOM, no Node.
 */

/** The schemes the operator knows, by name. */
export const CHECK_DIGIT_SCHEMES = ['thaiTaxId', 'ean13'] as const;
export type CheckDigitScheme = (typeof CHECK_DIGIT_SCHEMES)[number];

const digitsOf = (value: string, length: number): number[] | null =>
  new RegExp(`^[0-9]{${length}}$`).test(value) ? [...value].map(Number) : null;

/**
 * A Thai 13-digit tax / national ID (เลขประจำตัวผู้เสียภาษี): the first 12 digits weighted 13 down to 2,
 * the check digit is (11 - sum mod 11) mod 10.
 */
export function thaiTaxIdValid(value: string): boolean {
  const d = digitsOf(value, 13);
  if (!d) return false;
  const sum = d.slice(0, 12).reduce((t, n, i) => t + n * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === d[12];
}

/** An EAN-13 barcode: weights 1 and 3 alternating over the first 12 digits, the check digit tops the sum up to a ten. */
export function ean13Valid(value: string): boolean {
  const d = digitsOf(value, 13);
  if (!d) return false;
  const sum = d.slice(0, 12).reduce((t, n, i) => t + n * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === d[12];
}

const CHECKS: Record<CheckDigitScheme, (value: string) => boolean> = { thaiTaxId: thaiTaxIdValid, ean13: ean13Valid };

/** Whether `value` (text or a number) passes the scheme's check; an unknown scheme or a non-text value never passes. */
export function checkDigitValid(value: unknown, scheme: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  const check = typeof scheme === 'string' && Object.hasOwn(CHECKS, scheme) ? CHECKS[scheme as CheckDigitScheme] : undefined;
  return text !== null && check !== undefined && check(text);
}

/** The check digit that completes the first 12 digits of a Thai tax ID (seed data makes valid numbers with it). */
export function thaiTaxIdCheckDigit(first12: string): number {
  const sum = [...first12].reduce((t, c, i) => t + Number(c) * (13 - i), 0);
  return (11 - (sum % 11)) % 10;
}

/** The check digit that completes the first 12 digits of an EAN-13 barcode (seed data makes valid barcodes with it). */
export function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((t, c, i) => t + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}
