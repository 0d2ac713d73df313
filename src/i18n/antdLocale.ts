/**
 * antd's locale for a language and calendar era: antd's own texts (pickers, empty states, confirmations) plus
 * the date patterns of ./dates.ts, so every DatePicker and RangePicker without its own `format` shows and
 * parses dates as the language writes them, and Thai panels show Buddhist-Era years.
 */
// The ES module builds: the CommonJS `antd/locale/*` default import reaches the bundle wrapped, and
// ConfigProvider then silently falls back to English (date pickers, empty states, confirmations).
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import thTH from 'antd/es/locale/th_TH';
import type { Locale } from 'antd/es/locale';
import { datePatterns, type CalendarEra } from './dates';

const BASE: Record<string, Locale> = { en: enUS, th: thTH, fr: frFR, ar: arEG };

/** A calendar's one-letter Arabic weekday heads, Sunday first: the full names do not fit a day's column. */
const AR_WEEKDAYS = ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'];

type PickerLocale = NonNullable<Locale['DatePicker']>;

function withPatterns(picker: PickerLocale | undefined, lang: string, era: CalendarEra): PickerLocale | undefined {
  if (!picker) return picker;
  const p = datePatterns(lang, era);
  return {
    ...picker,
    lang: {
      ...picker.lang,
      fieldDateFormat: p.date,
      fieldDateTimeFormat: `${p.date} HH:mm:ss`,
      fieldMonthFormat: p.month,
      fieldYearFormat: p.year,
      yearFormat: p.year,
      cellYearFormat: p.year,
      dateFormat: p.date,
      dateTimeFormat: `${p.date} HH:mm:ss`,
      ...(lang === 'ar' ? { shortWeekDays: AR_WEEKDAYS } : {}),
    },
  };
}

const cache = new Map<string, Locale>();

/** The antd Locale for ConfigProvider; English for a language antd is not given here. */
export function antdLocale(lang: string | undefined, era: CalendarEra): Locale {
  const code = lang && lang in BASE ? lang : 'en';
  const key = `${code}:${era}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const base = BASE[code] ?? enUS;
  const locale: Locale = {
    ...base,
    DatePicker: withPatterns(base.DatePicker, code, era),
    Calendar: withPatterns(base.Calendar as PickerLocale | undefined, code, era) as Locale['Calendar'],
  };
  cache.set(key, locale);
  return locale;
}
