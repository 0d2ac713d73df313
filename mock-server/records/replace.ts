/**
 * PUT in json-server's sense: the body replaces the record. A field the body leaves out is cleared, or
 * takes its `default` ("$me", "$today" included); server-owned values stay as stored: id and stamps, the
 * document number, the workflow state, the fields a transition stamps, read-only and computed fields, and
 * fields the caller may not read or write (the caller cannot send them, so leaving them out is no change).
 * PATCH keeps merging (resources.ts updateRecord).
 */
import { canReadField, canWriteField } from '../../src/access';
import { defaultFor, stampedFields, type ResourceSchema } from '../../src/schema';
import type { RequestContext } from '../access/access';
import type { Data } from '../http/http';
import type { Row } from '../store/store';

/** The names the body may not take away: server-owned or out of the caller's reach. */
export function keptOnReplace(schema: ResourceSchema, ctx: RequestContext): Set<string> {
  const kept = stampedFields(schema);
  if (schema.workflow) kept.add(schema.workflow.field);
  if (schema.naming) kept.add(schema.naming.field);
  for (const f of schema.fields)
    if (
      f.readOnly ||
      f.type === 'computed' ||
      f.type === 'status' ||
      !canReadField(f, ctx.user, ctx.perms) ||
      !canWriteField(f, ctx.user, ctx.perms)
    )
      kept.add(f.name);
  return kept;
}

/**
 * The record after a PUT of `input` (already without system keys and stamps) over `current`: keys that
 * are not schema fields (id, createdAt, createdBy...) and the kept fields stay; every other field is the
 * body's value, else its default, else absent.
 */
export function replaced(schema: ResourceSchema, current: Row, input: Data, ctx: RequestContext): Data {
  const kept = keptOnReplace(schema, ctx);
  const out: Data = { ...current };
  for (const f of schema.fields) {
    if (kept.has(f.name)) continue;
    if (f.name in input) out[f.name] = input[f.name];
    else if (f.default !== undefined) out[f.name] = defaultFor(f, ctx.user.employeeId);
    else delete out[f.name];
  }
  return out;
}

/** What a replacement changes, as the write checks read an input: every field the body may set, absent as null. */
export function replacedChange(schema: ResourceSchema, next: Data, ctx: RequestContext): Data {
  const kept = keptOnReplace(schema, ctx);
  const out: Data = {};
  for (const f of schema.fields) if (!kept.has(f.name)) out[f.name] = next[f.name] ?? null;
  return out;
}
