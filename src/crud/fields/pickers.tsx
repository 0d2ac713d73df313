/**
 * antd's date, range and time pickers, loaded the first time a screen draws one: their code (rc-picker) is some
 * 30 KB gzipped that a screen without a date never needs (issue 41: pickers loaded only where used). Until it is in,
 * the field holds a disabled box of the picker's size under the same id, so its label still names it and nothing can
 * be typed into a box about to be replaced; a chunk that fails to load is handled as every other (main.tsx).
 */
import { Input, type DatePickerProps, type TimePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { lazy, Suspense, type ComponentType, type CSSProperties } from 'react';

// lazy() keeps no type parameter: each picker is taken at the value type the app uses (Dayjs).
const datePicker = () => import('antd/es/date-picker');
const LazyDatePicker = lazy(() => datePicker().then((m) => ({ default: m.default as ComponentType<DatePickerProps> })));
const LazyRangePicker = lazy(() => datePicker().then((m) => ({ default: m.default.RangePicker })));
const LazyTimePicker = lazy(() =>
  import('antd/es/time-picker').then((m) => ({ default: m.default as ComponentType<TimePickerProps> })),
);

/** What stands in the picker's place while its code loads. */
function Waiting({ id, style }: { id: string | undefined; style: CSSProperties | undefined }) {
  return <Input id={id} disabled style={style} />;
}

export function DatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<Waiting id={props.id} style={props.style} />}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

export function RangePicker(props: RangePickerProps) {
  return (
    <Suspense fallback={<Waiting id={typeof props.id === 'object' ? props.id.start : props.id} style={props.style} />}>
      <LazyRangePicker {...props} />
    </Suspense>
  );
}

export function TimePicker(props: TimePickerProps) {
  return (
    <Suspense fallback={<Waiting id={props.id} style={props.style} />}>
      <LazyTimePicker {...props} />
    </Suspense>
  );
}
