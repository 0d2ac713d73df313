/**
 * The schema editor (issue 13): the list of resources at /apps/master/schemas and one resource's editor at
 * /apps/master/schemas/:name (`new` for a new one), Admin only as src/access/screens.ts declares `schemaEditor`.
 * The pages load lazily.
 */
import { DatabaseOutlined } from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { lazy } from 'react';
import { Route } from 'react-router';
import { screen } from '../../src/access/screens';
import { RequireAccess } from '../../src/shell/RequireAccess';
import { schemaEditorText } from './i18n';

const SchemaListPage = lazy(() => import('./SchemaListPage'));
const SchemaEditorPage = lazy(() => import('./SchemaEditorPage'));

export const SCHEMA_EDITOR = 'schemaEditor';

export function schemaEditorRoutes() {
  const { name, route } = screen(SCHEMA_EDITOR);
  return [
    <Route
      key={route}
      path={route}
      element={
        <RequireAccess resource={name} action="list">
          <SchemaListPage />
        </RequireAccess>
      }
    />,
    <Route
      key={`${route}/:name`}
      path={`${route}/:name`}
      element={
        <RequireAccess resource={name} action="list" byId>
          <SchemaEditorPage />
        </RequireAccess>
      }
    />,
  ];
}

/** Its menu entry, under Administration with the other admin screens. */
export const schemaEditorMenu = (lang: string): ResourceProps => ({
  name: SCHEMA_EDITOR,
  list: screen(SCHEMA_EDITOR).route,
  meta: { parent: 'area:administration', label: schemaEditorText.title(lang), icon: <DatabaseOutlined /> },
});
