/** The packages the build declares side-effect free (scripts/vite/side-effect-free.ts): markdown's tree and papaparse, nothing else. */
import { describe, expect, it } from 'vitest';
import { packageTree, sideEffectFree, UNUSED_PACKAGES } from '../../../scripts/vite/side-effect-free';

describe('side-effect-free packages', () => {
  const tree = packageTree(UNUSED_PACKAGES);

  it('holds the roots and what they depend on, as installed', () => {
    expect(tree.has('react-markdown')).toBe(true);
    expect(tree.has('remark-gfm')).toBe(true);
    expect(tree.has('micromark')).toBe(true);
    expect(tree.has('unified')).toBe(true);
    expect(tree.has('papaparse')).toBe(true);
  });

  it('leaves out the packages the app uses itself', () => {
    for (const used of ['react', 'antd', '@refinedev/antd', '@refinedev/core', '@e965/xlsx', 'axios'])
      expect(tree.has(used)).toBe(false);
  });

  it('answers false for a module of the tree and leaves every other module to the bundler', () => {
    const rule = sideEffectFree(['react-markdown']);
    expect(rule('/repo/node_modules/micromark/dist/index.js')).toBe(false);
    expect(rule('/repo/node_modules/antd/es/index.js')).toBeUndefined();
    expect(rule('/repo/src/main.tsx')).toBeUndefined();
  });
});
