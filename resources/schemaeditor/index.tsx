/**
 * The schema editor (issue 13), the screen `schemaEditor` of schemas/_screens.json (Admin only): the list of
 * resources at its route and one resource's editor below it at `:name` (`new` for a new one). The pages load lazily.
 */
import { lazy } from 'react';

export const SchemaListPage = lazy(() => import('./SchemaListPage'));
export const SchemaEditorPage = lazy(() => import('./SchemaEditorPage'));
