/** SQL of the help form: stored requests, the letter to support and erasure on account deletion. */
import { eq, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { feedback } from './feedback.schema.ts';

export type NewFeedback = typeof feedback.$inferInsert;

export async function insertFeedback(db: AppDb, row: NewFeedback): Promise<string> {
  const [created] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  if (!created) throw new Error('feedback insert returned nothing');
  return created.id;
}

/** A request with what support needs to know about its author (null for a guest). */
export async function findFeedbackForMail(db: AppDb, id: string) {
  const [row] = await db
    .select({
      id: feedback.id,
      replyEmail: feedback.replyEmail,
      message: feedback.message,
      ip: feedback.ip,
      userAgent: feedback.userAgent,
      createdAt: feedback.createdAt,
      author: { id: users.id, userNumber: users.userNumber, name: users.name, email: users.email },
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id))
    .limit(1);
  return row;
}

export type FeedbackForMail = NonNullable<Awaited<ReturnType<typeof findFeedbackForMail>>>;

/**
 * Wipes the personal fields of an account's requests: those it sent signed in and those sent
 * from its address as a guest. The rows stay (dates only) for support statistics.
 */
export async function eraseFeedbackOf(
  db: AppDb,
  account: { userId: string; email: string },
): Promise<number> {
  const erased = await db
    .update(feedback)
    .set({ userId: null, replyEmail: '', message: '', ip: '', userAgent: '' })
    .where(
      or(
        eq(feedback.userId, account.userId),
        sql`lower(${feedback.replyEmail}) = ${account.email.toLowerCase()}`,
      ),
    )
    .returning({ id: feedback.id });
  return erased.length;
}
