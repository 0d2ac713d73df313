/**
 * The access rules of comments, viewers (src/access/record-notes.ts) and createFrom
 * (src/access/create-from.ts, and `createFrom:<source>` through decideRequest), over the product schemas.
 */
import { describe, expect, it } from 'vitest';
import {
  buildAbility,
  canDeleteComment,
  canEditComment,
  canSeeViewers,
  decideCreateFrom,
  decideRequest,
  viewersRequirement,
  type AccessContext,
  type MenuItem,
  type PermissionData,
  type UserData,
} from '../../../src/access';
import type { ResourceSchema } from '../../../src/schema';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { openMenu, testUser } from '../../support/users';

const registry = loadSchemaDir();
const schema = (name: string) => registry.byName.get(name)!;
const admin = testUser('Admin', 'E1');
const hr = testUser('HR', 'E2');
const staff = testUser('Staff', 'E3');
const buyer = testUser('Sales', 'E4', 'buyer');
const perms: PermissionData = { PO: { Create: [{ empCode: 'E4' }] }, PR: { Approve: [{ empCode: 'E4' }] } };
const menuFor = (flags: Partial<MenuItem> = {}): MenuItem[] => openMenu(registry, flags);
const ctx = (user: UserData, extra: Partial<AccessContext> = {}): AccessContext => ({
  user,
  perms,
  menu: menuFor(),
  ability: null,
  ...extra,
});

describe('comments', () => {
  const comment = { id: 1, username: 'staff', text: 'Hi' };
  it('are edited by their author only, Admin included', () => {
    expect(canEditComment(comment, staff)).toBe(true);
    expect(canEditComment(comment, admin)).toBe(false);
    expect(canEditComment(comment, hr)).toBe(false);
    expect(canEditComment(comment, null)).toBe(false);
    expect(canEditComment({ id: 2 }, staff)).toBe(false);
  });
  it('are deleted by their author or an administrator', () => {
    expect(canDeleteComment(comment, staff)).toBe(true);
    expect(canDeleteComment(comment, admin)).toBe(true);
    expect(canDeleteComment(comment, hr)).toBe(false);
    expect(canDeleteComment(comment, null)).toBe(false);
  });
});

describe('viewers', () => {
  const tracked = (trackViews: ResourceSchema['trackViews'], ownerField?: string) =>
    ({ ...schema('announcements'), trackViews, ownerField }) as ResourceSchema;
  it('are seen by the roles the schema names and Admin; announcements name Admin and HR', () => {
    const record = { id: 1, createdBy: 'staff' };
    expect(viewersRequirement(schema('announcements'))).toEqual({ roles: ['Admin', 'HR'] });
    expect(canSeeViewers(schema('announcements'), hr, perms, record).allowed).toBe(true);
    expect(canSeeViewers(schema('announcements'), admin, perms, record).allowed).toBe(true);
    expect(canSeeViewers(schema('announcements'), staff, perms, record)).toEqual({
      allowed: false,
      reason: 'This needs role Admin or HR',
    });
  });
  it('`true` is Admin only; an owner requirement is checked against the record; untracked is nobody', () => {
    expect(viewersRequirement(tracked(true))).toEqual({ roles: ['Admin'] });
    expect(canSeeViewers(tracked(true), hr, perms, {}).allowed).toBe(false);
    expect(canSeeViewers(tracked(true), admin, perms, {}).allowed).toBe(true);
    const owners = tracked({ viewersVisibleTo: { owner: true } }, 'author');
    expect(canSeeViewers(owners, staff, perms, { author: 'staff' }).allowed).toBe(true);
    expect(canSeeViewers(owners, staff, perms, { author: 'hr', createdBy: 'staff' }).allowed).toBe(false);
    expect(viewersRequirement(schema('memos'))).toBeNull();
    expect(canSeeViewers(schema('memos'), admin, perms, {})).toEqual({
      allowed: false,
      reason: 'Views of these records are not tracked',
    });
  });
});

describe('createFrom', () => {
  const po = schema('purchaseOrders');
  const pr = schema('purchaseRequests');
  const rule = po.createFrom![0]!;
  const approved = { id: 5, prNo: 'PR2506-0001', status: 'approved', createdBy: 'admin' };
  const decide = (c: AccessContext, record: Record<string, unknown> = approved) => decideCreateFrom(c, po, rule, pr, record);

  it('needs an approved request (conflict otherwise), Admin included', () => {
    expect(decide(ctx(admin))).toEqual({ allowed: true });
    for (const status of ['draft', 'pending', 'rejected'])
      expect(decide(ctx(admin), { ...approved, status })).toEqual({
        allowed: false,
        conflict: true,
        reason: 'A purchase order is made from a purchase request only while it is approved',
      });
  });

  it('needs create on purchase orders (requirement and menu flag) and the show decision on the request', () => {
    expect(decide(ctx(buyer)).allowed).toBe(true);
    expect(decide(ctx(hr))).toMatchObject({ allowed: false, reason: 'This needs the PO Create permission or role Admin' });
    expect(decide(ctx(buyer, { menu: menuFor({ isCreate: 'N' }) }))).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('/apps/purchase/po (isCreate)'),
    });
    expect(decide(ctx(buyer, { menu: menuFor({ isView: 'N' }) }))).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('/apps/purchase/pr (isView)'),
    });
    // A CASL rule forbidding the creation of purchase orders.
    const noPo = buildAbility([
      { action: 'manage', subject: 'all' },
      { action: 'create', subject: 'purchaseOrders', inverted: true, reason: 'Purchasing is closed' },
    ]);
    expect(decide(ctx(buyer, { ability: noPo }))).toEqual({ allowed: false, reason: 'Purchasing is closed' });
  });

  it("checks the rule's own allow on top of create, with owner meaning the request's owner", () => {
    const strict = { ...rule, allow: { roles: ['Manager'], owner: true } };
    expect(decideCreateFrom(ctx(buyer), po, strict, pr, approved)).toEqual({
      allowed: false,
      reason: 'This needs role Manager or being the owner of this record',
    });
    expect(decideCreateFrom(ctx(buyer), po, strict, pr, { ...approved, createdBy: 'buyer' }).allowed).toBe(true);
    expect(decideCreateFrom(ctx(admin), po, strict, pr, approved).allowed).toBe(true);
    expect(decideCreateFrom(ctx(buyer), po, { ...rule, allow: undefined }, pr, approved).allowed).toBe(true);
  });

  it('names every state the rule allows, by its label; Admin passes the allow rule, not the state', () => {
    const two = { ...rule, states: ['approved', 'pending'] };
    expect(decideCreateFrom(ctx(admin), po, two, pr, { ...approved, status: 'draft' })).toEqual({
      allowed: false,
      conflict: true,
      reason: 'A purchase order is made from a purchase request only while it is approved or pending approval',
    });
    const strict = { ...rule, allow: { roles: ['Manager'] } };
    expect(decideCreateFrom(ctx(admin), po, strict, pr, { ...approved, createdBy: 'someone' })).toEqual({ allowed: true });
  });

  it("decides the show on the request itself: a request only its owner may open is not the buyer's to copy", () => {
    const ownersOnly = { ...pr, access: { ...pr.access, show: { owner: true } } };
    expect(decideCreateFrom(ctx(buyer), po, rule, ownersOnly, { ...approved, createdBy: 'someone' })).toEqual({
      allowed: false,
      reason: 'This needs being the owner of this record',
    });
    expect(decideCreateFrom(ctx(buyer), po, rule, ownersOnly, { ...approved, createdBy: 'buyer' }).allowed).toBe(true);
  });

  it('is asked as `createFrom:<source>` on the target; other names and no record are denied', () => {
    const ask = (action: string, record?: Record<string, unknown>) =>
      decideRequest(ctx(buyer), registry, 'purchaseOrders', action, record ? { record } : {});
    expect(ask('createFrom:purchaseRequests', approved).allowed).toBe(true);
    expect(ask('createFrom:purchaseRequests', { ...approved, status: 'draft' }).allowed).toBe(false);
    expect(ask('createFrom:purchaseRequests')).toEqual({
      allowed: false,
      reason: 'Creating from "purchaseRequests" is decided on a record',
    });
    expect(ask('createFrom:suppliers', approved)).toEqual({
      allowed: false,
      reason: 'purchaseOrders is not created from "suppliers"',
    });
    expect(decideRequest(ctx(admin), registry, 'memos', 'createFrom:purchaseRequests', { record: approved }).allowed).toBe(false);
  });
});
