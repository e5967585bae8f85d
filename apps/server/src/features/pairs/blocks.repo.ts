/** SQL of blocks between people, shared by every feature that shows other people. */
import { and, type Column, desc, eq, exists, not, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { blocks } from './pairs.schema.ts';

/** SQL: `me` or the person in `other` (an id column or expression) blocked the other. */
export function blockedEitherWay(me: string, other: SQL | Column): SQL {
  return exists(
    sql`(select 1 from ${blocks} where (${blocks.blockerId} = ${me} and ${blocks.blockedId} = ${other})
      or (${blocks.blockerId} = ${other} and ${blocks.blockedId} = ${me}))`,
  );
}

/** SQL: neither `me` nor the person in `other` (an id column or expression) blocked the other. */
export function notBlockedEitherWay(me: string, other: SQL | Column): SQL {
  return not(blockedEitherWay(me, other));
}

/** True when either person has blocked the other. */
export async function isBlockedEitherWay(db: AppDb, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records that the blocker blocked someone; blocking twice changes nothing. */
export async function addBlock(db: AppDb, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** Account destruction: every block the user made or received. */
export async function deleteBlocksOf(db: AppDb, userId: string): Promise<number> {
  const rows = await db
    .delete(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)))
    .returning({ blockerId: blocks.blockerId });
  return rows.length;
}

/** The people `blockerId` blocked, latest first. */
export async function blocksBy(
  db: AppDb,
  blockerId: string,
): Promise<Array<{ blockedId: string; createdAt: Date }>> {
  return db
    .select({ blockedId: blocks.blockedId, createdAt: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
}

/** Lifts the block `blockerId` put on `blockedId`; false when there was none. */
export async function removeBlock(db: AppDb, blockerId: string, blockedId: string): Promise<boolean> {
  const removed = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockerId: blocks.blockerId });
  return removed.length > 0;
}
