/** SQL of profile visits: recording one, the visitors list, its seen marks and counter. */
import { and, count, desc, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { notBlockedEitherWay } from '../pairs/blocks.repo.ts';
import type { UserRow } from '../users/users.view.ts';
import { visits } from './visits.schema.ts';

export interface RecordedVisit {
  id: string;
  visitedAt: Date;
  /** True when the visitor's item was not already waiting unseen (the menu counter grows). */
  becameNew: boolean;
}

/**
 * Counts a visit unless this pair already has one on `day`; null when it does. The pair's row
 * is locked first, so two simultaneous views count once and `becameNew` reads the state the
 * update replaced.
 */
export async function recordVisit(
  db: AppDb,
  visit: { visitorId: string; visitedId: string; day: string; at: Date },
): Promise<RecordedVisit | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ day: visits.day, seenAt: visits.seenAt })
      .from(visits)
      .where(and(eq(visits.visitedId, visit.visitedId), eq(visits.visitorId, visit.visitorId)))
      .for('update');
    if (before && before.day >= visit.day) return null;
    const [row] = await tx
      .insert(visits)
      .values({
        visitedId: visit.visitedId,
        visitorId: visit.visitorId,
        day: visit.day,
        visitedAt: visit.at,
        createdAt: visit.at,
      })
      .onConflictDoUpdate({
        target: [visits.visitedId, visits.visitorId],
        set: { day: visit.day, visitedAt: visit.at, seenAt: null },
        // A concurrent first view inserted the row after our look: it counted already.
        setWhere: sql`${visits.day} < excluded.day`,
      })
      .returning({ id: visits.id, visitedAt: visits.visitedAt });
    if (!row) return null;
    return { ...row, becameNew: !before || before.seenAt !== null };
  });
}

/** Visits the viewer may be shown: active visitors, no block either way. */
function shownVisitsOf(visitedId: string): SQL | undefined {
  return and(
    eq(visits.visitedId, visitedId),
    eq(users.status, 'active'),
    notBlockedEitherWay(visitedId, visits.visitorId),
  );
}

export interface VisitRow {
  id: string;
  visitedAt: Date;
  seenAt: Date | null;
  visitor: UserRow;
}

/** A page of the visitors list, newest visit first. */
export async function visitsPage(
  db: AppDb,
  visitedId: string,
  page: { offset: number; limit: number },
): Promise<VisitRow[]> {
  const rows = await db
    .select({ id: visits.id, visitedAt: visits.visitedAt, seenAt: visits.seenAt, visitor: users })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.visitorId))
    .where(shownVisitsOf(visitedId))
    .orderBy(desc(visits.visitedAt), desc(visits.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/** Marks these visits of the visited person seen; returns how many were new. */
export async function markVisitsSeen(db: AppDb, visitedId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(visits)
    .set({ seenAt: sql`now()` })
    .where(and(eq(visits.visitedId, visitedId), inArray(visits.id, [...ids]), isNull(visits.seenAt)))
    .returning({ id: visits.id });
  return rows.length;
}

/** The newest visit of the user's profile they have not seen in their visitors list. */
export async function newestUnseenVisit(db: AppDb, visitedId: string): Promise<VisitRow | undefined> {
  const [row] = await db
    .select({ id: visits.id, visitedAt: visits.visitedAt, seenAt: visits.seenAt, visitor: users })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.visitorId))
    .where(and(shownVisitsOf(visitedId), isNull(visits.seenAt)))
    .orderBy(desc(visits.visitedAt), desc(visits.id))
    .limit(1);
  return row;
}

/** The visits menu counter: people whose latest visit the user has not seen yet. */
export async function countNewVisits(db: AppDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.visitorId))
    .where(and(shownVisitsOf(userId), isNull(visits.seenAt)));
  return row?.n ?? 0;
}

/** People whose visit at or after `since` the user has not seen (notification digest). */
export async function countNewVisitsSince(db: AppDb, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.visitorId))
    .where(and(shownVisitsOf(userId), isNull(visits.seenAt), gte(visits.visitedAt, since)));
  return row?.n ?? 0;
}

/** Account destruction: every visit the user made or received. */
export async function deleteVisitsOf(db: AppDb, userId: string): Promise<number> {
  const rows = await db
    .delete(visits)
    .where(or(eq(visits.visitorId, userId), eq(visits.visitedId, userId)))
    .returning({ id: visits.id });
  return rows.length;
}
