/**
 * `GET /api-spp/v1/<resource>/summary?groupBy=a&groupBy=b&<the list's query>`: the records the list
 * would answer, counted per distinct combination of the groupBy fields' values (src/schema/summary/summary.ts),
 * `{ groups: [{ values, count }], total }`, groups sorted by their values. The records are the list's own:
 * `listRecords` (resources.ts) decides the call as a list (403), applies the row scope and parses the
 * filters (400), so a count never covers a row the list would not show.
 *
 * A groupBy term may be a date by period (`date:month`) or a child-table column (`lines.product`, with
 * `sum=lines.total` adding only that product's rows): src/schema/summary/terms.ts.
 *
 * `&_group=x&_group=y` (one value per groupBy field, '' for no value) also answers `rows`: the first 50
 * records of that group, in the list's order, as the list answers them (hidden fields left out). The
 * summary screen lists them under an expanded row; an empty value cannot be asked of the list itself.
 */
import type { SummaryAnswer } from '../../src/api/answers';
import { routePath } from '../../src/api/paths';
import {
  groupKeyText,
  groupTerms,
  inGroup,
  parseSummaryQuery,
  summarize,
  SUMMARY_ROWS_MAX,
  type GroupValue,
  type Summary,
} from '../../src/schema/summary/summary';
import { sumRecords, type SumPath } from '../../src/schema/summary/sums';
import { groupSumParams } from '../../src/schema/summary/terms';
import type { Field, ResourceSchema, SchemaRegistry } from '../../src/schema';
import { defaultSorters } from '../../src/schema/meta/describe';
import { requireAccess, type RequestContext } from '../access/access';
import { HttpError, sendAnswer } from '../http/http';
import { listRecords } from './resources';
import type { Route } from '../http/router';
import type { RouteDeps } from '../http/route-deps';
import type { Row, Store } from '../store/store';

/** A referenced record's title (the field's labelField, else the target's titleField), to sort reference groups by. */
function titles(store: Store, registry: SchemaRegistry) {
  return (f: Field, id: GroupValue): string | undefined => {
    const target = f.resource ? registry.byName.get(f.resource) : undefined;
    if (!target || typeof id !== 'number') return undefined;
    const title = store.get(target.name, id)?.[f.labelField ?? target.titleField];
    return typeof title === 'string' || typeof title === 'number' ? String(title) : undefined;
  };
}

/** The summary of the records the list answers for this query: 403 as the list, 400 for a bad groupBy or query. */
export function summaryOf(
  store: Store,
  registry: SchemaRegistry,
  schema: ResourceSchema,
  params: URLSearchParams,
  ctx: RequestContext,
): SummaryAnswer {
  // The list's decision first: a caller who may not list learns nothing about the fields.
  requireAccess(ctx, schema, 'list');
  const parsed = parseSummaryQuery(schema, params);
  if (!parsed.ok) throw new HttpError(400, parsed.message, { errors: parsed.errors });
  const listParams = parsed.listParams;
  const sorters = defaultSorters(schema);
  if (parsed.group && !listParams.has('_sort') && sorters.length) {
    listParams.set('_sort', sorters.map((s) => s.field).join(','));
    listParams.set('_order', sorters.map((s) => s.order).join(','));
  }
  const { items } = listRecords(store, schema, listParams, ctx);
  const summary = withSums(
    schema,
    parsed,
    items,
    summarize(schema, parsed.groupBy, items, { titleOf: titles(store, registry), params: listParams }),
  );
  const group = parsed.group;
  if (!group) return summary;
  const rows: Row[] = [];
  for (const row of items) {
    if (rows.length >= SUMMARY_ROWS_MAX) break;
    if (inGroup(schema, parsed.groupBy, group, row, listParams)) rows.push(row);
  }
  return { ...summary, rows };
}

/** The sums the query asks for (`sum=`), over all the records and per group (sums.ts); the summary as it is when none. */
function withSums(
  schema: ResourceSchema,
  parsed: { groupBy: string[]; sums: SumPath[]; listParams: URLSearchParams },
  items: readonly Row[],
  summary: Summary,
): Summary {
  if (!parsed.sums.length) return summary;
  const terms = groupTerms(schema, parsed.groupBy);
  const groups = summary.groups.map((g) => {
    const keys = parsed.groupBy.map((name) => groupKeyText(g.values[name] ?? null));
    const inThis = items.filter((r) => inGroup(schema, parsed.groupBy, keys, r, parsed.listParams));
    // A child-column group adds only its own rows of that table (summary-terms.ts groupSumParams).
    return { ...g, sums: sumRecords(parsed.sums, inThis, groupSumParams(terms, keys, parsed.listParams)) };
  });
  return { ...summary, groups, sums: sumRecords(parsed.sums, items, parsed.listParams) };
}

/** The route, placed before `<resource>/:id` in the table, so "summary" is never read as a record id. */
export function summaryRoutes({ store, registry, ctxOf }: RouteDeps): Route[] {
  return [
    {
      method: 'GET',
      path: routePath('summary'),
      where: { resource: (name) => registry.byName.has(name) },
      who: 'signedIn',
      handle: (call) =>
        sendAnswer(
          call.res,
          'summary',
          summaryOf(store, registry, registry.byName.get(call.params.resource!)!, call.url.searchParams, ctxOf(call)),
        ),
    },
  ];
}
