/**
 * The loader's checks of the screens manifest (`schemas/_screens.json`, meta-screens.ts) once its shape is right:
 * names and routes taken once (among the screens, and by no schema), menu areas and icons that exist, actions
 * that are resource actions, role names the manifest's `roles` list knows (when it has one), gates and homes
 * that name routes of the app. Every problem with the file's JSON path, as the schemas' are.
 */
import { ACTIONS } from '../meta/constants';
import type { LoaderProblem } from './checks';
import type { MenuGate, RoleDeclaration } from '../meta/screens';
import { screensFile } from '../meta/screens';
import type { z } from 'zod';

export const SCREENS_FILE = '_screens.json';

type ParsedManifest = z.infer<typeof screensFile>;

export interface ManifestContext {
  /** The schemas by name, with their file. */
  schemaFiles: ReadonlyMap<string, string>;
  /** Every route the schemas take (their routes and aliases), with the file taking it. */
  routes: ReadonlyMap<string, string>;
  /** The menu areas, when the areas file was read. */
  areaNames: ReadonlySet<string> | null;
  isIcon?: (name: string) => boolean;
}

const list = (names: Iterable<string>): string => [...names].join(', ');

export function manifestProblems(manifest: ParsedManifest, ctx: ManifestContext): LoaderProblem[] {
  const problems: LoaderProblem[] = [];
  const add = (path: string, message: string) => problems.push({ file: SCREENS_FILE, path, message });

  const roles = manifest.roles;
  const roleNames = new Map<string, string>();
  roles?.forEach((r: RoleDeclaration, i) => {
    const key = r.name.toLowerCase();
    if (roleNames.has(key)) add(`$.roles[${i}].name`, `duplicate role "${r.name}" (also ${roleNames.get(key)})`);
    else roleNames.set(key, `$.roles[${i}]`);
  });
  /** Role names are compared as the access rules compare them (rules.ts isRole): case aside. */
  const checkRoles = (names: readonly string[] | undefined, path: string) => {
    if (!roles) return;
    names?.forEach((name, k) => {
      if (!roleNames.has(name.toLowerCase()))
        add(`${path}[${k}]`, `unknown role "${name}": expected one of ${list(roles.map((r) => r.name))} ($.roles)`);
    });
  };

  const screenNames = new Map<string, string>();
  const screenRoutes = new Map<string, string>();
  manifest.screens.forEach((s, i) => {
    const at = `$.screens[${i}]`;
    const taken = screenNames.get(s.name);
    if (taken) add(`${at}.name`, `duplicate screen "${s.name}" (also ${taken})`);
    else if (ctx.schemaFiles.has(s.name))
      add(`${at}.name`, `"${s.name}" is a resource's name (${ctx.schemaFiles.get(s.name)}): a screen needs a name of its own`);
    screenNames.set(s.name, at);

    const other = screenRoutes.get(s.route) ?? ctx.routes.get(s.route);
    if (other) add(`${at}.route`, `route already used by ${other}`);
    screenRoutes.set(s.route, `the screen "${s.name}" (${at})`);

    const actions = Object.keys(s.access);
    if (!actions.length)
      add(`${at}.access`, 'a screen offers at least one action (an action missing here is denied to everyone)');
    for (const action of actions) {
      if (!(ACTIONS as readonly string[]).includes(action))
        add(`${at}.access.${action}`, `unknown action "${action}": expected one of ${list(ACTIONS)}`);
      checkRoles(s.access[action]?.roles, `${at}.access.${action}.roles`);
    }

    if (s.menu) {
      if (ctx.areaNames && !ctx.areaNames.has(s.menu.area))
        add(`${at}.menu.area`, `unknown area "${s.menu.area}": expected one of ${list(ctx.areaNames)} (_areas.json)`);
      if (s.menu.icon !== undefined && ctx.isIcon && !ctx.isIcon(s.menu.icon))
        add(`${at}.menu.icon`, `unknown icon "${s.menu.icon}": expected an @ant-design/icons name such as "TagsOutlined"`);
    }
  });

  /** A route of the app: a schema's (or one of its aliases) or a screen's. */
  const isRoute = (route: string) => ctx.routes.has(route) || screenRoutes.has(route);
  manifest.menuGates?.forEach((g: MenuGate, i) => {
    g.routes.forEach((route, k) => {
      if (!isRoute(route))
        add(`$.menuGates[${i}].routes[${k}]`, `unknown route "${route}": expected a schema's or a screen's route`);
    });
    checkRoles(g.roles, `$.menuGates[${i}].roles`);
  });

  /** A home is a route of the app or a path below one (a record: the guest's new application is `<route>/0`). */
  const checkHome = (home: string | undefined, path: string) => {
    if (home === undefined) return;
    const segments = home.split('/');
    const known = segments.some((_, n) => n > 1 && isRoute(segments.slice(0, n + 1).join('/')));
    if (!known) add(path, `unknown route "${home}": expected a schema's or a screen's route, or a path below one`);
  };
  checkHome(manifest.home, '$.home');
  roles?.forEach((r, i) => checkHome(r.home, `$.roles[${i}].home`));
  return problems;
}
