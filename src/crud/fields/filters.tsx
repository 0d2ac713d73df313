/** List toolbar filter controls and how each one's value maps to CrudFilters (json-server operators). */
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { Flex, Grid, Input, InputNumber, Select, Space, Typography } from 'antd';
import { DatePicker, RangePicker } from './pickers';
import { useMemo, useState } from 'react';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fieldOptions, type AnyField } from '../../schema/meta/describe';
import { toDayjs, usePickerFormats } from './dates';
import { DATE_FORMAT, MONTH_FORMAT } from './format';
import type { FilterCodec, FilterProps } from './types';

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const findValue = (f: AnyField, filters: readonly CrudFilter[], operator: LogicalFilter['operator']): unknown =>
  filters.find((x) => 'field' in x && x.field === f.name && x.operator === operator)?.value;

/** One operator, one value: `eq` for options and references, `contains` for text. */
export const singleCodec = (operator: LogicalFilter['operator']): FilterCodec => ({
  toFilters: (f, v) => (isBlank(v) ? [] : [{ field: f.name, operator, value: v }]),
  fromFilters: (f, filters) => findValue(f, filters, operator),
});

/** A [from, to] pair as gte/lte; `endSuffix` widens a datetime's "to" day to its end. */
export const rangeCodec = (endSuffix = ''): FilterCodec => ({
  toFilters: (f, v) => {
    const [from, to] = Array.isArray(v) ? v : [];
    const out: CrudFilter[] = [];
    if (!isBlank(from)) out.push({ field: f.name, operator: 'gte', value: from });
    if (!isBlank(to)) out.push({ field: f.name, operator: 'lte', value: endSuffix ? `${String(to)}${endSuffix}` : to });
    return out;
  },
  fromFilters: (f, filters) => {
    const from = findValue(f, filters, 'gte');
    const to = findValue(f, filters, 'lte');
    if (isBlank(from) && isBlank(to)) return undefined;
    return [from ?? null, endSuffix && typeof to === 'string' ? to.slice(0, to.length - endSuffix.length) : (to ?? null)];
  },
});

export function TextFilter(p: FilterProps) {
  return (
    <Input id={p.id} allowClear value={typeof p.value === 'string' ? p.value : ''} onChange={(e) => p.onChange(e.target.value)} />
  );
}

export function OptionFilter(p: FilterProps) {
  const options = fieldOptions(p.schema, p.field, p.lang).map((o) => ({ value: o.value, label: o.label }));
  return (
    <Select
      id={p.id}
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 160 }}
      value={isBlank(p.value) ? undefined : (p.value as string)}
      options={options}
      onChange={(v: string | undefined) => p.onChange(v ?? null)}
    />
  );
}

export function BooleanFilter(p: FilterProps) {
  const { t } = useTranslation();
  const flag = p.field.type === 'flag';
  const encode = (v: unknown) => (v === true || v === 'Y' ? 'yes' : v === false || v === 'N' ? 'no' : undefined);
  return (
    <Select
      id={p.id}
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 110 }}
      value={encode(p.value)}
      options={[
        { value: 'yes', label: t('crud.yes') },
        { value: 'no', label: t('crud.no') },
      ]}
      onChange={(v: string | undefined) => p.onChange(v === undefined ? null : flag ? (v === 'yes' ? 'Y' : 'N') : v === 'yes')}
    />
  );
}

/** A range whose "to" comes before its "from" (ISO days and months compare as text). */
export const isReversedRange = (v: unknown): boolean => {
  const [from, to] = Array.isArray(v) ? (v as unknown[]) : [];
  return typeof from === 'string' && typeof to === 'string' && from !== '' && to !== '' && to < from;
};

/**
 * From and to, one range picker (two pickers on a phone). A "to" before the "from" is refused beside the control, in
 * the reader's language, and not applied: the picker keeps the two dates typed, marked, until one is put right. (Left
 * to order its ends itself, antd's range picker turned such a typed "to" into the "from" day: one day, no rows.)
 */
export function DateRangeFilter(p: FilterProps) {
  const { t } = useTranslation();
  // A phone has no room for the range picker's two months side by side: a "from" and a "to" picker, one month each.
  const phone = Grid.useBreakpoint().md === false;
  const month = p.field.type === 'monthYear';
  const format = month ? MONTH_FORMAT : DATE_FORMAT;
  const shown = usePickerFormats(month ? 'month' : 'date');
  // A reversed pair the user typed stays here, unapplied; a change of the applied value (Clear filters) drops it.
  const [draft, setDraft] = useState<[string | null, string | null] | null>(null);
  const applied = JSON.stringify(p.value ?? null);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(null);
  }
  const [from, to] = draft ?? (Array.isArray(p.value) ? p.value : []);
  const reversed = isReversedRange([from, to]);
  const emit = (a: Dayjs | null | undefined, b: Dayjs | null | undefined) => {
    const next: [string | null, string | null] = [a?.format(format) ?? null, b?.format(format) ?? null];
    if (isReversedRange(next)) return setDraft(next);
    setDraft(null);
    p.onChange(next[0] || next[1] ? next : null);
  };
  // The same day is the same object across renders (the list reloading under the filter): the picker keeps what is being typed.
  const start = useMemo(() => toDayjs(from, format), [from, format]);
  const end = useMemo(() => toDayjs(to, format), [to, format]);
  // One array while the days stay: the range picker puts its ends back to its value whenever that array is a new
  // one, so a list redrawn between the "from" and the "to" (its reload landing) wiped the "from" being entered.
  const range = useMemo((): [Dayjs | null, Dayjs | null] => [start, end], [start, end]);
  const status = reversed ? ('error' as const) : undefined;
  const problemId = `${p.id}-problem`;
  const described = reversed ? { 'aria-describedby': problemId, 'aria-invalid': true } : {};
  const picker = phone ? (
    <Space.Compact block>
      <DatePicker
        id={p.id}
        picker={month ? 'month' : 'date'}
        format={shown}
        placeholder={t('crud.from')}
        value={start}
        status={status}
        {...described}
        onChange={(d: Dayjs | null) => emit(d, end)}
      />
      <DatePicker
        aria-label={t('crud.to')}
        picker={month ? 'month' : 'date'}
        format={shown}
        placeholder={t('crud.to')}
        value={end}
        status={status}
        {...described}
        onChange={(d: Dayjs | null) => emit(start, d)}
      />
    </Space.Compact>
  ) : (
    <RangePicker
      id={{ start: p.id }}
      picker={month ? 'month' : 'date'}
      format={shown}
      allowEmpty={[true, true]}
      // The order is checked here, where it can be said; left to the picker, a typed "to" before the "from" became the "from".
      order={false}
      value={range}
      status={status}
      {...described}
      onChange={(dates: [Dayjs | null, Dayjs | null] | null) => emit(dates?.[0], dates?.[1])}
    />
  );
  // One structure either way: the picker is never remounted (and never loses the focus) when the message comes or goes.
  return (
    <Flex vertical gap={2}>
      {picker}
      {reversed && (
        <Typography.Text type="danger" id={problemId} role="alert" data-testid="filter-problem">
          {t('crud.rangeReversed')}
        </Typography.Text>
      )}
    </Flex>
  );
}

export function NumberRangeFilter(p: FilterProps) {
  const { t } = useTranslation();
  const [from, to] = Array.isArray(p.value) ? p.value : [];
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const set = (i: 0 | 1, v: number | null) => {
    const next: [unknown, unknown] = [from ?? null, to ?? null];
    next[i] = v;
    p.onChange(next[0] === null && next[1] === null ? null : next);
  };
  return (
    <Space.Compact>
      <InputNumber<number>
        id={p.id}
        placeholder={t('crud.from')}
        value={num(from)}
        onChange={(v) => set(0, v)}
        style={{ width: 110 }}
      />
      <InputNumber<number>
        aria-label={t('crud.to')}
        placeholder={t('crud.to')}
        value={num(to)}
        onChange={(v) => set(1, v)}
        style={{ width: 110 }}
      />
    </Space.Compact>
  );
}
