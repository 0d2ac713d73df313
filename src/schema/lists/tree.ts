/**
 * Trees: a schema with `"tree": { "parent": "<field>" }` holds records that form a tree through that field,
 * a reference to the schema itself. The server refuses a parent that would make a cycle; the list shows the
 * rows nested, each with its depth. Pure: no DOM, no store.
 */
import type { ResourceSchema } from '../meta/meta';

export interface TreeProblem {
  path: string;
  message: string;
}

/** The loader's check: `parent` is a reference to the schema itself. */
export function treeProblems(schema: ResourceSchema): TreeProblem[] {
  const parent = schema.tree?.parent;
  if (parent === undefined) return [];
  const f = schema.fields.find((x) => x.name === parent);
  if (!f) return [{ path: '$.tree.parent', message: `unknown field "${parent}"` }];
  if (f.type !== 'reference' || f.resource !== schema.name)
    return [{ path: '$.tree.parent', message: `expected a reference to ${schema.name} itself, "${parent}" is not one` }];
  return [];
}

type Id = string | number;
const key = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * Whether giving record `id` the parent `parent` would make a cycle (the record itself, or one of its
 * descendants, as its own ancestor). `parentOf` reads the stored parent of a record. A new record (id null)
 * cannot make one.
 */
export function makesCycle(id: Id | null, parent: unknown, parentOf: (id: string) => unknown): boolean {
  const self = key(id);
  if (self === null) return false;
  const seen = new Set<string>();
  for (let at = key(parent); at !== null; at = key(parentOf(at))) {
    if (at === self) return true;
    if (seen.has(at)) return false; // a cycle stored before: not this write's doing
    seen.add(at);
  }
  return false;
}

export interface TreeNode<T> {
  row: T;
  depth: number;
  children: TreeNode<T>[];
}

/**
 * Rows nested under their parents, in the order given; a row whose parent is missing (or inside a stored
 * cycle) is a root. Depth 1 at the roots.
 */
export function buildTree<T extends { id: Id }>(rows: readonly T[], parentOf: (row: T) => unknown): TreeNode<T>[] {
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  const nodes = new Map(rows.map((r) => [String(r.id), { row: r, depth: 1, children: [] as TreeNode<T>[] }]));
  const roots: TreeNode<T>[] = [];
  const rootOf = (r: T): boolean => {
    // A row is placed under its parent only when walking up reaches a root without a repeat.
    const seen = new Set<string>([String(r.id)]);
    for (let p = key(parentOf(r)); p !== null;) {
      if (!byId.has(p)) return true; // an ancestor is missing: the chain still ends
      if (seen.has(p)) return false;
      seen.add(p);
      p = key(parentOf(byId.get(p)!));
    }
    return true;
  };
  for (const r of rows) {
    const node = nodes.get(String(r.id))!;
    const p = key(parentOf(r));
    if (p !== null && byId.has(p) && rootOf(r)) nodes.get(p)!.children.push(node);
    else roots.push(node);
  }
  const depth = (n: TreeNode<T>, d: number) => {
    n.depth = d;
    n.children.forEach((c) => depth(c, d + 1));
  };
  roots.forEach((n) => depth(n, 1));
  return roots;
}
