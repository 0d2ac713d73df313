/**
 * The components of every widget of the field-type table (src/schema/meta/field-types.ts) except the child table,
 * and how a type's kind is built from that table. registry.tsx adds the child table on top; childTable.tsx asks
 * here for its columns' kinds (a column is never a table), so neither imports the other's importer.
 */
import { FIELD_TYPE_INFO, type FilterKind, type WidgetName } from '../../schema/meta/field-types';
import { FIELD_TYPES, type FieldType } from '../../schema/meta/constants';
import { ComputedDisplay } from './computed';
import { DateInput, TimeInput } from './dates';
import {
  BarcodeDisplay,
  LtrDisplay,
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

/** A widget's components; the filter codec and sortability come from the field-type table. */
export type Widget = Omit<FieldKind, 'filterCodec' | 'sortable'>;

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
const date = { Input: DateInput, Display: LtrDisplay, Filter: DateRangeFilter };
const yesNo = { Input: BooleanInput, Display: BooleanDisplay, Filter: BooleanFilter };
const file = { Input: FileInput, Display: FileDisplay };

/** The components of each widget the field-type table names, but the child table (registry.tsx adds it). */
export const SCALAR_WIDGETS: Record<Exclude<WidgetName, 'table'>, Widget> = {
  text,
  link: { ...text, Display: LinkDisplay },
  barcode: { ...text, Display: BarcodeDisplay },
  longText,
  number: { Input: NumberInput, Display: NumberDisplay, Filter: NumberRangeFilter },
  date,
  datetime: date,
  time: { Input: TimeInput, Display: LtrDisplay, Filter: TextFilter },
  monthYear: date,
  boolean: yesNo,
  flag: yesNo,
  select: { Input: SelectInput, Display: OptionDisplay, Filter: OptionFilter },
  multiselect: { Input: SelectInput, Display: OptionDisplay, Filter: OptionFilter },
  reference: { Input: ReferenceInput, Display: ReferenceDisplay, Cell: ReferenceCell, Filter: ReferenceFilter },
  file,
  computed: { Input: ComputedInput, Display: ComputedDisplay, selfBound: true, Filter: NumberRangeFilter },
  status: { Input: StatusInput, Display: StatusDisplay, selfBound: true, Filter: OptionFilter },
};

/** Built once per type whose widget `widgets` has: the widget's components, the filter codec, sortability. */
export function buildKinds(widgets: Partial<Record<WidgetName, Widget>>): Map<FieldType, FieldKind> {
  const kinds = new Map<FieldType, FieldKind>();
  for (const type of FIELD_TYPES) {
    const info = FIELD_TYPE_INFO[type];
    const widget = widgets[info.widget];
    if (!widget) continue;
    const kind: FieldKind = { ...widget, sortable: info.sortable };
    if (info.filter) kind.filterCodec = CODECS[info.filter];
    else delete kind.Filter;
    kinds.set(type, kind);
  }
  return kinds;
}

const COLUMN_KINDS = buildKinds(SCALAR_WIDGETS);

/** The kind of a child-table column: any type but "table" (the schema loader rejects nested tables). */
export function columnKind(type: FieldType): FieldKind {
  const kind = COLUMN_KINDS.get(type);
  if (!kind) throw new Error(`A child-table column cannot be of type "${type}".`);
  return kind;
}
