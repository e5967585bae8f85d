import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAlias, preactJsx } from './preact-compat.ts';

export default defineConfig({
  oxc: preactJsx,
  // The test renderer and the router are loaded as ES modules, so they too import React's
  // packages through the aliases (their CommonJS builds would bring React itself).
  resolve: {
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL(
            '../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
            import.meta.url,
          ),
        ),
      },
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/react-router/dist/development/index.mjs', import.meta.url),
        ),
      },
      ...preactAlias,
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    server: { deps: { inline: [/@testing-library\/react/, /react-router/, /react-image-crop/] } },
    // Render-heavy tests share two cores with the server suite in CI.
    testTimeout: 20_000,
  },
});
