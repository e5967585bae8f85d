// Run by the e2e webServer command before the server starts: the journeys test the built web
// app, and `npm run e2e` does not build it. Stop with a clear message instead of a blank page.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`\nThe built web app is missing: ${join(dist, 'index.html')} does not exist.`);
  console.error('Build it first:  npm run build && npm run e2e\n');
  process.exit(1);
}
