/**
 * The one decision for "may this user take this action on this resource", used by the browser's
 * access-control provider and by the mock server: the role's menu flag, then the schema's
 * docType/role requirement, then the CASL ability rules (which may only forbid).
 */
import { createMongoAbility, type MongoAbility, type RawRuleFrom, type AbilityTuple, type MongoQuery } from '@casl/ability';
import type { ResourceAction, ResourceSchema, ScreenDeclaration, Transition } from '../schema/meta/meta';
import { FLAG_FOR_ACTION, menuAllows, type MenuItem } from './menu';
import { dutyDecision } from './duties';
import { canResourceAction, canTransition, isAdmin, recordOwner, type Decision } from './rules';
import type { AbilityRule, PermissionData, UserData } from './types';

export interface AccessContext {
  user: UserData | null;
  perms: PermissionData | null;
  /** The role's menu tree; null means "not loaded", which denies non-admins. */
  menu: readonly MenuItem[] | null;
  ability: MongoAbility | null;
}

/** CASL verbs for our actions. */
export const CASL_ACTION: Record<ResourceAction, string> = {
  list: 'read',
  show: 'read',
  create: 'create',
  edit: 'update',
  delete: 'delete',
  export: 'export',
};

export function buildAbility(rules: readonly AbilityRule[] | null | undefined): MongoAbility | null {
  if (!Array.isArray(rules)) return null;
  return createMongoAbility<AbilityTuple, MongoQuery>(rules as RawRuleFrom<AbilityTuple, MongoQuery>[]);
}

export interface DecideOptions {
  /**
   * ../shared/spec/staff-app-spec.md §6: a route with an id parameter or a query does not need a menu entry. Decided with
   * the record, that holds only for the user's own record; without one (a route guard before loading),
   * the record's own decision follows on the server.
   */
  skipMenu?: boolean;
  record?: Record<string, unknown>;
}

/** What a decision reads of a schema or a declared screen (schemas/_screens.json). */
export type AccessTarget = Pick<ResourceSchema, 'name' | 'route' | 'access' | 'ownerField' | 'writable' | 'singleton'>;

export function decideAction(
  ctx: AccessContext,
  schema: AccessTarget,
  action: ResourceAction,
  options: DecideOptions = {},
): Decision {
  const { user } = ctx;
  if (!user) return { allowed: false, reason: 'You are not signed in' };
  // ../shared/spec/staff-app-spec.md §6: a route with an id needs no menu entry. On the server that holds for the user's own
  // record only (the guest reads the application they sent); any other record still needs the menu, or a
  // user without the screen could read every record by guessing ids.
  const ownRecord = options.record !== undefined && recordOwner(schema, options.record) === user.username;
  if (!menuAllows(ctx.menu, user, schema.route, action) && !(options.skipMenu && (options.record === undefined || ownRecord)))
    return {
      allowed: false,
      reason: `Your role's menu does not allow ${action} on ${schema.route} (${FLAG_FOR_ACTION[action]})`,
    };
  const decision = canResourceAction(schema, action, user, ctx.perms, options.record);
  if (!decision.allowed) return decision;
  if (!isAdmin(user) && ctx.ability?.cannot(CASL_ACTION[action], schema.name)) {
    const rule = ctx.ability.relevantRuleFor(CASL_ACTION[action], schema.name);
    return { allowed: false, reason: rule?.reason ?? `A rule forbids ${action} on ${schema.name}` };
  }
  return decision;
}

/**
 * A declared hand-written screen: only the actions its declaration names, each decided like a
 * schema's (menu flag, requirement, CASL).
 */
export function decideScreen(
  ctx: AccessContext,
  screen: ScreenDeclaration,
  action: ResourceAction,
  options: DecideOptions = {},
): Decision {
  if (!screen.access[action]) return { allowed: false, reason: `The ${screen.name} screen offers no ${action}` };
  return decideAction(ctx, screen, action, options);
}

/**
 * May the user run this workflow transition on this record now? They must be able to open the
 * record (menu flag and show rule, as the server checks before anything else), then the transition
 * must start from the record's state (`conflict` when not), its `allow` rule must hold, and segregation of
 * duties (duties.ts, Admin included) must let this person take this step: refused with `rule`, reason in `lang`.
 */
export function decideTransition(
  ctx: AccessContext,
  schema: ResourceSchema,
  transition: Transition,
  record: Record<string, unknown>,
  lang = 'en',
): Decision & { conflict?: boolean; rule?: string } {
  const show = decideAction(ctx, schema, 'show', { record });
  if (!show.allowed) return show;
  const who = canTransition(schema, transition, record, ctx.user, ctx.perms);
  if (!who.allowed) return who;
  return dutyDecision(schema, transition, record, ctx.user, lang);
}
