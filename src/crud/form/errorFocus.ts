/**
 * Where a form's errors are, as the user sees the form: the error paths in the order the fields are laid
 * out (general card, then the sections, the tabs together where the first tab stands: FormSections.tsx),
 * the first of them (focused on a failed save) and how many each tab holds (its badge). Pure.
 */
import type { ResourceSchema } from '../../schema/meta/meta';
import { groupBySection } from '../sections';

/** Every leaf error of react-hook-form's nested errors as a dotted path (`lines.0.price`, `lines.root`). */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (errors === null || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  // A leaf: react-hook-form's FieldError carries its type (and usually a message).
  if (typeof node.type === 'string' || typeof node.message === 'string') {
    const children = Object.entries(node).filter(
      ([k, v]) => !['type', 'message', 'ref', 'types'].includes(k) && v !== null && typeof v === 'object',
    );
    const nested = children.flatMap(([k, v]) => errorPaths(v, `${prefix}${k}.`));
    return [prefix.slice(0, -1), ...nested].filter(Boolean);
  }
  return Object.entries(node).flatMap(([k, v]) => errorPaths(v, `${prefix}${k}.`));
}

/** Section names in the order the form shows them ('' is the general card). */
export function sectionOrder(schema: ResourceSchema): string[] {
  const sections = schema.sections ?? [];
  const groups = groupBySection(schema);
  const shown = sections.filter((s) => groups.get(s.name)?.length);
  const order = [''];
  let tabsPlaced = false;
  for (const s of shown) {
    if (!s.tab) order.push(s.name);
    else if (!tabsPlaced) {
      tabsPlaced = true;
      order.push(...shown.filter((t) => t.tab).map((t) => t.name));
    }
  }
  return order;
}

/** The section each top-level field sits in ('' when none or an unknown one). */
export function sectionOf(schema: ResourceSchema): Map<string, string> {
  const out = new Map<string, string>();
  for (const [section, fields] of groupBySection(schema)) for (const f of fields) out.set(f.name, section);
  return out;
}

/** The error paths sorted as the form lays its fields out; a field's own error before its rows', rows in order. */
export function orderedErrors(schema: ResourceSchema, paths: readonly string[]): string[] {
  const sections = sectionOrder(schema);
  const where = sectionOf(schema);
  const fieldIndex = new Map(schema.fields.map((f, i) => [f.name, i]));
  const key = (path: string): number[] => {
    const [top = '', ...rest] = path.split('.');
    const section = sections.indexOf(where.get(top) ?? '');
    const row = rest.length && /^\d+$/.test(rest[0]!) ? Number(rest[0]) + 1 : 0;
    return [section, fieldIndex.get(top) ?? Number.MAX_SAFE_INTEGER, row];
  };
  return [...paths].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return 0;
  });
}

/**
 * The first error as the user reads the form, and the tab to open: the first tab holding an error (the first
 * error's own when it is on a tab), null when no tab holds one. A tab with errors opens even when the first error
 * is in a card above the tabs: behind a phone's "…" its badge would not be seen (issue 37).
 */
export function firstError(schema: ResourceSchema, errors: unknown): { path: string; tab: string | null } | null {
  const paths = orderedErrors(schema, errorPaths(errors));
  if (paths[0] === undefined) return null;
  const tabs = new Set((schema.sections ?? []).filter((s) => s.tab).map((s) => s.name));
  const where = sectionOf(schema);
  const tab = paths.map((p) => where.get(p.split('.')[0]!) ?? '').find((section) => tabs.has(section));
  return { path: paths[0], tab: tab ?? null };
}

/** How many errors each tab holds (tabs without errors are absent). */
export function errorsPerTab(schema: ResourceSchema, errors: unknown): Map<string, number> {
  const tabs = new Set((schema.sections ?? []).filter((s) => s.tab).map((s) => s.name));
  const where = sectionOf(schema);
  const counts = new Map<string, number>();
  for (const path of errorPaths(errors)) {
    const section = where.get(path.split('.')[0]!) ?? '';
    if (tabs.has(section)) counts.set(section, (counts.get(section) ?? 0) + 1);
  }
  return counts;
}
