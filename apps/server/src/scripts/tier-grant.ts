/**
 * `npm run tier:grant -- <email> <premium|vip> <days>`: support grants or extends a paid tier by
 * hand (compensation, a complaint, trying the paid features; README, "Paid tiers by hand"). The
 * same action as `POST /api/staff/tiers` (admins in the console): the days are added to the tier's current end, or to
 * now when it has ended; the grant is logged the same way.
 *
 * On the embedded database (PGlite, no DATABASE_URL) stop the server first: only one process
 * can open its data directory. With DATABASE_URL it runs beside the servers.
 */
import { userInfo } from 'node:os';
import { GRANTABLE_TIERS, TIER_GRANT_DAYS, type TierGrant, tierGrantSchema } from '@iskra/contract';
import { AppError } from '../platform/errors.ts';
import { openQuietApp, runCli, UsageError } from './cli.ts';

const USAGE = `Usage: npm run tier:grant -- <email> <${GRANTABLE_TIERS.join('|')}> <days ${TIER_GRANT_DAYS.min}–${TIER_GRANT_DAYS.max}>`;

function parseArgs(argv: string[]): TierGrant {
  const [email, tier, days, ...extra] = argv;
  if (!email || !tier || !days || extra.length > 0) throw new UsageError(USAGE);
  const parsed = tierGrantSchema.safeParse({
    email,
    tier,
    days: /^\d+$/.test(days) ? Number(days) : Number.NaN,
  });
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new UsageError(`Invalid ${fields.join(', ')}.\n${USAGE}`);
  }
  return parsed.data;
}

/** The shell user, for the log; some containers have no passwd entry. */
function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'unknown';
  }
}

async function main(): Promise<void> {
  const grant = parseArgs(process.argv.slice(2));
  const app = await openQuietApp();
  try {
    await app.database.migrate();
    await app.ready();
    const result = await app.services.admin
      .grantTier(grant, { via: 'cli', osUser: osUser() })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) {
          throw new UsageError(`No account with the address ${grant.email}.`);
        }
        throw error;
      });
    const name = result.tier === 'premium' ? 'Premium' : 'VIP';
    process.stdout.write(
      `${name} of ${result.email} now lasts until ${result.until} (${grant.days} day(s) added).\n`,
    );
  } finally {
    await app.close();
  }
}

runCli(main);
