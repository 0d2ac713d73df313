/** The live registry's sharing of what did not change (registry.ts); no bundle import, so unit tests load it. */
import type { Area, ResourceSchema } from '../schema/meta/meta';
import { createRegistry, type SchemaRegistry } from '../schema/loader/registry';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The registry for a new answer, sharing what did not change with `previous`: a schema equal to the one in use
 * stays the same object (so pages memoised on their schema do not start over), and when nothing changed at all
 * `previous` itself is answered (no re-render). Tested in tests/unit/screens/schemaeditor-model.test.ts.
 */
export function mergeRegistry(previous: SchemaRegistry, areas: Area[], resources: ResourceSchema[]): SchemaRegistry {
  const kept = resources.map((r) => {
    const old = previous.byName.get(r.name);
    return old && same(old, r) ? old : r;
  });
  // The screens manifest is not the schema editor's to change: the one in use stays (the bundle's, as the server's).
  const built = createRegistry(areas, kept, previous.manifest);
  const sortedAreas = same(previous.areas, built.areas) ? previous.areas : built.areas;
  const unchanged =
    sortedAreas === previous.areas &&
    built.resources.length === previous.resources.length &&
    built.resources.every((r, i) => r === previous.resources[i]);
  return unchanged ? previous : { ...built, areas: sortedAreas, screensByName: previous.screensByName };
}
