/**
 * The header's search (GET search?q=): which resources a reader may search and by which fields, and the
 * query's limits. A resource is searched only when the reader may list it (the same decision as its list:
 * menu flag, requirement, CASL), by its title field and its document number (`naming.field`), each only
 * when it is text the reader may see. The server then runs each one as a list (row scope and field rules
 * included), so a search never shows a row or a value the reader's list would not.
 */
import { FIELD_TYPE_INFO } from '../schema/meta/field-types';
import type { ResourceSchema } from '../schema/meta/meta';
import { decideAction, type AccessContext } from './decide';
import { hiddenFields } from './scope';

export const SEARCH_LIMITS = {
  /** Shorter text finds too much to be of use. */
  minLength: 2,
  maxLength: 100,
  /** Results per resource unless `limit` says fewer (1 to maxPerResource). */
  perResource: 5,
  maxPerResource: 10,
} as const;

type SearchField = ResourceSchema['fields'][number];

/** Text a `_like` filter can look into: a plain text type (not a date, not a code list), or a stored text formula. */
export const isSearchableText = (f: SearchField): boolean =>
  f.type === 'computed'
    ? f.format === 'text' && !f.live
    : FIELD_TYPE_INFO[f.type].value === 'text' && FIELD_TYPE_INFO[f.type].filter === 'contains';

export interface SearchTarget {
  schema: ResourceSchema;
  /** The title field first, then the document number when it is another field. */
  fields: string[];
}

/** The resources `ctx` may search, each with the fields searched (none of them hidden from the reader). */
export function searchTargets(resources: readonly ResourceSchema[], ctx: AccessContext): SearchTarget[] {
  const out: SearchTarget[] = [];
  for (const schema of resources) {
    if (!decideAction(ctx, schema, 'list').allowed) continue;
    const hidden = hiddenFields(schema, ctx.user, ctx.perms);
    const names = [...new Set([schema.titleField, schema.naming?.field].filter((n): n is string => !!n))];
    const fields = names.filter((n) => {
      const f = schema.fields.find((x) => x.name === n);
      return f !== undefined && !hidden.has(n) && isSearchableText(f);
    });
    if (fields.includes(schema.titleField)) out.push({ schema, fields });
  }
  return out;
}

/** `q` (trimmed) and `limit` of a search query, or the reason it is refused (a 400). */
export function parseSearchQuery(
  params: URLSearchParams,
): { ok: true; text: string; limit: number; resources: string[] | null } | { ok: false; message: string } {
  const unknown = [...params.keys()].filter((k) => !['q', 'limit', 'resources'].includes(k));
  if (unknown.length)
    return { ok: false, message: `Unknown search parameter(s): ${unknown.join(', ')}. Use q, limit, resources` };
  const text = (params.get('q') ?? '').trim();
  const { minLength, maxLength, perResource, maxPerResource } = SEARCH_LIMITS;
  if (text.length < minLength || text.length > maxLength)
    return { ok: false, message: `q must be ${minLength} to ${maxLength} characters` };
  const rawLimit = params.get('limit');
  const limit = rawLimit === null || rawLimit === '' ? perResource : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > maxPerResource)
    return { ok: false, message: `limit must be a whole number from 1 to ${maxPerResource}` };
  const rawResources = params.get('resources');
  const resources = rawResources
    ? rawResources
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean)
    : null;
  return { ok: true, text, limit, resources };
}
