/**
 * The server side of src/access: the AccessContext of a request (user, permissions, the role's
 * current menu, the CASL ability), the one authorization point for resource calls, and the field-
 * and row-level rules applied to answers, queries and writes. Everything is cached on the identity
 * of what it derives from (the store's frozen row arrays, the parsed permission object), so a change
 * by an administrator is seen by the very next request and an unchanged request costs a lookup.
 */
import type { IfMatch } from '../../src/schema/records/version';
import type { MongoAbility } from '@casl/ability';
import {
  buildAbility,
  canReadField,
  canWriteField,
  decideAction,
  decideScreen,
  filterMenu,
  fieldLocks,
  hiddenFields,
  lockedChange,
  rowInScope,
  type RecordLookup,
  seesAllRows,
  stripHidden,
  type AccessContext,
  type MenuItem,
  type PermissionData,
  type UserData,
} from '../../src/access';
import {
  defaultFor,
  fieldLabel,
  type MenuGate,
  type ResourceAction,
  type ResourceSchema,
  type SchemaRegistry,
} from '../../src/schema';
import { viewDay } from '../../src/schema/records/record-notes';
import { abilityRules, ACCESS_RULES } from '../auth/auth';
import { HttpError, type Data } from '../http/http';
import { withLive } from '../records/live';
import { MENUS, menuTree } from './menu';
import type { UrlSigner } from '../auth/signed-url';
import type { Row, Store } from '../store/store';

export interface RequestContext {
  user: UserData;
  perms: PermissionData;
  lang: string;
  access: AccessContext;
  /** Signs the file URLs of answers (signed-url.ts); without it they are handed out bare. */
  signer?: UrlSigner;
  /** The client's network address, for the audit log. */
  address?: string;
  /** The record version a write started from (If-Match; versions.ts): a stale one is a 412. */
  ifMatch?: IfMatch;
}

const trees = new WeakMap<readonly Row[], Map<number, MenuItem[]>>();

/** The role's current menu tree as stored (re-built only after a menu row changes). */
export function roleMenu(store: Store, roleId: number): MenuItem[] {
  const rows = store.list(MENUS);
  let byRole = trees.get(rows);
  if (!byRole) {
    byRole = new Map();
    trees.set(rows, byRole);
  }
  let tree = byRole.get(roleId);
  if (!tree) {
    tree = menuTree(store, roleId);
    byRole.set(roleId, tree);
  }
  return tree;
}

const filtered = new WeakMap<readonly MenuItem[], WeakMap<PermissionData, Map<string, MenuItem[]>>>();

/**
 * The menu this user is shown (../shared/spec/staff-app-spec.md §5 filter over the role's tree: the entries of the
 * menu gates of schemas/_screens.json the user does not pass are left out): what the browser holds too.
 */
export function userMenu(store: Store, user: UserData, perms: PermissionData, gates: readonly MenuGate[]): MenuItem[] {
  const tree = roleMenu(store, user.roleId);
  let byPerms = filtered.get(tree);
  if (!byPerms) {
    byPerms = new WeakMap();
    filtered.set(tree, byPerms);
  }
  let byUser = byPerms.get(perms);
  if (!byUser) {
    byUser = new Map();
    byPerms.set(perms, byUser);
  }
  const key = `${user.id}|${user.role}|${user.empCode}`;
  let menu = byUser.get(key);
  if (!menu) {
    menu = filterMenu(tree, user, perms, gates);
    byUser.set(key, menu);
  }
  return menu;
}

/**
 * The rules depend on the role and the stored access rules only; building a CASL ability per request
 * would be wasted work. Keyed on the store's rows array, which is replaced on every write to the
 * collection, so a changed rule applies from the very next request.
 */
const abilities = new WeakMap<readonly Row[], Map<string, MongoAbility | null>>();

export function abilityFor(store: Store, user: UserData): MongoAbility | null {
  const rows = store.list(ACCESS_RULES);
  let byRole = abilities.get(rows);
  if (!byRole) {
    byRole = new Map();
    abilities.set(rows, byRole);
  }
  const key = user.role.toLowerCase();
  if (!byRole.has(key)) byRole.set(key, buildAbility(abilityRules(store, user)));
  return byRole.get(key) ?? null;
}

/** The caller's AccessContext; `registry` gives the menu gates (its manifest's). */
export const accessContext = (
  store: Store,
  user: UserData,
  perms: PermissionData,
  registry: Pick<SchemaRegistry, 'manifest'>,
): AccessContext => ({
  user,
  perms,
  menu: userMenu(store, user, perms, registry.manifest.menuGates),
  ability: abilityFor(store, user),
});

/** decideAction or 403 naming what is missing; with a record, owner-only requirements are checked against it. */
export function requireAccess(
  ctx: RequestContext,
  schema: ResourceSchema,
  action: ResourceAction,
  record?: Row,
  skipMenu = false,
): void {
  const decision = decideAction(ctx.access, schema, action, { ...(record ? { record } : {}), skipMenu });
  if (!decision.allowed)
    throw new HttpError(403, `You may not ${action} ${schema.pluralLabel.en.toLowerCase()}. ${decision.reason ?? ''}`.trim());
}

/**
 * A call behind a hand-written screen (declared in schemas/_screens.json, found in the registry), decided as the
 * browser decides the screen: 403 with `message` and the reason when the caller may not take that action there,
 * or when the registry declares no screen of that name (deny by default).
 */
export function requireScreen(
  access: AccessContext,
  registry: Pick<SchemaRegistry, 'screensByName'>,
  name: string,
  action: ResourceAction,
  message: string,
): void {
  const screen = registry.screensByName.get(name);
  const decision = screen
    ? decideScreen(access, screen, action)
    : { allowed: false, reason: `No screen "${name}" is declared in schemas/_screens.json` };
  if (!decision.allowed) throw new HttpError(403, `${message}. ${decision.reason ?? ''}`.trim());
}

const rowNotFound = (schema: ResourceSchema, id: number) => new HttpError(404, `${schema.label.en} ${id} not found`);

/** The stored row, or 404 when it does not exist or lies outside the caller's row scope (not revealed). */
export function findVisible(store: Store, schema: ResourceSchema, id: number, ctx: RequestContext): Row {
  const row = store.get(schema.name, id);
  if (!row || !rowInScope(schema, row, ctx.user, ctx.perms, storeLookup(store))) throw rowNotFound(schema, id);
  return row;
}

/** The row scope's lookup of a referenced record (rowScope.through) in the store. */
export const storeLookup =
  (store: Store): RecordLookup =>
  (resource, id) =>
    typeof id === 'number' || typeof id === 'string' ? store.get(resource, Number(id)) : undefined;

/** Per stored list: per user, the rows in scope and the referenced list they were read through (a change there redoes them). */
const scoped = new WeakMap<
  readonly Row[],
  Map<string, { rows: readonly Row[]; through: readonly Row[] | null; today: string }>
>();

/**
 * The rows the caller may see, and a key naming that row set for the list engine's sort cache. Users
 * who see every row get the store's own array (no copy: the 10,000-supplier list stays fast).
 */
export function visibleRows(store: Store, schema: ResourceSchema, ctx: RequestContext): { rows: readonly Row[]; key: string } {
  const all = store.list(schema.name);
  if (seesAllRows(schema, ctx.user, ctx.perms)) return { rows: all, key: schema.name };
  let byUser = scoped.get(all);
  if (!byUser) {
    byUser = new Map();
    scoped.set(all, byUser);
  }
  const throughField = schema.rowScope?.through && schema.fields.find((f) => f.name === schema.rowScope!.through!.field);
  const through = throughField?.type === 'reference' ? store.list(throughField.resource) : null;
  // `shownWhile` reads today's date: a new day redoes the rows.
  const today = viewDay(new Date());
  let cached = byUser.get(ctx.user.username);
  if (!cached || cached.through !== through || cached.today !== today) {
    const lookup = storeLookup(store);
    const rows = all.filter((r) => rowInScope(schema, r, ctx.user, ctx.perms, lookup, today));
    cached = { rows: Object.freeze(rows), through, today };
    byUser.set(ctx.user.username, cached);
  }
  return { rows: cached.rows, key: `${schema.name}|${ctx.user.username}|${through ? 'through' : ''}|${today}` };
}

/** Names of the fields the caller may not see (empty for most users and schemas). */
export const hiddenFor = (schema: ResourceSchema, ctx: RequestContext): Set<string> => hiddenFields(schema, ctx.user, ctx.perms);

/** The answer without the values the caller may not see, its file URLs signed for the caller's browser. */
export function visibleRecord(schema: ResourceSchema, row: Row, ctx: RequestContext, hidden = hiddenFor(schema, ctx)): Row {
  const full = withLive(schema, row); // live values (live.ts), worked out before the field rules strip any
  const shown = hidden.size ? (stripHidden(full, hidden) as Row) : full;
  return ctx.signer ? ctx.signer.signRecord(schema, shown) : shown;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * 403 when the body carries a value for a field the caller may not write. Sending back the stored
 * value of a field the caller may read (a whole form) is no change and passes; for a hidden field
 * any value is refused, so the answer cannot be used to guess it. On create an empty value passes.
 */
export function checkWritable(schema: ResourceSchema, input: Data, current: Row | null, ctx: RequestContext): void {
  for (const f of schema.fields) {
    if (!(f.name in input) || canWriteField(f, ctx.user, ctx.perms)) continue;
    const value = input[f.name];
    // On create, the value the server would fill in anyway (its default: "$me", "$today") is no change: the
    // generated form sends the defaults it started with.
    if (
      current === null
        ? isEmpty(value) || sameValue(value, defaultFor(f, ctx.user.employeeId))
        : canReadField(f, ctx.user, ctx.perms) && sameValue(value, current[f.name])
    )
      continue;
    const message = `You may not change ${fieldLabel(f, 'en')}`;
    throw new HttpError(403, message, { errors: { [f.name]: message } });
  }
}

const withoutDefaults = (schema: ResourceSchema, input: Data, ctx: RequestContext): Data => {
  const out = { ...input };
  for (const f of schema.fields)
    if (f.default !== undefined && f.name in out && sameValue(out[f.name], defaultFor(f, ctx.user.employeeId)))
      delete out[f.name];
  return out;
};

/**
 * 403 when the input changes a field or child column locked on this record (src/access/field-locks.ts): its
 * `editableIn` states, or its write rule naming the record's people. On create, `current` is null and the
 * record the locks look at is the new one, in the initial state.
 */
export function checkLocks(schema: ResourceSchema, input: Data, current: Row | null, ctx: RequestContext): void {
  const wf = schema.workflow;
  const record = current ?? (wf ? { ...input, [wf.field]: wf.initial } : input);
  // On create, a value equal to the field's default ("$me", "$today") is what the server would set: no change.
  const sent = current === null ? withoutDefaults(schema, input, ctx) : input;
  const change = lockedChange(schema, fieldLocks(schema, record, ctx.user, ctx.perms), sent, current, ctx.lang);
  if (change) throw new HttpError(403, change.message, { errors: { [change.path]: change.message } });
}
