/** The start-up script's entry (built on its own by vite.start-up.ts; see start-up.ts). */
import type { StartUpSettings } from './start-pages.ts';
import { startUp } from './start-up.ts';

/** Filled in by the build. */
declare const __START_UP__: StartUpSettings;

startUp(__START_UP__);
