import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite.precompress.ts';
import { startUpScript } from './vite.start-up.ts';

/** The API server the dev server forwards to (apps/server listens on PORT 8080 by default). */
const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  base: '/app/',
  plugins: [react(), startUpScript(), precompress()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
});
