import { describe, expect, it } from 'vitest';
import { loadStageGroups, stageModules, type ChunkFacts } from '../../../scripts/vite/load-stages';

/** The automatic build in small: an entry, the app's boot and layout, two screens, the chunks they share. */
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facade: string | null = null) =>
  ({ fileName, moduleIds, imports, facadeModuleId: facade, isEntry: fileName === 'index.js' }) satisfies ChunkFacts;
const BUILD: ChunkFacts[] = [
  chunk('index.js', ['/main.tsx', '/login.tsx'], ['react.js'], '/main.tsx'),
  chunk('react.js', ['/react.js']),
  chunk('boot.js', ['/boot.tsx'], ['react.js', 'antd-menu.js'], '/boot.tsx'),
  chunk('layout.js', ['/layout.tsx'], ['antd-menu.js'], '/layout.tsx'),
  chunk('antd-menu.js', ['/menu.js']),
  chunk('list.js', ['/list.tsx'], ['table.js', 'antd-menu.js'], '/list.tsx'),
  chunk('show.js', ['/show.tsx'], ['table.js'], '/show.tsx'),
  chunk('table.js', ['/table.js']),
  chunk('pos.js', ['/pos.tsx'], ['table.js', 'keypad.js'], '/pos.tsx'),
  chunk('keypad.js', ['/keypad.js']),
];

describe('load stages (scripts/vite/load-stages.ts)', () => {
  it('gives each stage what its roots load before they run, less the entry and the stages before it', () => {
    const stages = [
      { name: 'app', roots: ['/boot.tsx', '/layout.tsx'] },
      { name: 'screens', roots: ['/list.tsx', '/show.tsx'] },
    ];
    const stageOf = stageModules(BUILD, stages);
    expect(Object.fromEntries(stageOf)).toEqual({
      '/boot.tsx': 'app',
      '/layout.tsx': 'app',
      '/menu.js': 'app',
      '/list.tsx': 'screens',
      '/show.tsx': 'screens',
      '/table.js': 'screens',
    });
    // The entry's modules are the sign-in page's ($initial); another screen's own code stays in automatic chunks.
    expect(stageOf.has('/react.js')).toBe(false);
    expect(stageOf.has('/pos.tsx') || stageOf.has('/keypad.js')).toBe(false);
  });

  it('refuses a root the build made no chunk for (a moved or renamed file)', () => {
    expect(() => stageModules(BUILD, [{ name: 'app', roots: ['/gone.tsx'] }])).toThrow(/no chunk is made for \/gone\.tsx/);
  });

  it('takes the sign-in page first, then the stages in order, the charts last', () => {
    const groups = loadStageGroups([{ name: 'app', roots: [] }], new Map([['/boot.tsx', 'app']]), /charts/);
    expect(groups.map((g) => [g.name, g.priority])).toEqual([
      ['signin', 3],
      ['app', 2],
      ['charts', 0],
    ]);
    const app = groups[1]!.test as (id: string) => boolean;
    expect([app('/boot.tsx'), app('/pos.tsx')]).toEqual([true, false]);
  });
});
