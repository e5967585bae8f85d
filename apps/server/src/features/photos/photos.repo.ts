/**
 * SQL of the photo calls. Every change of a user's images runs in a transaction that first
 * locks the user's row (lockActiveUser), so the limit of photos and the single profile image
 * hold under parallel requests of one user.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { images, users } from '../../platform/db/schema.ts';
import type { ImageRow } from '../users/users.view.ts';

/**
 * Locks the user's row until the transaction ends; false when the account is not active
 * (deleting or blocked), whose images must not change any more.
 */
export async function lockActiveUser(tx: AppDb, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')))
    .for('update');
  return row !== undefined;
}

export async function findOwnImage(
  db: AppDb,
  userId: string,
  imageId: string,
): Promise<ImageRow | undefined> {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.userId, userId)))
    .limit(1);
  return row;
}

export async function insertImage(
  tx: AppDb,
  row: {
    userId: string;
    fileKey: string;
    blurKey: string;
    profile: boolean;
    position: number;
    fingerprint: bigint | null;
    /** Null: the photo waits for staff (an upload). */
    reviewedAt: Date | null;
  },
): Promise<ImageRow> {
  const [created] = await tx.insert(images).values(row).returning();
  if (!created) throw new Error('image insert returned nothing');
  return created;
}

/** Clears the user's profile flag; the partial unique index needs this before another is set. */
export async function clearProfile(tx: AppDb, userId: string): Promise<void> {
  await tx
    .update(images)
    .set({ profile: false })
    .where(and(eq(images.userId, userId), eq(images.profile, true)));
}

/** Makes one of the user's images the profile image; false when it is not theirs. */
export async function setProfile(tx: AppDb, userId: string, imageId: string): Promise<boolean> {
  const rows = await tx
    .update(images)
    .set({ profile: true })
    .where(and(eq(images.id, imageId), eq(images.userId, userId)))
    .returning({ id: images.id });
  return rows.length > 0;
}

/** Makes the user's first remaining image (lowest position) the profile image, if any. */
export async function promoteFirstImage(tx: AppDb, userId: string): Promise<void> {
  const [first] = await tx
    .select({ id: images.id })
    .from(images)
    .where(eq(images.userId, userId))
    .orderBy(asc(images.position), asc(images.createdAt))
    .limit(1);
  if (first) await setProfile(tx, userId, first.id);
}

/** Deletes one of the user's images; the deleted row, or undefined when it is not theirs. */
export async function deleteOwnImage(
  tx: AppDb,
  userId: string,
  imageId: string,
): Promise<ImageRow | undefined> {
  const [row] = await tx
    .delete(images)
    .where(and(eq(images.id, imageId), eq(images.userId, userId)))
    .returning();
  return row;
}

/**
 * Points an image at a new full picture and thumbnail (its blur key stays), only if it still
 * uses `fromKey` (another request may have replaced or deleted it meanwhile); false when it
 * did not.
 */
export async function replaceFileKey(
  tx: AppDb,
  userId: string,
  imageId: string,
  fromKey: string,
  toKey: string,
): Promise<boolean> {
  const rows = await tx
    .update(images)
    .set({ fileKey: toKey })
    .where(and(eq(images.id, imageId), eq(images.userId, userId), eq(images.fileKey, fromKey)))
    .returning({ id: images.id });
  return rows.length > 0;
}

/** How many images the user has (a cheap early check; the locked one decides). */
export async function countImages(db: AppDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(images)
    .where(eq(images.userId, userId));
  return row?.count ?? 0;
}

/** A page of every image's id and blur key, in id order after `afterId` (the preview redraw). */
export async function imagePreviewPage(
  db: AppDb,
  afterId: string | null,
  size: number,
): Promise<{ id: string; blurKey: string }[]> {
  return db
    .select({ id: images.id, blurKey: images.blurKey })
    .from(images)
    .where(afterId ? gt(images.id, afterId) : undefined)
    .orderBy(asc(images.id))
    .limit(size);
}

/**
 * Points an image at a new preview, only if it still uses `fromKey` (it may have been deleted
 * meanwhile); false when it did not.
 */
export async function replaceBlurKey(
  db: AppDb,
  imageId: string,
  fromKey: string,
  toKey: string,
): Promise<boolean> {
  const rows = await db
    .update(images)
    .set({ blurKey: toKey })
    .where(and(eq(images.id, imageId), eq(images.blurKey, fromKey)))
    .returning({ id: images.id });
  return rows.length > 0;
}

/** Photos waiting for staff, of active accounts, the longest waiting first. */
export async function pendingPhotos(db: AppDb, limit: number) {
  return db
    .select({
      imageId: images.id,
      fileKey: images.fileKey,
      createdAt: images.createdAt,
      userId: users.id,
      userNumber: users.userNumber,
      name: users.name,
    })
    .from(images)
    .innerJoin(users, eq(users.id, images.userId))
    .where(and(isNull(images.reviewedAt), eq(users.status, 'active')))
    .orderBy(asc(images.createdAt))
    .limit(limit);
}

/** Marks a waiting photo approved; its owner, or undefined when it was not waiting. */
export async function approvePhoto(db: AppDb, imageId: string): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .update(images)
    .set({ reviewedAt: sql`now()` })
    .where(and(eq(images.id, imageId), isNull(images.reviewedAt)))
    .returning({ userId: images.userId });
  return row;
}

/** Deletes a waiting photo (rejected by staff); the deleted row, or undefined when it was not waiting. */
export async function deletePendingPhoto(tx: AppDb, imageId: string): Promise<ImageRow | undefined> {
  const [row] = await tx
    .delete(images)
    .where(and(eq(images.id, imageId), isNull(images.reviewedAt)))
    .returning();
  return row;
}
