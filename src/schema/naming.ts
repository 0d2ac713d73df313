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

export function nextDocumentNumber(pattern: string, date: Date, existing: Iterable<unknown>): string {
  const filled = fillDate(pattern, date);
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
