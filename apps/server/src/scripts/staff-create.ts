/**
 * `npm run staff:create -- <email> <moderator|admin>`: makes an operator account of the console
 * (/app/staff). Prints, once, the generated password and the TOTP secret with its otpauth://
 * address for an authenticator app; neither is stored in the clear, so they cannot be shown
 * again (make a new account and disable the old one when they are lost).
 *
 * On the embedded database (PGlite, no DATABASE_URL) stop the server first: only one process
 * can open its data directory. With DATABASE_URL it runs beside the servers.
 */
import { emailSchema, STAFF_ROLES, type StaffRole } from '@iskra/contract';
import { openQuietApp, runCli, UsageError } from './cli.ts';

const USAGE = `Usage: npm run staff:create -- <email> <${STAFF_ROLES.join('|')}>`;

function parseArgs(argv: string[]): { email: string; role: StaffRole } {
  const [email, role, ...extra] = argv;
  if (!email || !role || extra.length > 0) throw new UsageError(USAGE);
  const parsedEmail = emailSchema.safeParse(email);
  if (!parsedEmail.success) throw new UsageError(`Invalid email.\n${USAGE}`);
  const parsedRole = STAFF_ROLES.find((r) => r === role);
  if (!parsedRole) throw new UsageError(`Invalid role.\n${USAGE}`);
  return { email: parsedEmail.data, role: parsedRole };
}

async function main(): Promise<void> {
  const { email, role } = parseArgs(process.argv.slice(2));
  const app = await openQuietApp();
  try {
    await app.database.migrate();
    await app.ready();
    const created = await app.services.staff.createAccount(email, role);
    if (!created) throw new UsageError(`A staff account with the address ${email} already exists.`);
    process.stdout.write(
      [
        `Staff account ${created.email} (${created.role}) created.`,
        'Shown once — hand them over in person or through a password manager:',
        `  password:    ${created.password}`,
        `  TOTP secret: ${created.totpSecret}`,
        `  TOTP URI:    ${created.totpUri}`,
        'Sign in at /app/staff with the address, the password and a code from the authenticator app.',
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
}

runCli(main);
