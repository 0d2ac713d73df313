/**
 * Hand-written screens, one folder each, registered here as extra routes inside the default layout.
 * They still read their entities' schemas from the registry.
 */
import type { ReactNode } from 'react';
import type { SchemaRegistry } from '../src/schema/loader';
import { jobApplicationRoutes } from './jobapplication';

export const extraRoutes = (registry: SchemaRegistry): ReactNode[] => [...jobApplicationRoutes(registry)];
