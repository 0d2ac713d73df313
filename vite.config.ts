import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { schemaRegistryPlugin } from './scripts/vite/schema-registry-plugin';

const API_PORT = Number(process.env.API_PORT ?? 3000);

export default defineConfig({
  plugins: [react(), schemaRegistryPlugin()],
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
  build: { chunkSizeWarningLimit: 1500 },
});
