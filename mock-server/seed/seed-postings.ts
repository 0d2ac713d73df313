/**
 * Seed data keeps the `postings` of its documents (src/schema/summary/postings.ts): once every resource is seeded, each
 * seeded record writes the rows its create would have posted, and those of the transition that brought it to
 * its state (a voided receipt: the "out" movements, then the "in" ones back), so the totals the other screens
 * show (a product's stock) agree with the seeded documents. A posted row that does not pass its schema, or that
 * would take a `minTotal` below its floor, stops the seed with the document named.
 */
import {
  breaksMinTotal,
  defaultFor,
  nextDocumentNumber,
  postedRows,
  postingsOn,
  validateRecord,
  type ResourceSchema,
  type SchemaRegistry,
} from '../../src/schema';
import type { Data } from '../http/http';
import type { DbState } from '../store/store';

/** The actions whose postings a seeded record has gone through: its create, and the transition into its state. */
function actionsOf(schema: ResourceSchema, row: Data): string[] {
  const wf = schema.workflow;
  const reached = wf?.transitions.find((t) => t.to === row[wf.field] && postingsOn(schema, t.action).length);
  return ['create', ...(reached ? [reached.action] : [])];
}

/**
 * Appends the posted rows of every seeded record to `state`. `bind` gives a schema bound to the seeded master
 * data. `strict` (the full seed): a posted row that does not fit stops the seed; a seed made smaller on purpose
 * (a test's counts: 3 products, so the fixed receipts sell more than there is) leaves such a row out instead.
 */
export function postSeeded(
  registry: SchemaRegistry,
  state: DbState,
  bind: (s: ResourceSchema) => ResourceSchema,
  strict = true,
): void {
  for (const schema of registry.resources) {
    if (!schema.postings?.length) continue;
    const rows = Array.isArray(state[schema.name]) ? (state[schema.name] as Data[]) : [];
    for (const row of rows)
      for (const on of actionsOf(schema, row))
        for (const posting of postingsOn(schema, on)) {
          const target = bind(registry.byName.get(posting.resource)!);
          const list = (state[target.name] ??= []) as Data[];
          for (const { values } of postedRows(posting, row)) {
            const posted = postedRow(schema, row, target, values, list);
            if (typeof posted !== 'string') list.push(posted);
            else if (strict) throw new Error(posted);
          }
        }
  }
}

/** The posted row, or why it does not fit. */
function postedRow(
  schema: ResourceSchema,
  source: Data,
  target: ResourceSchema,
  posted: Data,
  list: readonly Data[],
): Data | string {
  const record: Data = {};
  for (const f of target.fields) if (f.default !== undefined) record[f.name] = defaultFor(f, null);
  Object.assign(record, posted);
  if (target.workflow) record[target.workflow.field] = target.workflow.initial;
  const at = String(source.createdAt);
  if (target.naming) {
    const field = target.naming.field;
    record[field] = nextDocumentNumber(
      target.naming.pattern,
      new Date(at),
      list.map((r) => r[field]),
    );
  }
  const { values, errors } = validateRecord(
    target,
    { ...record, createdAt: at, updatedAt: at, createdBy: source.createdBy },
    'en',
  );
  const problem = Object.keys(errors).length
    ? `does not pass its schema: ${JSON.stringify(errors)}`
    : (target.constraints ?? []).some(
          (c) => c.minTotal && breaksMinTotal(target, { ...c, minTotal: c.minTotal }, values, null, list),
        )
      ? 'takes a total below its "minTotal" floor (seed less than the stock or balance)'
      : null;
  if (problem)
    return `Seed data for ${schema.name} row ${String(source.id)} posts a ${target.name} row that ${problem}. The seed runs postings (mock-server/seed/seed-postings.ts): seed the documents, not the rows they post`;
  return { ...values, id: list.reduce((max, r) => Math.max(max, Number(r.id) || 0), 0) + 1 };
}
