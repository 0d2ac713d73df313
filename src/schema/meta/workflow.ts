/**
 * The meta-schema (meta.ts) of a record's form sections, its workflow, its record rules and constraints,
 * and the rules that create it from another record.
 */
import { z } from 'zod';
import { expression, localizedText, requirement } from './base';

export const section = z.strictObject({
  name: z.string().min(1),
  label: localizedText,
  /** Sections with `tab: true` render as tabs; the others as titled cards. */
  tab: z.boolean().optional(),
});

export const workflowState = z.strictObject({
  value: z.string().min(1),
  label: localizedText,
  color: z.string().optional(),
});

export const transition = z.strictObject({
  action: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'an action name is camelCase letters'),
  label: localizedText,
  from: z.array(z.string().min(1)).min(1),
  to: z.string().min(1),
  allow: requirement,
  /** Ask for confirmation in the UI before running it. */
  confirm: z.boolean().optional(),
  danger: z.boolean().optional(),
  /**
   * A comment with the action (`{ "comment": "..." }` in the POST body): `required` (a reason to reject),
   * `optional`; absent: the action takes none. Stored in the action's history entry (src/schema/workflow/transition-comment.ts).
   */
  comment: z.enum(['required', 'optional']).optional(),
  /**
   * Fields the server fills when the transition runs: `by` (a reference to the people schema) the person who
   * ran it, `at` (a date or datetime) when. An approval chain keeps each step's person and date on the record.
   */
  stamp: z.strictObject({ by: z.string().min(1).optional(), at: z.string().min(1).optional() }).optional(),
  /** Only for records where this condition holds (a memo tagged IT goes to IT's approval); off the main path. */
  when: expression.optional(),
  /**
   * Runs only with the codes scanned against a child table (pick and pack): `{ "scanned": ["885...", ...] }`
   * in the POST body must hold each row's `code` (a column, or a path through a reference column such as
   * "product.barcode") `quantity` times (a numeric column; default once), nothing unknown and no surplus,
   * else 400/409 with the per-row result (src/schema/records/scan-check.ts).
   */
  scanCheck: z
    .strictObject({ table: z.string().min(1), code: z.string().min(1), quantity: z.string().min(1).optional() })
    .optional(),
  /**
   * Segregation of duties (src/access/duties.ts): by default nobody takes two different steps of one
   * record's chain (its author writes and withdraws; each later state is decided by someone else).
   * `allowed` lets the same person take this step too (a ticket's assignee starts and resolves it).
   */
  sameActor: z.enum(['allowed', 'refused']).optional(),
  /**
   * `false`: a step open to its users that nobody is expected to take (reopening a closed ticket, a step back):
   * it never puts the record in anyone's inbox (src/access/awaits.ts). Danger steps never do either.
   */
  inbox: z.boolean().optional(),
});

export const workflow = z.strictObject({
  field: z.string().min(1),
  initial: z.string().min(1),
  states: z.array(workflowState).min(1),
  transitions: z.array(transition).min(1),
  /** Records may be edited only in these states (default: the initial state). */
  editableIn: z.array(z.string()).optional(),
  /** The default of every transition's `sameActor` (a process one team works through, not an approval chain). */
  sameActor: z.enum(['allowed', 'refused']).optional(),
  /**
   * Steps the server takes by itself when a write makes their condition true (a purchase order becomes
   * received once every line is): the first rule whose `from` holds the state and whose `when` holds
   * moves the record to `to`, in the same write, with a trail entry named `action` (src/schema/workflow/auto.ts).
   */
  auto: z
    .array(
      z.strictObject({
        action: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'an action name is camelCase letters'),
        label: localizedText,
        from: z.array(z.string().min(1)).min(1),
        to: z.string().min(1),
        when: expression,
      }),
    )
    .min(1)
    .optional(),
});

export const recordRule = z.strictObject({
  /** Only checked while this is true (default: always). */
  when: expression.optional(),
  /** Must be true, else the record is refused with `message` on `field`. */
  check: expression,
  field: z.string().min(1),
  message: localizedText,
});

/**
 * A rule across records, checked by the server in the same step as the write (so two writes cannot
 * both pass it): exactly one of `unique` (these fields together), `noOverlap` (no two records with the
 * same `same` values have overlapping start-end ranges) or `maxCount` (records pointing at the same
 * target through `reference` are at most the target's `limit` field). `when` limits which records count.
 */
export const recordConstraint = z
  .strictObject({
    unique: z.array(z.string().min(1)).min(2).optional(),
    noOverlap: z
      .strictObject({ start: z.string().min(1), end: z.string().min(1), same: z.array(z.string().min(1)).optional() })
      .optional(),
    maxCount: z.strictObject({ reference: z.string().min(1), limit: z.string().min(1) }).optional(),
    /** The total of `sum` over the records sharing `reference` stays at or above `min` (stock never below 0; src/schema/summary/rollup.ts). */
    minTotal: z.strictObject({ reference: z.string().min(1), sum: z.string().min(1), min: z.number() }).optional(),
    /**
     * At most `max` records per `by` value (a sender) in one day, month or year of the `date` field (five hearts a
     * month); `max` a number or "$settings.<field>" (the settings singleton). src/schema/records/period-limit.ts.
     */
    maxPerPeriod: z
      .strictObject({
        by: z.string().min(1),
        date: z.string().min(1),
        per: z.enum(['day', 'month', 'year']),
        max: z.union([
          z.number().int().min(0),
          z.string().regex(/^\$settings\.[A-Za-z][A-Za-z0-9_]*$/, 'expected a number or "$settings.<field>"'),
        ]),
      })
      .optional(),
    when: expression.optional(),
    field: z.string().min(1),
    message: localizedText,
  })
  .refine((c) => [c.unique, c.noOverlap, c.maxCount, c.minTotal, c.maxPerPeriod].filter((k) => k !== undefined).length === 1, {
    message: 'expected exactly one of "unique", "noOverlap", "maxCount", "minTotal" or "maxPerPeriod"',
  });

/**
 * `postings`: rows of another resource written with the record, in the same atomic step (a sale's stock
 * movements, a redemption's points): on create or when a transition runs, one row per record or per row of a
 * child table, each value a constant or an expression over the record (and `row`, the child row).
 * src/schema/summary/postings.ts computes the rows; mock-server/records/postings.ts validates and writes them, all or none.
 */
export const posting = z.strictObject({
  /** "create", or the action of a workflow transition. */
  on: z.string().min(1),
  resource: z.string().min(1),
  /** A child table of the record: one posted row per row of it. */
  forEach: z.string().min(1).optional(),
  /** Only when this holds (over the record, and `row` with forEach). */
  when: expression.optional(),
  values: z.record(z.string(), z.unknown()).refine((v) => Object.keys(v).length > 0, 'expected at least one value'),
});

/**
 * `createFrom`: this resource can be created from a record of `source` (a purchase order from an
 * approved purchase request). src/schema/records/create-from.ts maps the values, the loader checks the names,
 * src/access/create-from.ts decides who may, mock-server/actions/create-from.ts runs it.
 */
export const createFromRule = z.strictObject({
  /** The resource whose record is copied. */
  source: z.string().min(1),
  /** This resource's reference field (to `source`) that stores the source record's id: the link both ways. */
  link: z.string().min(1),
  /** The source's workflow states in which it may be copied (default: any state). */
  states: z.array(z.string().min(1)).min(1).optional(),
  /** Who may, besides being allowed to open the source record and to create this resource (default: everyone who may). */
  allow: requirement.optional(),
  /** This resource's field <- the source's field. */
  fields: z.record(z.string(), z.string().min(1)).optional(),
  /** This resource's child table <- the source's child table, column by column. */
  lines: z
    .record(z.string(), z.strictObject({ from: z.string().min(1), fields: z.record(z.string(), z.string().min(1)) }))
    .optional(),
});

/**
 * A button on each row of a child table, on the record's page: it sets some of the row's cells (an
 * installment marked paid with today's date). `states`: the record's workflow states where it is offered;
 * `when`: a condition on the row; `allow`: who may. `set` values may be `$today`, `$now` or `$me` (the
 * person's record). src/schema/workflow/row-actions.ts, src/access/row-actions.ts, mock-server/actions/row-actions.ts.
 */
export const rowAction = z.strictObject({
  action: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'an action name is camelCase letters'),
  label: localizedText,
  states: z.array(z.string().min(1)).min(1).optional(),
  when: expression.optional(),
  allow: requirement,
  set: z.record(z.string(), z.unknown()).refine((v) => Object.keys(v).length > 0, 'expected at least one column to set'),
  confirm: z.boolean().optional(),
});
