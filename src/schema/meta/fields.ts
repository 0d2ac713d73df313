/**
 * The meta-schema of one field: what a field (or a child-table column) of a resource schema may say, by
 * type. Pure zod; meta.ts builds the resource schema on it.
 */
import { z } from 'zod';
import { FIELD_TYPES, ON_DELETE, SEED_KINDS } from './constants';
import { expression, localizedText, requirement } from './base';
import { rowAction } from './workflow';

const option = z.union([
  z.string().min(1),
  z.strictObject({ value: z.string().min(1), label: localizedText, color: z.string().optional() }),
]);

export const sortOrder = z.strictObject({ field: z.string().min(1), order: z.enum(['asc', 'desc']) });

/** Keys every field type may have. */
const fieldBase = {
  name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, 'a field name is letters, digits and _ and starts with a letter'),
  label: localizedText.optional(),
  help: localizedText.optional(),
  section: z.string().optional(),
  required: z.boolean().optional(),
  requiredIf: expression.optional(),
  visibleIf: expression.optional(),
  readOnly: z.boolean().optional(),
  readOnlyIf: expression.optional(),
  /** A number column of a child table: `false` leaves it out of the table's total row (a sum of scores means nothing). */
  total: z.boolean().optional(),
  default: z.unknown().optional(),
  list: z.boolean().optional(),
  filter: z.boolean().optional(),
  search: z.boolean().optional(),
  sortable: z.boolean().optional(),
  width: z.number().int().positive().optional(),
  span: z.union([z.literal(1), z.literal(2)]).optional(),
  unique: z.boolean().optional(),
  /**
   * Field-level rules: who may see the value (screens, exports, API answers) and who may change it. `write`
   * may name the record's people (`owner`, `me`): checked against the record (src/access/field-locks.ts).
   */
  access: z.strictObject({ read: requirement.optional(), write: requirement.optional() }).optional(),
  /** The workflow states in which the value may be changed (a self score only while the review is a draft). */
  editableIn: z.array(z.string().min(1)).min(1).optional(),
  /**
   * Filled in the form from the record a reference of the same row (or of the record) points at, when the
   * user picks it: `{ "from": "product", "field": "price" }` (src/schema/records/fetch.ts); still editable after.
   */
  fetch: z.strictObject({ from: z.string().min(1), field: z.string().min(1) }).optional(),
  /** A scanner's field: focused when the create form opens; Enter moves on to the next field instead of submitting. */
  scan: z.boolean().optional(),
  seed: z
    .union([
      z.enum(SEED_KINDS),
      z.strictObject({
        min: z.number().optional(),
        max: z.number().optional(),
        values: z.array(z.unknown()).optional(),
        /** Values that go with another field's value (a department's sections): `{ field, values: { <value>: [...] } }`. */
        per: z.strictObject({ field: z.string(), values: z.record(z.string(), z.array(z.unknown()).min(1)) }).optional(),
      }),
    ])
    .optional(),
};

/** A key the field's type cannot do without: its absence gets this message instead of zod's "expected ...". */
const needed = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined),
});

/**
 * The field types grouped by the keys they take beyond `fieldBase`. Each group is a strict object, so a
 * key of another type (options on a text field) is an error, and `Field` is a discriminated union on
 * `type`: a select without options or a reference without its target does not type-check.
 */
const textField = z.strictObject({
  ...fieldBase,
  type: z.enum(['text', 'textarea', 'richtext', 'email', 'phone', 'url', 'barcode']),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  pattern: z.string().optional(),
  patternMessage: localizedText.optional(),
});

const numberField = z.strictObject({
  ...fieldBase,
  type: z.enum(['integer', 'number', 'money', 'percent']),
  min: z.number().optional(),
  max: z.number().optional(),
  precision: z.number().int().min(0).max(6).optional(),
});

const plainField = z.strictObject({
  ...fieldBase,
  type: z.enum(['boolean', 'flag', 'status']),
});

/** A field of the same row (or of the record) whose value this one's may not come before (src/schema/records/date-order.ts). */
const orderedAfter = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, 'expected the name of a date field of the same record or row');

const dateField = z.strictObject({
  ...fieldBase,
  type: z.enum(['date', 'datetime', 'time', 'monthYear']),
  /** The end of a range: the value is the same as or later than that field's (the probation ends on or after the start). */
  notBefore: orderedAfter.optional(),
  /** The end of a range: the value is strictly later than that field's (a meeting ends after it starts). */
  after: orderedAfter.optional(),
});

const optionField = z
  .strictObject({
    ...fieldBase,
    type: z.enum(['select', 'multiselect']),
    options: z.array(option).default([]),
    /**
     * Options filled in by the loader after `options`: 'resources' adds every resource (value: its name,
     * label: its plural label), 'workflowActions' every workflow action of any resource (value: the action, label: its label).
     */
    optionsFrom: z
      .union([
        z.enum(['resources', 'workflowActions']),
        /** The active codes of an Admin-kept code list (the schema with `codeList`; src/schema/master-data/code-lists.ts). */
        z.strictObject({ codes: z.string().min(1) }),
      ])
      .optional(),
  })
  .refine((f) => f.options.length > 0 || f.optionsFrom !== undefined, {
    path: ['options'],
    error: (issue) => `a ${(issue.input as { type: string }).type} field needs options`,
  });

const referenceField = z.strictObject({
  ...fieldBase,
  type: z.literal('reference'),
  resource: z.string(needed('a reference field needs the resource it points to')).min(1),
  labelField: z.string().optional(),
  /**
   * What deleting the record it points at does to this one (references.ts). `restrict` (default)
   * refuses that delete with 409; `setNull` empties this field (not on a required field); `cascade`
   * deletes this record too, or, for a child-table column, removes that child row.
   */
  onDelete: z.enum(ON_DELETE).optional(),
});

const fileField = z.strictObject({
  ...fieldBase,
  type: z.enum(['file', 'image']),
  accept: z.string().optional(),
});

const computedField = z.strictObject({
  ...fieldBase,
  type: z.literal('computed'),
  /** Required, unless the column is `allocate`d (the loader says so). */
  formula: expression.optional(),
  /**
   * A child-table column only: the parent's `total` split over the rows by each row's `share` (a percentage),
   * the rounding remainder on the last row (src/schema/summary/allocate.ts): installments of a payment.
   */
  allocate: z.strictObject({ total: z.string().min(1), share: z.string().min(1) }).optional(),
  /**
   * A value from other records, evaluated by the server when it answers (never typed in, never stored):
   * the `sum` (or, without it, the count) of the `resource`'s records whose reference `field` points at
   * this record, those for which `when` holds (src/schema/summary/rollup.ts): a product's stock from its movements.
   */
  rollup: z
    .strictObject({
      resource: z.string().min(1),
      field: z.string().min(1),
      sum: z.string().min(1).optional(),
      when: expression.optional(),
    })
    .optional(),
  /**
   * How the value is kept and shown: a number (integer, number, money, percent; default number), text, a date or
   * datetime (the formula's text, shown as the date types are), or `flag` (true/false, shown as a tag in `color`).
   */
  format: z.enum(['text', 'integer', 'number', 'money', 'percent', 'date', 'datetime', 'flag']).optional(),
  precision: z.number().int().min(0).max(6).optional(),
  /**
   * `true`: computed by the server each time the record is answered, never stored; the formula may read
   * `$today` and `$now` (src/schema/expression/live.ts, mock-server/records/live.ts): overdue, depreciation to date.
   */
  live: z.boolean().optional(),
  /** The tag colour of a `"format": "flag"` value that is true (an Ant Design colour; default red). */
  color: z.string().min(1).optional(),
});

const scalarFields = [
  textField,
  numberField,
  plainField,
  dateField,
  optionField,
  referenceField,
  fileField,
  computedField,
] as const;
const typeError = (types: readonly string[]) => (issue: { input?: unknown }) => {
  const type = (issue.input as { type?: unknown } | undefined)?.type;
  if (type === 'table') return 'tables cannot be nested';
  return `expected one of ${types.join(', ')}`;
};

/** A column of a child table: any type but a table (tables cannot be nested). */
export const childField = z.discriminatedUnion('type', scalarFields, {
  error: typeError(FIELD_TYPES.filter((t) => t !== 'table')),
});

const tableField = z.strictObject({
  ...fieldBase,
  type: z.literal('table'),
  /** Columns of a child table. */
  fields: z
    .array(childField, needed('a table field needs its columns in "fields"'))
    .min(1, 'a table field needs its columns in "fields"'),
  minRows: z.number().int().nonnegative().optional(),
  /** Buttons on each row of the record's page that set some of its cells (meta-workflow.ts rowAction). */
  rowActions: z.array(rowAction).min(1).optional(),
});

export const field = z.discriminatedUnion('type', [...scalarFields, tableField], { error: typeError(FIELD_TYPES) });

const typesOf = (variant: (typeof scalarFields)[number] | typeof tableField): readonly string[] => {
  const type = variant.shape.type;
  return 'options' in type ? type.options : [...type.values].map(String);
};

/** For each key that only some field types take, those types ("onDelete" -> ["reference"]); loader.ts names them in its message. */
export const TYPED_FIELD_KEYS: ReadonlyMap<string, readonly string[]> = (() => {
  const keys = new Map<string, string[]>();
  for (const variant of [...scalarFields, tableField])
    for (const key of Object.keys(variant.shape))
      if (!(key in fieldBase) && key !== 'type') keys.set(key, [...(keys.get(key) ?? []), ...typesOf(variant)]);
  return keys;
})();
