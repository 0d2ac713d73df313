/**
 * Refine resources from the schema registry: one per schema, grouped in the menu under its area.
 * `extra` are the hand-written screens' entries (resources/); their areas are kept too.
 */
import type { ResourceProps } from '@refinedev/core';
import type { SchemaRegistry } from '../schema/loader/loader';
import type { MenuChild } from '../providers/access-control';
import { localize } from '../schema/meta/describe';
import { SchemaIcon } from './icons';

export function buildResources(registry: SchemaRegistry, lang: string, extra: ResourceProps[] = []): ResourceProps[] {
  const children = (area: string): MenuChild[] => [
    ...registry.resources.filter((r) => r.area === area).map((r) => ({ name: r.name })),
    ...extra.filter((r) => r.meta?.parent === `area:${area}`).map((r) => ({ name: r.name })),
  ];
  const areas: ResourceProps[] = registry.areas
    .map((a) => ({ area: a, menuChildren: children(a.name) }))
    .filter(({ menuChildren }) => menuChildren.length > 0)
    .map(({ area, menuChildren }) => ({
      name: `area:${area.name}`,
      meta: { label: localize(area.label, lang), icon: <SchemaIcon name={area.icon} />, menuChildren },
    }));
  const resources: ResourceProps[] = registry.resources.map((schema) => ({
    name: schema.name,
    identifier: schema.name,
    list: schema.route,
    show: `${schema.route}/:id`,
    // A resource made on a hand-written screen (`createdOn`: the POS counter) has no generic create form.
    create: schema.createdOn ? undefined : `${schema.route}/create`,
    edit: `${schema.route}/edit/:id`,
    meta: {
      parent: `area:${schema.area}`,
      label: localize(schema.pluralLabel, lang),
      icon: <SchemaIcon name={schema.icon} />,
      canDelete: true,
      schemaName: schema.name,
    },
  }));
  return [...areas, ...resources, ...extra];
}
