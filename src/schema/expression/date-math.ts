/**
 * Date arithmetic for formulas (expression.ts operators `daysBetween`, `monthsBetween`, `hoursBetween`,
 * `addDays`, `addHours`), on the company's calendar: Bangkok, UTC+7 all year (Thailand keeps no daylight
 * saving time), wherever the server or the browser runs. Pure: "now" is always passed in.
 *
 * A date (`2024-05-01`) is that day's Bangkok midnight; a datetime with `Z` or an offset is that instant;
 * a datetime without one is Bangkok wall-clock time. Anything else is no date: the operators give null.
 */

/** The company's offset from UTC, in milliseconds. */
const OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 86400 * 1000;
const HOUR_MS = 3600 * 1000;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

interface Moment {
  /** Milliseconds since the epoch. */
  ms: number;
  /** A plain date (no time of day): arithmetic on it answers a date again. */
  dateOnly: boolean;
}

/** The instant a date or datetime names, or null. The day must exist (no 2023-02-29). */
export function parseMoment(v: unknown): Moment | null {
  if (typeof v !== 'string') return null;
  const m = DATE_TIME.exec(v.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [h, mi, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const ms = Math.round(Number(m[7] ?? 0) * 1000);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const zone = m[8];
  if (zone === undefined) return { ms: wall - OFFSET_MS, dateOnly: m[4] === undefined };
  if (zone === 'Z') return { ms: wall, dateOnly: false };
  const sign = zone.startsWith('-') ? -1 : 1;
  const offset = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) * 60000;
  return { ms: wall - offset, dateOnly: false };
}

function daysInMonth(year: number, month: number): number {
  // Same leap years every 400 years; Date.UTC maps years 0-99 to 1900-1999, so shift into range.
  return new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();
}

/** The Bangkok calendar day of an instant. */
function bangkokDay(ms: number): { y: number; m: number; d: number } {
  const t = new Date(ms + OFFSET_MS);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of the instant in Bangkok: `$today`. */
export function bangkokDate(at: Date | number): string {
  const { y, m, d } = bangkokDay(typeof at === 'number' ? at : at.getTime());
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** `YYYY-MM-DDTHH:mm:ss+07:00` of the instant in Bangkok: `$now`, and what addHours answers. */
export function bangkokDateTime(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  const t = new Date(ms + OFFSET_MS);
  return `${bangkokDate(ms)}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}+07:00`;
}

const dayNumber = (ms: number) => Math.floor((ms + OFFSET_MS) / DAY_MS);

/** Calendar days from `a` to `b` in Bangkok (negative when `b` is earlier); times of day do not count. */
export function daysBetween(a: unknown, b: unknown): number | null {
  const [x, y] = [parseMoment(a), parseMoment(b)];
  return x && y ? dayNumber(y.ms) - dayNumber(x.ms) : null;
}

/**
 * Whole months completed from `a` to `b` (Bangkok days): 2024-01-15 to 2024-02-14 is 0, to 2024-02-15 is 1. A
 * month ending on a shorter month's last day is complete (2024-01-31 to 2024-02-29 is 1). Negative when `b`
 * is earlier.
 */
export function monthsBetween(a: unknown, b: unknown): number | null {
  const [x, y] = [parseMoment(a), parseMoment(b)];
  if (!x || !y) return null;
  if (dayNumber(y.ms) < dayNumber(x.ms)) return 0 - completedMonths(y.ms, x.ms) || 0; // never -0
  return completedMonths(x.ms, y.ms);
}

function completedMonths(fromMs: number, toMs: number): number {
  const [from, to] = [bangkokDay(fromMs), bangkokDay(toMs)];
  const months = (to.y - from.y) * 12 + (to.m - from.m);
  const lastDay = to.d === daysInMonth(to.y, to.m);
  return to.d >= from.d || lastDay ? months : months - 1;
}

/** Hours from `a` to `b`, with fractions (exact to the millisecond). */
export function hoursBetween(a: unknown, b: unknown): number | null {
  const [x, y] = [parseMoment(a), parseMoment(b)];
  return x && y ? (y.ms - x.ms) / HOUR_MS : null;
}

const finite = (n: unknown): number | null => {
  const v = typeof n === 'number' ? n : typeof n === 'string' && n.trim() !== '' ? Number(n) : NaN;
  return Number.isFinite(v) ? v : null;
};

/** `n` whole days later (earlier when negative): a date stays a date, a datetime answers a Bangkok datetime. */
export function addDays(a: unknown, n: unknown): string | null {
  const x = parseMoment(a);
  const days = finite(n);
  if (!x || days === null) return null;
  const ms = x.ms + Math.trunc(days) * DAY_MS;
  return x.dateOnly ? bangkokDate(ms) : bangkokDateTime(ms);
}

/** `n` hours later (fractions allowed), as a Bangkok datetime; a date counts from its Bangkok midnight. */
export function addHours(a: unknown, n: unknown): string | null {
  const x = parseMoment(a);
  const hours = finite(n);
  if (!x || hours === null) return null;
  return bangkokDateTime(x.ms + Math.round(hours * HOUR_MS));
}
