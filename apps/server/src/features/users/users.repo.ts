/** SQL for reading users and their images, shared by the features that show people. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { images, users } from '../../platform/db/schema.ts';
import type { ImageRow, UserRow } from './users.view.ts';

export async function findUser(db: AppDb, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** An active user by public number: profile pages show only active accounts. */
export async function findUserByNumber(db: AppDb, userNumber: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.userNumber, userNumber), eq(users.status, 'active')))
    .limit(1);
  return row;
}

export async function imagesOf(db: AppDb, userId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(images)
    .where(eq(images.userId, userId))
    .orderBy(desc(images.profile), asc(images.position));
}

/** Images of many users at once, grouped by user id. */
export async function imagesOfMany(db: AppDb, userIds: readonly string[]): Promise<Map<string, ImageRow[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(images)
    .where(inArray(images.userId, [...userIds]))
    .orderBy(desc(images.profile), asc(images.position));
  return groupImages(rows);
}

/**
 * Photos by their owner, in the order given; nulls (rows of a left join that found no photo)
 * are skipped.
 */
export function groupImages(rows: ReadonlyArray<ImageRow | null>): Map<string, ImageRow[]> {
  const byUser = new Map<string, ImageRow[]>();
  for (const image of rows) {
    if (!image) continue;
    const list = byUser.get(image.userId) ?? [];
    list.push(image);
    byUser.set(image.userId, list);
  }
  return byUser;
}

/**
 * Users in the order of `ids` with their images, in one statement (a page of cards); someone
 * gone meanwhile is left out.
 */
export async function usersWithImages(
  db: AppDb,
  ids: readonly string[],
): Promise<{ rows: UserRow[]; images: Map<string, ImageRow[]> }> {
  if (ids.length === 0) return { rows: [], images: new Map() };
  const joined = await db
    .select({ user: users, image: images })
    .from(users)
    .leftJoin(images, eq(images.userId, users.id))
    .where(inArray(users.id, [...ids]))
    .orderBy(desc(images.profile), asc(images.position));
  const found = new Map(joined.map(({ user }) => [user.id, user]));
  return {
    rows: ids.flatMap((id) => found.get(id) ?? []),
    images: groupImages(joined.map(({ image }) => image)),
  };
}
