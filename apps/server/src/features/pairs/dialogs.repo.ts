/** SQL of the dialog rows of pairs: finding and opening the one dialog a pair may have. */
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { orderedPair } from './pair.ts';
import { dialogs } from './pairs.schema.ts';

export type DialogRow = typeof dialogs.$inferSelect;

export async function findDialog(db: AppDb, id: string): Promise<DialogRow | undefined> {
  const [row] = await db.select().from(dialogs).where(eq(dialogs.id, id)).limit(1);
  return row;
}

export async function findDialogOfPair(db: AppDb, a: string, b: string): Promise<DialogRow | undefined> {
  const [userA, userB] = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(dialogs)
    .where(and(eq(dialogs.userA, userA), eq(dialogs.userB, userB)))
    .limit(1);
  return row;
}

/**
 * The pair's dialog; a new one when they have none. `openedBy` is the Premium user whose first
 * message opens it (null when a mutual sympathy does); an existing dialog keeps its opener.
 * The ordered pair is unique, so a concurrent second open yields the first row.
 */
export async function openDialog(
  db: AppDb,
  pair: { a: string; b: string; openedBy: string | null; at: Date },
): Promise<DialogRow> {
  const [userA, userB] = orderedPair(pair.a, pair.b);
  const [created] = await db
    .insert(dialogs)
    .values({ userA, userB, openedBy: pair.openedBy, createdAt: pair.at, updatedAt: pair.at })
    .onConflictDoNothing({ target: [dialogs.userA, dialogs.userB] })
    .returning();
  if (created) return created;
  const existing = await findDialogOfPair(db, userA, userB);
  if (!existing) throw new Error('dialog vanished while being opened');
  return existing;
}
