/**
 * The generated CRUD screens. Each page takes `{ schema }` and is loaded lazily; the shell registers
 * one Refine resource per schema and renders these inside its layout.
 */
import { createElement, lazy, useState } from 'react';
import type { ResourceSchema } from '../schema/meta/meta';
import { withFieldRules } from './fieldRules';
import { prefetchViews } from './views/api';

// Every page sees its schema through the signed-in user's field rules (fieldRules.tsx).
const LazyListPage = withFieldRules(lazy(() => import('./list/ListPage')));
// A tree's list nests its rows (src/crud/tree); a singleton's opens its one record (src/crud/master-data).
const LazyTreeListPage = withFieldRules(lazy(() => import('./tree/TreeListPage')));
const LazySingletonPage = withFieldRules(lazy(() => import('./master-data/SingletonPage')));
/** The user's saved views are asked for once per visit, while the list's code loads (src/crud/views). */
export function ListPage(props: { schema: ResourceSchema }) {
  useState(() => prefetchViews(props.schema.name));
  if (props.schema.singleton) return createElement(LazySingletonPage, props);
  if (props.schema.tree) return createElement(LazyTreeListPage, props);
  return createElement(LazyListPage, props);
}
export const ShowPage = withFieldRules(lazy(() => import('./show/ShowPage')));
export const CreatePage = withFieldRules(lazy(() => import('./form/CreatePage')));
export const EditPage = withFieldRules(lazy(() => import('./form/EditPage')));
export { useUserSchema } from './fieldRules';

export { SchemaRegistryProvider, useSchemaRegistry } from './SchemaContext';
