/** SQL of mutual sympathies (matches) of pairs: creating, ending, listing and counting them. */

import { randomUUID } from 'node:crypto';
import {
  and,
  type Column,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import type { UserRow } from '../users/users.view.ts';
import { notBlockedEitherWay } from './blocks.repo.ts';
import { type DialogRow, openDialog } from './dialogs.repo.ts';
import { orderedPair } from './pair.ts';
import { dialogs, matches } from './pairs.schema.ts';

export type MatchRow = typeof matches.$inferSelect;

/** User ids (of the pair) who have not seen the match yet. */
export function unseenBy(match: MatchRow): string[] {
  const ids: string[] = [];
  if (match.seenAAt === null) ids.push(match.userA);
  if (match.seenBAt === null) ids.push(match.userB);
  return ids;
}

export async function findMatch(db: AppDb, a: string, b: string): Promise<MatchRow | undefined> {
  const [userA, userB] = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.userA, userA), eq(matches.userB, userB)))
    .limit(1);
  return row;
}

/** SQL: the pair of `me` and the person in `other` (an id column) has a mutual sympathy. */
export function matchedWith(me: string, other: SQL | Column): SQL {
  return exists(
    sql`(select 1 from ${matches} where (${matches.userA} = ${me} and ${matches.userB} = ${other})
      or (${matches.userA} = ${other} and ${matches.userB} = ${me}))`,
  );
}

/** The pair has a mutual sympathy. */
export async function areMatched(db: AppDb, a: string, b: string): Promise<boolean> {
  return (await findMatch(db, a, b)) !== undefined;
}

/**
 * Creates the pair's match, already seen by `seenBy` (the person whose like made it sees it
 * at once). The ordered pair is unique, so a concurrent second insert yields the first row.
 */
export async function createMatch(
  db: AppDb,
  match: { a: string; b: string; dialogId: string; seenBy: string; at: Date },
): Promise<MatchRow> {
  const [userA, userB] = orderedPair(match.a, match.b);
  const [created] = await db
    .insert(matches)
    .values({
      userA,
      userB,
      dialogId: match.dialogId,
      createdAt: match.at,
      seenAAt: match.seenBy === userA ? match.at : null,
      seenBAt: match.seenBy === userB ? match.at : null,
    })
    .onConflictDoNothing({ target: [matches.userA, matches.userB] })
    .returning();
  if (created) return created;
  const existing = await findMatch(db, userA, userB);
  if (!existing) throw new Error('match vanished while being created');
  return existing;
}

/**
 * Creates the pair's match with its dialog, in one statement when the pair has no dialog yet:
 * the new dialog is inserted by a CTE of the match's insert (`opened`: the dialog is new, with
 * no message; otherwise the match joined the pair's dialog). `dialog` is the pair's dialog as
 * read under the pair's lock (a dialog's deletion takes it too); when a send opened one
 * meanwhile (sends do not take that lock), the statement inserts nothing and the match goes
 * into that dialog.
 */
export async function openMatch(
  db: AppDb,
  pair: { a: string; b: string; dialog: DialogRow | null; seenBy: string; at: Date },
): Promise<{ match: MatchRow; dialog: DialogRow; opened: boolean }> {
  const { a, b, seenBy, at } = pair;
  if (pair.dialog) {
    const match = await createMatch(db, { a, b, dialogId: pair.dialog.id, seenBy, at });
    return { match, dialog: pair.dialog, opened: false };
  }
  const [userA, userB] = orderedPair(a, b);
  // The same fields openDialog inserts, with the id made here so that the row is known whole.
  const dialog: DialogRow = {
    id: randomUUID(),
    userA,
    userB,
    createdAt: at,
    updatedAt: at,
    openedBy: null,
    lastMessageId: null,
    lastMessageAt: null,
  };
  const opened = db.$with('opened').as(
    db
      .insert(dialogs)
      .values(dialog)
      .onConflictDoNothing({ target: [dialogs.userA, dialogs.userB] })
      .returning({ id: dialogs.id }),
  );
  const seen = (side: string) => sql`${side === seenBy ? at.toISOString() : null}::timestamptz`;
  // An insert from a select names every column of the table, in its order.
  const row = db
    .select({
      id: sql`gen_random_uuid()`.as('id'),
      userA: sql`${userA}::uuid`.as('user_a'),
      userB: sql`${userB}::uuid`.as('user_b'),
      dialogId: opened.id,
      createdAt: sql`${at.toISOString()}::timestamptz`.as('created_at'),
      seenAAt: seen(userA).as('seen_a_at'),
      seenBAt: seen(userB).as('seen_b_at'),
    })
    .from(opened);
  const [match] = await db
    .with(opened)
    .insert(matches)
    .select(row)
    .onConflictDoNothing({ target: [matches.userA, matches.userB] })
    .returning();
  if (match) return { match, dialog, opened: true };
  const existing = await openDialog(db, { a, b, openedBy: null, at });
  const joined = await createMatch(db, { a, b, dialogId: existing.id, seenBy, at });
  return { match: joined, dialog: existing, opened: false };
}

/** Removes the pair's match; returns it when there was one. */
export async function deleteMatch(db: AppDb, a: string, b: string): Promise<MatchRow | undefined> {
  const [userA, userB] = orderedPair(a, b);
  const [row] = await db
    .delete(matches)
    .where(and(eq(matches.userA, userA), eq(matches.userB, userB)))
    .returning();
  return row;
}

/** The partner of `me` in a match row, as SQL. */
function partnerOf(me: string): SQL {
  return sql`case when ${matches.userA} = ${me} then ${matches.userB} else ${matches.userA} end`;
}

/** Matches of `me` that may be shown: the partner is active and nobody blocked anybody. */
function shownMatchesOf(me: string): SQL | undefined {
  return and(
    or(eq(matches.userA, me), eq(matches.userB, me)),
    eq(users.status, 'active'),
    notBlockedEitherWay(me, partnerOf(me)),
  );
}

/** Matches `me` has not seen yet. */
function unseenByMe(me: string): SQL | undefined {
  return or(
    and(eq(matches.userA, me), isNull(matches.seenAAt)),
    and(eq(matches.userB, me), isNull(matches.seenBAt)),
  );
}

export interface MatchWithPartner {
  match: MatchRow;
  partner: UserRow;
}

/** A page of the viewer's matches, newest first. */
export async function matchesPage(
  db: AppDb,
  me: string,
  page: { offset: number; limit: number },
): Promise<MatchWithPartner[]> {
  return db
    .select({ match: matches, partner: users })
    .from(matches)
    .innerJoin(users, eq(users.id, partnerOf(me)))
    .where(shownMatchesOf(me))
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Marks these matches seen by `me`; returns how many were new for them. */
export async function markMatchesSeen(db: AppDb, me: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [asA, asB] = await Promise.all([
    db
      .update(matches)
      .set({ seenAAt: sql`now()` })
      .where(and(inArray(matches.id, [...ids]), eq(matches.userA, me), isNull(matches.seenAAt)))
      .returning({ id: matches.id }),
    db
      .update(matches)
      .set({ seenBAt: sql`now()` })
      .where(and(inArray(matches.id, [...ids]), eq(matches.userB, me), isNull(matches.seenBAt)))
      .returning({ id: matches.id }),
  ]);
  return asA.length + asB.length;
}

/** The matches menu counter. */
export async function countNewMatches(db: AppDb, me: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matches)
    .innerJoin(users, eq(users.id, partnerOf(me)))
    .where(and(shownMatchesOf(me), unseenByMe(me)));
  return row?.n ?? 0;
}

/**
 * The partners of shown matches `me` has not seen yet, made after `since` (all when null),
 * newest first (notification letters).
 */
export async function unseenMatchPartnersSince(
  db: AppDb,
  me: string,
  since: Date | null,
): Promise<UserRow[]> {
  const rows = await db
    .select({ partner: users })
    .from(matches)
    .innerJoin(users, eq(users.id, partnerOf(me)))
    .where(and(shownMatchesOf(me), unseenByMe(me), since ? gt(matches.createdAt, since) : undefined))
    .orderBy(desc(matches.createdAt), desc(matches.id));
  return rows.map((r) => r.partner);
}

/** Account destruction: every match of the user. */
export async function deleteMatchesOf(db: AppDb, userId: string): Promise<number> {
  const rows = await db
    .delete(matches)
    .where(or(eq(matches.userA, userId), eq(matches.userB, userId)))
    .returning({ id: matches.id });
  return rows.length;
}
