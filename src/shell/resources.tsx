/** Refine resources from the schema registry: one per schema, grouped in the menu under its area. */
import type { ResourceProps } from '@refinedev/core';
import type { SchemaRegistry } from '../schema/loader';
import { localize } from '../schema/describe';
import { SchemaIcon } from './icons';

export function buildResources(registry: SchemaRegistry, lang: string): ResourceProps[] {
  const used = new Set(registry.resources.map((r) => r.area));
  const areas: ResourceProps[] = registry.areas
    .filter((a) => used.has(a.name))
    .map((a) => ({ name: `area:${a.name}`, meta: { label: localize(a.label, lang), icon: <SchemaIcon name={a.icon} /> } }));
  const resources: ResourceProps[] = registry.resources.map((schema) => ({
    name: schema.name,
    identifier: schema.name,
    list: schema.route,
    show: `${schema.route}/:id`,
    create: `${schema.route}/create`,
    edit: `${schema.route}/edit/:id`,
    meta: {
      parent: `area:${schema.area}`,
      label: localize(schema.pluralLabel, lang),
      icon: <SchemaIcon name={schema.icon} />,
      canDelete: true,
      schemaName: schema.name,
    },
  }));
  return [...areas, ...resources];
}
