/**
 * Drafts of create forms (`"drafts": true`, src/schema/records/drafts.ts), stored per user in `formDrafts`:
 * `GET <resource>/drafts` (the caller's own, newest first), `POST <resource>/drafts` `{ values }`,
 * `PUT <resource>/drafts/:id` `{ values }`, `DELETE <resource>/drafts/:id`. Each call is decided as
 * creating a record of the resource (a user who may not create keeps no drafts of it). Values are not
 * validated (a draft may be unfinished): only the schema's own fields are kept, within a size limit
 * (413), at most DRAFTS_PER_LIST_MAX per user and resource (409). Another user's draft is a 404.
 */
import { routePath } from '../../src/api/paths';
import {
  checkDraftValues,
  draftMessage,
  DRAFTS,
  offersDrafts,
  ownDrafts,
  roomForDraft,
  type FormDraft,
} from '../../src/schema/records/drafts';
import type { ResourceSchema } from '../../src/schema';
import { hiddenFor, requireAccess, type RequestContext } from '../access/access';
import { HttpError, readJsonObject, sendJson } from '../http/http';
import { parseId } from '../records/resources';
import type { Route, SignedInCall } from '../http/router';
import type { RouteDeps } from '../http/route-deps';
import type { Row, Store } from '../store/store';

const asDraft = (row: Row): FormDraft => row as unknown as FormDraft;

/** The schema, if it offers drafts (else 404: there is nothing there), after the create decision (403). */
function draftSchema(schema: ResourceSchema, ctx: RequestContext): ResourceSchema {
  if (!offersDrafts(schema)) throw new HttpError(404, draftMessage('notOffered', ctx.lang));
  requireAccess(ctx, schema, 'create');
  return schema;
}

const mine = (store: Store, schema: ResourceSchema, ctx: RequestContext): FormDraft[] =>
  ownDrafts(store.list(DRAFTS).map(asDraft), schema.name, ctx.user.username);

/** The draft as handed out: file URLs signed for the caller's browser. */
const shown = (schema: ResourceSchema, draft: FormDraft, ctx: RequestContext): FormDraft =>
  ctx.signer ? { ...draft, values: ctx.signer.signRecord(schema, draft.values) } : draft;

/** The body's values checked, bare of signatures and of fields the caller may not read. */
function valuesOf(schema: ResourceSchema, body: Record<string, unknown>, ctx: RequestContext) {
  const checked = checkDraftValues(schema, body.values, ctx.lang);
  if (!checked.ok) throw new HttpError(checked.status, checked.message, { errors: { values: checked.message } });
  const hidden = hiddenFor(schema, ctx);
  const values = Object.fromEntries(Object.entries(checked.values).filter(([k]) => !hidden.has(k)));
  return { values: ctx.signer ? ctx.signer.bareRecord(schema, values) : values, title: checked.title };
}

export function listDrafts(store: Store, schema: ResourceSchema, ctx: RequestContext): FormDraft[] {
  draftSchema(schema, ctx);
  return mine(store, schema, ctx).map((d) => shown(schema, d, ctx));
}

export async function createDraft(store: Store, schema: ResourceSchema, body: Record<string, unknown>, ctx: RequestContext) {
  draftSchema(schema, ctx);
  const { values, title } = valuesOf(schema, body, ctx);
  if (!roomForDraft(mine(store, schema, ctx))) throw new HttpError(409, draftMessage('tooMany', ctx.lang));
  const at = new Date().toISOString();
  const row = store.insert(DRAFTS, {
    resource: schema.name,
    username: ctx.user.username,
    values,
    title,
    createdAt: at,
    updatedAt: at,
  });
  await store.commit();
  return shown(schema, asDraft(row), ctx);
}

/** The caller's own draft of this resource, or 404 (another user's is not revealed). */
function ownDraft(store: Store, schema: ResourceSchema, id: number, ctx: RequestContext): FormDraft {
  const row = store.get(DRAFTS, id);
  const draft = row && asDraft(row);
  if (!draft || draft.username !== ctx.user.username || draft.resource !== schema.name)
    throw new HttpError(404, `No draft with id ${id}`);
  return draft;
}

export async function updateDraft(
  store: Store,
  schema: ResourceSchema,
  id: number,
  body: Record<string, unknown>,
  ctx: RequestContext,
) {
  draftSchema(schema, ctx);
  const current = ownDraft(store, schema, id, ctx);
  const { values, title } = valuesOf(schema, body, ctx);
  const row = store.replace(DRAFTS, { ...(current as unknown as Row), values, title, updatedAt: new Date().toISOString() })!;
  await store.commit();
  return shown(schema, asDraft(row), ctx);
}

export async function deleteDraft(store: Store, schema: ResourceSchema, id: number, ctx: RequestContext): Promise<void> {
  draftSchema(schema, ctx);
  ownDraft(store, schema, id, ctx);
  store.remove(DRAFTS, id);
  await store.commit();
}

/** The routes, placed before `<resource>/:id` in the table, so "drafts" is never read as a record id. */
export function draftRoutes({ store, registry, ctxOf }: RouteDeps): Route[] {
  const where = { resource: (name: string) => registry.byName.has(name) };
  const schemaOf = (call: SignedInCall) => registry.byName.get(call.params.resource!)!;
  const path = routePath('drafts');
  return [
    {
      method: 'GET',
      path,
      where,
      who: 'signedIn',
      handle: (call) => sendJson(call.res, 200, listDrafts(store, schemaOf(call), ctxOf(call))),
    },
    {
      method: 'POST',
      path,
      where,
      who: 'signedIn',
      handle: async (call) =>
        sendJson(call.res, 201, await createDraft(store, schemaOf(call), await readJsonObject(call.req), ctxOf(call))),
    },
    {
      method: 'PUT',
      path: routePath('draft'),
      where,
      who: 'signedIn',
      handle: async (call) =>
        sendJson(
          call.res,
          200,
          await updateDraft(store, schemaOf(call), parseId(call.params.id!), await readJsonObject(call.req), ctxOf(call)),
        ),
    },
    {
      method: 'DELETE',
      path: routePath('draft'),
      where,
      who: 'signedIn',
      handle: async (call) => {
        await deleteDraft(store, schemaOf(call), parseId(call.params.id!), ctxOf(call));
        sendJson(call.res, 200, {});
      },
    },
  ];
}
