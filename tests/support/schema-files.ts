/** Small schema files for unit tests of the loader and the pure rules: a label in both languages, an areas file, a resource. */
import { loadSchemas, SchemaLoadError, type SchemaFile } from '../../src/schema';

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
