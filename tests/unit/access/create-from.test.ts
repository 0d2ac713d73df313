/**
 * May a user make a record from another (src/access/create-from.ts), on the product's purchase order from a
 * purchase request: the source is opened as its own record's route opens it (no menu entry needed for one's
 * own record), the target's create rule, the source's state (a conflict naming the states), then `allow`.
 */
import { describe, expect, it } from 'vitest';
import { decideCreateFrom } from '../../../src/access/create-from';
import { buildAbility, type AccessContext } from '../../../src/access/decide';
import type { MenuItem } from '../../../src/access/menu';
import type { CreateFromRule, ResourceSchema } from '../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { testUser } from '../../support/users';

const registry = loadSchemaDir();
const prs = registry.byName.get('purchaseRequests')!;
const pos = registry.byName.get('purchaseOrders')!;
const rule = pos.createFrom!.find((r) => r.source === 'purchaseRequests')!;
const staff = testUser('Staff', 'E3');
const entry = (s: ResourceSchema): MenuItem => ({
  to: s.route.slice(1).split('/').join('-'),
  isView: 'Y',
  isCreate: 'Y',
  isEdit: 'Y',
  isExport: 'Y',
});
const ctx = (menu: MenuItem[]): AccessContext => ({
  user: staff,
  perms: { PO: { Create: [{ empCode: 'E3' }] } },
  menu,
  ability: buildAbility([{ action: 'manage', subject: 'all' }]),
});
const pr = (status: string, createdBy = 'staff') => ({ id: 5, prNo: 'PR-0005', status, createdBy });

describe('decideCreateFrom', () => {
  it('lets the author make an order from their own approved request, without its menu entry', () => {
    expect(rule.states).toEqual(['approved']);
    expect(decideCreateFrom(ctx([entry(pos)]), pos, rule, prs, pr('approved'))).toEqual({ allowed: true });
    expect(decideCreateFrom(ctx([entry(pos)]), pos, rule, prs, pr('approved', 'someone')).allowed).toBe(false);
    expect(decideCreateFrom(ctx([entry(pos), entry(prs)]), pos, rule, prs, pr('approved')).allowed).toBe(true);
  });

  it('needs the menu flag to create the target', () => {
    expect(decideCreateFrom(ctx([entry(prs)]), pos, rule, prs, pr('approved'))).toEqual({
      allowed: false,
      reason: "Your role's menu does not allow create on /apps/purchase/po (isCreate)",
    });
  });

  it('answers a conflict naming the states the source must be in', () => {
    const c = ctx([entry(pos), entry(prs)]);
    expect(decideCreateFrom(c, pos, rule, prs, pr('pending'))).toEqual({
      allowed: false,
      conflict: true,
      reason: 'A purchase order is made from a purchase request only while it is approved',
    });
    const either: CreateFromRule = { ...rule, states: ['approved', 'pending'] };
    expect(decideCreateFrom(c, pos, either, prs, pr('draft')).reason).toBe(
      'A purchase order is made from a purchase request only while it is approved or pending approval',
    );
    // A state the workflow does not label, or a source without a workflow: named by its value.
    const unknown: CreateFromRule = { ...rule, states: ['Archived'] };
    expect(decideCreateFrom(c, pos, unknown, prs, pr('draft')).reason).toBe(
      'A purchase order is made from a purchase request only while it is archived',
    );
    const noWorkflow = { ...prs, workflow: undefined } as ResourceSchema;
    expect(decideCreateFrom(c, pos, rule, noWorkflow, pr('approved'))).toMatchObject({
      allowed: false,
      conflict: true,
      reason: 'A purchase order is made from a purchase request only while it is approved',
    });
  });
});
