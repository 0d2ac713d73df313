/**
 * The special-permission features (docType + action) the schemas ask for, and where: one walk over
 * the registry, used by the mock server's feature list and the Permission screen's overview.
 */
import type { Requirement, ResourceSchema } from '../schema/meta/meta';
import type { SchemaRegistry } from '../schema/loader/registry';

export interface Feature {
  docType: string;
  action: string;
}

/** Where a schema needs a feature: the resource, and the action, field or transition concerned. */
export interface FeatureUse {
  resource: string;
  /** e.g. 'create', 'field salary: read', 'see all rows', 'workflow approve' */
  use: string;
}

export const featureKey = (f: Feature): string => `${f.docType} / ${f.action}`;

function requirementFeatures(req: Requirement | undefined): Feature[] {
  const out: Feature[] = [];
  if (req?.permission) out.push({ docType: req.permission[0], action: req.permission[1] });
  for (const [docType, action] of req?.permissions ?? []) out.push({ docType, action });
  return out;
}

function schemaRequirements(schema: ResourceSchema): [string, Requirement | undefined][] {
  const fields = [...schema.fields, ...schema.fields.flatMap((f) => f.fields ?? [])];
  return [
    ...Object.entries(schema.access ?? {}),
    ...fields.flatMap((f): [string, Requirement | undefined][] => [
      [`field ${f.name}: read`, f.access?.read],
      [`field ${f.name}: write`, f.access?.write],
    ]),
    ['see all rows', schema.rowScope?.seeAll],
    ...(schema.workflow?.transitions ?? []).map((t): [string, Requirement | undefined] => [`workflow ${t.action}`, t.allow]),
  ];
}

/** Every feature a schema requirement names, with its uses, keyed by featureKey and sorted. */
export function featureUses(registry: SchemaRegistry): Map<string, { feature: Feature; uses: FeatureUse[] }> {
  const found = new Map<string, { feature: Feature; uses: FeatureUse[] }>();
  for (const schema of registry.resources)
    for (const [use, req] of schemaRequirements(schema))
      for (const feature of requirementFeatures(req)) {
        const key = featureKey(feature);
        const entry = found.get(key) ?? { feature, uses: [] };
        entry.uses.push({ resource: schema.name, use });
        found.set(key, entry);
      }
  return new Map([...found.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
