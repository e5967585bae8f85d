/**
 * `npm run account:delete -- <email> [--consent-withdrawn]`: support acts on a data subject
 * request that came by e-mail or letter (README, "Data subject requests"). Performs the same
 * deletion request as the account settings, without the password: the account is hidden and
 * signed out everywhere at once; the server's job worker mails the confirmation and destroys
 * the data an hour later. `--consent-withdrawn` is for a withdrawal of the consent to personal
 * data processing: it also marks the account's consents withdrawn.
 *
 * On the embedded database (PGlite, no DATABASE_URL) stop the server first: only one process
 * can open its data directory. With DATABASE_URL it runs beside the servers.
 */
import { ACCOUNT_DELETION_REASON } from '@iskra/contract';
import { findUserByEmail } from '../features/auth/auth.repo.ts';
import { openQuietApp, runCli, UsageError } from './cli.ts';

const USAGE = 'Usage: npm run account:delete -- <email> [--consent-withdrawn]';

function parseArgs(argv: string[]): { email: string; consentWithdrawn: boolean } {
  const flags = argv.filter((arg) => arg.startsWith('--'));
  const rest = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--consent-withdrawn');
  const [email, ...extra] = rest;
  if (!email || extra.length > 0 || unknown.length > 0) throw new UsageError(USAGE);
  return { email: email.trim().toLowerCase(), consentWithdrawn: flags.includes('--consent-withdrawn') };
}

async function main(): Promise<void> {
  const { email, consentWithdrawn } = parseArgs(process.argv.slice(2));
  const app = await openQuietApp();
  try {
    await app.database.migrate();
    await app.ready();
    const user = await findUserByEmail(app.db, email);
    if (!user) throw new UsageError(`No account with the address ${email}.`);
    const reason = consentWithdrawn
      ? ACCOUNT_DELETION_REASON.consentWithdrawal
      : ACCOUNT_DELETION_REASON.support;
    const request = await app.services.account.requestDeletion(user.id, reason);
    const lines = request.created
      ? [
          `Account ${email} (profile №${user.userNumber}) is hidden and signed out everywhere.`,
          `Request ${request.requestId} (${reason}).`,
          'The server mails the confirmation to the user and destroys the data after',
          `${request.destroyAfter.toISOString()}; the record is kept in data_destructions.`,
        ]
      : [
          `Account ${email} was already waiting for destruction (request ${request.requestId}).`,
          consentWithdrawn ? 'Its consents are now marked withdrawn.' : 'Nothing changed.',
        ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await app.close();
  }
}

runCli(main);
