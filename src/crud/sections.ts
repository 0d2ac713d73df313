/** How a schema's fields fall into its sections: shared by the form and the show page. */
import type { Field, ResourceSchema } from '../schema/meta/meta';

/** Fields grouped by section name; '' holds those without (or with an unknown) section. */
export function groupBySection(schema: ResourceSchema): Map<string, Field[]> {
  const known = new Set((schema.sections ?? []).map((s) => s.name));
  const groups = new Map<string, Field[]>();
  for (const f of schema.fields) {
    const key = f.section && known.has(f.section) ? f.section : '';
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return groups;
}
