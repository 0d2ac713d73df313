/**
 * The field registry: the components behind each widget of the field-type table
 * (src/schema/field-types.ts), and per type how it is typed in, shown, listed and filtered. Pages ask
 * `fieldKind(field.type)` and never switch on types themselves.
 */
import { FIELD_TYPE_INFO, type FilterKind, type WidgetName } from '../../schema/field-types';
import { FIELD_TYPES, type FieldType } from '../../schema/meta';
import { ChildTableCell, ChildTableDisplay, ChildTableInput } from './childTable';
import { DateInput, TimeInput } from './dates';
import {
  BarcodeDisplay,
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
import type { FieldKind, FilterCodec } from './types';
import { FileDisplay, FileInput } from './upload';

/** How each filter kind of the field-type table is sent (json-server dialect) and read back from the URL. */
const CODECS: Record<FilterKind, FilterCodec> = {
  contains: singleCodec('contains'),
  equals: singleCodec('eq'),
  range: rangeCodec(),
  // The "to" day of a datetime range includes that whole day.
  dayRange: rangeCodec('T23:59:59.999'),
};

const text = { Input: TextInput, Display: TextDisplay, Filter: TextFilter };
const longText = { Input: TextAreaInput, Display: MultilineDisplay, Cell: MultilineCell, Filter: TextFilter, fullWidth: true };
const date = { Input: DateInput, Display: TextDisplay, Filter: DateRangeFilter };
const yesNo = { Input: BooleanInput, Display: BooleanDisplay, Filter: BooleanFilter };
const file = { Input: FileInput, Display: FileDisplay };

/** The components of each widget the field-type table names (src/schema/field-types.ts). */
const WIDGETS: Record<WidgetName, Omit<FieldKind, 'filterCodec' | 'sortable'>> = {
  text,
  link: { ...text, Display: LinkDisplay },
  barcode: { ...text, Display: BarcodeDisplay },
  longText,
  number: { Input: NumberInput, Display: NumberDisplay, Filter: NumberRangeFilter },
  date,
  datetime: date,
  time: { Input: TimeInput, Display: TextDisplay, Filter: TextFilter },
  monthYear: date,
  boolean: yesNo,
  flag: yesNo,
  select: { Input: SelectInput, Display: OptionDisplay, Filter: OptionFilter },
  multiselect: { Input: SelectInput, Display: OptionDisplay, Filter: OptionFilter },
  reference: { Input: ReferenceInput, Display: ReferenceDisplay, Cell: ReferenceCell, Filter: ReferenceFilter },
  file,
  table: { Input: ChildTableInput, Display: ChildTableDisplay, Cell: ChildTableCell, selfBound: true, fullWidth: true },
  computed: { Input: ComputedInput, Display: NumberDisplay, selfBound: true, Filter: NumberRangeFilter },
  status: { Input: StatusInput, Display: StatusDisplay, selfBound: true, Filter: OptionFilter },
};

/** Built once per type from the table: the widget's components, the filter codec, sortability. */
const KINDS = new Map<FieldType, FieldKind>(
  FIELD_TYPES.map((type) => {
    const info = FIELD_TYPE_INFO[type];
    const widget = WIDGETS[info.widget];
    const kind: FieldKind = { ...widget, sortable: info.sortable };
    if (info.filter) kind.filterCodec = CODECS[info.filter];
    else delete kind.Filter;
    return [type, kind];
  }),
);

export const fieldKind = (type: FieldType): FieldKind => KINDS.get(type)!;
