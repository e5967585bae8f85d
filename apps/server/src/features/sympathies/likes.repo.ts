/**
 * SQL of ratings (likes and dislikes): recording one, the liked-you list, its seen marks and
 * counter.
 */
import { and, count, desc, eq, gte, inArray, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { blockedEitherWay, notBlockedEitherWay } from '../pairs/blocks.repo.ts';
import type { DialogRow } from '../pairs/dialogs.repo.ts';
import { matchedWith } from '../pairs/matches.repo.ts';
import { orderedPair } from '../pairs/pair.ts';
import { dialogs } from '../pairs/pairs.schema.ts';
import type { UserRow } from '../users/users.view.ts';
import { likes } from './sympathies.schema.ts';

export type LikeRow = typeof likes.$inferSelect;

/** The rater's current rating of the rated person: true like, false dislike, null none. */
export async function ratingOf(db: AppDb, raterId: string, ratedId: string): Promise<boolean | null> {
  const row = await findRating(db, raterId, ratedId);
  return row ? row.love : null;
}

export async function findRating(db: AppDb, raterId: string, ratedId: string): Promise<LikeRow | undefined> {
  const [row] = await db
    .select()
    .from(likes)
    .where(and(eq(likes.raterId, raterId), eq(likes.ratedId, ratedId)))
    .limit(1);
  return row;
}

/** What a rating decides on, read in one statement under the rater's and the pair's locks. */
export interface RatingContext {
  target: UserRow;
  /** Either of the two blocked the other. */
  blocked: boolean;
  /** The rater's rating of the target. */
  mine: LikeRow | undefined;
  /** The target's rating of the rater. */
  theirs: LikeRow | undefined;
  /** Ratings the rater gave (or changed) since `dayStart`: the free daily allowance. */
  ratedToday: number;
  /** The pair has a mutual sympathy. */
  matched: boolean;
  /** The pair's dialog; null while they have none. */
  dialog: DialogRow | null;
}

/**
 * The person being rated, the block state, both ratings of the pair, the rater's count of the
 * day, whether the pair is matched and its dialog, in one statement; undefined when there is no
 * such user.
 */
export async function ratingContext(
  db: AppDb,
  raterId: string,
  targetId: string,
  dayStart: Date,
): Promise<RatingContext | undefined> {
  const mine = alias(likes, 'mine');
  const theirs = alias(likes, 'theirs');
  const [userA, userB] = orderedPair(raterId, targetId);
  const today = ratingsSince(db, raterId, dayStart);
  const [row] = await db
    .select({
      target: users,
      blocked: blockedEitherWay(raterId, users.id).mapWith(Boolean),
      mine,
      theirs,
      ratedToday: sql<number>`(${today})`.mapWith(Number),
      matched: matchedWith(raterId, users.id).mapWith(Boolean),
      dialog: dialogs,
    })
    .from(users)
    .leftJoin(mine, and(eq(mine.raterId, raterId), eq(mine.ratedId, users.id)))
    .leftJoin(theirs, and(eq(theirs.raterId, users.id), eq(theirs.ratedId, raterId)))
    .leftJoin(dialogs, and(eq(dialogs.userA, userA), eq(dialogs.userB, userB)))
    .where(eq(users.id, targetId))
    .limit(1);
  if (!row) return undefined;
  return { ...row, mine: row.mine ?? undefined, theirs: row.theirs ?? undefined };
}

/**
 * The query counting the ratings the rater gave (or changed) since a moment; discover runs it as
 * a column of its first statement (discover.repo.ts).
 */
export function ratingsSince(db: AppDb, raterId: string, since: Date) {
  return db
    .select({ n: count() })
    .from(likes)
    .where(and(eq(likes.raterId, raterId), gte(likes.ratedAt, since)));
}

/**
 * Records a rating, or replaces the pair's previous one (a change is a new rating). `answered`:
 * the other person's rating this one answers, marked seen by the same statement.
 */
export async function saveRating(
  db: AppDb,
  {
    answered,
    ...rating
  }: {
    raterId: string;
    ratedId: string;
    love: boolean;
    place: string;
    at: Date;
    answered?: string | undefined;
  },
): Promise<LikeRow> {
  const seen = (id: string) =>
    db.$with('answered').as(
      db
        .update(likes)
        .set({ seenAt: rating.at })
        .where(and(eq(likes.id, id), isNull(likes.seenAt)))
        .returning({ id: likes.id }),
    );
  const insert = answered ? db.with(seen(answered)).insert(likes) : db.insert(likes);
  const [row] = await insert
    .values({ ...rating, createdAt: rating.at, ratedAt: rating.at, updatedAt: rating.at })
    .onConflictDoUpdate({
      target: [likes.raterId, likes.ratedId],
      set: { love: rating.love, place: rating.place, ratedAt: rating.at, updatedAt: rating.at, seenAt: null },
    })
    .returning();
  if (!row) throw new Error('saving a rating returned nothing');
  return row;
}

/**
 * Likes waiting for my answer: people who like me, whom I have not rated (a rating answers
 * them: a like makes a match, a dislike closes it), active, and no block either way.
 */
function waitingLikesOf(ratedId: string): SQL | undefined {
  return and(
    eq(likes.ratedId, ratedId),
    eq(likes.love, true),
    eq(users.status, 'active'),
    notExists(
      sql`(select 1 from ${likes} mine where mine.rater_id = ${ratedId} and mine.rated_id = ${likes.raterId})`,
    ),
    notBlockedEitherWay(ratedId, likes.raterId),
  );
}

export interface LikedYouRow {
  id: string;
  ratedAt: Date;
  seenAt: Date | null;
  rater: UserRow;
}

/** A page of the liked-you list, newest like first. */
export async function likedYouPage(
  db: AppDb,
  ratedId: string,
  page: { offset: number; limit: number },
): Promise<LikedYouRow[]> {
  return db
    .select({ id: likes.id, ratedAt: likes.ratedAt, seenAt: likes.seenAt, rater: users })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.raterId))
    .where(waitingLikesOf(ratedId))
    .orderBy(desc(likes.ratedAt), desc(likes.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Marks these likes of the rated person seen; returns how many were new. */
export async function markLikesSeen(db: AppDb, ratedId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(likes)
    .set({ seenAt: sql`now()` })
    .where(and(eq(likes.ratedId, ratedId), inArray(likes.id, [...ids]), isNull(likes.seenAt)))
    .returning({ id: likes.id });
  return rows.length;
}

/** The newest like waiting in the user's liked-you list that they have not seen. */
export async function newestUnseenLike(
  db: AppDb,
  ratedId: string,
): Promise<{ like: LikeRow; rater: UserRow } | undefined> {
  const [row] = await db
    .select({ like: likes, rater: users })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.raterId))
    .where(and(waitingLikesOf(ratedId), isNull(likes.seenAt)))
    .orderBy(desc(likes.ratedAt), desc(likes.id))
    .limit(1);
  return row;
}

/** The likes menu counter: waiting likes not seen yet. */
export async function countNewLikes(db: AppDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.raterId))
    .where(and(waitingLikesOf(userId), isNull(likes.seenAt)));
  return row?.n ?? 0;
}

/** Waiting likes the user has not seen, given at or after `since` (notification digest). */
export async function countNewLikesSince(db: AppDb, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.raterId))
    .where(and(waitingLikesOf(userId), isNull(likes.seenAt), gte(likes.ratedAt, since)));
  return row?.n ?? 0;
}

/** Account destruction: every rating the user gave or received. */
export async function deleteLikesOf(db: AppDb, userId: string): Promise<number> {
  const rows = await db
    .delete(likes)
    .where(or(eq(likes.raterId, userId), eq(likes.ratedId, userId)))
    .returning({ id: likes.id });
  return rows.length;
}
