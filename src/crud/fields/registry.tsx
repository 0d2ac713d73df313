/**
 * THE field registry: field type -> how it is typed in, shown, listed and filtered. The only place
 * that decides per field type; pages ask `fieldKind(field.type)` and never switch on types themselves.
 */
import type { FieldType } from '../../schema/meta';
import { ChildTableCell, ChildTableDisplay, ChildTableInput } from './childTable';
import { DateInput, TimeInput } from './dates';
import {
  BooleanDisplay,
  LinkDisplay,
  MultilineCell,
  MultilineDisplay,
  NumberDisplay,
  OptionDisplay,
  StatusDisplay,
  TextDisplay,
} from './display';
import { BooleanFilter, DateRangeFilter, NumberRangeFilter, OptionFilter, TextFilter, rangeCodec, singleCodec } from './filters';
import { BooleanInput, ComputedInput, NumberInput, SelectInput, StatusInput, TextAreaInput, TextInput } from './inputs';
import { ReferenceCell, ReferenceDisplay, ReferenceFilter, ReferenceInput } from './reference';
import type { FieldKind } from './types';
import { FileDisplay, FileInput } from './upload';

const textFilter = { Filter: TextFilter, filterCodec: singleCodec('contains') };
const equalsFilter = (Filter: FieldKind['Filter']) => ({ Filter, filterCodec: singleCodec('eq') });

const text: FieldKind = { Input: TextInput, Display: TextDisplay, ...textFilter };
const link: FieldKind = { Input: TextInput, Display: LinkDisplay, ...textFilter };
const longText: FieldKind = {
  Input: TextAreaInput,
  Display: MultilineDisplay,
  Cell: MultilineCell,
  fullWidth: true,
  ...textFilter,
};
const number: FieldKind = { Input: NumberInput, Display: NumberDisplay, Filter: NumberRangeFilter, filterCodec: rangeCodec() };
const date: FieldKind = { Input: DateInput, Display: TextDisplay, Filter: DateRangeFilter, filterCodec: rangeCodec() };
const yesNo: FieldKind = { Input: BooleanInput, Display: BooleanDisplay, ...equalsFilter(BooleanFilter) };
const file: FieldKind = { Input: FileInput, Display: FileDisplay, sortable: false };

const KINDS: Record<FieldType, FieldKind> = {
  text,
  textarea: longText,
  richtext: longText,
  integer: number,
  number,
  money: number,
  percent: number,
  boolean: yesNo,
  flag: yesNo,
  date,
  // The "to" day of a datetime range includes that whole day.
  datetime: { ...date, filterCodec: rangeCodec('T23:59:59.999') },
  time: { Input: TimeInput, Display: TextDisplay, ...textFilter },
  monthYear: date,
  select: { Input: SelectInput, Display: OptionDisplay, ...equalsFilter(OptionFilter) },
  multiselect: { Input: SelectInput, Display: OptionDisplay, Filter: OptionFilter, filterCodec: singleCodec('contains') },
  reference: { Input: ReferenceInput, Display: ReferenceDisplay, Cell: ReferenceCell, ...equalsFilter(ReferenceFilter) },
  email: link,
  phone: link,
  url: link,
  barcode: text,
  file,
  image: file,
  table: {
    Input: ChildTableInput,
    Display: ChildTableDisplay,
    Cell: ChildTableCell,
    selfBound: true,
    fullWidth: true,
    sortable: false,
  },
  computed: {
    Input: ComputedInput,
    Display: NumberDisplay,
    selfBound: true,
    Filter: NumberRangeFilter,
    filterCodec: rangeCodec(),
  },
  status: { Input: StatusInput, Display: StatusDisplay, selfBound: true, ...equalsFilter(OptionFilter) },
};

export const fieldKind = (type: FieldType): FieldKind => KINDS[type];
