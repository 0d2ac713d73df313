/** Times of comments and views in the user's language: "3 minutes ago" and the full date and time (Thai: Buddhist era). */
import { formatDateTime, intlLocale } from '../../i18n/dates';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** The full date and time as every screen writes it (src/i18n/dates.ts). */
export const absoluteTime = (iso: string, lang: string): string => formatDateTime(iso, lang);

export function relativeTime(iso: string, lang: string, now = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  if (Number.isNaN(seconds)) return iso;
  const format = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'second');
}
