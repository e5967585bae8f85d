/** The start-up script's entry (built on its own by vite.start-up.ts; see start-up.ts). */
import type { StartAssets } from './start-pages.ts';
import { startUp } from './start-up.ts';

/** Filled in by the build: each start page's chunks. */
declare const __START_PAGES__: Record<string, StartAssets>;

startUp(__START_PAGES__);
