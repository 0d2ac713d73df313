/**
 * The schema registry in the browser. The schemas were checked at build time by the shared loader
 * (see scripts/vite/schema-registry-plugin.ts), so the bundle holds plain data and no zod.
 */
import data from 'virtual:schema-registry';
import { createRegistry } from '../schema/registry';

export const registry = createRegistry(data.areas, data.resources);
