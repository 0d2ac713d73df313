/**
 * Chunks by what loads together (issue 41). Left to itself, the bundler makes one chunk per set of importers: for this
 * app a thousand files, a signed-in screen waiting on 160 of them, some thirty round trips on HTTP/1.1.
 *
 * - The sign-in page's code (what the entry imports, statically) is one chunk: the bundler's `$initial` modules.
 * - The signed-in app's (what its boot and layout import, statically, less the sign-in page's) is one chunk: every
 *   signed-in screen loads both.
 * - The chart library is one chunk, which only the dashboards load.
 * - What is left, the screens' own code, stays in the bundler's automatic chunks: a screen never downloads another's.
 *
 * Which modules the app's boot and layout import is read from a first, automatic build (`planLoadStages`): a
 * module's own import list would count a whole package behind its index file (`antd`), where the build links only
 * the parts used.
 */
import type { CodeSplittingGroup } from 'rolldown';

/** A chunk of the automatic build, as the bundler reports it. */
export interface ChunkFacts {
  fileName: string;
  moduleIds: string[];
  /** The chunks it imports statically, by file name. */
  imports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
}

/** The chunks `from` loads before it runs: itself and its static imports, transitively. */
function staticClosure(chunks: Map<string, ChunkFacts>, from: ChunkFacts[]): Set<string> {
  const seen = new Set<string>();
  const todo = from.map((c) => c.fileName);
  while (todo.length > 0) {
    const name = todo.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    todo.push(...(chunks.get(name)?.imports ?? []));
  }
  return seen;
}

/** A stage after the sign-in page's: a chunk of what `roots` (module ids) load before they run. */
export interface LoadStage {
  name: string;
  roots: string[];
}

/**
 * Each stage's modules: those its roots' chunks load before they run, less what the entry chunk and the stages before
 * it load.
 */
export function stageModules(all: ChunkFacts[], stages: LoadStage[]): Map<string, string> {
  const chunks = new Map(all.map((c) => [c.fileName, c]));
  const taken = staticClosure(
    chunks,
    all.filter((c) => c.isEntry),
  );
  const stageOf = new Map<string, string>();
  for (const stage of stages) {
    const missing = stage.roots.filter((root) => !all.some((c) => c.facadeModuleId === root));
    if (missing.length > 0) throw new Error(`load-stages: no chunk is made for ${missing.join(', ')}`);
    const reached = staticClosure(
      chunks,
      all.filter((c) => c.facadeModuleId !== null && stage.roots.includes(c.facadeModuleId)),
    );
    for (const name of reached) {
      if (taken.has(name)) continue;
      taken.add(name);
      for (const id of chunks.get(name)!.moduleIds) stageOf.set(id, stage.name);
    }
  }
  return stageOf;
}

/** The code-splitting groups: the sign-in page's, the stages' (as `stageModules` answered), the charts'. */
export function loadStageGroups(stages: LoadStage[], stageOf: ReadonlyMap<string, string>, charts: RegExp): CodeSplittingGroup[] {
  // Highest first: a group takes its modules' dependencies along, so an earlier stage's must be taken before.
  return [
    { name: 'signin', tags: ['$initial'], priority: stages.length + 2 },
    ...stages.map((stage, i): CodeSplittingGroup => ({
      name: stage.name,
      test: (id) => stageOf.get(id) === stage.name,
      priority: stages.length + 1 - i,
    })),
    { name: 'charts', test: charts, priority: 0 },
  ];
}
