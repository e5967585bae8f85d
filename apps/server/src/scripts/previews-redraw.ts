/**
 * `npm run previews:redraw`: gives every stored image a new blurred-looking preview drawn
 * without the picture (features/photos/preview.ts) and deletes the old preview file. Run it
 * once on data stored before previews were drawn that way: those were blurred from the
 * picture and let free users recognise the person. Running it again only draws new ones.
 *
 * On the embedded database (PGlite, no DATABASE_URL) stop the server first: only one process
 * can open its data directory. With DATABASE_URL it runs beside the servers.
 */
import { openQuietApp, runCli } from './cli.ts';

async function main(): Promise<void> {
  const app = await openQuietApp();
  try {
    await app.database.migrate();
    await app.ready();
    const redrawn = await app.services.photos.redrawPreviews();
    process.stdout.write(`Drew ${redrawn} new preview(s); the old preview files are deleted.\n`);
  } finally {
    await app.close();
  }
}

runCli(main);
