/** SQL of the own-profile editors: field updates and the confirmed e-mail change. */
import { and, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { sqlStateOf } from '../../platform/db/sql-state.ts';
import { writeUsers } from '../../platform/db/user-writes.ts';
import type { UserRow } from '../users/users.view.ts';

export type UserUpdate = Partial<Omit<typeof users.$inferInsert, 'id' | 'userNumber' | 'createdAt'>>;

/** Writes the given columns of an active user; undefined when there is no such active user. */
export async function updateUserRow(
  db: AppDb,
  userId: string,
  set: UserUpdate,
): Promise<UserRow | undefined> {
  const [row] = await writeUsers(db, userId, () =>
    db
      .update(users)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.status, 'active')))
      .returning(),
  );
  return row;
}

/** True when another account already uses the address. */
export async function emailUsedByOther(db: AppDb, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * Switches the account to a confirmed new address. 'taken' when another account got the
 * address first (the unique index decides races between two confirmations).
 */
export async function switchEmail(
  db: AppDb,
  userId: string,
  email: string,
): Promise<'changed' | 'taken' | 'gone'> {
  if (await emailUsedByOther(db, email, userId)) return 'taken';
  try {
    const row = await updateUserRow(db, userId, { email: email.toLowerCase(), isActivated: true });
    return row ? 'changed' : 'gone';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
