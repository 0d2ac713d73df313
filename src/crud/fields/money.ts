/**
 * Exact money: values become integer minor units (satang) by decimal rounding, half away from zero, of the
 * value as written (1.005 -> 101, never 100 from 1.00499... in binary), so a printed column's total is the sum
 * of what each cell shows. BigInt: no size limit, no float drift. Shown by the fields (format.ts) and the print
 * layout (print/totals.ts).
 */
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** "12.5" or 12.5 -> 1250n (precision 2); null for no value or something that is not a number. */
export function toMinorUnits(value: unknown, precision = 2): bigint | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string' && value.trim() !== '') text = value.trim().replace(/,/g, '');
  else return null;
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const negative = m[1] === '-';
  let digits = `${m[2]}${m[3] ?? ''}`;
  // The position of the decimal point within `digits`, moved by the exponent.
  let point = m[2]!.length + Number(m[4] ?? 0);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + precision + 1, '0');
  const kept = BigInt(digits.slice(0, point + precision) || '0');
  const rounded = Number(digits[point + precision]) >= 5 ? kept + 1n : kept;
  return negative && rounded !== 0n ? -rounded : rounded;
}

/** 123456n -> "1,234.56" (precision 2): comma thousands, dot decimals in every language, like the screens. */
export function formatMinorUnits(minor: bigint, precision = 2): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(precision + 1, '0');
  const int = digits.slice(0, digits.length - precision).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = precision > 0 ? `.${digits.slice(digits.length - precision)}` : '';
  return `${negative ? '-' : ''}${int}${frac}`;
}

/** A money value as printed: rounded to its precision exactly; '' for no value. */
export function formatMoneyExact(value: unknown, precision = 2): string {
  const minor = toMinorUnits(value, precision);
  return minor === null ? '' : formatMinorUnits(minor, precision);
}
