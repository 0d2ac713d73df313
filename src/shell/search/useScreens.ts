/**
 * The screens the signed-in user may open: the leaves of Refine's menu tree (schemas and declared screens, under
 * their areas) whose list the access rules allow, as the side menu shows them. The header's search and shortcuts
 * offer these and nothing else.
 */
import { useMenu, type TreeMenuItem } from '@refinedev/core';
import { useMemo, type ReactNode } from 'react';
import { decideRequest, type AccessContext } from '../../access';
import { useAccessContext } from '../../crud/sessionAccess';
import { useRegistry } from '../../providers/registry';
import type { SchemaRegistry } from '../../schema/loader/registry';

export interface ScreenEntry {
  /** The Refine resource name (a schema or a declared screen). */
  name: string;
  label: string;
  /** The area's label, to tell apart screens of the same name. */
  area: string;
  route: string;
  icon?: ReactNode;
}

function leaves(tree: TreeMenuItem[], access: AccessContext, registry: SchemaRegistry, area: string): ScreenEntry[] {
  return tree.flatMap((item) => {
    const label = String(item.label ?? item.meta?.label ?? item.name);
    if (item.children.length > 0) return leaves(item.children, access, registry, label);
    if (!item.route || !decideRequest(access, registry, item.name, 'list').allowed) return [];
    return [{ name: item.name, label, area, route: item.route, icon: item.meta?.icon ?? item.icon }];
  });
}

export function useScreens(): ScreenEntry[] {
  const { menuItems } = useMenu();
  const access = useAccessContext();
  const registry = useRegistry();
  return useMemo(() => leaves(menuItems, access, registry, ''), [menuItems, access, registry]);
}

/** The screen the path belongs to: the one with the longest route the path starts with. */
export function screenAt(screens: readonly ScreenEntry[], pathname: string): ScreenEntry | undefined {
  return screens
    .filter((s) => pathname === s.route || pathname.startsWith(`${s.route}/`))
    .sort((a, b) => b.route.length - a.route.length)[0];
}

/** Screens whose label or area holds every word of `text` (case-insensitive). */
export function matchScreens(screens: readonly ScreenEntry[], text: string): ScreenEntry[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return screens.filter((s) => {
    const hay = `${s.label} ${s.area}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
