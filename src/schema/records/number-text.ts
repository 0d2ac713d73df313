/**
 * Reading a number as a person types it (issue 37): what a number or money box holds is read exactly or not at
 * all. "25k", "2O,OOO" (letter O) or "1.2.3" are not read as 25, 2 or 1.2: they stay unread, and the box says so
 * beside itself. Accepted: an optional sign, digits (Thai ๐-๙ and Arabic-Indic ٠-٩ / ۰-۹ digits too, as a Thai
 * or Arabic keyboard types them), commas only between groups of three digits ("1,234,567"), and one decimal point
 * ("." or the Arabic "٫"). Pure: the number and money inputs of the forms and the hand-written screens (the POS
 * cash box, quantities) use it, and the validator uses `decimalPlaces` to refuse more decimals than a field keeps.
 */
import { formatMessage, type MessageCode } from '../meta/messages';

/** What a box's text reads as: nothing typed, a number, or text that is not a number (kept as typed). */
export type NumberReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'invalid'; reason: 'notNumber' | 'integer' | 'decimals' | 'negative' };

export interface NumberTextRules {
  /** Only whole numbers. */
  integer?: boolean;
  /** At most so many decimals (money: its precision). A longer fraction is refused, never rounded. */
  decimals?: number;
  /** No sign: quantities, cash received. */
  unsigned?: boolean;
}

// Thai, Arabic-Indic and Extended Arabic-Indic (Persian) digits to 0-9; the Arabic decimal and thousands separators.
const LOCAL_DIGITS: [number, number][] = [
  [0x0e50, 0x0e59],
  [0x0660, 0x0669],
  [0x06f0, 0x06f9],
];

/** The text with its digits in 0-9, "٫" as "." and "٬" as ",", minus signs as "-"; trimmed. */
export function asciiDigits(text: string): string {
  let out = '';
  for (const ch of text.trim()) {
    const code = ch.codePointAt(0)!;
    const range = LOCAL_DIGITS.find(([from, to]) => code >= from && code <= to);
    if (range) out += String(code - range[0]);
    else if (ch === '\u066b') out += '.';
    else if (ch === '\u066c') out += ',';
    else if (ch === '\u2212') out += '-';
    else out += ch;
  }
  return out;
}

// Sign, integer part (plain digits or comma-grouped threes), optional fraction. "1," and ",5" are refused.
const NUMBER_TEXT = /^([+-])?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

/** The number of decimals written in a number's text ("12.50" -> 2, "12" -> 0); null when it is not one. */
export function decimalPlaces(text: string): number | null {
  const m = NUMBER_TEXT.exec(asciiDigits(text));
  if (!m || (m[2] === undefined && !m[3])) return null;
  return (m[3] ?? '').length;
}

/** Reads what was typed by `rules`; never rounds, never drops a character it does not understand. */
export function readNumberText(text: string, rules: NumberTextRules = {}): NumberReading {
  const s = asciiDigits(text);
  if (s === '') return { kind: 'empty' };
  const m = NUMBER_TEXT.exec(s);
  // At least one digit: "-", "." and "+." are not numbers.
  if (!m || (m[2] === undefined && !m[3])) return { kind: 'invalid', reason: 'notNumber' };
  const value = Number(`${m[1] ?? ''}${(m[2] ?? '0').replace(/,/g, '')}.${m[3] || '0'}`);
  if (!Number.isFinite(value)) return { kind: 'invalid', reason: 'notNumber' };
  if (rules.unsigned && m[1] === '-' && value !== 0) return { kind: 'invalid', reason: 'negative' };
  const places = (m[3] ?? '').replace(/0+$/, '').length;
  if (rules.integer && places > 0) return { kind: 'invalid', reason: 'integer' };
  if (rules.decimals !== undefined && places > rules.decimals) return { kind: 'invalid', reason: 'decimals' };
  return { kind: 'number', value: value === 0 ? 0 : value };
}

const REASON_CODES: Record<Extract<NumberReading, { kind: 'invalid' }>['reason'], MessageCode> = {
  notNumber: 'number',
  integer: 'integer',
  decimals: 'decimals',
  negative: 'min',
};

/**
 * Why `text` is refused by `rules`, as the validator says it for a field labelled `label` ("Cash received must be
 * a number"), in `lang`; null when it reads (or is empty). For boxes outside a schema's form.
 */
export function readingMessage(rules: NumberTextRules, text: string, lang: string, label: string): string | null {
  const reading = readNumberText(text, rules);
  if (reading.kind !== 'invalid') return null;
  const code = REASON_CODES[reading.reason];
  return formatMessage(code, lang, label, code === 'decimals' ? rules.decimals : code === 'min' ? 0 : undefined);
}
