/**
 * The meta-schema: what a resource schema file in `schemas/` may say.
 * Pure zod, no DOM: the browser, the mock server and the schema checker all load schemas through it.
 */
import { z } from 'zod';
import { ACTIONS, FIELD_TYPES, ON_DELETE, SEED_KINDS } from './constants';
import { aliasTarget } from './meta-aliases';
import { expression, localizedText, requirement } from './meta-base';
import { createFromRule, posting, recordConstraint, recordRule, rowAction, section, transition, workflow } from './meta-workflow';

export { ACTIONS, FIELD_TYPES, ON_DELETE, SEED_KINDS, type FieldType, type OnDelete, type ResourceAction } from './constants';
export { ALIAS_SCREENS, aliasTarget, type AliasTarget } from './meta-aliases';
export { expression, localizedText, requirement } from './meta-base';
export {
  createFromRule,
  posting,
  recordConstraint,
  recordRule,
  section,
  transition,
  workflow,
  workflowState,
} from './meta-workflow';

const option = z.union([
  z.string().min(1),
  z.strictObject({ value: z.string().min(1), label: localizedText, color: z.string().optional() }),
]);

const sortOrder = z.strictObject({ field: z.string().min(1), order: z.enum(['asc', 'desc']) });

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
   * user picks it: `{ "from": "product", "field": "price" }` (src/schema/fetch.ts); still editable after.
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
  type: z.enum(['boolean', 'flag', 'date', 'datetime', 'time', 'monthYear', 'status']),
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
        /** The active codes of an Admin-kept code list (the schema with `codeList`; src/schema/code-lists.ts). */
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
   * the rounding remainder on the last row (src/schema/allocate.ts): installments of a payment.
   */
  allocate: z.strictObject({ total: z.string().min(1), share: z.string().min(1) }).optional(),
  /**
   * A value from other records, evaluated by the server when it answers (never typed in, never stored):
   * the `sum` (or, without it, the count) of the `resource`'s records whose reference `field` points at
   * this record, those for which `when` holds (src/schema/rollup.ts): a product's stock from its movements.
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
   * `$today` and `$now` (src/schema/live.ts, mock-server/live.ts): overdue, depreciation to date.
   */
  live: z.boolean().optional(),
  /** The tag colour of a `"format": "flag"` value that is true (an Ant Design colour; default red). */
  color: z.string().min(1).optional(),
});

const scalarFields = [textField, numberField, plainField, optionField, referenceField, fileField, computedField] as const;
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

export const resourceSchema = z.strictObject({
  $schema: z.string().optional(),
  name: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'a resource name is camelCase, starting with a lower-case letter'),
  label: localizedText,
  pluralLabel: localizedText,
  area: z.string().min(1),
  route: z.string().regex(/^\/apps(\/[a-z][a-zA-Z0-9]*)+$/, 'a route looks like /apps/area/screen'),
  icon: z.string().optional(),
  order: z.number().optional(),
  docType: z.string().optional(),
  titleField: z.string().min(1),
  ownerField: z.string().optional(),
  naming: z.strictObject({ field: z.string().min(1), pattern: z.string().min(1) }).optional(),
  /** The list's first order: one `{ field, order }`, or up to three, the first deciding first (pinned, then newest). */
  defaultSort: z.union([sortOrder, z.array(sortOrder).min(1).max(3)]).optional(),
  sections: z.array(section).optional(),
  fields: z.array(field).min(1),
  workflow: workflow.optional(),
  /**
   * Record rules: conditions over the whole record that fields alone cannot say ("the weights total
   * 100"). Checked by the one validator (form and server); a failed rule puts its message on `field`.
   */
  rules: z.array(recordRule).optional(),
  /** Rules across records (unique together, no overlapping bookings, a capacity), checked by the server. */
  constraints: z.array(recordConstraint).optional(),
  /** Rows of other resources written with the record, all or none (a sale's stock movements): src/schema/postings.ts. */
  postings: z.array(posting).optional(),
  /**
   * More paths for the generated screens, under `route` (or a whole path `/apps/...`):
   * `{ "add": "create", "view/:id": "show" }`. The same page and the same access rules as the screen
   * named; a list alias may open the list filtered (aliasTarget, src/schema/alias-filters.ts).
   */
  aliases: z.record(z.string(), aliasTarget).optional(),
  /**
   * Lists on a record's page of the records that point at it: `[{ "resource": "assets", "field": "holder" }]`
   * (src/schema/related.ts); `field` may be a child-table column (`"participants.employee"`).
   */
  related: z
    .array(
      z.strictObject({
        resource: z.string().min(1),
        field: z.string().min(1),
        label: localizedText.optional(),
        /** A number field or child column of the listed records to total for this record: `"participants.pointsEarned"` (sums.ts). */
        sum: z.string().min(1).optional(),
      }),
    )
    .optional(),
  access: z.partialRecord(z.enum(ACTIONS), requirement).optional(),
  /**
   * `false`: records are written by the server only (the audit log). Create, edit and delete are
   * refused to everyone, Admin included, and the screens offer no buttons for them (src/access rules).
   */
  writable: z.boolean().optional(),
  /** `true`: the show page has a comment thread (add, edit own, delete own or as Admin; mock-server/comments.ts). */
  comments: z.boolean().optional(),
  /**
   * Who opened each record and when (once per user per day). `true` shows the viewers to Admin only;
   * `{ "viewersVisibleTo": requirement }` names who else sees them.
   */
  trackViews: z.union([z.literal(true), z.strictObject({ viewersVisibleTo: requirement })]).optional(),
  /** Ways to create a record of this resource from a record of another (see createFromRule). */
  createFrom: z.array(createFromRule).min(1).optional(),
  /**
   * `true`: the list offers Import from .xlsx (a template download, a preview, then one atomic commit of
   * the good rows, `POST {resource}/import`), to users who may create; the create rules apply per row.
   */
  import: z.boolean().optional(),
  /**
   * `true`: the create form saves unfinished forms as drafts of the signed-in user on the server (no
   * validation), lists them and offers to load one (src/schema/drafts.ts, mock-server/drafts.ts).
   */
  drafts: z.boolean().optional(),
  /**
   * Its records are notices shown atop the landing page (src/schema/notices.ts): `title` and `text` name
   * the fields shown; `active` a flag that must be on; `until` a date after which it is no longer shown;
   * `audience` whom each is for: the record's `field` equals the user's own employee record's `person`
   * field, or is `everyone`.
   */
  notice: z
    .strictObject({
      title: z.string(),
      text: z.string().optional(),
      active: z.string().optional(),
      until: z.string().optional(),
      audience: z.strictObject({ field: z.string(), person: z.string(), everyone: z.string().optional() }).optional(),
    })
    .optional(),
  /** Row-level rule: users see and change only rows whose `field` (default ownerField or createdBy) is their username, unless they meet `seeAll`. */
  rowScope: z
    .strictObject({
      field: z.string().optional(),
      /** Also the rows where one of these fields (references to the `userLink` schema) is the user's own record. */
      me: z.array(z.string().min(1)).min(1).optional(),
      /**
       * Also the rows whose referenced record (`field`, a reference) lists the user's role in its `roles`
       * field (a multiselect of role names): a document is read by the roles its category names.
       */
      through: z.strictObject({ field: z.string().min(1), roles: z.string().min(1) }).optional(),
      seeAll: requirement,
    })
    .optional(),
  /**
   * Rows shown only while `check` holds (`{ "var": "$today" }` is today's date): an announcement until its
   * expiry date. Those who meet `seeAll` (and Admin) see every row, to manage them (src/access/scope.ts).
   */
  shownWhile: z.strictObject({ check: expression, seeAll: requirement.optional() }).optional(),
  /**
   * This schema's records are the people who sign in: `field` holds a user's employee code (`empCode`),
   * so the server tells each user which record is theirs (UserData.employeeId). One schema at most.
   */
  userLink: z.string().optional(),
  /**
   * This schema's records are the app's code lists (src/schema/code-lists.ts): `list` names the field holding
   * the list a row belongs to, `value` the code, `label` the fields of its English and Thai names, `active`
   * an optional flag. Select fields take their options with `"optionsFrom": { "codes": "<list>" }`. One schema at most.
   */
  codeList: z
    .strictObject({
      list: z.string().min(1),
      value: z.string().min(1),
      label: z.strictObject({ en: z.string().min(1), th: z.string().min(1) }),
      active: z.string().min(1).optional(),
    })
    .optional(),
  /** Its records form a tree: `parent` is a reference to this schema itself; the server refuses a cycle (src/schema/tree.ts). */
  tree: z.strictObject({ parent: z.string().min(1) }).optional(),
  /**
   * Exactly one record (the system settings): no list, create or delete; formulas anywhere may read its
   * fields as `{ "var": "$settings.<field>" }` (src/schema/settings.ts). One schema at most.
   */
  singleton: z.literal(true).optional(),
  /**
   * Mock data: `count` rows in all. `rows` are fixed records seeded first, as written (each must pass
   * the schema's validation when seeded); the rest up to `count` are generated.
   */
  seed: z
    .strictObject({
      count: z.number().int().nonnegative().max(100000),
      rows: z.array(z.record(z.string(), z.unknown())).optional(),
    })
    .refine((s) => !s.rows || s.count >= s.rows.length, {
      message: 'count is less than the number of rows',
      path: ['count'],
    })
    .optional(),
});

export const area = z.strictObject({
  name: z.string().min(1),
  label: localizedText,
  icon: z.string().optional(),
  order: z.number(),
});
export const areasFile = z.strictObject({ $schema: z.string().optional(), areas: z.array(area).min(1) });

export type LocalizedText = z.infer<typeof localizedText>;
export type Requirement = z.infer<typeof requirement>;
/**
 * Each variant of a discriminated union, with the keys of the other variants as `?: undefined` (the strict
 * objects guarantee they are absent). Generic code may read `f.precision` on any field; a variant's own
 * required keys (a select's options, a reference's resource) still hold once `type` is narrowed.
 */
type KeysOfUnion<U> = U extends unknown ? keyof U : never;
type Exclusive<U, K extends PropertyKey = KeysOfUnion<U>> = U extends unknown
  ? U & { [P in Exclude<K, keyof U>]?: undefined }
  : never;
type WithColumns<U> = U extends { type: 'table' } ? Omit<U, 'fields'> & { fields: ChildField[] } : U;

export type ChildField = Exclusive<z.infer<typeof childField>>;
export type Field = Exclusive<WithColumns<z.infer<typeof field>>>;
export type Section = z.infer<typeof section>;
export type Workflow = z.infer<typeof workflow>;
export type Transition = z.infer<typeof transition>;
export type RecordRule = z.infer<typeof recordRule>;
export type RecordConstraint = z.infer<typeof recordConstraint>;
export type CreateFromRule = z.infer<typeof createFromRule>;
export type Posting = z.infer<typeof posting>;
export type RowAction = z.infer<typeof rowAction>;
export type ResourceSchema = Omit<z.infer<typeof resourceSchema>, 'fields'> & { fields: Field[] };
export type Area = z.infer<typeof area>;
export type Lang = keyof LocalizedText;
