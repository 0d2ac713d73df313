/**
 * The primitives of the meta-schema (meta.ts) that its parts share: a label in both languages, an
 * expression, and a requirement (who may do something). In a file of their own, so meta-workflow.ts and
 * meta.ts both import them without importing each other.
 */
import { z } from 'zod';

/**
 * A label in the app's languages. English is required (every other language falls back to it) and Thai too (the
 * app is bilingual); French and Arabic are expected, and `npm run schemas:check` warns, with its path, where one
 * is missing (src/schema/loader/translations.ts).
 */
export const localizedText = z.strictObject({
  en: z.string().min(1),
  th: z.string().min(1),
  fr: z.string().min(1).optional(),
  ar: z.string().min(1).optional(),
});

/** A JSON-Logic style expression: a literal, or an object with exactly one operator key. Checked deeper by `checkExpression`. */
export const expression: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(expression),
    z.record(z.string(), expression).refine((o) => Object.keys(o).length === 1, {
      message: 'an expression object must have exactly one operator key',
    }),
  ]),
);

/** Who may do something: any listed role, or holding the docType/action permission, or being the record's owner. */
export const requirement = z.strictObject({
  roles: z.array(z.string().min(1)).optional(),
  permission: z.tuple([z.string().min(1), z.string().min(1)]).optional(),
  /** Any one of several docType/action permissions. */
  permissions: z
    .array(z.tuple([z.string().min(1), z.string().min(1)]))
    .min(1)
    .optional(),
  roleCodes: z.array(z.string().min(1)).optional(),
  owner: z.boolean().optional(),
  /**
   * Fields of the record that reference the schema with `userLink` (the employees): met when one of them
   * is the signed-in user's own record ("the record's evaluator is me"). Like `owner`, checked where there
   * is a record and possibly met without one.
   */
  me: z.array(z.string().min(1)).min(1).optional(),
});
