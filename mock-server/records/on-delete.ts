/**
 * A delete together with what it does to the records that point at the deleted one (src/schema
 * references.ts: restrict, setNull, cascade). Plan, refuse or apply in one synchronous step, so no
 * other request can add a reference between the check and the change; the caller then commits once.
 * Referring records are read from the store directly: row scope does not hide one from the count,
 * and a refusal names only resources and counts, never a record.
 */
import { isEditableState } from '../../src/access';
import { planDelete, usedByMessage, type ResourceSchema, type SchemaRegistry } from '../../src/schema';
import type { RequestContext } from '../access/access';
import { auditRecord } from '../trail/audit';
import { HttpError } from '../http/http';
import type { Row, Store } from '../store/store';

/**
 * Removes `row` of `schema` with its cascade and clears setNull references, each change with its audit
 * entry (cascaded ones say what caused them), or throws 409 `{ message: "Used by 3 purchase requests",
 * references: [{ resource, count }] }` and changes nothing. Does not commit.
 */
export function removeWithReferences(
  store: Store,
  registry: SchemaRegistry,
  schema: ResourceSchema,
  row: Row,
  ctx: RequestContext,
): void {
  const plan = planDelete(registry, schema.name, row, {
    rows: (name) => store.values(name),
    // A record past its editable states (approved, closed...) is not changed by someone else's delete.
    changeable: isEditableState,
  });
  if (plan.blockers.length)
    throw new HttpError(409, usedByMessage(registry, plan.blockers, ctx.lang), { references: plan.blockers });

  const at = new Date().toISOString();
  const comment = `onDelete: ${schema.name} ${row.id} deleted`;
  for (const { resource, before, after } of plan.updates) {
    const stamped = store.replace(resource, { ...after, id: before.id, updatedAt: at });
    auditRecord(store, ctx, 'update', registry.byName.get(resource)!, before.id, before, stamped ?? null, { at, comment });
  }
  for (const { resource, row: gone } of plan.deletes) {
    store.remove(resource, gone.id);
    const cascaded = resource !== schema.name || gone.id !== row.id;
    auditRecord(store, ctx, 'delete', registry.byName.get(resource)!, gone.id, gone, null, cascaded ? { at, comment } : { at });
  }
}
