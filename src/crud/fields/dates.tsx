/**
 * Date, datetime, month and time controls. Values are stored as the strings validate.ts checks (ISO); the
 * pickers show and take dates as the user's language writes them (src/i18n/dates.ts: DD/MM/YYYY, the
 * Buddhist-Era year in Thai), and also take an ISO date typed as it is stored.
 */
import { DatePicker, TimePicker } from './pickers';
import dayjs, { type Dayjs } from 'dayjs';
import { datePatterns, getCalendarEra, useCalendarEra } from '../../i18n/dates';
import { useLang } from '../useLang';
import { DATE_FORMAT, MONTH_FORMAT, TIME_FORMAT } from './format';
import type { InputProps } from './types';

/** A stored string as a dayjs value for a picker; null when missing or unreadable. */
export function toDayjs(value: unknown, format?: string): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const d = format ? dayjs(value, format) : dayjs(value);
  return d.isValid() ? d : null;
}

export type PickerKind = 'date' | 'month' | 'datetime';

/**
 * A picker's `format`: the language's pattern first (what the field shows), then the ISO form, so a date
 * typed either way is read. Day and month may be typed with one digit ("5/3/2569").
 */
export function pickerFormats(kind: PickerKind, lang: string, era = getCalendarEra()): string[] {
  const p = datePatterns(lang, era);
  if (kind === 'month') return [p.month, MONTH_FORMAT, p.month.replace('MM', 'M')];
  if (kind === 'datetime') return [p.datetime, 'YYYY-MM-DD HH:mm', p.datetime.replace('DD/MM', 'D/M')];
  return [p.date, DATE_FORMAT, p.date.replace('DD/MM', 'D/M')];
}

/** The formats of a picker in the current language and era; re-renders when either changes. */
export function usePickerFormats(kind: PickerKind): string[] {
  const { lang } = useLang();
  const [era] = useCalendarEra();
  return pickerFormats(kind, lang, era);
}

const pickerCommon = (p: InputProps) => ({
  id: p.id,
  disabled: p.disabled,
  status: p.invalid ? ('error' as const) : undefined,
  onBlur: p.onBlur,
  style: { width: '100%' },
});

export function DateInput(p: InputProps) {
  const type = p.field.type;
  const kind: PickerKind = type === 'monthYear' ? 'month' : type === 'datetime' ? 'datetime' : 'date';
  const format = usePickerFormats(kind);
  if (kind === 'month')
    return (
      <DatePicker
        {...pickerCommon(p)}
        picker="month"
        format={format}
        value={toDayjs(p.value, MONTH_FORMAT)}
        onChange={(d: Dayjs | null) => p.onChange(d ? d.format(MONTH_FORMAT) : null)}
      />
    );
  if (kind === 'datetime')
    return (
      <DatePicker
        {...pickerCommon(p)}
        showTime={{ format: TIME_FORMAT }}
        format={format}
        value={toDayjs(p.value)}
        // ISO 8601 with the local offset, e.g. 2024-05-01T09:30:00+07:00.
        onChange={(d: Dayjs | null) => p.onChange(d ? d.format() : null)}
      />
    );
  return (
    <DatePicker
      {...pickerCommon(p)}
      format={format}
      value={toDayjs(p.value, DATE_FORMAT)}
      onChange={(d: Dayjs | null) => p.onChange(d ? d.format(DATE_FORMAT) : null)}
    />
  );
}

export function TimeInput(p: InputProps) {
  return (
    <TimePicker
      {...pickerCommon(p)}
      format={TIME_FORMAT}
      value={toDayjs(p.value, TIME_FORMAT)}
      onChange={(d: Dayjs | null) => p.onChange(d ? d.format(TIME_FORMAT) : null)}
    />
  );
}
