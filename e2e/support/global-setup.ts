import { mkdirSync, rmSync } from 'node:fs';
import { SCREENSHOTS_DIR } from './paths.ts';

/** Screenshots of an earlier run must not pass for this run's. */
export default function globalSetup(): void {
  rmSync(SCREENSHOTS_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
}
