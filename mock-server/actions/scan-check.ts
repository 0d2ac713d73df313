/**
 * `scanCheck` on the server (src/schema/records/scan-check.ts): a transition that declares it runs only when the POST
 * body's `scanned` codes match its child table (each row's code, `quantity` times, through a reference when
 * the code is a path such as "product.barcode"). Missing or empty: 400; a mismatch (a code no row carries,
 * a surplus, a row short): 409 with `scan`, the per-row result (picked of ordered, unknown, surplus). Called
 * by workflow.ts before anything is written, so a refusal changes nothing.
 */
import { checkScannedBody, scanLines, type ResourceSchema, type Transition } from '../../src/schema';
import type { RequestContext } from '../access/access';
import { HttpError } from '../http/http';
import type { Row, Store } from '../store/store';

export function requireScanned(
  store: Store,
  schema: ResourceSchema,
  transition: Transition,
  current: Row,
  body: unknown,
  ctx: RequestContext,
): void {
  const rule = transition.scanCheck;
  if (!rule) return;
  const lookup = (resource: string, id: unknown) => {
    const n = Number(id);
    return Number.isInteger(n) && store.has(resource) ? store.get(resource, n) : undefined;
  };
  const checked = checkScannedBody(scanLines(schema, rule, current, lookup), body, ctx.lang);
  if (!checked.ok)
    throw new HttpError(checked.status, checked.message, {
      errors: { scanned: checked.message },
      ...(checked.result ? { scan: checked.result } : {}),
    });
}
