/** The meta-schema of `aliases` (meta.ts): what an alias path may open. Checked further by the loader (alias-filters.ts). */
import { z } from 'zod';

/** The screens an alias may name. */
export const ALIAS_SCREENS = ['list', 'create', 'edit', 'show'] as const;
const aliasValue = z.union([z.string(), z.number(), z.boolean()]);
/**
 * What an alias opens: a screen's name, or a list with filters already applied, field -> a value (equals)
 * or a list of values (any of them); "$me" is the signed-in user's username. Checked against the fields
 * by the loader (alias-filters.ts).
 */
export const aliasTarget = z.union([
  z.enum(ALIAS_SCREENS),
  z.strictObject({
    screen: z.literal('list'),
    filters: z
      .record(z.string(), z.union([aliasValue, z.array(aliasValue).min(1)]))
      .refine((o) => Object.keys(o).length > 0, { message: 'expected at least one filter' }),
  }),
]);

export type AliasTarget = z.infer<typeof aliasTarget>;
