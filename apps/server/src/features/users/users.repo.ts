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
  const byUser = new Map<string, ImageRow[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(images)
    .where(inArray(images.userId, [...userIds]))
    .orderBy(desc(images.profile), asc(images.position));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push(row);
    byUser.set(row.userId, list);
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
  const byUser = new Map<string, ImageRow[]>();
  if (ids.length === 0) return { rows: [], images: byUser };
  const joined = await db
    .select({ user: users, image: images })
    .from(users)
    .leftJoin(images, eq(images.userId, users.id))
    .where(inArray(users.id, [...ids]))
    .orderBy(desc(images.profile), asc(images.position));
  const found = new Map<string, UserRow>();
  for (const { user, image } of joined) {
    found.set(user.id, user);
    if (!image) continue;
    const list = byUser.get(user.id) ?? [];
    list.push(image);
    byUser.set(user.id, list);
  }
  return { rows: ids.flatMap((id) => found.get(id) ?? []), images: byUser };
}
