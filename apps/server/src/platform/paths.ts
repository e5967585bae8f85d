/**
 * Where the server's files are. From the TypeScript source (tsx, tests) this module is
 * apps/server/src/platform/paths.ts; in the build (scripts/build.ts) every module is bundled
 * into a file directly in apps/server/dist. Either way the paths below are the same folders.
 */
import { resolve } from 'node:path';

/** Run from TypeScript source rather than from the compiled build. */
export const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** apps/server: holds drizzle/ (the migrations) next to src/ and dist/. */
export const SERVER_DIR = resolve(import.meta.dirname, FROM_SOURCE ? '../..' : '..');

/** The repository root: defaults such as ./data and apps/web/dist are relative to it. */
export const REPO_ROOT = resolve(SERVER_DIR, '../..');

/** The migrations drizzle-kit writes (apps/server/drizzle). */
export const MIGRATIONS_DIR = resolve(SERVER_DIR, 'drizzle');
