import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { resolve } from 'node:path';
import { build, defineConfig, type UserConfig } from 'vite';
import { schemaRegistryPlugin } from './scripts/vite/schema-registry-plugin';
import { sideEffectFree, UNUSED_PACKAGES } from './scripts/vite/side-effect-free';
import { precompress } from './scripts/vite/precompress';
import { loadStageGroups, stageModules, type ChunkFacts } from './scripts/vite/load-stages';

const API_PORT = Number(process.env.API_PORT ?? 3000);
// `npm run build:report`: what each chunk holds and why (issue 28), as a treemap (BUNDLE_REPORT=html) or data (=json).
const REPORT = process.env.BUNDLE_REPORT;

// The first of a build's two passes (scripts/vite/load-stages.ts): automatic chunks, kept in memory.
const PLANNING = process.env.VITE_LOAD_STAGES_PLAN === '1';
// After the sign-in page: what the signed-in app loads before any screen (its boot and layout), then the generated
// screens (a list, its records, their forms: one visit goes from one to the next).
const STAGES = [
  { name: 'app', roots: ['src/boot.tsx', 'src/shell/AppLayout.tsx'] },
  {
    name: 'screens',
    roots: [
      'src/crud/list/ListPage.tsx',
      'src/crud/show/ShowPage.tsx',
      'src/crud/form/CreatePage.tsx',
      'src/crud/form/EditPage.tsx',
    ],
  },
].map((stage) => ({ ...stage, roots: stage.roots.map((root) => resolve(root)) }));
const CHARTS = /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/;

/** The first pass: the automatic build's chunks, to read what the app's boot and layout load. */
async function automaticChunks(): Promise<ChunkFacts[]> {
  process.env.VITE_LOAD_STAGES_PLAN = '1';
  try {
    const out = await build({ logLevel: 'warn', build: { write: false, minify: false } });
    return (Array.isArray(out) ? out : [out]).flatMap((o) =>
      'output' in o ? o.output.flatMap((c) => (c.type === 'chunk' ? [c] : [])) : [],
    );
  } finally {
    delete process.env.VITE_LOAD_STAGES_PLAN;
  }
}

export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  plugins: [
    react(),
    schemaRegistryPlugin(),
    // .br and .gz copies of the build's files for the production server (npm run serve)
    !PLANNING && precompress(),
    REPORT &&
      visualizer({
        filename: `test-results/bundle.${REPORT === 'json' ? 'json' : 'html'}`,
        template: REPORT === 'json' ? 'raw-data' : 'treemap',
        gzipSize: true,
      }),
  ],
  server: {
    port: Number(process.env.APP_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api-spp': `http://127.0.0.1:${API_PORT}`, '/uploads': `http://127.0.0.1:${API_PORT}` },
  },
  preview: {
    port: Number(process.env.APP_PORT ?? 4173),
    strictPort: true,
    proxy: { '/api-spp': `http://127.0.0.1:${API_PORT}`, '/uploads': `http://127.0.0.1:${API_PORT}` },
  },
  build: {
    chunkSizeWarningLimit: 1500,
    // What libraries import for parts the app never uses: markdown's tree, papaparse (scripts/vite/side-effect-free.ts).
    rolldownOptions: {
      treeshake: { moduleSideEffects: sideEffectFree(UNUSED_PACKAGES) },
      // Chunks by what loads together (scripts/vite/load-stages.ts), planned from a first, automatic pass.
      ...(command === 'build' && !PLANNING
        ? {
            output: {
              codeSplitting: { groups: loadStageGroups(STAGES, stageModules(await automaticChunks(), STAGES), CHARTS) },
            },
          }
        : {}),
    },
  },
}));
