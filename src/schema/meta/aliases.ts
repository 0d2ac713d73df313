/** The meta-schema of `aliases` (meta.ts): what an alias path may open. Checked further by the loader (alias-filters.ts, summary.ts). */
import { z } from 'zod';
import { SUMMARY_COLUMNS_MAX, SUMMARY_GROUP_MAX } from './constants';

/** The screens an alias may name; a summary only in the object form, with the fields it counts by. */
export const ALIAS_SCREENS = ['list', 'create', 'edit', 'show', 'summary'] as const;

const aliasValue = z.union([z.string(), z.number(), z.boolean()]);
const fieldNames = (max: number, what: string) =>
  z.array(z.string().min(1)).min(1, `expected 1 to ${max} ${what}`).max(max, `expected 1 to ${max} ${what}`);

/**
 * What an alias opens: a screen's name, or an object:
 * - a list with filters already applied, field -> a value (equals) or a list of values (any of them);
 *   "$me" is the signed-in user's username;
 * - a summary: counts of the records grouped by `groupBy` (1 to 3 fields), optionally over `filters` as a
 *   list's, each group's records listed with `columns` (default: the list's columns).
 * Checked against the fields by the loader (alias-filters.ts, summary.ts).
 */
export const aliasTarget = z.union([
  z.enum(ALIAS_SCREENS),
  z
    .strictObject({
      screen: z.enum(['list', 'summary']),
      filters: z
        .record(z.string(), z.union([aliasValue, z.array(aliasValue).min(1)]))
        .refine((o) => Object.keys(o).length > 0, { message: 'expected at least one filter' })
        .optional(),
      groupBy: fieldNames(SUMMARY_GROUP_MAX, 'fields to count by').optional(),
      columns: fieldNames(SUMMARY_COLUMNS_MAX, 'columns').optional(),
    })
    .superRefine((alias, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (alias.screen === 'list' && alias.filters === undefined)
        issue('filters', 'a list alias written as an object needs its filters');
      if (alias.screen === 'summary' && alias.groupBy === undefined)
        issue('groupBy', `a summary alias needs "groupBy": the 1 to ${SUMMARY_GROUP_MAX} fields it counts by`);
      if (alias.screen !== 'summary')
        for (const key of ['groupBy', 'columns'] as const)
          if (alias[key] !== undefined) issue(key, `only a summary alias has "${key}"`);
    }),
]);

export type AliasTarget = z.infer<typeof aliasTarget>;
