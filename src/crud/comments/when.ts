/** Times of comments and views in the user's language: "3 minutes ago" and the full date and time (Thai: Buddhist era). */
const LOCALES: Record<string, string> = { th: 'th-TH', en: 'en-GB' };

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

export function absoluteTime(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang] ?? 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

export function relativeTime(iso: string, lang: string, now = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  if (Number.isNaN(seconds)) return iso;
  const format = new Intl.RelativeTimeFormat(LOCALES[lang] ?? 'en-GB', { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'second');
}
