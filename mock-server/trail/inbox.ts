/**
 * `GET /api-spp/v1/inbox`: the records waiting for the caller, per resource with a workflow (id, title,
 * document number, state, the actions they may take) and the total. The decision is src/access
 * `inboxGroup` over the stored rows, i.e. the workflow endpoint's own `decideTransition`, row scope
 * and field rules included (a title the caller may not read is left out).
 *
 * `limit` (1-100, default 20) caps the items listed per resource; the counts cover every record. Any
 * other query key is refused, as in the list dialect.
 *
 * Every open app asks every 30 seconds, so each resource's answer is kept per caller until something
 * it depends on changes: the resource's rows (the store replaces a collection's array on every write),
 * the caller's menu, the permissions and the CASL rules (each cached by identity in access.ts and
 * auth.ts, replaced when changed), or the caller's own account.
 */
import { inboxGroup, inboxOfGroups, type AccessContext, type Inbox, type InboxGroup } from '../../src/access';
import type { ResourceSchema, SchemaRegistry } from '../../src/schema';
import type { RequestContext } from '../access/access';
import { HttpError } from '../http/http';
import type { Row, Store } from '../store/store';

export const INBOX_LIMIT = { default: 20, max: 100 } as const;

export function parseInboxQuery(params: URLSearchParams): { limit: number } {
  for (const key of params.keys())
    if (key !== 'limit') throw new HttpError(400, `Unknown query parameter "${key}"; inbox takes limit`);
  const raw = params.get('limit');
  if (raw === null) return { limit: INBOX_LIMIT.default };
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1 || limit > INBOX_LIMIT.max)
    throw new HttpError(400, `limit must be a whole number from 1 to ${INBOX_LIMIT.max}`);
  return { limit };
}

const NO_ABILITY = {};
type Groups = Map<string, InboxGroup | null>;
const cache = new WeakMap<readonly Row[], WeakMap<object, WeakMap<object, WeakMap<object, Groups>>>>();

/** The cached answers for these rows under this access context (menu, permissions, ability), by caller and limit. */
function answersFor(rows: readonly Row[], access: AccessContext): Groups {
  const level = <K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V => {
    let value = map.get(key);
    if (value === undefined) {
      value = make();
      map.set(key, value);
    }
    return value;
  };
  const byMenu = level(cache, rows, () => new WeakMap());
  const byPerms = level(byMenu, access.menu ?? NO_ABILITY, () => new WeakMap());
  const byAbility = level(byPerms, access.perms ?? NO_ABILITY, () => new WeakMap());
  return level(byAbility, access.ability ?? NO_ABILITY, () => new Map());
}

function cachedGroup(store: Store, schema: ResourceSchema, access: AccessContext, limit: number): InboxGroup | null {
  const rows = store.list(schema.name);
  const answers = answersFor(rows, access);
  const u = access.user;
  const key = JSON.stringify([schema.name, limit, u?.id, u?.username, u?.role, u?.roleCode, u?.empCode]);
  if (!answers.has(key)) answers.set(key, inboxGroup(access, schema, rows, { limit }));
  return answers.get(key) ?? null;
}

export function inboxOf(store: Store, registry: SchemaRegistry, ctx: RequestContext, params: URLSearchParams): Inbox {
  const { limit } = parseInboxQuery(params);
  return inboxOfGroups(registry.resources.filter((s) => s.workflow).map((s) => cachedGroup(store, s, ctx.access, limit)));
}
