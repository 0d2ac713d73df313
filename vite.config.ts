import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { schemaRegistryPlugin } from './scripts/vite/schema-registry-plugin';
import { sideEffectFree } from './scripts/vite/side-effect-free';
import { precompress } from './scripts/vite/precompress';

const API_PORT = Number(process.env.API_PORT ?? 3000);
// `npm run build:report`: what each chunk holds and why (issue 28), as a treemap (BUNDLE_REPORT=html) or data (=json).
const REPORT = process.env.BUNDLE_REPORT;

export default defineConfig({
  plugins: [
    react(),
    schemaRegistryPlugin(),
    // .br and .gz copies of the build's files for the production server (npm run serve)
    precompress(),
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
    // @refinedev/antd's MarkdownField, unused here, brought markdown's whole tree (scripts/vite/side-effect-free.ts).
    rolldownOptions: { treeshake: { moduleSideEffects: sideEffectFree(['react-markdown', 'remark-gfm']) } },
  },
});
