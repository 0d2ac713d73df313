/**
 * A save refused because the record changed after the form opened it (412, mock-server/records/versions.ts): what the
 * answer says (the record now, its version, who changed which fields), and which of the form's fields differ
 * between the copy the form opened and the record now, beside the value the user has in the form. Pure: no React.
 *
 * A field the other person changed and the user did not is theirs whatever the user chooses (nothing of the user's
 * is lost); a field both changed is the user's choice: keep mine, or take theirs.
 */
import type { Data } from '../../../schema/expression/expression';
import type { Field, ResourceSchema } from '../../../schema/meta/meta';
import { sameData } from '../../../schema/records/diff';

export interface ConflictChange {
  by: { username: string; name: string };
  at: string;
  action: string;
  fields: string[];
}

export interface Conflict {
  /** The version of the record now: a save sent with it goes through (keep mine). */
  version: string;
  /** The record now, as the user may read it. */
  current: Data;
  changes: ConflictChange[];
}

const isObject = (v: unknown): v is Data => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The conflict a failed save carries (a 412 with the server's body), or null for any other failure. */
export function conflictOf(error: unknown): Conflict | null {
  if (!isObject(error) || error.statusCode !== 412) return null;
  const body = error.data;
  if (!isObject(body) || typeof body.version !== 'string' || !isObject(body.current)) return null;
  const changes = Array.isArray(body.changes) ? body.changes.filter(isObject) : [];
  return {
    version: body.version,
    current: body.current,
    changes: changes.map((c) => ({
      by: isObject(c.by) ? { username: String(c.by.username ?? ''), name: String(c.by.name ?? '') } : { username: '', name: '' },
      at: String(c.at ?? ''),
      action: String(c.action ?? ''),
      fields: Array.isArray(c.fields) ? c.fields.map(String) : [],
    })),
  };
}

/** One field the other person changed: their value (stored now), the user's (in the form), and whether the user changed it too. */
export interface ConflictRow {
  field: Field;
  theirs: unknown;
  mine: unknown;
  bothChanged: boolean;
}

/** The form's own fields (computed ones follow the others). */
const formFields = (schema: ResourceSchema): Field[] => schema.fields.filter((f) => f.type !== 'computed');

/** The fields that differ between the copy the form opened and the record now, in the schema's order. */
export function conflictRows(schema: ResourceSchema, opened: Data, current: Data, mine: Data): ConflictRow[] {
  return formFields(schema)
    .filter((f) => !sameData(opened[f.name], current[f.name]))
    .map((f) => ({
      field: f,
      theirs: current[f.name],
      mine: mine[f.name],
      bothChanged: !sameData(opened[f.name], mine[f.name]) && !sameData(mine[f.name], current[f.name]),
    }));
}

/** The values to put in the form: `keepMine`, theirs where only they changed a field; else theirs everywhere they changed one. */
export function valuesToTake(rows: readonly ConflictRow[], keepMine: boolean): [string, unknown][] {
  return rows.filter((r) => !keepMine || !r.bothChanged).map((r) => [r.field.name, r.theirs ?? null]);
}
