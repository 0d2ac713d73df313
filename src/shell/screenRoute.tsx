/**
 * The routes and menu entries of the hand-written screens, built from their declarations in the screens manifest
 * (schemas/_screens.json, `registry.manifest`): resources/index.tsx maps each declared name to its page and calls
 * these, so a screen's route, guard and menu entry are written once, in the manifest.
 */
import type { ResourceProps } from '@refinedev/core';
import type { ReactElement, ReactNode } from 'react';
import { Route } from 'react-router';
import { localize } from '../schema/meta/describe';
import type { ScreenDeclaration } from '../schema/meta/meta';
import type { SchemaRegistry } from '../schema/loader/registry';
import { SchemaIcon } from './icons';
import { RequireAccess } from './RequireAccess';

export interface ScreenRouteOptions {
  /** A path below the screen's route (`:id`, `pickpack`): the same screen, the same guard. */
  below?: string;
  /** The route stands for one record although its parameter is not `:id` (the schema editor's `:name`). */
  byId?: boolean;
}

/**
 * The route of a declared screen: its path (or one below it), guarded by the screen's `list` decision as the
 * server decides the calls behind it (RequireAccess, then src/access decideScreen).
 */
export function screenRoute(
  screen: ScreenDeclaration,
  element: ReactNode,
  { below, byId = false }: ScreenRouteOptions = {},
): ReactElement {
  const path = below ? `${screen.route}/${below}` : screen.route;
  return (
    <Route
      key={path}
      path={path}
      element={
        <RequireAccess resource={screen.name} action="list" byId={byId}>
          {element}
        </RequireAccess>
      }
    />
  );
}

/**
 * The Refine menu entries of the declared screens with a `menu`, under their area (`area:<name>`), in the
 * manifest's order: the label in `lang` (English when the manifest lacks it), the icon by name. Their names are
 * declared screens: the access-control provider decides them.
 */
export function screenMenuEntries(registry: Pick<SchemaRegistry, 'manifest'>, lang: string): ResourceProps[] {
  return registry.manifest.screens.flatMap(({ name, route, menu }) =>
    menu
      ? [
          {
            name,
            list: route,
            meta: {
              parent: `area:${menu.area}`,
              // The manifest's labels carry French and Arabic too; localize reads the language's key, else English.
              label: localize(menu.label, lang),
              icon: <SchemaIcon name={menu.icon} />,
            },
          },
        ]
      : [],
  );
}
