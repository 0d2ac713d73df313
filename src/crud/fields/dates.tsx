/** Date, datetime, month and time controls. Values are stored as the strings validate.ts checks. */
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_FORMAT, DATETIME_DISPLAY, MONTH_FORMAT, TIME_FORMAT } from './format';
import type { InputProps } from './types';

dayjs.extend(customParseFormat);

/** A stored string as a dayjs value for a picker; null when missing or unreadable. */
export function toDayjs(value: unknown, format?: string): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const d = format ? dayjs(value, format) : dayjs(value);
  return d.isValid() ? d : null;
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
  if (type === 'monthYear')
    return (
      <DatePicker
        {...pickerCommon(p)}
        picker="month"
        format={MONTH_FORMAT}
        value={toDayjs(p.value, MONTH_FORMAT)}
        onChange={(d: Dayjs | null) => p.onChange(d ? d.format(MONTH_FORMAT) : null)}
      />
    );
  if (type === 'datetime')
    return (
      <DatePicker
        {...pickerCommon(p)}
        showTime={{ format: TIME_FORMAT }}
        format={DATETIME_DISPLAY}
        value={toDayjs(p.value)}
        // ISO 8601 with the local offset, e.g. 2024-05-01T09:30:00+07:00.
        onChange={(d: Dayjs | null) => p.onChange(d ? d.format() : null)}
      />
    );
  return (
    <DatePicker
      {...pickerCommon(p)}
      format={DATE_FORMAT}
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
