/** SQL of account deletion: hiding the account, pending requests, destruction and its record. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { authTokens, images, sessions, users } from '../../platform/db/schema.ts';
import { writeUsers } from '../../platform/db/user-writes.ts';
import { consents } from '../auth/consents.schema.ts';
import type { ImageFileKeys } from '../users/image-keys.ts';
import { accountDeletions, type DestroyedCategory, dataDestructions } from './account.schema.ts';

/** Hides the account at once: every query that shows people reads only status 'active'. */
export async function markDeleting(db: AppDb, userId: string): Promise<void> {
  await writeUsers(db, userId, () =>
    db
      .update(users)
      .set({ status: 'deleting', updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), ne(users.status, 'deleting'))),
  );
}

export async function withdrawConsents(db: AppDb, userId: string): Promise<number> {
  const rows = await db
    .update(consents)
    .set({ withdrawnAt: sql`now()` })
    .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)))
    .returning({ id: consents.id });
  return rows.length;
}

export type PendingDeletion = typeof accountDeletions.$inferSelect;

/** Records the request; an account already waiting keeps its first request (returned, created false). */
export async function insertDeletion(
  db: AppDb,
  row: typeof accountDeletions.$inferInsert,
): Promise<{ deletion: PendingDeletion; created: boolean }> {
  const [created] = await db
    .insert(accountDeletions)
    .values(row)
    .onConflictDoNothing({ target: accountDeletions.userId })
    .returning();
  if (created) return { deletion: created, created: true };
  const [existing] = await db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, row.userId))
    .limit(1);
  if (!existing) throw new Error('account deletion vanished while being requested');
  return { deletion: existing, created: false };
}

/** A pending request with the account it concerns; `lock` holds it for the destroying transaction. */
export async function findPendingDeletion(db: AppDb, requestId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      userId: accountDeletions.userId,
      requestId: accountDeletions.requestId,
      reason: accountDeletions.reason,
      requestedAt: accountDeletions.requestedAt,
      email: users.email,
      name: users.name,
    })
    .from(accountDeletions)
    .innerJoin(users, eq(users.id, accountDeletions.userId))
    .where(eq(accountDeletions.requestId, requestId))
    .limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function destructionRecorded(db: AppDb, requestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dataDestructions.id })
    .from(dataDestructions)
    .where(eq(dataDestructions.requestId, requestId))
    .limit(1);
  return row !== undefined;
}

/** The storage keys (file key and blur key) of every image of the user. */
export async function imageFileKeysOf(db: AppDb, userId: string): Promise<ImageFileKeys[]> {
  return db
    .select({ fileKey: images.fileKey, blurKey: images.blurKey })
    .from(images)
    .where(eq(images.userId, userId));
}

/**
 * Deletes the rows of the platform tables and then the user row (its remaining foreign keys
 * cascade, the pending request included); returns counts per category.
 */
export async function destroyAccountRows(db: AppDb, userId: string): Promise<Record<string, number>> {
  const count = (rows: unknown[]) => rows.length;
  const photos = count(await db.delete(images).where(eq(images.userId, userId)).returning({ id: images.id }));
  const sessionRows = count(
    await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id }),
  );
  const authLinks = count(
    await db.delete(authTokens).where(eq(authTokens.userId, userId)).returning({ id: authTokens.id }),
  );
  const consentRows = count(
    await db.delete(consents).where(eq(consents.userId, userId)).returning({ id: consents.id }),
  );
  const profile = count(
    await writeUsers(db, userId, () =>
      db.delete(users).where(eq(users.id, userId)).returning({ id: users.id }),
    ),
  );
  return { profile, photos, sessions: sessionRows, auth_links: authLinks, consents: consentRows };
}

export async function recordDestruction(
  db: AppDb,
  row: { requestId: string; reason: string; requestedAt: Date; categories: DestroyedCategory[] },
): Promise<void> {
  await db.insert(dataDestructions).values(row).onConflictDoNothing({ target: dataDestructions.requestId });
}
