/**
 * Packages whose code a bundle never runs unless it is used, declared side-effect free for the bundler (issue 28).
 * @refinedev/antd imports react-markdown and remark-gfm at its top for its MarkdownField, which this app does not
 * use; neither declares `sideEffects`, so the bundler kept their whole tree (some 60 packages) in every signed-in
 * page. This reads their dependency tree from node_modules, so an update that adds a package is covered too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The packages (with their trees) a library imports at its top for a part this app never uses: markdown's, for
 * @refinedev/antd's MarkdownField; papaparse, for @refinedev/core's CSV useImport and useExport (the app imports and
 * exports with SheetJS).
 */
export const UNUSED_PACKAGES = ['react-markdown', 'remark-gfm', 'papaparse'];

/** The names of `roots` and of every package they depend on, transitively, as installed. */
export function packageTree(roots: string[], modules = join(process.cwd(), 'node_modules')): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    const manifest = join(modules, name, 'package.json');
    if (!existsSync(manifest)) return;
    found.add(name);
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
    Object.keys(dependencies).forEach(visit);
  };
  roots.forEach(visit);
  return found;
}

/** For rolldown's `treeshake.moduleSideEffects`: false for a module of those packages, the default otherwise. */
export function sideEffectFree(roots: string[]): (id: string) => boolean | undefined {
  const names = packageTree(roots);
  return (id) => {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
    return m && names.has(m[1]!) ? false : undefined;
  };
}
