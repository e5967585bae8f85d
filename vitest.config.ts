import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at a time on the two-core machines this runs on: vitest's default (cores − 1)
    // runs one, and most of a file's time is the embedded database or jsdom in its own process.
    maxWorkers: 2,
    projects: [
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
