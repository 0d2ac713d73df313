/**
 * Which fields of a resource get a column of their own in its PostgreSQL table, beside the record's `doc`
 * (jsonb): the fields that are filtered, sorted, searched, referenced or unique, and the record's number and
 * title. Each is a stored generated column (`doc->>'field'`, text, Thai-aware collation), indexed when a lookup
 * goes by it, so a reporting tool or a DBA sees plain columns, and the engine still writes only `id` and `doc`.
 */
import { fieldTypeInfo, type Field, type ResourceSchema, type SchemaRegistry, type ValueKind } from '../../../src/schema';

/** Values that are one scalar (field-types.ts): a child table, a list of values, a file or a formula is not a column. */
const SCALAR_VALUES = new Set<ValueKind>(['text', 'number', 'boolean', 'flag', 'option', 'reference']);

/** The table's own columns: never a field's. */
export const RESERVED_COLUMNS = new Set(['id', 'doc']);
/** PostgreSQL's identifier limit, in bytes. */
const MAX_IDENTIFIER = 63;

function wanted(schema: ResourceSchema, field: Field): boolean {
  if (!SCALAR_VALUES.has(fieldTypeInfo(field.type).value) || RESERVED_COLUMNS.has(field.name)) return false;
  if (Buffer.byteLength(`${schema.name}_${field.name}`) > MAX_IDENTIFIER) return false;
  return Boolean(
    field.unique ||
    field.filter ||
    field.sortable ||
    field.search ||
    field.type === 'reference' ||
    field.type === 'status' ||
    field.name === schema.titleField ||
    field.name === schema.naming?.field,
  );
}

/** A field's column; `indexed` for the columns a lookup or a join goes by. */
export interface PlannedColumn {
  name: string;
  indexed: boolean;
}

/**
 * Only unique fields, references and the record's number get an index: an index on every filtered column would
 * make each write touch as many random index pages (measured: create p95 at 1M rows grew past 20 ms), and a
 * report filtering by a category reads the table anyway.
 */
const indexed = (schema: ResourceSchema, field: Field): boolean =>
  Boolean(field.unique || field.type === 'reference' || field.name === schema.naming?.field);

/** The column fields of each resource's table, by collection name. */
export function plannedColumns(registry: SchemaRegistry): Map<string, PlannedColumn[]> {
  const plan = new Map<string, PlannedColumn[]>();
  for (const schema of registry.resources)
    plan.set(
      schema.name,
      schema.fields.filter((f) => wanted(schema, f)).map((f) => ({ name: f.name, indexed: indexed(schema, f) })),
    );
  return plan;
}

/** A quoted SQL identifier (any name, reserved words included). */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;
/** A quoted SQL string literal. */
export const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;
