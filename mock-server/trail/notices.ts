/**
 * `GET /api-spp/v1/notices`: the notices for the caller today (src/schema/records/notices.ts), from every schema
 * with `notice` whose list the caller may open: the list's access decision and row scope first, then the
 * notice's own rule (active, not past its date, for the caller's section). A title or text the caller may
 * not read is left out. Newest first; at most 20.
 */
import { decideAction } from '../../src/access';
import type { SchemaRegistry } from '../../src/schema';
import { isNoticeFor, toNotice, type Notice } from '../../src/schema/records/notices';
import { viewDay } from '../../src/schema/records/record-notes';
import { hiddenFor, visibleRows, type RequestContext } from '../access/access';
import { HttpError } from '../http/http';
import type { Store } from '../store/store';

export const NOTICES_MAX = 20;

export function noticesOf(store: Store, registry: SchemaRegistry, ctx: RequestContext, params: URLSearchParams): Notice[] {
  for (const key of params.keys()) throw new HttpError(400, `Unknown query parameter "${key}"; notices takes none`);
  const people = registry.resources.find((s) => s.userLink);
  const me = ctx.user.employeeId;
  const person = people && me !== undefined ? store.get(people.name, Number(me)) : undefined;
  const today = viewDay(new Date());
  const out: { at: string; notice: Notice }[] = [];
  for (const schema of registry.resources) {
    if (!schema.notice || !decideAction(ctx.access, schema, 'list').allowed) continue;
    const hidden = hiddenFor(schema, ctx);
    for (const row of visibleRows(store, schema, ctx).rows) {
      if (!isNoticeFor(schema, row, person, today)) continue;
      const notice = toNotice(schema, row);
      if (hidden.has(schema.notice.title)) notice.title = '';
      if (schema.notice.text && hidden.has(schema.notice.text)) notice.text = '';
      out.push({ at: String(row.createdAt ?? ''), notice });
    }
  }
  return out
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, NOTICES_MAX)
    .map((x) => x.notice);
}
