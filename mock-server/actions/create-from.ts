/**
 * `POST <target>/from/<source>/<id>` (body: values for the fields the mapping leaves empty): creates a
 * record of `target` from a record of `source` through the target schema's createFrom rule
 * (src/schema/records/create-from.ts). The decision is src/access decideCreateFrom, the browser's too: the
 * caller may open the source record (403, or 404 outside their row scope), may create the target
 * (403), the source is in one of the rule's states (409) and the rule's `allow` holds (403). The new
 * record then goes through the target's ordinary create (resources.ts createRecord): field write
 * rights, defaults, document number, the one validator (400 with field errors), reference checks and
 * the audit entry, whose changes show the link to the source. 201 with the record as the caller may read it.
 */
import { routePath } from '../../src/api/paths';
import { decideCreateFrom, stripHidden } from '../../src/access';
import { buildFromSource, type ResourceSchema, type SchemaRegistry } from '../../src/schema';
import { findVisible, hiddenFor, requireAccess, type RequestContext } from '../access/access';
import { HttpError, readJsonObject, sendJson, type Data } from '../http/http';
import { createRecord, parseId } from '../records/resources';
import type { Route } from '../http/router';
import type { RouteDeps } from '../http/route-deps';
import type { UrlSigner } from '../auth/signed-url';
import type { Row, Store } from '../store/store';

export async function createFromSource(
  store: Store,
  registry: SchemaRegistry,
  target: ResourceSchema,
  sourceName: string,
  id: number,
  input: Data,
  ctx: RequestContext,
): Promise<Row> {
  const rule = target.createFrom?.find((r) => r.source === sourceName);
  const source = registry.byName.get(sourceName);
  if (!rule || !source) throw new HttpError(404, `${target.pluralLabel.en} are not created from "${sourceName}"`);
  requireAccess(ctx, source, 'show', undefined, true);
  const row = findVisible(store, source, id, ctx);
  const decision = decideCreateFrom(ctx.access, target, rule, source, row);
  if (!decision.allowed)
    throw new HttpError(
      decision.conflict ? 409 : 403,
      decision.reason ?? `You may not create this ${target.label.en.toLowerCase()}`,
    );
  // Copied from the record as the caller may read it: a field hidden from them is not copied.
  const readable = stripHidden(row, hiddenFor(source, ctx));
  return createRecord(store, target, buildFromSource(target, rule, readable, input), ctx);
}

export function createFromRoutes({ store, registry, signer, ctxOf }: RouteDeps & { signer: UrlSigner }): Route[] {
  return [
    {
      method: 'POST',
      path: routePath('createFrom'),
      where: { resource: (name) => Boolean(registry.byName.get(name)?.createFrom) },
      who: 'signedIn',
      handle: async (call) => {
        const target = registry.byName.get(call.params.resource!)!;
        // Typed values keep our file URLs bare, as on every write (signed-url.ts).
        const input = signer.bareRecord(target, await readJsonObject(call.req));
        const row = await createFromSource(
          store,
          registry,
          target,
          call.params.source!,
          parseId(call.params.id!),
          input,
          ctxOf(call),
        );
        sendJson(call.res, 201, row);
      },
    },
  ];
}
