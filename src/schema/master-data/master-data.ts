/**
 * Master data that schemas read at run time: code lists (code-lists.ts), the settings singleton
 * (settings.ts) and trees (tree.ts). The loader's checks of all three, the seeded codes it fills in, and
 * the one step that binds a schema to the stored codes and settings before a record is checked or computed.
 */
import { bindCodes, codeListOf, codeListProblems, seededCodeLists, type CodeLists } from './code-lists';
import type { Data } from '../expression/expression';
import type { ResourceSchema } from '../meta/meta';
import { bindSettings, seededSettings, settingsProblems } from './settings';
import { treeProblems } from '../lists/tree';

export interface MasterData {
  /** The active codes per list. */
  codes: CodeLists;
  /** The singleton's record (null when there is none). */
  settings: Data | null;
}

/** Every loader problem of a schema's code lists, settings reads and tree. `all`: every parsed schema. */
export function masterDataProblems(
  schema: ResourceSchema,
  all: ReadonlyMap<string, ResourceSchema>,
): { path: string; message: string }[] {
  return [...codeListProblems(schema, all), ...settingsProblems(schema, all), ...treeProblems(schema)];
}

/** The loader's last step: each code-list field gets the active codes of its list as seeded (in place). */
export function seedCodeOptions(schemas: readonly ResourceSchema[]): void {
  const lists = seededCodeLists(schemas);
  for (const schema of schemas)
    for (const f of schema.fields) {
      const list = codeListOf(f);
      if (list) f.options = [...(lists.get(list) ?? [])];
      if (f.type === 'table')
        for (const c of f.fields) {
          const l = codeListOf(c);
          if (l) c.options = [...(lists.get(l) ?? [])];
        }
    }
}

/** The master data as seeded (the seed generator's formulas and options read it). */
export const seededMasterData = (schemas: readonly ResourceSchema[]): MasterData => ({
  codes: seededCodeLists(schemas),
  settings: seededSettings(schemas),
});

/**
 * The schema as a record is checked now: code-list options from `data.codes` (plus `keep`, the values the
 * record already holds, per field path), settings read into its expressions.
 */
export const bindSchema = (schema: ResourceSchema, data: MasterData, keep: Readonly<Record<string, unknown>> = {}) =>
  bindSettings(bindCodes(schema, data.codes, keep), data.settings);
