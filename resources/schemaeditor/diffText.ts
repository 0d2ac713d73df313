/**
 * The readable diff of two versions of a schema: src/schema/changes/schema-changes.ts's changes, one line each in the
 * user's language (the sentence of each kind is in i18n.ts: `chg_<kind>` with {field}, {of} (` (field)` or nothing), {before}, {after}, {key}).
 * Pure: tests/unit/screens/schemaeditor-diff.test.ts.
 */
import { schemaChanges, type SchemaChange } from '../../src/schema/changes/schema-changes';
import type { ResourceSchema } from '../../src/schema/meta/meta';

type Word = (key: string, vars: Record<string, string>) => string;

/** A value as a diff line shows it: text as it is, a labelled thing by its name, the rest as compact JSON. */
export function shown(v: unknown, lang: string): string {
  if (v === undefined || v === null) return '-';
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    if (typeof o[lang] === 'string') return o[lang] as string;
    if (typeof o.en === 'string' && typeof o.th === 'string') return o.en;
    for (const k of ['name', 'value', 'action']) if (typeof o[k] === 'string') return o[k] as string;
  }
  return JSON.stringify(v);
}

/** The last key of a path: `$.fields[2].maxLength` -> maxLength, `$.access.create` -> create. */
export const lastKey = (path: string): string => path.slice(path.lastIndexOf('.') + 1).replace(/\[\d+\]$/, '');

/** One line per change. */
export function diffLines(changes: readonly SchemaChange[], word: Word, lang: string): string[] {
  return changes.map((c) =>
    word(`chg_${c.kind}`, {
      field: c.field ?? '',
      of: c.field ? ` (${c.field})` : '',
      before: shown(c.before, lang),
      after: shown(c.after, lang),
      key: lastKey(c.path),
    }),
  );
}

/** The lines between a version and the one before it (none before the first: the resource was created). */
export const versionDiff = (before: ResourceSchema | undefined, after: ResourceSchema, word: Word, lang: string): string[] =>
  diffLines(schemaChanges(before, after), word, lang);
