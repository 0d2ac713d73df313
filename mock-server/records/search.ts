/**
 * The header's search, GET search?q=<text>[&limit=n][&resources=a,b]: the records of every resource the
 * caller may list whose title (or document number) holds the text, a few per resource. Which resources and
 * fields is src/access/search.ts (the list decision, fields the caller may see); each one is then run as
 * the caller's own list (`<field>_like`, resources.ts listRecords: row scope, field rules, the list's order),
 * and a row is kept only when the caller may also open it (the show decision on the stored row). No resource
 * name is special here: every schema with a text title field takes part.
 */
import type { SearchGroup, SearchHit } from '../../src/api/answers';
import { routePath } from '../../src/api/paths';
import { decideAction } from '../../src/access';
import { parseSearchQuery, searchTargets } from '../../src/access/search';
import type { SchemaRegistry } from '../../src/schema';
import type { RequestContext } from '../access/access';
import { HttpError, sendAnswer } from '../http/http';
import { listRecords } from './resources';
import type { Route } from '../http/router';
import type { RouteDeps } from '../http/route-deps';
import type { Store } from '../store/store';

const asText = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export function searchRecords(
  store: Store,
  registry: SchemaRegistry,
  params: URLSearchParams,
  ctx: RequestContext,
): SearchGroup[] {
  const parsed = parseSearchQuery(params);
  if (!parsed.ok) throw new HttpError(400, parsed.message);
  const { text, limit, resources } = parsed;
  const unknown = resources?.filter((r) => !registry.byName.has(r)) ?? [];
  if (unknown.length) throw new HttpError(400, `Unknown resource(s): ${unknown.join(', ')}`);
  const wanted = resources ? registry.resources.filter((s) => resources.includes(s.name)) : registry.resources;
  const groups: SearchGroup[] = [];
  for (const { schema, fields } of searchTargets(wanted, ctx.access)) {
    const hits = new Map<number, SearchHit>();
    let more = false;
    for (const field of fields) {
      const query = new URLSearchParams({ [`${field}_like`]: text, _start: '0', _end: String(limit) });
      const { total, items } = listRecords(store, schema, query, ctx);
      for (const row of items) {
        const id = row.id;
        const stored = store.get(schema.name, id);
        if (hits.has(id) || !stored || !decideAction(ctx.access, schema, 'show', { record: stored }).allowed) continue;
        const code = schema.naming && schema.naming.field !== schema.titleField ? asText(row[schema.naming.field]) : '';
        hits.set(id, { id, title: asText(row[schema.titleField]), ...(code ? { code } : {}) });
      }
      if (total > items.length) more = true;
    }
    const items = [...hits.values()];
    if (items.length > limit) more = true;
    if (items.length) groups.push({ resource: schema.name, items: items.slice(0, limit), more });
  }
  return groups;
}

export function searchRoutes({ store, registry, ctxOf }: RouteDeps): Route[] {
  return [
    {
      method: 'GET',
      path: routePath('search'),
      who: 'signedIn',
      handle: (call) =>
        sendAnswer(call.res, 'search', { data: searchRecords(store, registry, call.url.searchParams, ctxOf(call)) }),
    },
  ];
}
