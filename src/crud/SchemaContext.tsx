/**
 * The loaded schema registry, handed down by the shell. Field components need it to resolve a
 * reference field's target schema (its route, title field and labels) without importing the loader.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ResourceSchema } from '../schema/meta/meta';
import type { SchemaRegistry } from '../schema/loader/loader';
import { createRegistry } from '../schema/loader/registry';

const EMPTY: SchemaRegistry = createRegistry([], []);

const SchemaRegistryContext = createContext<SchemaRegistry>(EMPTY);

export function SchemaRegistryProvider({ registry, children }: { registry: SchemaRegistry; children: ReactNode }) {
  return <SchemaRegistryContext.Provider value={registry}>{children}</SchemaRegistryContext.Provider>;
}

export const useSchemaRegistry = (): SchemaRegistry => useContext(SchemaRegistryContext);

/** The schema a reference field points to, or undefined when the registry does not know it. */
export function useReferencedSchema(resource: string | undefined): ResourceSchema | undefined {
  const registry = useSchemaRegistry();
  return resource ? registry.byName.get(resource) : undefined;
}
