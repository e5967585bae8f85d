import prefresh from '@prefresh/vite';
import { defineConfig } from 'vite';
import { preactAlias, preactJsx } from './preact-compat.ts';
import { precompress } from './vite.precompress.ts';
import { startUpScript } from './vite.start-up.ts';

/** Fast refresh of Preact components in the dev server (the plugin is made asynchronously). */
const refresh = await prefresh();

/** The API server the dev server forwards to (apps/server listens on PORT 8080 by default). */
const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  base: '/app/',
  plugins: [refresh, startUpScript(), precompress()],
  resolve: { alias: preactAlias },
  // The automatic runtime: prefresh would otherwise assume Preact's classic `h`.
  oxc: preactJsx,
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // react-router reads React's useOptimistic when there is one and does without it
        // otherwise; preact/compat has none.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
});
