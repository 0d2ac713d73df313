/**
 * Dates as the reader's language writes them: the one formatter and parser every screen uses.
 *
 * Every language shows day first, `DD/MM/YYYY` (`MM/YYYY` for a month, `DD/MM/YYYY HH:mm` for a moment), with
 * Western digits like every number in the app. Thai shows the year in the Buddhist Era (2569 for 2026) unless the
 * era preference says 'ce'. The preference is persisted in localStorage under `${APP_TITLE}-calendarEra`. Stored
 * and API values stay ISO: `YYYY-MM-DD`, `YYYY-MM`, ISO datetimes.
 *
 * The pattern token `BBBB` is the Buddhist-Era year: dayjs's buddhistEra plugin formats it and the plugin below
 * parses it, so antd's pickers take these patterns as they are (see ./antdLocale.ts).
 */
import dayjs, { type PluginFunc } from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import 'dayjs/locale/th';
import { useSyncExternalStore } from 'react';
import { APP_TITLE } from '../config';

export type CalendarEra = 'be' | 'ce';
const ERA_KEY = `${APP_TITLE}-calendarEra`;
const listeners = new Set<() => void>();
/** Buddhist Era year = Common Era year + 543. */
export const BE_OFFSET = 543;

export function getCalendarEra(): CalendarEra {
  return typeof localStorage !== 'undefined' && localStorage.getItem(ERA_KEY) === 'ce' ? 'ce' : 'be';
}

export function setCalendarEra(era: CalendarEra): void {
  localStorage.setItem(ERA_KEY, era);
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** [era, setEra] for a preference control; components re-render when it changes. */
export function useCalendarEra(): [CalendarEra, (era: CalendarEra) => void] {
  return [useSyncExternalStore(subscribe, getCalendarEra, () => 'be' as const), setCalendarEra];
}

/** Whether dates in this language and era show the Buddhist-Era year. */
export const usesBuddhistEra = (lang: string, era: CalendarEra = getCalendarEra()): boolean => lang === 'th' && era === 'be';

export interface DatePatterns {
  date: string;
  month: string;
  datetime: string;
  year: string;
}

/** The display (and typing) patterns of a language and era, in dayjs tokens plus `BBBB`. */
export function datePatterns(lang: string, era: CalendarEra = getCalendarEra()): DatePatterns {
  const year = usesBuddhistEra(lang, era) ? 'BBBB' : 'YYYY';
  return { date: `DD/MM/${year}`, month: `MM/${year}`, datetime: `DD/MM/${year} HH:mm`, year };
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing a pattern (the BE year needs it: 29/02/2567 is a leap day although 2567 is not a leap year in the CE).

const TOKENS: Record<string, { re: string; part: 'y' | 'by' | 'M' | 'D' | 'H' | 'm' | 's' }> = {
  BBBB: { re: '(\\d{4})', part: 'by' },
  YYYY: { re: '(\\d{4})', part: 'y' },
  MM: { re: '(\\d{1,2})', part: 'M' },
  M: { re: '(\\d{1,2})', part: 'M' },
  DD: { re: '(\\d{1,2})', part: 'D' },
  D: { re: '(\\d{1,2})', part: 'D' },
  HH: { re: '(\\d{1,2})', part: 'H' },
  H: { re: '(\\d{1,2})', part: 'H' },
  mm: { re: '(\\d{2})', part: 'm' },
  ss: { re: '(\\d{2})', part: 's' },
};
const TOKEN_RE = /BBBB|YYYY|MM|M|DD|D|HH|H|mm|ss/g;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads `text` written in `pattern` (tokens BBBB YYYY MM M DD D HH H mm ss; day and month may have one digit)
 * as a local Date; null when it does not match or names no such day (31/04, 29/02 of a common year).
 */
export function parsePattern(text: string, pattern: string): Date | null {
  const parts: (typeof TOKENS)[string]['part'][] = [];
  let source = '';
  let last = 0;
  for (const m of pattern.matchAll(TOKEN_RE)) {
    const token = TOKENS[m[0]]!;
    source += escapeRe(pattern.slice(last, m.index)) + token.re;
    parts.push(token.part);
    last = m.index + m[0].length;
  }
  source += escapeRe(pattern.slice(last));
  const match = new RegExp(`^\\s*${source}\\s*$`).exec(text);
  if (!match) return null;
  const v = { y: NaN, M: 1, D: 1, H: 0, m: 0, s: 0 };
  parts.forEach((part, i) => {
    const n = Number(match[i + 1]);
    if (part === 'by') v.y = n - BE_OFFSET;
    else v[part] = n;
  });
  if (!Number.isFinite(v.y) || v.H > 23 || v.m > 59 || v.s > 59) return null;
  const d = new Date(v.y, v.M - 1, v.D, v.H, v.m, v.s);
  d.setFullYear(v.y); // years below 100 would otherwise land in the 1900s
  const same = d.getFullYear() === v.y && d.getMonth() === v.M - 1 && d.getDate() === v.D;
  return same ? d : null;
}

/** dayjs(text, 'DD/MM/BBBB') parses: antd's pickers call dayjs that way when the user types a date. */
const parseBuddhistEra: PluginFunc = (_option, Dayjs) => {
  const proto = Dayjs.prototype as unknown as { parse: (cfg: { date: unknown; args: unknown[] }) => void };
  const oldParse = proto.parse;
  proto.parse = function parse(cfg) {
    const format = cfg.args[1];
    if (typeof format === 'string' && format.includes('BBBB') && typeof cfg.date === 'string') {
      const date = parsePattern(cfg.date, format) ?? new Date(NaN);
      cfg.date = date;
      cfg.args = [date];
    }
    oldParse.call(this, cfg);
  };
};

dayjs.extend(customParseFormat);
dayjs.extend(buddhistEra);
dayjs.extend(parseBuddhistEra);

// ---------------------------------------------------------------------------------------------------------------
// Formatting stored values.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** A stored `YYYY-MM-DD` as the language writes it; anything unreadable comes back as it is. */
export function formatDate(value: string, lang: string, era: CalendarEra = getCalendarEra()): string {
  const m = ISO_DATE.exec(value);
  if (!m) return value;
  const d = dayjs(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.isValid() ? d.format(datePatterns(lang, era).date) : value;
}

/** A stored `YYYY-MM` as the language writes it. */
export function formatMonth(value: string, lang: string, era: CalendarEra = getCalendarEra()): string {
  const m = ISO_MONTH.exec(value);
  if (!m) return value;
  return dayjs(new Date(Number(m[1]), Number(m[2]) - 1, 1)).format(datePatterns(lang, era).month);
}

/** An ISO datetime in local time as the language writes it; a bare `YYYY-MM-DD` is formatted as a date. */
export function formatDateTime(value: string, lang: string, era: CalendarEra = getCalendarEra()): string {
  if (ISO_DATE.test(value)) return formatDate(value, lang, era);
  const d = dayjs(value);
  return d.isValid() ? d.format(datePatterns(lang, era).datetime) : value;
}

/** The day of an ISO datetime, in local time, as the language writes it ("since 12/11/2569"); a bare date as it is. */
export function formatDay(value: string, lang: string, era: CalendarEra = getCalendarEra()): string {
  if (ISO_DATE.test(value)) return formatDate(value, lang, era);
  const d = dayjs(value);
  return d.isValid() ? d.format(datePatterns(lang, era).date) : value;
}

/**
 * A date kind's spreadsheet number format as the language writes it (Excel's codes): day first, and for a reader of
 * the Buddhist Era Excel's Thai Buddhist calendar (`[$-th-TH,107]`), so an exported sheet shows 31/12/2569 in Thai.
 */
export function sheetDateFormat(kind: 'date' | 'datetime' | 'month', lang: string, era: CalendarEra = getCalendarEra()): string {
  const body = kind === 'date' ? 'dd/mm/yyyy' : kind === 'month' ? 'mm/yyyy' : 'dd/mm/yyyy hh:mm';
  return usesBuddhistEra(lang, era) ? `[$-th-TH,107]${body}` : body;
}

/**
 * A stored date as a spreadsheet day number (days since 1899-12-30, the time of day as its fraction): 'YYYY-MM-DD',
 * 'YYYY-MM' (its first day) or a wall-clock 'YYYY-MM-DD HH:mm'; null for anything else. The importer reads such a
 * cell back as the same date (src/schema/import/sheet.ts).
 */
export function sheetDateNumber(text: string): number | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:[ T](\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return null;
  const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1) / 86_400_000 + 25_569;
  return m[4] ? day + (Number(m[4]) * 60 + Number(m[5])) / 1440 : day;
}

/** A calendar year (e.g. a report's year selector) as the language writes it. */
export const formatYear = (year: number, lang: string, era: CalendarEra = getCalendarEra()): string =>
  String(usesBuddhistEra(lang, era) ? year + BE_OFFSET : year);

/** A date typed as the language writes it ("15/03/2569" in Thai) as the stored `YYYY-MM-DD`; null when invalid. */
export function parseDate(text: string, lang: string, era: CalendarEra = getCalendarEra()): string | null {
  const d = parsePattern(text, datePatterns(lang, era).date);
  return d ? dayjs(d).format('YYYY-MM-DD') : null;
}

const INTL_LOCALES: Record<string, string> = { en: 'en-GB', th: 'th-TH', fr: 'fr-FR', ar: 'ar-u-nu-latn' };

/** The Intl locale of a language (relative times, month names), Western digits in every language. */
export const intlLocale = (lang: string): string => INTL_LOCALES[lang] ?? 'en-GB';
