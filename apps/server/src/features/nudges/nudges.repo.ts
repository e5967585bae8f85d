/**
 * SQL of the "f" nudges: the newest real activity the user has not seen yet. Each query shows
 * only what the matching list would show (active people, no block either way).
 */
import { and, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { notBlockedEitherWay } from '../pairs/blocks.repo.ts';
import { likes } from '../sympathies/sympathies.schema.ts';
import type { UserRow } from '../users/users.view.ts';
import { visits } from '../visits/visits.schema.ts';

type LikeRow = typeof likes.$inferSelect;

export interface UnseenVisit {
  id: string;
  visitedAt: Date;
  visitor: UserRow;
}

/** The newest visit of the user's profile they have not seen in their visitors list. */
export async function newestUnseenVisit(db: AppDb, visitedId: string): Promise<UnseenVisit | undefined> {
  const [row] = await db
    .select({ id: visits.id, visitedAt: visits.visitedAt, visitor: users })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.visitorId))
    .where(
      and(
        eq(visits.visitedId, visitedId),
        isNull(visits.seenAt),
        eq(users.status, 'active'),
        notBlockedEitherWay(visitedId, sql`${visits.visitorId}`),
      ),
    )
    .orderBy(desc(visits.visitedAt), desc(visits.id))
    .limit(1);
  return row;
}

export interface UnseenLike {
  like: LikeRow;
  rater: UserRow;
}

/** The newest like waiting in the user's liked-you list that they have not seen. */
export async function newestUnseenLike(db: AppDb, ratedId: string): Promise<UnseenLike | undefined> {
  const [row] = await db
    .select({ like: likes, rater: users })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.raterId))
    .where(
      and(
        eq(likes.ratedId, ratedId),
        eq(likes.love, true),
        isNull(likes.seenAt),
        eq(users.status, 'active'),
        notExists(
          sql`(select 1 from ${likes} mine where mine.rater_id = ${ratedId} and mine.rated_id = ${likes.raterId})`,
        ),
        notBlockedEitherWay(ratedId, likes.raterId),
      ),
    )
    .orderBy(desc(likes.ratedAt), desc(likes.id))
    .limit(1);
  return row;
}
