/** SQL of smart messages: the library, choices, the sent log and the intro's figures. */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { writeUsers } from '../../platform/db/user-writes.ts';
import { dialogs, matches } from '../pairs/pairs.schema.ts';
import { messageTemplates, smartMessageChoices, smartMessagesSent } from './smart-messages.schema.ts';

export interface TemplateRow {
  id: number;
  text: string;
}

/** The active openers for an addressee gender, oldest first. */
export function libraryOf(db: AppDb, looking: number): Promise<TemplateRow[]> {
  return db
    .select({ id: messageTemplates.id, text: messageTemplates.text })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.looking, looking), eq(messageTemplates.active, true)))
    .orderBy(asc(messageTemplates.id));
}

/** The user's chosen openers still active in the library for `looking`, in rotation order. */
export function choiceOf(db: AppDb, userId: string, looking: number): Promise<TemplateRow[]> {
  return db
    .select({ id: messageTemplates.id, text: messageTemplates.text })
    .from(smartMessageChoices)
    .innerJoin(messageTemplates, eq(messageTemplates.id, smartMessageChoices.templateId))
    .where(
      and(
        eq(smartMessageChoices.userId, userId),
        eq(messageTemplates.looking, looking),
        eq(messageTemplates.active, true),
      ),
    )
    .orderBy(asc(smartMessageChoices.position));
}

/** The ids the user chose (whatever the library holds now), in their order. */
export async function chosenIds(db: AppDb, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: smartMessageChoices.templateId })
    .from(smartMessageChoices)
    .where(eq(smartMessageChoices.userId, userId))
    .orderBy(asc(smartMessageChoices.position));
  return rows.map((r) => r.id);
}

/** Replaces the user's choice and switches their smart messages on, in one transaction. */
export async function saveChoiceAndSwitchOn(
  db: AppDb,
  userId: string,
  ids: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(smartMessageChoices).where(eq(smartMessageChoices.userId, userId));
    await tx
      .insert(smartMessageChoices)
      .values(ids.map((templateId, position) => ({ userId, templateId, position })));
    await writeUsers(tx, userId, () =>
      tx.update(users).set({ smartMessages: true, updatedAt: new Date() }).where(eq(users.id, userId)),
    );
  });
}

export async function switchOff(db: AppDb, userId: string): Promise<void> {
  await writeUsers(db, userId, () =>
    db.update(users).set({ smartMessages: false, updatedAt: new Date() }).where(eq(users.id, userId)),
  );
}

/** Of these people, those whose smart messages are on (and who are active). */
export async function withSmartMessagesOn(db: AppDb, userIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.smartMessages, true), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

export async function wasSent(db: AppDb, senderId: string, recipientId: string): Promise<boolean> {
  const [row] = await db
    .select({ messageId: smartMessagesSent.messageId })
    .from(smartMessagesSent)
    .where(and(eq(smartMessagesSent.senderId, senderId), eq(smartMessagesSent.recipientId, recipientId)))
    .limit(1);
  return row !== undefined;
}

/** Openers sent for the sender since `since` (the start of the Moscow day). */
export async function sentSince(db: AppDb, senderId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smartMessagesSent)
    .where(and(eq(smartMessagesSent.senderId, senderId), gte(smartMessagesSent.sentAt, since)));
  return row?.n ?? 0;
}

/** The template of the sender's newest opener (where the rotation goes on from). */
export async function lastSentTemplate(db: AppDb, senderId: string): Promise<number | null> {
  const [row] = await db
    .select({ templateId: smartMessagesSent.templateId })
    .from(smartMessagesSent)
    .where(and(eq(smartMessagesSent.senderId, senderId), isNotNull(smartMessagesSent.templateId)))
    .orderBy(desc(smartMessagesSent.sentAt))
    .limit(1);
  return row?.templateId ?? null;
}

/** Records a sent opener; false when one to this recipient was recorded before. */
export async function recordSent(
  db: AppDb,
  row: { senderId: string; recipientId: string; templateId: number; messageId: string; sentAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(smartMessagesSent)
    .values(row)
    .onConflictDoNothing()
    .returning({ messageId: smartMessagesSent.messageId });
  return inserted.length > 0;
}

/** The user's matches whose dialog nobody has written in yet. */
export async function countWaitingMatches(db: AppDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matches)
    .innerJoin(dialogs, eq(dialogs.id, matches.dialogId))
    .where(and(or(eq(matches.userA, userId), eq(matches.userB, userId)), isNull(dialogs.lastMessageAt)));
  return row?.n ?? 0;
}

export async function countMatchesSince(db: AppDb, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matches)
    .where(and(or(eq(matches.userA, userId), eq(matches.userB, userId)), gte(matches.createdAt, since)));
  return row?.n ?? 0;
}
