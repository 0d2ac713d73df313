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
  const filled = fillDate(fillSettings(pattern, settings), date);
  const counter = /\{(#+)\}/.exec(filled);
  if (!counter) return filled;
  const width = counter[1]!.length;
  const [before, after] = [filled.slice(0, counter.index), filled.slice(counter.index + counter[0].length)];
  const matcher = new RegExp(`^${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}$`);
  let highest = 0;
  for (const value of existing) {
    const m = typeof value === 'string' ? matcher.exec(value) : null;
    if (m) highest = Math.max(highest, Number(m[1]));
  }
  return `${before}${pad(highest + 1, width)}${after}`;
}
