/**
 * Field-level and row-level rules: which values of a record a user may see or change, and which
 * records they may see at all. The server strips and filters with these; the browser hides with them.
 */
import { evaluateBoolean, TODAY_VAR } from '../schema/expression/expression';
import type { Field, ResourceSchema } from '../schema/meta/meta';
import { viewDay } from '../schema/records/record-notes';
import { isAdmin, isMeIn, isPersonal, isRole, meetsRequirement, recordOwner } from './rules';
import type { PermissionData, UserData } from './types';

type Row = Record<string, unknown>;

export const canReadField = (field: Field, user: UserData | null, perms: PermissionData | null): boolean =>
  isAdmin(user) || meetsRequirement(field.access?.read, user, perms).allowed;

/** May the user change the field? A write rule naming the record's people counts as possibly met: field-locks.ts decides it per record. */
export const canWriteField = (field: Field, user: UserData | null, perms: PermissionData | null): boolean =>
  isAdmin(user) ||
  (canReadField(field, user, perms) &&
    (isPersonal(field.access?.write) || meetsRequirement(field.access?.write, user, perms).allowed));

/** Names of the fields this user may not see. */
export function hiddenFields(schema: ResourceSchema, user: UserData | null, perms: PermissionData | null): Set<string> {
  return new Set(schema.fields.filter((f) => !canReadField(f, user, perms)).map((f) => f.name));
}

/** Names of the fields this user may see but not change. */
export function readOnlyFields(schema: ResourceSchema, user: UserData | null, perms: PermissionData | null): Set<string> {
  return new Set(schema.fields.filter((f) => canReadField(f, user, perms) && !canWriteField(f, user, perms)).map((f) => f.name));
}

/** The record without the values this user may not see. */
export function stripHidden(record: Row, hidden: ReadonlySet<string>): Row {
  if (!hidden.size) return record;
  return Object.fromEntries(Object.entries(record).filter(([k]) => !hidden.has(k)));
}

/** Does the user see every row whatever `shownWhile` says (Admin, and those who meet its `seeAll`)? */
function seesHiddenRows(schema: ResourceSchema, user: UserData | null, perms: PermissionData | null): boolean {
  const shown = schema.shownWhile;
  if (!shown || isAdmin(user)) return true;
  return shown.seeAll !== undefined && meetsRequirement(shown.seeAll, user, perms).allowed;
}

/** Do the row rules (`rowScope`, `shownWhile`) let this user see every row? True when the schema has none. */
export function seesAllRows(schema: ResourceSchema, user: UserData | null, perms: PermissionData | null): boolean {
  if (!seesHiddenRows(schema, user, perms)) return false;
  if (!schema.rowScope || isAdmin(user)) return true;
  return meetsRequirement(schema.rowScope.seeAll, user, perms).allowed;
}

/** Is the row shown today (`shownWhile`), to a user who does not see every row? */
const shownToday = (schema: ResourceSchema, row: Row, today: string): boolean =>
  !schema.shownWhile || evaluateBoolean(schema.shownWhile.check, { ...row, [TODAY_VAR]: today });

/** A stored record by resource and id (the server's store); the row scope's `through` reads the referenced record with it. */
export type RecordLookup = (resource: string, id: unknown) => Row | undefined;

/** Does the record `row` references (rowScope.through) list the user's role? False without a lookup (the browser). */
function throughAllows(schema: ResourceSchema, row: Row, user: UserData, lookup: RecordLookup | undefined): boolean {
  const through = schema.rowScope?.through;
  const ref = through && schema.fields.find((f) => f.name === through.field);
  if (!through || !lookup || ref?.type !== 'reference' || row[through.field] == null) return false;
  const roles = lookup(ref.resource, row[through.field])?.[through.roles];
  return Array.isArray(roles) && roles.some((r) => typeof r === 'string' && isRole(user, r));
}

/**
 * May this user see this row? Shown today (`shownWhile`, on `today`, YYYY-MM-DD in the company's time
 * zone), and in the scope: rows whose owner field is the user, whose `me` fields are the user's own record,
 * or whose referenced record lets the user's role read them (`through`).
 */
export function rowInScope(
  schema: ResourceSchema,
  row: Row,
  user: UserData | null,
  perms: PermissionData | null,
  lookup?: RecordLookup,
  today: string = viewDay(new Date()),
): boolean {
  if (!seesHiddenRows(schema, user, perms) && !shownToday(schema, row, today)) return false;
  if (!schema.rowScope || isAdmin(user) || meetsRequirement(schema.rowScope.seeAll, user, perms).allowed) return true;
  const field = schema.rowScope?.field;
  const owner = field ? row[field] : recordOwner(schema, row);
  if (user === null) return false;
  return owner === user.username || isMeIn(schema.rowScope?.me, row, user) || throughAllows(schema, row, user, lookup);
}

/**
 * The schema as this user may use it: fields they may not read are gone (from lists, forms, show
 * pages and exports alike) and fields they may not write are read-only. One transform, every screen.
 */
export function schemaForUser(schema: ResourceSchema, user: UserData | null, perms: PermissionData | null): ResourceSchema {
  const hidden = hiddenFields(schema, user, perms);
  const locked = readOnlyFields(schema, user, perms);
  if (!hidden.size && !locked.size) return schema;
  return {
    ...schema,
    fields: schema.fields.filter((f) => !hidden.has(f.name)).map((f) => (locked.has(f.name) ? { ...f, readOnly: true } : f)),
  };
}
