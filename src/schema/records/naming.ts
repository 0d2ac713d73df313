/**
 * Document numbers from a naming pattern such as `MEMO-{YYYY}-{####}`: date tokens are filled from the
 * creation date and the counter continues from the highest number already issued under the same prefix,
 * so numbers restart each year when the pattern holds the year.
 */
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function fillDate(pattern: string, date: Date): string {
  return pattern
    .replace(/\{YYYY\}/g, String(date.getFullYear()))
    .replace(/\{YY\}/g, pad(date.getFullYear() % 100, 2))
    .replace(/\{MM\}/g, pad(date.getMonth() + 1, 2))
    .replace(/\{DD\}/g, pad(date.getDate(), 2));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `{$settings.memoPrefix}` tokens of a pattern: the settings fields they name. */
export const NAMING_SETTING = /\{\$settings\.([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The pattern with each `{$settings.<field>}` replaced by that setting (trimmed; empty when unset). */
export function fillSettings(pattern: string, settings: Record<string, unknown> | null | undefined): string {
  return pattern.replace(NAMING_SETTING, (_, name: string) => {
    const v = settings?.[name];
    return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  });
}

/** Where the counter of a pattern stands on a date: the text before and after it, and its width. */
export interface NumberSlot {
  before: string;
  after: string;
  width: number;
  matcher: RegExp;
}

/** The counter slot of `pattern` on `date`; the filled text itself when the pattern has no counter. */
export function numberSlot(pattern: string, date: Date, settings?: Record<string, unknown> | null): NumberSlot | string {
  const filled = fillDate(fillSettings(pattern, settings), date);
  const counter = /\{(#+)\}/.exec(filled);
  if (!counter) return filled;
  const [before, after] = [filled.slice(0, counter.index), filled.slice(counter.index + counter[0].length)];
  return {
    before,
    after,
    width: counter[1]!.length,
    matcher: new RegExp(`^${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}$`),
  };
}

/** The counter a stored value holds in this slot, or 0 when it is not a number of the slot. */
export function counterIn(slot: NumberSlot, value: unknown): number {
  const m = typeof value === 'string' ? slot.matcher.exec(value) : null;
  return m ? Number(m[1]) : 0;
}

export const formatNumberInSlot = (slot: NumberSlot, counter: number): string =>
  `${slot.before}${pad(counter, slot.width)}${slot.after}`;

/**
 * The next number for `pattern` on `date`, after the highest of `existing` under the same text. `settings`:
 * the settings record, for the `{$settings.<field>}` tokens (a prefix the administrator keeps).
 */
export function nextDocumentNumber(
  pattern: string,
  date: Date,
  existing: Iterable<unknown>,
  settings?: Record<string, unknown> | null,
): string {
  const slot = numberSlot(pattern, date, settings);
  if (typeof slot === 'string') return slot;
  let highest = 0;
  for (const value of existing) highest = Math.max(highest, counterIn(slot, value));
  return formatNumberInSlot(slot, highest + 1);
}
