/** SQL of the support tools: a paid tier's end date. */
import type { GrantableTier } from '@iskra/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';

export interface ExtendedTier {
  userId: string;
  userNumber: number;
  until: Date;
}

/**
 * Adds `days` to the tier of the account with this e-mail: from its current end while that is
 * still ahead, else from `now`. One statement, so two grants at once both count. Accounts
 * waiting for destruction are left alone (undefined, like an unknown address).
 */
export async function extendTier(
  db: AppDb,
  email: string,
  tier: GrantableTier,
  days: number,
  now: Date,
): Promise<ExtendedTier | undefined> {
  const column = tier === 'premium' ? users.premiumUntil : users.vipUntil;
  const at = sql`${now.toISOString()}::timestamptz`;
  const until = sql`greatest(coalesce(${column}, ${at}), ${at}) + make_interval(days => ${days}::int)`;
  const [row] = await db
    .update(users)
    .set(tier === 'premium' ? { premiumUntil: until } : { vipUntil: until })
    .where(and(eq(users.email, email.toLowerCase()), ne(users.status, 'deleting')))
    .returning({ userId: users.id, userNumber: users.userNumber, until: column });
  if (!row?.until) return undefined;
  return { userId: row.userId, userNumber: row.userNumber, until: row.until };
}
