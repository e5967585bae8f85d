import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** e2e/artifacts: screenshots, reports and traces of a run (gitignored, never committed). */
export const ARTIFACTS_DIR = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'artifacts');

export const SCREENSHOTS_DIR = join(ARTIFACTS_DIR, 'screenshots');
