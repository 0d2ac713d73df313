/**
 * The meta-schema: what a resource schema file in `schemas/` may say.
 * Pure zod, no DOM: the browser, the mock server and the schema checker all load schemas through it.
 */
import { z } from 'zod';
import { ACTIONS } from './constants';
import { aliasTarget } from './aliases';
import { childField, field, sortOrder } from './fields';
import { expression, localizedText, requirement } from './base';
import { createFromRule, posting, recordConstraint, recordRule, rowAction, section, transition, workflow } from './workflow';

export {
  ACTIONS,
  FIELD_TYPES,
  ON_DELETE,
  SEED_KINDS,
  WORKFLOW_ACTORS_KEY,
  type FieldType,
  type OnDelete,
  type ResourceAction,
} from './constants';
export { ALIAS_SCREENS, aliasTarget, type AliasTarget } from './aliases';
export { childField, field, TYPED_FIELD_KEYS } from './fields';
export { expression, localizedText, requirement } from './base';
export { emptyManifest } from './manifest';
export {
  menuGate,
  roleDeclaration,
  screenDeclaration,
  screenLabel,
  screenMenu,
  screensFile,
  type MenuGate,
  type RoleDeclaration,
  type ScreenDeclaration,
  type ScreenLabel,
  type ScreenManifest,
  type ScreenMenu,
} from './screens';
export { createFromRule, posting, recordConstraint, recordRule, section, transition, workflow, workflowState } from './workflow';

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
  /**
   * The columns a reference picker pointing at this resource shows for each record, in order (the title
   * field among them, else first), and searches (server `q`): `["code", "name", "price"]` (picker.ts).
   */
  pickerColumns: z.array(z.string().min(1)).min(1).max(5).optional(),
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
  /** Rows of other resources written with the record, all or none (a sale's stock movements): src/schema/summary/postings.ts. */
  postings: z.array(posting).optional(),
  /**
   * More paths for the generated screens, under `route` (or a whole path `/apps/...`):
   * `{ "add": "create", "view/:id": "show" }`. The same page and the same access rules as the screen
   * named; a list alias may open the list filtered (aliasTarget, src/schema/lists/alias-filters.ts).
   */
  aliases: z.record(z.string(), aliasTarget).optional(),
  /**
   * Lists on a record's page of the records that point at it: `[{ "resource": "assets", "field": "holder" }]`
   * (src/schema/lists/related.ts); `field` may be a child-table column (`"participants.employee"`).
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
  /**
   * Records are made on this hand-written screen only (a route of schemas/_screens.json: the POS counter), never on
   * the generic form: the list's Create button opens that screen, and no generic create route is drawn. The API's
   * create stays as `access.create` says (the screen posts to it).
   */
  createdOn: z
    .string()
    .regex(/^\/apps(\/[a-z][a-zA-Z0-9]*)+$/, 'a route looks like /apps/area/screen')
    .optional(),
  /** `true`: the show page has a comment thread (add, edit own, delete own or as Admin; mock-server/trail/comments.ts). */
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
   * validation), lists them and offers to load one (src/schema/records/drafts.ts, mock-server/trail/drafts.ts).
   */
  drafts: z.boolean().optional(),
  /**
   * Its records are notices shown atop the landing page (src/schema/records/notices.ts): `title` and `text` name
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
   * With `userLink`: a person may sign in only while this condition holds on their record (an employee neither
   * resigned nor inactive); the moment it fails, their sessions are refused on every process (src/access/accounts.ts).
   */
  signInWhile: expression.optional(),
  /**
   * This schema's records are the accounts that sign in (the `users` collection): the server never answers their
   * password hashes, derives each account's role and employee code from its `role` and `employee` fields, and offers
   * one-time sign-in codes (src/access/accounts.ts). One schema at most.
   */
  accounts: z.literal(true).optional(),
  /**
   * This schema's records are the app's code lists (src/schema/master-data/code-lists.ts): `list` names the field holding
   * the list a row belongs to, `value` the code, `label` the fields of its English and Thai names (and, optional, of its
   * French and Arabic ones), `active` an optional flag. Select fields take their options with
   * `"optionsFrom": { "codes": "<list>" }`. One schema at most.
   */
  codeList: z
    .strictObject({
      list: z.string().min(1),
      value: z.string().min(1),
      label: z.strictObject({
        en: z.string().min(1),
        th: z.string().min(1),
        fr: z.string().min(1).optional(),
        ar: z.string().min(1).optional(),
      }),
      active: z.string().min(1).optional(),
    })
    .optional(),
  /** Its records form a tree: `parent` is a reference to this schema itself; the server refuses a cycle (src/schema/lists/tree.ts). */
  tree: z.strictObject({ parent: z.string().min(1) }).optional(),
  /**
   * Exactly one record (the system settings): no list, create or delete; formulas anywhere may read its
   * fields as `{ "var": "$settings.<field>" }` (src/schema/master-data/settings.ts). One schema at most.
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
