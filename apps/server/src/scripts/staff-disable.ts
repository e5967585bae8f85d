/**
 * `npm run staff:disable -- <email>`: an operator leaves, or lost their password or
 * authenticator: the account can no longer sign in and its open sessions end at once. The
 * account and its rows of the audit log stay (the log is append-only).
 *
 * On the embedded database (PGlite, no DATABASE_URL) stop the server first: only one process
 * can open its data directory. With DATABASE_URL it runs beside the servers.
 */
import { emailSchema } from '@iskra/contract';
import { openQuietApp, runCli, UsageError } from './cli.ts';

const USAGE = 'Usage: npm run staff:disable -- <email>';

async function main(): Promise<void> {
  const [email, ...extra] = process.argv.slice(2);
  if (!email || extra.length > 0) throw new UsageError(USAGE);
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new UsageError(`Invalid email.\n${USAGE}`);
  const app = await openQuietApp();
  try {
    await app.database.migrate();
    await app.ready();
    if (!(await app.services.staff.disableAccount(parsed.data))) {
      throw new UsageError(`No enabled staff account has the address ${parsed.data}.`);
    }
    process.stdout.write(`Staff account ${parsed.data} disabled; its sessions have ended.\n`);
  } finally {
    await app.close();
  }
}

runCli(main);
