/**
 * The meta-schema: what a resource schema file in `schemas/` may say.
 * Pure zod, no DOM: the browser, the mock server and the schema checker all load schemas through it.
 */
import { z } from 'zod';
import { ACTIONS, FIELD_TYPES, ON_DELETE, SEED_KINDS } from './constants';

export { ACTIONS, FIELD_TYPES, ON_DELETE, SEED_KINDS, type FieldType, type OnDelete, type ResourceAction } from './constants';

/** A label in every shipped language. English is required, Thai is required too: the app is bilingual. */
export const localizedText = z.strictObject({
  en: z.string().min(1),
  th: z.string().min(1),
});

/** A JSON-Logic style expression: a literal, or an object with exactly one operator key. Checked deeper by `checkExpression`. */
export const expression: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(expression),
    z.record(z.string(), expression).refine((o) => Object.keys(o).length === 1, {
      message: 'an expression object must have exactly one operator key',
    }),
  ]),
);

const option = z.union([
  z.string().min(1),
  z.strictObject({ value: z.string().min(1), label: localizedText, color: z.string().optional() }),
]);

/** Who may do something: any listed role, or holding the docType/action permission, or being the record's owner. */
export const requirement = z.strictObject({
  roles: z.array(z.string().min(1)).optional(),
  permission: z.tuple([z.string().min(1), z.string().min(1)]).optional(),
  /** Any one of several docType/action permissions. */
  permissions: z
    .array(z.tuple([z.string().min(1), z.string().min(1)]))
    .min(1)
    .optional(),
  roleCodes: z.array(z.string().min(1)).optional(),
  owner: z.boolean().optional(),
});

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
  default: z.unknown().optional(),
  list: z.boolean().optional(),
  filter: z.boolean().optional(),
  search: z.boolean().optional(),
  sortable: z.boolean().optional(),
  width: z.number().int().positive().optional(),
  span: z.union([z.literal(1), z.literal(2)]).optional(),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  precision: z.number().int().min(0).max(6).optional(),
  pattern: z.string().optional(),
  patternMessage: localizedText.optional(),
  options: z.array(option).optional(),
  /**
   * Options filled in by the loader after `options`: 'resources' adds every resource (value: its name,
   * label: its plural label), 'workflowActions' every workflow action of any resource (value: the action, label: its label).
   */
  optionsFrom: z.enum(['resources', 'workflowActions']).optional(),
  resource: z.string().optional(),
  labelField: z.string().optional(),
  /**
   * reference only: what deleting the record it points at does to this one (references.ts). `restrict`
   * (default) refuses that delete with 409; `setNull` empties this field (not on a required field);
   * `cascade` deletes this record too, or, for a child-table column, removes that child row.
   */
  onDelete: z.enum(ON_DELETE).optional(),
  formula: expression.optional(),
  format: z.enum(['text', 'integer', 'number', 'money', 'percent']).optional(),
  accept: z.string().optional(),
  unique: z.boolean().optional(),
  /** Field-level rules: who may see the value (screens, exports, API answers) and who may change it. */
  access: z.strictObject({ read: requirement.optional(), write: requirement.optional() }).optional(),
  seed: z
    .union([
      z.enum(SEED_KINDS),
      z.strictObject({ min: z.number().optional(), max: z.number().optional(), values: z.array(z.unknown()).optional() }),
    ])
    .optional(),
};

export const childField = z.strictObject({ ...fieldBase, type: z.enum(FIELD_TYPES) });

export const field = z.strictObject({
  ...fieldBase,
  type: z.enum(FIELD_TYPES),
  /** Columns of a child table (type "table"). */
  fields: z.array(childField).optional(),
  minRows: z.number().int().nonnegative().optional(),
});

export const section = z.strictObject({
  name: z.string().min(1),
  label: localizedText,
  /** Sections with `tab: true` render as tabs; the others as titled cards. */
  tab: z.boolean().optional(),
});

export const workflowState = z.strictObject({
  value: z.string().min(1),
  label: localizedText,
  color: z.string().optional(),
});

export const transition = z.strictObject({
  action: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'an action name is camelCase letters'),
  label: localizedText,
  from: z.array(z.string().min(1)).min(1),
  to: z.string().min(1),
  allow: requirement,
  /** Ask for confirmation in the UI before running it. */
  confirm: z.boolean().optional(),
  danger: z.boolean().optional(),
});

export const workflow = z.strictObject({
  field: z.string().min(1),
  initial: z.string().min(1),
  states: z.array(workflowState).min(1),
  transitions: z.array(transition).min(1),
  /** Records may be edited only in these states (default: the initial state). */
  editableIn: z.array(z.string()).optional(),
});

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
  defaultSort: z.strictObject({ field: z.string().min(1), order: z.enum(['asc', 'desc']) }).optional(),
  sections: z.array(section).optional(),
  fields: z.array(field).min(1),
  workflow: workflow.optional(),
  access: z.partialRecord(z.enum(ACTIONS), requirement).optional(),
  /**
   * `false`: records are written by the server only (the audit log). Create, edit and delete are
   * refused to everyone, Admin included, and the screens offer no buttons for them (src/access rules).
   */
  writable: z.boolean().optional(),
  /** Row-level rule: users see and change only rows whose `field` (default ownerField or createdBy) is their username, unless they meet `seeAll`. */
  rowScope: z.strictObject({ field: z.string().optional(), seeAll: requirement }).optional(),
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
export type ChildField = z.infer<typeof childField>;
export type Field = z.infer<typeof field>;
export type Section = z.infer<typeof section>;
export type Workflow = z.infer<typeof workflow>;
export type Transition = z.infer<typeof transition>;
export type ResourceSchema = z.infer<typeof resourceSchema>;
export type Area = z.infer<typeof area>;
export type Lang = keyof LocalizedText;
