/** SQL of dialogs, messages and message streams. */
import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AppDb, queryRows } from '../../platform/db/client.ts';
import { images as imageRows, users } from '../../platform/db/schema.ts';
import { blockedEitherWay, notBlockedEitherWay } from '../pairs/blocks.repo.ts';
import type { DialogRow } from '../pairs/dialogs.repo.ts';
import { matchedWith } from '../pairs/matches.repo.ts';
import { orderedPair } from '../pairs/pair.ts';
import { dialogs, matches } from '../pairs/pairs.schema.ts';
import { groupImages } from '../users/users.repo.ts';
import type { ImageRow, UserRow } from '../users/users.view.ts';
import { sentTodayOf } from './chat.policy.ts';
import { chatStreams, messages } from './chat.schema.ts';
export type MessageRow = typeof messages.$inferSelect;
export type StreamRow = typeof chatStreams.$inferSelect;

/** The other person of a dialog row, as SQL. */
function partnerOf(me: string): SQL<string> {
  return sql<string>`case when ${dialogs.userA} = ${me} then ${dialogs.userB} else ${dialogs.userA} end`;
}

function mine(me: string): SQL | undefined {
  return or(eq(dialogs.userA, me), eq(dialogs.userB, me));
}

// ---------------------------------------------------------------------------------------------
// Streams

export async function streamOf(db: AppDb, userId: string): Promise<StreamRow | undefined> {
  const [row] = await db.select().from(chatStreams).where(eq(chatStreams.userId, userId)).limit(1);
  return row;
}

/** Messages the user sent since `dayStart` (the start of the current Moscow day). */
export async function sentSince(db: AppDb, userId: string, dayStart: Date): Promise<number> {
  return sentTodayOf(await streamOf(db, userId), dayStart);
}

/**
 * These users' photos (profile first, then by position) and the messages each sent since
 * `dayStart` (0 for none), in one statement: what both views of a new match's dialog show.
 */
export async function imagesAndSentToday(
  db: AppDb,
  userIds: readonly string[],
  dayStart: Date,
): Promise<{ images: Map<string, ImageRow[]>; sentToday: Map<string, number> }> {
  const sentToday = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return { images: new Map(), sentToday };
  const rows = await db
    .select({ userId: users.id, image: imageRows, stream: chatStreams })
    .from(users)
    .leftJoin(imageRows, eq(imageRows.userId, users.id))
    .leftJoin(chatStreams, eq(chatStreams.userId, users.id))
    .where(inArray(users.id, [...userIds]))
    .orderBy(desc(imageRows.profile), asc(imageRows.position));
  for (const { userId, stream } of rows) sentToday.set(userId, sentTodayOf(stream ?? undefined, dayStart));
  return { images: groupImages(rows.map((row) => row.image)), sentToday };
}

/**
 * The lock names of these users' streams (platform/db/locks.ts), in one order for everyone:
 * whoever moves a stream on (a send, a held message's delivery) or removes what its numbers
 * point to (a dialog's deletion) holds them, so stream numbers follow commit order.
 */
export function streamLocks(userIds: readonly string[]): string[] {
  return [...new Set(userIds)].sort().map((id) => `stream:${id}`);
}

/** A stream as it starts, for a person who never had one. */
function freshStream(userId: string): StreamRow {
  return { userId, seq: 0, sentDayStart: null, sentToday: 0 };
}

/** These users' streams (a fresh one for a person who never had one), under their locks. */
export async function streamsOf(tx: AppDb, userIds: readonly string[]): Promise<Map<string, StreamRow>> {
  const rows = await tx
    .select()
    .from(chatStreams)
    .where(inArray(chatStreams.userId, [...userIds]));
  const found = new Map(rows.map((row) => [row.userId, row]));
  return new Map(userIds.map((id) => [id, found.get(id) ?? freshStream(id)]));
}

/** Writes these streams back (creating missing ones), in one statement. */
export async function saveStreams(tx: AppDb, rows: readonly StreamRow[]): Promise<void> {
  if (rows.length === 0) return;
  await streamsUpsert(tx, rows);
}

/** The upsert writing streams back (saveStreams; insertMessage runs it as a CTE). */
function streamsUpsert(tx: AppDb, rows: readonly StreamRow[]) {
  return tx
    .insert(chatStreams)
    .values([...rows])
    .onConflictDoUpdate({
      target: chatStreams.userId,
      set: {
        seq: sql`excluded.seq`,
        sentDayStart: sql`excluded.sent_day_start`,
        sentToday: sql`excluded.sent_today`,
      },
    });
}

/** What a send checks before its transaction, read in one statement (see `sendChecks`). */
export interface SendChecks {
  /** The message this (author, clientId) stored already: the send is a retry. */
  earlier: MessageRow | null;
  partner: UserRow;
  blocked: boolean;
  matched: boolean;
  /** The pair's dialog; null while they have none. */
  dialog: DialogRow | null;
  /** The author of the dialog's newest message; null when it has none. */
  lastAuthorId: string | null;
  /** The sender's stream (null: they never wrote): today's count comes from it. */
  stream: { sentDayStart: Date | null; sentToday: number } | null;
  /** Both people's photos (profile first, then by position): what both views of the send show. */
  images: Map<string, ImageRow[]>;
}

/** Whom a send goes to: a person, or the other member of a dialog of the sender's. */
export type SendTarget = { partnerId: string } | { dialogId: string };

/**
 * The partner of a send with everything the send checks before its transaction — an earlier
 * attempt of the same client id, the block state, the match, the pair's dialog and its last
 * author, the sender's count of the day — with both people's photos, in one statement (a row
 * per photo); undefined when there is no such partner (or the named dialog is not the sender's).
 */
export async function sendChecks(
  db: AppDb,
  me: string,
  target: SendTarget,
  clientId: string,
): Promise<SendChecks | undefined> {
  const earlier = alias(messages, 'earlier');
  const partnerId =
    'dialogId' in target
      ? sql`(select ${partnerOf(me)} from ${dialogs} where ${dialogs.id} = ${target.dialogId} and ${mine(me)})`
      : sql`${target.partnerId}`;
  // The pair's facts in a lateral subquery: evaluated once for the partner, not once for each
  // photo row the photos' join makes.
  const facts = sql`(select ${blockedEitherWay(me, users.id)} as blocked,
      ${matchedWith(me, users.id)} as matched,
      (select m.author_id from ${messages} m where m.dialog_id = ${dialogs.id}
        order by m.pos desc limit 1) as last_author_id) facts`;
  const rows = await db
    .select({
      earlier,
      partner: users,
      blocked: sql<boolean>`facts.blocked`.mapWith(Boolean),
      matched: sql<boolean>`facts.matched`.mapWith(Boolean),
      dialog: dialogs,
      lastAuthorId: sql<string | null>`facts.last_author_id`,
      stream: { sentDayStart: chatStreams.sentDayStart, sentToday: chatStreams.sentToday },
      image: imageRows,
    })
    .from(users)
    .leftJoin(
      dialogs,
      or(
        and(eq(dialogs.userA, me), eq(dialogs.userB, users.id)),
        and(eq(dialogs.userA, users.id), eq(dialogs.userB, me)),
      ),
    )
    .leftJoinLateral(facts, sql`true`)
    .leftJoin(chatStreams, eq(chatStreams.userId, me))
    .leftJoin(earlier, and(eq(earlier.authorId, me), eq(earlier.clientId, clientId)))
    .leftJoin(imageRows, or(eq(imageRows.userId, me), eq(imageRows.userId, users.id)))
    .where(eq(users.id, partnerId))
    .orderBy(desc(imageRows.profile), asc(imageRows.position));
  const [first] = rows;
  if (!first) return undefined;
  const { image: _, ...checks } = first;
  return { ...checks, images: groupImages(rows.map((row) => row.image)) };
}

/** What a send reads under its stream locks (see `sendState`). */
export interface SendState {
  /** Both people's streams as they stand (a fresh one for a person who never had one). */
  mine: StreamRow;
  theirs: StreamRow;
  /** A message of this (author, clientId) a concurrent retry committed meanwhile. */
  earlierId: string | null;
  /** The dialog to write in (the named one, or the pair's); null when there is none. */
  dialog: DialogRow | null;
  /** The author of the dialog's newest message (held ones too); null when it has none. */
  lastAuthorId: string | null;
  /** Delivered messages in the dialog the partner has not read. */
  partnerUnread: number;
  /** Delivered messages in the dialog the author has not read. */
  authorUnread: number;
  /** The partner has written in the dialog (a delivered message). */
  partnerHasWritten: boolean;
  /**
   * The author's sending pattern since `patternSince`, this send counted in (the safety
   * signals': the send tells it with its fact). Read under the author's stream lock, it counts
   * every send of theirs committed before, simultaneous ones included.
   */
  pattern: SendingPattern;
}

/**
 * Everything a send reads once both stream locks are held, in one statement: both people's
 * streams, an earlier attempt, the dialog (`dialogId`, or the pair's when none is named), its
 * last author, both people's unread counts in it and whether the partner has written in it.
 */
export async function sendState(
  tx: AppDb,
  send: {
    authorId: string;
    partnerId: string;
    clientId: string;
    dialogId: string | undefined;
    text: string;
    patternSince: Date;
  },
): Promise<SendState> {
  const { authorId, partnerId } = send;
  const [userA, userB] = orderedPair(authorId, partnerId);
  // Delivered messages of the dialog that match `where`.
  const inDialog = (where: SQL) =>
    sql`from ${messages} m where m.dialog_id = ${dialogs.id} and ${where} and m.review is null`;
  const anyInDialog = (where: SQL) => sql`exists (select 1 ${inDialog(where)})`.mapWith(Boolean);
  const unreadIn = (recipientId: string) =>
    sql<number>`(select count(*) ${inDialog(sql`m.recipient_id = ${recipientId} and m.read_at is null`)})`.mapWith(
      Number,
    );
  const myStream = alias(chatStreams, 'my_stream');
  const theirStream = alias(chatStreams, 'their_stream');
  const [row] = await tx
    .select({
      mine: myStream,
      theirs: theirStream,
      earlierId: sql<
        string | null
      >`(select m.id from ${messages} m where m.author_id = ${authorId} and m.client_id = ${send.clientId} limit 1)`,
      dialog: dialogs,
      lastAuthorId: sql<
        string | null
      >`(select m.author_id from ${messages} m where m.dialog_id = ${dialogs.id} order by m.pos desc limit 1)`,
      partnerUnread: unreadIn(partnerId),
      authorUnread: unreadIn(authorId),
      partnerHasWritten: anyInDialog(sql`m.author_id = ${partnerId}`),
      pattern: patternOf(authorId, send.text, send.patternSince, partnerId),
    })
    .from(users)
    .leftJoin(myStream, eq(myStream.userId, authorId))
    .leftJoin(theirStream, eq(theirStream.userId, partnerId))
    .leftJoin(
      dialogs,
      send.dialogId ? eq(dialogs.id, send.dialogId) : and(eq(dialogs.userA, userA), eq(dialogs.userB, userB)),
    )
    .where(eq(users.id, authorId))
    .limit(1);
  if (!row) throw new Error('the author is missing');
  // This send adds its partner to the people written to, and to those written its text, unless
  // they are among them already.
  const [recipients = 0, sameText = 0, toPartner = 0, sameToPartner = 0] = row.pattern ?? [];
  return {
    ...row,
    mine: row.mine ?? freshStream(authorId),
    theirs: row.theirs ?? freshStream(partnerId),
    partnerHasWritten: row.partnerHasWritten === true,
    pattern: {
      recipients: recipients + (toPartner > 0 ? 0 : 1),
      sameTextRecipients: sameText + (sameToPartner > 0 ? 0 : 1),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Messages

/** The recipient has it: not held for review nor rejected (see `messages.review`). */
const delivered = isNull(messages.review);

export async function findByClientId(
  db: AppDb,
  authorId: string,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.authorId, authorId), eq(messages.clientId, clientId)))
    .limit(1);
  return row;
}

export async function findMessage(db: AppDb, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

/** The recipient has unread messages in the dialog. */
export async function hasUnread(db: AppDb, dialogId: string, recipientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.dialogId, dialogId),
        eq(messages.recipientId, recipientId),
        isNull(messages.readAt),
        delivered,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertMessage(
  tx: AppDb,
  message: Omit<typeof messages.$inferInsert, 'id' | 'pos' | 'readAt'> & { createdAt: Date },
  /** The streams the message moved on, written back in the same statement. */
  streams: readonly StreamRow[] = [],
): Promise<MessageRow> {
  // The id is made here so that the dialog can name it as its last message in the same
  // statement. A held message is not the dialog's news until it is delivered (deliverHeld).
  const id = randomUUID();
  const ctes = [];
  if (message.review == null) {
    ctes.push(
      tx
        .$with('touched')
        .as(
          tx
            .update(dialogs)
            .set({ lastMessageId: id, lastMessageAt: message.createdAt, updatedAt: message.createdAt })
            .where(eq(dialogs.id, message.dialogId))
            .returning({ id: dialogs.id }),
        ),
    );
  }
  if (streams.length > 0) {
    ctes.push(
      tx.$with('streams_saved').as(streamsUpsert(tx, streams).returning({ userId: chatStreams.userId })),
    );
  }
  const insert = ctes.length > 0 ? tx.with(...ctes).insert(messages) : tx.insert(messages);
  const [row] = await insert.values({ ...message, id }).returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

/**
 * Delivers a held message under both stream locks: it takes the recipient's next stream
 * number and becomes the dialog's last message unless a later one is. Undefined when it is
 * no longer held.
 */
export async function deliverHeld(
  tx: AppDb,
  messageId: string,
  recipientSeq: number,
  at: Date,
): Promise<MessageRow | undefined> {
  const [row] = await tx
    .update(messages)
    .set({ review: null, recipientSeq, reviewedAt: at })
    .where(and(eq(messages.id, messageId), eq(messages.review, 'held')))
    .returning();
  if (!row) return undefined;
  await tx
    .update(dialogs)
    .set({ lastMessageId: row.id, lastMessageAt: at, updatedAt: at })
    .where(
      and(
        eq(dialogs.id, row.dialogId),
        sql`coalesce((select m.pos from ${messages} m where m.id = ${dialogs.lastMessageId}), 0) < ${row.pos}`,
      ),
    );
  return row;
}

/** Marks a held message rejected; undefined when it is no longer held. */
export async function rejectHeld(db: AppDb, messageId: string, at: Date): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ review: 'rejected', reviewedAt: at })
    .where(and(eq(messages.id, messageId), eq(messages.review, 'held')))
    .returning();
  return row;
}

/** A held message's people, for taking their stream locks. */
export async function findHeld(db: AppDb, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.review, 'held')))
    .limit(1);
  return row;
}

/** Held messages, the longest waiting first (the console's queue). */
export function heldMessages(db: AppDb, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.review, 'held'))
    .orderBy(asc(messages.createdAt))
    .limit(limit);
}

/**
 * The newest messages of a dialog older than position `beforePos`, newest first, as `viewerId`
 * may see them (their own held ones too; null: all of them, for staff).
 */
export async function messagesBefore(
  db: AppDb,
  dialogId: string,
  viewerId: string | null,
  beforePos: number | null,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.dialogId, dialogId),
        viewerId === null ? undefined : or(delivered, eq(messages.authorId, viewerId)),
        beforePos === null ? undefined : lt(messages.pos, beforePos),
      ),
    )
    .orderBy(desc(messages.pos))
    .limit(limit);
}

/** A stream entry: a message and its number in the user's stream. */
export interface StreamEntry {
  seq: number;
  message: MessageRow;
}

/** The user's stream after `afterSeq`, in order, at most `limit` entries. */
export async function streamAfter(
  db: AppDb,
  userId: string,
  afterSeq: number,
  limit: number,
): Promise<StreamEntry[]> {
  const [sent, received] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(eq(messages.authorId, userId), gt(messages.authorSeq, afterSeq)))
      .orderBy(asc(messages.authorSeq))
      .limit(limit),
    db
      .select()
      .from(messages)
      .where(and(eq(messages.recipientId, userId), gt(messages.recipientSeq, afterSeq)))
      .orderBy(asc(messages.recipientSeq))
      .limit(limit),
  ]);
  return [
    ...sent.map((message) => ({ seq: message.authorSeq, message })),
    ...received.map((message) => ({ seq: message.recipientSeq ?? 0, message })),
  ]
    .sort((x, y) => x.seq - y.seq)
    .slice(0, limit);
}

/** What one read marked: how many messages, and the newest of them in either person's stream. */
export interface ReadMark {
  count: number;
  /** The highest seq marked in the reader's stream (0 when nothing was marked). */
  readerSeq: number;
  /** The highest seq marked in the author's (the partner's) stream (0 when nothing was). */
  authorSeq: number;
}

/**
 * Marks every message the reader received in the dialog read, in one statement. A message
 * takes its stream numbers under both people's stream locks and commits before any later
 * one, so every message to the reader up to the newest one marked is read when this returns:
 * the seq values say how far the read went.
 */
export async function markDialogRead(
  db: AppDb,
  dialogId: string,
  readerId: string,
  at: Date,
): Promise<ReadMark> {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.dialogId, dialogId),
        eq(messages.recipientId, readerId),
        isNull(messages.readAt),
        delivered,
      ),
    )
    .returning({ readerSeq: messages.recipientSeq, authorSeq: messages.authorSeq });
  return rows.reduce<ReadMark>(
    (mark, r) => ({
      count: mark.count + 1,
      readerSeq: Math.max(mark.readerSeq, r.readerSeq ?? 0),
      authorSeq: Math.max(mark.authorSeq, r.authorSeq),
    }),
    { count: 0, readerSeq: 0, authorSeq: 0 },
  );
}

/** The newest unread message someone wrote to the user (in one dialog when given). */
export async function newestUnreadFor(
  db: AppDb,
  recipientId: string,
  dialogId?: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.authorId))
    .where(
      and(
        eq(messages.recipientId, recipientId),
        isNull(messages.readAt),
        delivered,
        dialogId ? eq(messages.dialogId, dialogId) : undefined,
        eq(users.status, 'active'),
        notBlockedEitherWay(recipientId, sql`${messages.authorId}`),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return row?.message;
}

// ---------------------------------------------------------------------------------------------
// Dialogs as one side sees them

export interface DialogWithState {
  dialog: DialogRow;
  partner: UserRow;
  lastMessage: MessageRow | null;
  /** Unread messages to the viewer. */
  unread: number;
  matched: boolean;
}

/**
 * Dialogs of `me` that may be shown (the partner is active, nobody blocked anybody), with
 * what the view needs. `where` narrows them; pages come with `order`, `limit` and `offset`.
 */
async function dialogsWithState(
  db: AppDb,
  me: string,
  where: SQL | undefined,
  page?: { order: SQL[]; limit: number; offset: number },
): Promise<DialogWithState[]> {
  const partner = partnerOf(me);
  const query = db
    .select({
      dialog: dialogs,
      partner: users,
      lastMessage: messages,
      unread: sql<number>`(select count(*) from ${messages} u
        where u.dialog_id = ${dialogs.id} and u.recipient_id = ${me} and u.read_at is null
          and u.review is null)`.mapWith(Number),
      matched: sql<boolean>`exists (select 1 from ${matches}
        where ${matches.userA} = ${dialogs.userA} and ${matches.userB} = ${dialogs.userB})`.mapWith(Boolean),
    })
    .from(dialogs)
    .innerJoin(users, eq(users.id, partner))
    .leftJoin(messages, eq(messages.id, dialogs.lastMessageId))
    .where(and(mine(me), eq(users.status, 'active'), notBlockedEitherWay(me, partner), where));
  const rows = page
    ? await query
        .orderBy(...page.order)
        .limit(page.limit)
        .offset(page.offset)
    : await query;
  return rows;
}

/** A page of dialogs with messages (latest first) or of chat matches (newest first). */
export function dialogsPage(
  db: AppDb,
  me: string,
  kind: 'dialogs' | 'matches',
  page: { offset: number; limit: number },
): Promise<DialogWithState[]> {
  if (kind === 'dialogs') {
    return dialogsWithState(db, me, isNotNull(dialogs.lastMessageAt), {
      order: [desc(dialogs.lastMessageAt), desc(dialogs.id)],
      ...page,
    });
  }
  return dialogsWithState(
    db,
    me,
    and(
      isNull(dialogs.lastMessageAt),
      sql`exists (select 1 from ${matches}
        where ${matches.userA} = ${dialogs.userA} and ${matches.userB} = ${dialogs.userB})`,
    ),
    { order: [desc(dialogs.createdAt), desc(dialogs.id)], ...page },
  );
}

/** These dialogs of `me`, those that may be shown. */
export function dialogsByIds(db: AppDb, me: string, ids: readonly string[]): Promise<DialogWithState[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return dialogsWithState(db, me, inArray(dialogs.id, [...ids]));
}

/** The menu counter: shown dialogs with unread messages to the user. */
export async function countUnreadDialogs(db: AppDb, me: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${messages.dialogId})`.mapWith(Number) })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.authorId))
    .where(
      and(
        eq(messages.recipientId, me),
        isNull(messages.readAt),
        delivered,
        eq(users.status, 'active'),
        notBlockedEitherWay(me, sql`${messages.authorId}`),
      ),
    );
  return row?.n ?? 0;
}

/** Unread messages from one person (notification letters). */
export interface UnreadFrom {
  author: UserRow;
  count: number;
}

/**
 * Unread messages to `me` written after `since` (all when null), by author, the author of the
 * newest first; only from active people and nobody blocked either way.
 */
export async function unreadSinceByAuthor(db: AppDb, me: string, since: Date | null): Promise<UnreadFrom[]> {
  return db
    .select({ author: users, count: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.authorId))
    .where(
      and(
        eq(messages.recipientId, me),
        delivered,
        isNull(messages.readAt),
        since ? gt(messages.createdAt, since) : undefined,
        eq(users.status, 'active'),
        notBlockedEitherWay(me, sql`${messages.authorId}`),
      ),
    )
    .groupBy(users.id)
    .orderBy(sql`max(${messages.createdAt}) desc`);
}

/** People whose presence `me` sees: partners of shown dialogs and of matches. */
export async function partnersOf(db: AppDb, me: string): Promise<string[]> {
  const matchPartner = sql<string>`case when ${matches.userA} = ${me} then ${matches.userB} else ${matches.userA} end`;
  const [inDialogs, inMatches] = await Promise.all([
    db
      .select({ id: users.id })
      .from(dialogs)
      .innerJoin(users, eq(users.id, partnerOf(me)))
      .where(and(mine(me), eq(users.status, 'active'), notBlockedEitherWay(me, partnerOf(me)))),
    db
      .select({ id: users.id })
      .from(matches)
      .innerJoin(users, eq(users.id, matchPartner))
      .where(
        and(
          or(eq(matches.userA, me), eq(matches.userB, me)),
          eq(users.status, 'active'),
          notBlockedEitherWay(me, matchPartner),
        ),
      ),
  ]);
  return [...new Set([...inDialogs, ...inMatches].map((r) => r.id))];
}

/** Deletes a dialog and its messages; returns who had unread messages in it. */
export async function deleteDialog(tx: AppDb, id: string): Promise<{ unreadFor: string[] } | null> {
  const unread = await tx
    .selectDistinct({ recipientId: messages.recipientId })
    .from(messages)
    .where(and(eq(messages.dialogId, id), isNull(messages.readAt), delivered));
  const [gone] = await tx.delete(dialogs).where(eq(dialogs.id, id)).returning({ id: dialogs.id });
  return gone ? { unreadFor: unread.map((r) => r.recipientId) } : null;
}

/** Account destruction: the user's dialogs (with every message in them) and stream. */
export async function deleteChatOf(
  tx: AppDb,
  userId: string,
): Promise<{ dialogs: number; messages: number }> {
  const [counted] = await tx
    .select({ n: count() })
    .from(messages)
    .where(or(eq(messages.authorId, userId), eq(messages.recipientId, userId)));
  const gone = await tx
    .delete(dialogs)
    .where(or(eq(dialogs.userA, userId), eq(dialogs.userB, userId)))
    .returning({ id: dialogs.id });
  await tx.delete(chatStreams).where(eq(chatStreams.userId, userId));
  return { dialogs: gone.length, messages: counted?.n ?? 0 };
}

/** How the author has been writing within the safety signals' window (features/safety). */
export interface SendingPattern {
  /** Different people written to. */
  recipients: number;
  /** Different people written exactly the text in question. */
  sameTextRecipients: number;
}

/** The newest messages of an author the sending pattern looks at (a prolific author costs no more). */
const SENDING_PATTERN_WINDOW = 200;

/**
 * The author's sending pattern since `since` as an int array, from their newest
 * SENDING_PATTERN_WINDOW messages: [recipients, recipients of `text`]. With `partner` (a send
 * about to go to them), from one message fewer, as the send will be the newest, and two more
 * counts: the partner's messages among them, and those of them with `text`.
 */
function patternOf(authorId: string, text: string, since: Date, partner?: string): SQL<number[]> {
  const partnerCounts = partner
    ? sql`, count(*) filter (where recent.recipient_id = ${partner}),
           count(*) filter (where recent.recipient_id = ${partner} and recent.text = ${text})`
    : sql``;
  return sql<number[]>`(select array[count(distinct recent.recipient_id),
          count(distinct recent.recipient_id) filter (where recent.text = ${text})${partnerCounts}]::int[]
        from (select m.recipient_id, m.text, m.created_at from ${messages} m
              where m.author_id = ${authorId}
              order by m.author_seq desc
              limit ${partner ? SENDING_PATTERN_WINDOW - 1 : SENDING_PATTERN_WINDOW}) recent
        where recent.created_at > ${since.toISOString()}::timestamptz)`;
}

/** How the author has been writing since `since`: to how many people, and to how many `text`. */
export async function sendingPattern(
  db: AppDb,
  authorId: string,
  text: string,
  since: Date,
): Promise<SendingPattern> {
  const [row] = await queryRows<{ counts: number[] }>(
    db,
    sql`select ${patternOf(authorId, text, since)} as counts`,
  );
  const [recipients = 0, sameTextRecipients = 0] = row?.counts ?? [];
  return { recipients, sameTextRecipients };
}
