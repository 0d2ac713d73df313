/**
 * The guest's landing screen (../shared/spec/staff-app-spec.md §6): /apps/humanresource/jobapplication/0 is "a new
 * application", so it renders the generated create form of the jobApplications schema.
 */
import { Route } from 'react-router';
import { CreatePage } from '../../src/crud';
import type { SchemaRegistry } from '../../src/schema/loader/loader';
import { RequireAccess } from '../../src/shell/RequireAccess';

export function jobApplicationRoutes(registry: SchemaRegistry) {
  const schema = registry.byName.get('jobApplications');
  if (!schema) return [];
  return [
    <Route
      key="jobapplication-new"
      path={`${schema.route}/0`}
      element={
        <RequireAccess resource={schema.name} action="create" byId>
          <CreatePage schema={schema} standalone />
        </RequireAccess>
      }
    />,
  ];
}
