/**
 * The browser's module graph as written in the source: from a file, the repository files it imports (relative
 * paths, resolved as Vite does: .ts, .tsx, index) and the packages it names. Type-only imports are left out (they
 * never reach the bundle). `dynamic: false` follows static imports only: what loads with the first chunk.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export interface GraphNode {
  /** Repository-relative path. */
  file: string;
  /** Packages and virtual modules it imports at run time. */
  packages: string[];
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveFile(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every file reachable from `entry` (absolute), with the packages each imports. */
export function importGraph(root: string, entry: string, { dynamic = true } = {}): Map<string, GraphNode> {
  const graph = new Map<string, GraphNode>();
  const visit = (file: string) => {
    const key = relative(root, file);
    if (graph.has(key) || !/\.(ts|tsx)$/.test(file)) return;
    const source = readFileSync(file, 'utf8');
    const node: GraphNode = { file: key, packages: [] };
    graph.set(key, node);
    const specs: string[] = [];
    for (const m of source.matchAll(IMPORT)) if (!m[2]) specs.push(m[3]!);
    if (dynamic) for (const m of source.matchAll(DYNAMIC)) specs.push(m[1]!);
    for (const spec of specs) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) {
        node.packages.push(spec);
        continue;
      }
      const target = resolveFile(file, spec);
      if (target) visit(target);
    }
  };
  visit(entry);
  return graph;
}
