/**
 * Comments and viewers of a record, for schemas with `comments: true` / `trackViews` (meta.ts):
 *
 *   GET    <resource>/<id>/comments               the thread, oldest first (X-Total-Count)
 *   POST   <resource>/<id>/comments               { text }: 201 the comment
 *   PATCH  <resource>/<id>/comments/<commentId>   { text }: the author only
 *   DELETE <resource>/<id>/comments/<commentId>   the author or an administrator
 *   POST   <resource>/<id>/views                  the caller opened the record: stored once per user per day
 *   GET    <resource>/<id>/views                  the viewers (X-Total-Count: how many), for `viewersVisibleTo` only
 *
 * Every call first takes the decision of GET <resource>/<id> (showRecord: menu, show rule, CASL, row
 * scope: 403 or 404), so whoever may open the record may read and add comments and counts as a viewer.
 * The rules on top are src/access/record-notes.ts; the text rule and the day are src/schema/records/record-notes.ts.
 * Stored in the `recordComments` and `recordViews` collections with the record's resource and id;
 * comments keep author, time and edit time. They are not record changes, so they have no audit entries.
 */
import { routePath } from '../../src/api/paths';
import { canDeleteComment, canEditComment, canSeeViewers } from '../../src/access';
import { checkCommentText, isNewView, summarizeViews, viewDay, type ViewEntry } from '../../src/schema';
import type { RequestContext } from '../access/access';
import { HttpError, readJsonObject, sendJson } from '../http/http';
import { parseId, showRecord } from '../records/resources';
import type { Route, SignedInCall } from '../http/router';
import type { RouteDeps } from '../http/route-deps';
import type { Row, Store } from '../store/store';

export const COMMENTS = 'recordComments';
export const VIEWS = 'recordViews';

const byRecords = new WeakMap<readonly Row[], Map<string, Row[]>>();
const recordKey = (resource: string, id: number) => `${resource}/${id}`;

/** The rows of one record, from an index rebuilt only after the collection changes. */
function rowsOf(store: Store, collection: string, resource: string, id: number): Row[] {
  const all = store.list(collection);
  let index = byRecords.get(all);
  if (!index) {
    index = new Map();
    for (const r of all) {
      const key = recordKey(String(r.resource), Number(r.recordId));
      const list = index.get(key);
      if (list) list.push(r);
      else index.set(key, [r]);
    }
    byRecords.set(all, index);
  }
  return index.get(recordKey(resource, id)) ?? [];
}

const textOf = (body: Record<string, unknown>, ctx: RequestContext): string => {
  const checked = checkCommentText(body.text, ctx.lang);
  if (!checked.ok) throw new HttpError(400, checked.message, { errors: { text: checked.message } });
  return checked.text;
};

export function recordNoteRoutes({ store, registry, ctxOf }: RouteDeps): Route[] {
  const commented = { resource: (name: string) => registry.byName.get(name)?.comments === true };
  const tracked = { resource: (name: string) => Boolean(registry.byName.get(name)?.trackViews) };

  /** The record as GET <resource>/<id> answers it (403/404 as there), with the call's context. */
  const opened = (call: SignedInCall) => {
    const schema = registry.byName.get(call.params.resource!)!;
    const id = parseId(call.params.id!);
    const ctx = ctxOf(call);
    return { schema, id, ctx, record: showRecord(store, schema, id, ctx) };
  };

  /** A comment of this very record, or 404. */
  const commentOf = (call: SignedInCall, resource: string, id: number): Row => {
    const commentId = parseId(call.params.commentId!);
    const comment = store.get(COMMENTS, commentId);
    if (!comment || comment.resource !== resource || comment.recordId !== id)
      throw new HttpError(404, `No comment ${commentId} on this record`);
    return comment;
  };

  return [
    {
      method: 'GET',
      path: routePath('comments'),
      where: commented,
      who: 'signedIn',
      handle: (call) => {
        const { schema, id } = opened(call);
        const rows = [...rowsOf(store, COMMENTS, schema.name, id)].sort((a, b) => a.id - b.id);
        sendJson(call.res, 200, rows, { 'X-Total-Count': String(rows.length), 'Access-Control-Expose-Headers': 'X-Total-Count' });
      },
    },
    {
      method: 'POST',
      path: routePath('comments'),
      where: commented,
      who: 'signedIn',
      handle: async (call) => {
        const { schema, id, ctx } = opened(call);
        const text = textOf(await readJsonObject(call.req), ctx);
        const row = store.insert(COMMENTS, {
          resource: schema.name,
          recordId: id,
          text,
          username: ctx.user.username,
          name: ctx.user.fullName,
          at: new Date().toISOString(),
        });
        await store.commit();
        sendJson(call.res, 201, row);
      },
    },
    {
      method: 'PATCH',
      path: routePath('comment'),
      where: commented,
      who: 'signedIn',
      handle: async (call) => {
        const { schema, id, ctx } = opened(call);
        const comment = commentOf(call, schema.name, id);
        if (!canEditComment(comment, ctx.user)) throw new HttpError(403, 'You may only edit your own comments');
        const text = textOf(await readJsonObject(call.req), ctx);
        const row = store.replace(COMMENTS, { ...comment, text, editedAt: new Date().toISOString() })!;
        await store.commit();
        sendJson(call.res, 200, row);
      },
    },
    {
      method: 'DELETE',
      path: routePath('comment'),
      where: commented,
      who: 'signedIn',
      handle: async (call) => {
        const { schema, id, ctx } = opened(call);
        const comment = commentOf(call, schema.name, id);
        if (!canDeleteComment(comment, ctx.user))
          throw new HttpError(403, 'You may only delete your own comments (an administrator may delete any)');
        store.remove(COMMENTS, comment.id);
        await store.commit();
        sendJson(call.res, 200, {});
      },
    },
    {
      method: 'POST',
      path: routePath('viewers'),
      where: tracked,
      who: 'signedIn',
      // The show page says it was opened; reading the record elsewhere (a reference's title, the edit form) is no view.
      handle: async (call) => {
        const { schema, id, ctx } = opened(call);
        const now = new Date();
        const day = viewDay(now);
        const views = rowsOf(store, VIEWS, schema.name, id) as unknown as ViewEntry[];
        if (!isNewView(views, ctx.user.username, day)) return sendJson(call.res, 200, { recorded: false, day });
        store.insert(VIEWS, {
          resource: schema.name,
          recordId: id,
          username: ctx.user.username,
          name: ctx.user.fullName,
          day,
          at: now.toISOString(),
        });
        await store.commit();
        sendJson(call.res, 201, { recorded: true, day });
      },
    },
    {
      method: 'GET',
      path: routePath('viewers'),
      where: tracked,
      who: 'signedIn',
      handle: (call) => {
        const { schema, id, ctx, record } = opened(call);
        const decision = canSeeViewers(schema, ctx.user, ctx.perms, record);
        if (!decision.allowed)
          throw new HttpError(403, `You may not see who opened this record. ${decision.reason ?? ''}`.trim());
        const viewers = summarizeViews(rowsOf(store, VIEWS, schema.name, id) as unknown as ViewEntry[]);
        sendJson(call.res, 200, viewers, {
          'X-Total-Count': String(viewers.length),
          'Access-Control-Expose-Headers': 'X-Total-Count',
        });
      },
    },
  ];
}
