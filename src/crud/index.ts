/**
 * The generated CRUD screens. Each page takes `{ schema }` and is loaded lazily; the shell registers
 * one Refine resource per schema and renders these inside its layout.
 */
import { lazy } from 'react';
import { withFieldRules } from './fieldRules';

// Every page sees its schema through the signed-in user's field rules (fieldRules.tsx).
export const ListPage = withFieldRules(lazy(() => import('./list/ListPage')));
export const ShowPage = withFieldRules(lazy(() => import('./show/ShowPage')));
export const CreatePage = withFieldRules(lazy(() => import('./form/CreatePage')));
export const EditPage = withFieldRules(lazy(() => import('./form/EditPage')));
export { useUserSchema } from './fieldRules';

export { SchemaRegistryProvider, useSchemaRegistry } from './SchemaContext';
