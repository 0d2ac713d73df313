/**
 * THE table of field types: for each type, what its stored value is and how it is checked, when it
 * is empty, whether it is a number, what a new form starts with, how lists filter it, how it is shown
 * and exported, how seed data is made for it, and which input the screens use. Every consumer reads
 * this table (validate.ts, the screens' field registry and formatting, the mock server's seed and list
 * query) instead of switching on type names of its own; a type without an entry does not compile, and
 * a unit test checks the table against FIELD_TYPES. Pure data and small pure functions: no DOM, no Node.
 */
import { FIELD_TYPES, type FieldType } from './constants';
import type { MessageCode } from './messages';

/** What a stored value is, which decides how validate.ts checks it. */
export type ValueKind =
  | 'text' // a trimmed string, length and pattern rules, plus the type's own `textCheck`
  | 'number' // a finite number (strings with thousands separators accepted), min/max rules
  | 'boolean' // true or false ('true'/'false' accepted)
  | 'flag' // 'Y' or 'N'
  | 'option' // one of the field's options (or the workflow's states)
  | 'options' // a list of the field's options
  | 'reference' // the id of a record of `resource` (the server checks it exists)
  | 'file' // { url, name }, a URL string, or a list of them
  | 'rows' // a child table: a list of rows checked against its columns
  | 'computed'; // recalculated from its formula; whatever is sent is ignored

/** A text type's own format rule; `validDate` adds the calendar check (no 2023-02-29). */
export interface TextCheck {
  re: RegExp;
  code: MessageCode;
  validDate?: boolean;
}

/** How the screens show a value (src/crud/fields/format.ts and display.tsx read it). */
export type FormatKind =
  | 'text'
  | 'money'
  | 'integer'
  | 'number'
  | 'percent'
  | 'yesNo'
  | 'flag'
  | 'option'
  | 'options'
  | 'reference'
  | 'file'
  | 'rows'
  | 'datetime'
  | 'computed';

/** How a list filters the field: the operator it sends in json-server's dialect, and the filter's input. */
export type FilterKind =
  | 'contains' // field_like (text search inside the value)
  | 'equals' // field=value
  | 'range' // field_gte / field_lte
  | 'dayRange'; // field_gte / field_lte over whole days (a datetime's "to" day includes the whole day)

/** Which input (and display) the screens use: names the field registry in src/crud/fields maps to components. */
export type WidgetName =
  | 'text'
  | 'link'
  | 'barcode'
  | 'longText'
  | 'number'
  | 'date'
  | 'datetime'
  | 'time'
  | 'monthYear'
  | 'boolean'
  | 'flag'
  | 'select'
  | 'multiselect'
  | 'reference'
  | 'file'
  | 'table'
  | 'computed'
  | 'status';

/** How seed data is made (mock-server/seed/seed-fields.ts); a field's own `seed` hint comes first. */
export type SeedKind =
  | 'number'
  | 'boolean'
  | 'flag'
  | 'option'
  | 'options'
  | 'reference'
  | 'date'
  | 'datetime'
  | 'time'
  | 'monthYear'
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'url'
  | 'barcode'
  | 'none'; // files, child tables (their rows are seeded column by column), computed and status values

export interface FieldTypeInfo {
  value: ValueKind;
  textCheck?: TextCheck;
  /** Stored as a number: sorted and compared as one, right-aligned, a number cell in a spreadsheet. */
  numeric: boolean;
  /** What a cleared field stores: null, or an empty list for list-valued types. */
  cleared: null | readonly [];
  /** What a new form starts with (undefined: nothing, the input is blank). */
  formDefault?: false | 'N' | readonly [];
  format: FormatKind;
  /** null: not offered as a list filter. */
  filter: FilterKind | null;
  widget: WidgetName;
  seed: SeedKind;
  /** Whether list columns may sort by it. */
  sortable: boolean;
  /** Free text: what a list's `q` search looks into when no field of the schema is marked `search`. */
  freeText: boolean;
}

const DATE: TextCheck = { re: /^\d{4}-\d{2}-\d{2}$/, code: 'date', validDate: true };
const DATETIME: TextCheck = {
  re: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
  code: 'date',
  validDate: true,
};

const text = (widget: WidgetName, seed: SeedKind, textCheck?: TextCheck): FieldTypeInfo => ({
  value: 'text',
  ...(textCheck ? { textCheck } : {}),
  numeric: false,
  cleared: null,
  format: 'text',
  filter: 'contains',
  widget,
  seed,
  sortable: true,
  freeText: true,
});
/** A text-valued type with a format or a closed set of values: not free text. */
const coded = (info: FieldTypeInfo): FieldTypeInfo => ({ ...info, freeText: false });
const number = (format: FormatKind): FieldTypeInfo => ({
  value: 'number',
  numeric: true,
  cleared: null,
  format,
  filter: 'range',
  widget: 'number',
  seed: 'number',
  sortable: true,
  freeText: false,
});

export const FIELD_TYPE_INFO = {
  text: text('text', 'text'),
  textarea: text('longText', 'longText'),
  richtext: text('longText', 'longText'),
  integer: number('integer'),
  number: number('number'),
  money: number('money'),
  percent: number('percent'),
  boolean: {
    value: 'boolean',
    numeric: false,
    cleared: null,
    formDefault: false,
    format: 'yesNo',
    filter: 'equals',
    widget: 'boolean',
    seed: 'boolean',
    sortable: true,
    freeText: false,
  },
  flag: {
    value: 'flag',
    numeric: false,
    cleared: null,
    formDefault: 'N',
    format: 'flag',
    filter: 'equals',
    widget: 'flag',
    seed: 'flag',
    sortable: true,
    freeText: false,
  },
  date: coded({ ...text('date', 'date', DATE), filter: 'range' }),
  datetime: coded({ ...text('datetime', 'datetime', DATETIME), format: 'datetime', filter: 'dayRange' }),
  time: coded(text('time', 'time', { re: /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, code: 'time' })),
  monthYear: coded({ ...text('monthYear', 'monthYear', { re: /^\d{4}-(0[1-9]|1[0-2])$/, code: 'monthYear' }), filter: 'range' }),
  select: coded({ ...text('select', 'option'), value: 'option', format: 'option', filter: 'equals' }),
  multiselect: {
    ...coded(text('multiselect', 'options')),
    value: 'options',
    cleared: [],
    formDefault: [],
    format: 'options',
    filter: 'contains',
  },
  reference: coded({ ...text('reference', 'reference'), value: 'reference', format: 'reference', filter: 'equals' }),
  email: text('link', 'email', { re: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, code: 'email' }),
  phone: text('link', 'phone', { re: /^\+?[0-9][0-9\s-]{5,19}$/, code: 'phone' }),
  url: text('link', 'url', { re: /^https?:\/\/[^\s]+$/i, code: 'url' }),
  barcode: text('barcode', 'barcode'),
  file: coded({ ...text('file', 'none'), value: 'file', format: 'file', filter: null, sortable: false }),
  image: coded({ ...text('file', 'none'), value: 'file', format: 'file', filter: null, sortable: false }),
  table: {
    ...coded(text('table', 'none')),
    value: 'rows',
    cleared: [],
    formDefault: [],
    format: 'rows',
    filter: null,
    sortable: false,
  },
  // Numeric unless its format is text: see isNumericField.
  computed: { ...number('computed'), value: 'computed', widget: 'computed', seed: 'none' },
  status: coded({ ...text('status', 'none'), value: 'option', format: 'option', filter: 'equals' }),
} as const satisfies Record<FieldType, FieldTypeInfo>;

/** The table's entry for a type. */
export const fieldTypeInfo = (type: FieldType): FieldTypeInfo => FIELD_TYPE_INFO[type];

/** The types the table describes, in FIELD_TYPES order (the unit test checks both lists agree). */
export const DESCRIBED_TYPES: readonly FieldType[] = FIELD_TYPES.filter((t) => t in FIELD_TYPE_INFO);

/** Whether a field's value is a number: numeric types, and computed fields not formatted as text, a date or a flag. */
export const isNumericField = (f: { type: FieldType; format?: string }): boolean =>
  f.type === 'computed' ? !['text', 'date', 'datetime', 'flag'].includes(f.format ?? '') : FIELD_TYPE_INFO[f.type].numeric;

/** Empty: nothing there (undefined, null, '', an empty list). Whitespace-only text counts as empty when typed. */
export const isEmptyValue = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The field's money-ness: money fields and computed fields formatted as money round to 2 decimals (or `precision`). */
export const isMoneyField = (f: { type: FieldType; format?: string }): boolean =>
  f.type === 'money' || (f.type === 'computed' && f.format === 'money');
