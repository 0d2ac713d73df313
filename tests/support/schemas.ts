/**
 * Builders of schema fixtures for the unit tests: a resource schema from its fields, and the problems the loader
 * reports for a set of schema files. One definition each, shared by tests/unit/schema and the others.
 */
import { expect } from 'vitest';
import { loadSchemas, SchemaLoadError, type SchemaFile, type SchemaProblem } from '../../src/schema/loader';
import { resourceSchema, type ResourceSchema } from '../../src/schema/meta';

type Json = Record<string, unknown>;
const text = (en: string, th = `${en}-th`) => ({ en, th });

/**
 * A resource schema "things" (area sales) with the given fields, the first one its title, checked by the
 * meta-schema so that the fixtures stay honest; `extra` overrides or adds top-level keys.
 */
export function schemaWith(fields: Json[], extra: Json = {}): ResourceSchema {
  return resourceSchema.parse({
    name: 'things',
    label: text('Thing'),
    pluralLabel: text('Things'),
    area: 'sales',
    route: '/apps/sales/thing',
    titleField: fields[0]!.name,
    fields,
    ...extra,
  });
}

/** The menu areas file the loader needs beside the resources: sales, and hr listed first. */
export const AREAS: SchemaFile = {
  file: '_areas.json',
  json: {
    areas: [
      { name: 'sales', label: { en: 'Sales', th: 'Sales (th)' }, order: 2 },
      { name: 'hr', label: { en: 'HR', th: 'HR (th)' }, order: 1 },
    ],
  },
};

/** A resource's JSON as the file it is read from: `<name>.json` unless named otherwise. */
export const schemaFile = (json: Json, name = `${String(json.name)}.json`): SchemaFile => ({ file: name, json });

const isSchemaFile = (f: SchemaFile | object): f is SchemaFile =>
  typeof (f as SchemaFile).file === 'string' && 'json' in f && Object.keys(f).length === 2;

/**
 * The problems `loadSchemas` reports for these schemas ([] when they load); any other error fails the test. Each
 * is a schema file or a resource's JSON (read as `<name>.json`); `AREAS` comes first unless an `_areas.json` is given.
 */
export function problemsOf(...schemas: (SchemaFile | object)[]): SchemaProblem[] {
  const files = schemas.map((s) => (isSchemaFile(s) ? s : schemaFile(s as Json)));
  try {
    loadSchemas(files.some((f) => f.file === '_areas.json') ? files : [AREAS, ...files]);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaLoadError);
    return (error as SchemaLoadError).problems;
  }
}
