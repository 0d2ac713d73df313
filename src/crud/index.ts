/**
 * The generated CRUD screens. Each page takes `{ schema }` and is loaded lazily; the shell registers
 * one Refine resource per schema and renders these inside its layout.
 */
import { lazy } from 'react';

export const ListPage = lazy(() => import('./list/ListPage'));
export const ShowPage = lazy(() => import('./show/ShowPage'));
export const CreatePage = lazy(() => import('./form/CreatePage'));
export const EditPage = lazy(() => import('./form/EditPage'));

export { SchemaRegistryProvider, useSchemaRegistry } from './SchemaContext';
export { crudTranslations } from './i18n';
