/** SQL of the support tools: the account a tier grant is for, the moderation of names and descriptions. */
import { and, asc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { writeUsers } from '../../platform/db/user-writes.ts';

/**
 * The account support names by e-mail, for a tier grant. Accounts waiting for destruction are
 * left alone (undefined, like an unknown address).
 */
export async function grantableAccount(
  db: AppDb,
  email: string,
): Promise<{ userId: string; userNumber: number } | undefined> {
  const [row] = await db
    .select({ userId: users.id, userNumber: users.userNumber })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), ne(users.status, 'deleting')))
    .limit(1);
  return row;
}

export interface PendingModeration {
  userId: string;
  userNumber: number;
  name: string;
  description: string;
  nameConfirmed: number;
  descriptionConfirmed: number;
  updatedAt: Date;
}

/**
 * Active people (service accounts aside) whose name or non-empty description waits for
 * moderation, the longest waiting first.
 */
export async function pendingModeration(db: AppDb, limit: number): Promise<PendingModeration[]> {
  return db
    .select({
      userId: users.id,
      userNumber: users.userNumber,
      name: users.name,
      description: users.description,
      nameConfirmed: users.nameConfirmed,
      descriptionConfirmed: users.descriptionConfirmed,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        eq(users.isService, false),
        or(eq(users.nameConfirmed, 0), and(eq(users.descriptionConfirmed, 0), ne(users.description, ''))),
      ),
    )
    .orderBy(asc(users.updatedAt), asc(users.userNumber))
    .limit(limit);
}

/** A decision on one part: the new state and the text it was taken on. */
export interface ModerationVerdict {
  confirmed: 1 | -1;
  reviewed: string;
}

export type ModerationOutcome =
  | { status: 'decided'; userNumber: number; nameConfirmed: number; descriptionConfirmed: number }
  | { status: 'changed' }
  | { status: 'missing' };

/**
 * Writes the verdicts of an active user in one statement that also checks each decided text is
 * still the reviewed one, so an edit made meanwhile (which resets the state to 0) is never
 * confirmed unseen. 'changed' when a text differs, 'missing' when there is no such active user.
 * `updated_at` stays: it is the time of the user's own last change.
 */
export async function decideModeration(
  db: AppDb,
  userId: string,
  verdicts: { name?: ModerationVerdict; description?: ModerationVerdict },
): Promise<ModerationOutcome> {
  const set: { nameConfirmed?: number; descriptionConfirmed?: number } = {};
  const same: SQL[] = [];
  if (verdicts.name) {
    set.nameConfirmed = verdicts.name.confirmed;
    same.push(eq(users.name, verdicts.name.reviewed));
  }
  if (verdicts.description) {
    set.descriptionConfirmed = verdicts.description.confirmed;
    same.push(eq(users.description, verdicts.description.reviewed));
  }
  const active = and(eq(users.id, userId), eq(users.status, 'active'));
  const [row] = await writeUsers(db, userId, () =>
    db
      .update(users)
      .set(set)
      .where(and(active, ...same))
      .returning({
        userNumber: users.userNumber,
        nameConfirmed: users.nameConfirmed,
        descriptionConfirmed: users.descriptionConfirmed,
      }),
  );
  if (row) return { status: 'decided', ...row };
  const [exists] = await db.select({ id: users.id }).from(users).where(active).limit(1);
  return exists ? { status: 'changed' } : { status: 'missing' };
}
