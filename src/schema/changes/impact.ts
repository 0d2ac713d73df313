/**
 * What a schema change does to the records already stored (issue 13): the migration (new fields get their
 * default, removed fields lose their values, a removed option moves to the default) and the impact, each kind
 * with the number of records it touches and what it needs before it may be saved: a `default`, the user's
 * `confirm`ation that values are dropped, or the records fixed first (`fix-data`).
 *
 * The robust part: after the migration every record is checked with the new schema by the one validator
 * (validate.ts; the server passes its own check, bound to the stored codes), and every error the old schema
 * did not give the same record is reported, grouped by the change that explains it. Pure: no I/O.
 */
import { isRequired, type AnyField } from '../meta/describe';
import type { Data } from '../expression/expression';
import { FIELD_TYPE_INFO, isEmptyValue } from '../meta/field-types';
import { defaultFor } from '../expression/me-default';
import type { ResourceSchema } from '../meta/meta';
import { sameJson, schemaChanges, type SchemaChange } from './schema-changes';
import { validateRecord, type FieldErrors } from '../records/validate';

export type ImpactKind =
  | 'required-added'
  | 'field-removed'
  | 'option-removed'
  | 'type-narrowed'
  | 'reference-changed'
  | 'unique-violated'
  | 'invalid-value'
  | 'default-filled';
export type ImpactNeeds = 'default' | 'confirm' | 'fix-data' | 'none';

export interface Impact {
  kind: ImpactKind;
  /** The change's JSON path (schema-changes.ts): into the new schema, or the old one for a removed field. */
  path: string;
  /** The field, or `table.column`. */
  field: string;
  /** Records touched. */
  count: number;
  needs: ImpactNeeds;
  message: string;
}

export interface MigrationOptions {
  /** The user accepts the losses listed (values of the `confirm` kinds are dropped). */
  confirm: boolean;
  /** For `$today` / `$now` defaults. */
  now?: Date;
  /** A record's errors under a schema; default: validateRecord's. The server binds its stored codes here. */
  check?: (schema: ResourceSchema, row: Data) => FieldErrors;
}

export interface MigrationPlan {
  /** What stops the save (409). */
  blocking: Impact[];
  /** What the save does with the user's consent or by itself (`default-filled`). */
  accepted: Impact[];
  /** The records that change, as they are to be stored (each keeps its id). */
  rows: Data[];
}

type Fields = Map<string, AnyField>;

/** Every field by name and every child-table column as `table.column`. */
function fieldsOf(schema: ResourceSchema): Fields {
  const out: Fields = new Map();
  for (const f of schema.fields) {
    out.set(f.name, f);
    if (f.type === 'table') for (const c of f.fields) out.set(`${f.name}.${c.name}`, c);
  }
  return out;
}

const isEmptyCell = (v: unknown) => isEmptyValue(v) || (typeof v === 'string' && v.trim() === '');
const childRows = (row: Data, table: string): Data[] =>
  Array.isArray(row[table]) ? (row[table] as unknown[]).filter((r): r is Data => r !== null && typeof r === 'object') : [];

/** The value of `field` (`name` or `table.column`) anywhere in the record: non-empty somewhere? */
function holds(row: Data, field: string): boolean {
  const [table, column] = field.split('.');
  if (column === undefined) return !isEmptyCell(row[field]);
  return childRows(row, table!).some((r) => !isEmptyCell(r[column]));
}

/** A copy of the record without `field` (a whole field, a column in every child row, or one cell `table.i.column`). */
function without(row: Data, key: string): Data {
  const [table, a, b] = key.split('.');
  if (a === undefined) {
    if (!(table! in row)) return row;
    const { [table!]: _gone, ...rest } = row;
    return rest;
  }
  const [index, column] = b === undefined ? [undefined, a] : [Number(a), b];
  if (!Array.isArray(row[table!])) return row;
  const rows = row[table!] as unknown[];
  return {
    ...row,
    [table!]: rows.map((r, i) => {
      if ((index !== undefined && i !== index) || r === null || typeof r !== 'object') return r;
      const { [column]: _gone, ...rest } = r as Data;
      return rest;
    }),
  };
}

interface Migration {
  rows: Data[];
  /** Per field: how many records got its default. */
  filled: Map<string, number>;
}

function migrate(before: ResourceSchema, after: ResourceSchema, rows: readonly Data[], now: Date): Migration {
  const old = fieldsOf(before);
  const next = fieldsOf(after);
  const removed = [...old.keys()].filter((k) => !next.has(k) && !(k.includes('.') && !next.has(k.split('.')[0]!)));
  // Fields that take their default where empty: new ones, and those that became required.
  const filling = [...next].filter(([k, f]) => f.default !== undefined && (!old.has(k) || (f.required && !old.get(k)!.required)));
  // A select whose removed options move to its default.
  const moving = [...next].flatMap(([k, f]) => {
    const was = old.get(k);
    if (!was || f.default === undefined || FIELD_TYPE_INFO[f.type].value !== 'option') return [];
    const kept = new Set((f.options ?? []).map((o) => (typeof o === 'string' ? o : o.value)));
    const gone = (was.options ?? []).map((o) => (typeof o === 'string' ? o : o.value)).filter((v) => !kept.has(v));
    return gone.length ? [{ key: k, field: f, gone: new Set<unknown>(gone) }] : [];
  });
  const filled = new Map<string, number>();
  const out = rows.map((row) => {
    let r: Data = row;
    for (const k of removed) r = without(r, k);
    const fill = (k: string, f: AnyField, cell: Data): Data | null => {
      const [, column] = k.split('.');
      const name = column ?? k;
      if (!isEmptyCell(cell[name])) return null;
      const value = defaultFor(f, null, now);
      return value === undefined ? null : { ...cell, [name]: value };
    };
    const setCells = (k: string, change: (cell: Data) => Data | null) => {
      const [table, column] = k.split('.');
      if (column === undefined) {
        const changed = change(r);
        if (changed) {
          r = changed;
          filled.set(k, (filled.get(k) ?? 0) + 1);
        }
        return;
      }
      let any = false;
      const cells = (Array.isArray(r[table!]) ? (r[table!] as unknown[]) : []).map((c) => {
        if (c === null || typeof c !== 'object') return c;
        const changed = change(c as Data);
        any ||= changed !== null;
        return changed ?? c;
      });
      if (any) {
        r = { ...r, [table!]: cells };
        filled.set(k, (filled.get(k) ?? 0) + 1);
      }
    };
    for (const [k, f] of filling) setCells(k, (cell) => fill(k, f, cell));
    for (const { key, field, gone } of moving) {
      const name = key.split('.')[1] ?? key;
      setCells(key, (cell) => (gone.has(cell[name]) ? { ...cell, [name]: defaultFor(field, null, now) } : null));
    }
    return r;
  });
  return { rows: out, filled };
}

/** The stored records as the new schema keeps them (defaults filled, removed fields dropped, removed options moved). */
export function migrateRows(
  before: ResourceSchema | undefined,
  after: ResourceSchema,
  rows: readonly Data[],
  now = new Date(),
): Data[] {
  return before ? migrate(before, after, rows, now).rows : [...rows];
}

const NEEDS_TEXT: Record<ImpactNeeds, string> = {
  default: 'give the field a default',
  confirm: 'confirm to drop those values',
  'fix-data': 'fix those records first',
  none: '',
};

function message(kind: ImpactKind, field: string, count: number, needs: ImpactNeeds): string {
  const records = `${count} record${count === 1 ? '' : 's'}`;
  const what: Record<ImpactKind, string> = {
    'required-added': `${records} have no value for the required field ${field}`,
    'field-removed': `${records} hold a value in ${field}, which is removed`,
    'option-removed': `${records} hold an option of ${field} that is removed`,
    'type-narrowed': `${records} hold a value of ${field} that no longer fits`,
    'reference-changed': `${records} point from ${field} to records of the old target`,
    'unique-violated': `${records} share a value of ${field}, which must now be unique`,
    'invalid-value': `${records} hold a value of ${field} that the new schema refuses`,
    'default-filled': `${records} get the default of ${field}`,
  };
  return needs === 'none' ? what[kind] : `${what[kind]}: ${NEEDS_TEXT[needs]}`;
}

/** The migration and its impact. New resource (`before` undefined): nothing stored, nothing to do. */
export function planMigration(
  before: ResourceSchema | undefined,
  after: ResourceSchema,
  rows: readonly Data[],
  opts: MigrationOptions,
): MigrationPlan {
  if (!before) return { blocking: [], accepted: [], rows: [] };
  const now = opts.now ?? new Date();
  const check = opts.check ?? ((schema, row) => validateRecord(schema, row).errors);
  const changes = schemaChanges(before, after);
  const changeOf = (field: string, ...kinds: SchemaChange['kind'][]) =>
    changes.find((c) => c.field === field && kinds.includes(c.kind));
  const pathOf = (field: string) => changes.find((c) => c.field === field)?.path ?? `$.fields`;
  const next = fieldsOf(after);
  const counted = new Map<string, Impact & { ids: Set<number> }>();
  const note = (kind: ImpactKind, field: string, needs: ImpactNeeds, i: number, path = pathOf(field)) => {
    const key = `${kind}|${field}`;
    let impact = counted.get(key);
    if (!impact) counted.set(key, (impact = { kind, path, field, count: 0, needs, message: '', ids: new Set() }));
    if (needs === 'default') impact.needs = 'default';
    impact.ids.add(i);
  };

  for (const c of changes) {
    if (c.kind === 'field-removed')
      rows.forEach((r, i) => holds(r, c.field!) && note('field-removed', c.field!, 'confirm', i, c.path));
    if (c.kind === 'reference-changed') {
      const needs = next.get(c.field!)?.required ? 'default' : 'confirm';
      rows.forEach((r, i) => holds(r, c.field!) && note('reference-changed', c.field!, needs, i, c.path));
    }
  }
  // `unique` on a top-level field (new, or newly unique) while records share a value: only fixing them helps.
  for (const f of after.fields) {
    if (!f.unique || before.fields.find((b) => b.name === f.name)?.unique) continue;
    const seen = new Map<string, number[]>();
    rows.forEach((r, i) => {
      if (isEmptyCell(r[f.name])) return;
      const v = JSON.stringify(r[f.name]);
      seen.set(v, [...(seen.get(v) ?? []), i]);
    });
    for (const same of seen.values()) if (same.length > 1) for (const i of same) note('unique-violated', f.name, 'fix-data', i);
  }

  const migration = migrate(before, after, rows, now);
  const out = migration.rows.map((row, i) => {
    let r = row;
    if (opts.confirm)
      for (const c of changes)
        if (c.kind === 'reference-changed' && counted.get(`reference-changed|${c.field}`)?.ids.has(i)) r = without(r, c.field!);
    const old = check(before, rows[i]!);
    const errors = check(after, r);
    for (const key of Object.keys(errors)) {
      if (old[key] !== undefined) continue; // refused before the change as well: not this change's doing
      const parts = key.split('.');
      const field = parts.length === 3 ? `${parts[0]}.${parts[2]}` : key;
      if (counted.get(`reference-changed|${field}`)?.ids.has(i)) continue;
      const f = next.get(field);
      const value = parts.length === 3 ? childRows(r, parts[0]!)[Number(parts[1])]?.[parts[2]!] : r[key];
      const kind: ImpactKind = isEmptyCell(value)
        ? 'required-added'
        : changeOf(field, 'option-removed')
          ? 'option-removed'
          : changeOf(field, 'type-changed', 'constraint-changed')
            ? 'type-narrowed'
            : 'invalid-value';
      const needs = kind === 'required-added' || (f && isRequired(f, r)) ? 'default' : 'confirm';
      note(kind, field, needs, i);
      if (opts.confirm && needs === 'confirm') r = without(r, key);
    }
    return r;
  });

  const impacts = [...counted.values()].map(({ ids, ...impact }) => ({
    ...impact,
    count: ids.size,
    message: message(impact.kind, impact.field, ids.size, impact.needs),
  }));
  for (const [field, count] of migration.filled)
    impacts.push({
      kind: 'default-filled',
      path: pathOf(field),
      field,
      count,
      needs: 'none',
      message: message('default-filled', field, count, 'none'),
    });
  const accepted = (i: Impact) => i.needs === 'none' || (opts.confirm && i.needs === 'confirm');
  return {
    blocking: impacts.filter((i) => !accepted(i)),
    accepted: impacts.filter(accepted),
    rows: out.filter((r, i) => !sameJson(r, rows[i])),
  };
}

/** The impact alone: what blocks the change and what it would accept. */
export function impactOf(
  before: ResourceSchema | undefined,
  after: ResourceSchema,
  rows: readonly Data[],
  opts: MigrationOptions,
): { blocking: Impact[]; accepted: Impact[] } {
  const { blocking, accepted } = planMigration(before, after, rows, opts);
  return { blocking, accepted };
}
