/**
 * Small schema files and schemas for unit tests of the loader and the pure rules: a label in both languages, an
 * areas file, a resource, a checked resource schema, and the loader's problems with a set of files.
 */
import { expect } from 'vitest';
import { loadSchemas, SchemaLoadError, type SchemaFile, type SchemaProblem } from '../../src/schema/loader/loader';
import { resourceSchema, type ResourceSchema } from '../../src/schema/meta/meta';

type Json = Record<string, unknown>;

/** A label in English, and the same marked as Thai. */
export const text = (en: string) => ({ en, th: `${en} (th)` });

/** The areas file with one area. */
export const areasFile = (area: string): SchemaFile => ({
  file: '_areas.json',
  json: { areas: [{ name: area, label: text(area), order: 1 }] },
});

/** A resource in `area` at /apps/<area>/<name>, titled by its `no` field unless `over` says otherwise. */
export const resourceFile = (area: string, name: string, fields: Json[], over: Json = {}): SchemaFile => ({
  file: `${name}.json`,
  json: {
    name,
    label: text(name),
    pluralLabel: text(`${name}s`),
    area,
    route: `/apps/${area}/${name}`,
    titleField: 'no',
    fields,
    ...over,
  },
});

/** The loader's problems with these files, as `file: path: message` lines (none: an empty list). */
export function loaderProblems(files: SchemaFile[]): string[] {
  try {
    loadSchemas(files);
    return [];
  } catch (e) {
    if (!(e instanceof SchemaLoadError)) throw e;
    return e.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
  }
}

/** A resource "things" in area sales, titled by its `title` field, `fields` after it; `over` replaces top-level keys. */
export const things = (fields: unknown[], over: Json = {}): Json => ({
  name: 'things',
  label: text('Thing'),
  pluralLabel: text('Things'),
  area: 'sales',
  route: '/apps/sales/things',
  titleField: 'title',
  fields: [{ name: 'title', type: 'text' }, ...fields],
  ...over,
});

/**
 * A resource schema "things" (area sales) with the given fields, the first one its title, checked by the
 * meta-schema so that the fixtures stay honest; `extra` overrides or adds top-level keys.
 */
export function schemaWith(fields: Json[], extra: Json = {}): ResourceSchema {
  return resourceSchema.parse({
    name: 'things',
    label: { en: 'Thing', th: 'Thing-th' },
    pluralLabel: { en: 'Things', th: 'Things-th' },
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
      { name: 'sales', label: text('Sales'), order: 2 },
      { name: 'hr', label: text('HR'), order: 1 },
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
