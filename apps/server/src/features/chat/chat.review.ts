/**
 * Held first messages (chat.send.ts) as staff see and decide them: delivering one gives it
 * the recipient's next stream number and pushes it to both people as if it were just sent
 * (the author's copy loses its mark); rejecting one keeps it from the recipient for good and
 * tells the author's tabs.
 */
import { inArray } from 'drizzle-orm';
import { lockedTransaction } from '../../platform/db/locks.ts';
import { users } from '../../platform/db/schema.ts';
import { moscowDayStart } from '../../platform/moscow-day.ts';
import { findUser } from '../users/users.repo.ts';
import type { UserRow } from '../users/users.view.ts';
import type { ChatContext } from './chat.deps.ts';
import { sentTodayOf } from './chat.policy.ts';
import {
  deliverHeld,
  findHeld,
  hasUnread,
  heldMessages,
  type MessageRow,
  rejectHeld,
  saveStreams,
  streamLocks,
  streamsOf,
} from './chat.repo.ts';
import type { Stored } from './chat.send.ts';
import type { ShownDialogs } from './chat.shown.ts';
import { toMessage } from './chat.view.ts';

export interface HeldEntry {
  message: MessageRow;
  author: UserRow;
  recipient: UserRow;
}

/** Delivery of a stored message (chat.send.ts); staff's delivery knows nothing more of it. */
type Deliver = (viewer: UserRow, partner: UserRow, stored: Stored, now: Date) => Promise<unknown>;

export function createReview({ db, events }: ChatContext, shown: ShownDialogs, deliver: Deliver) {
  /** Tells the author's tabs how their message stands now (its review mark). */
  async function tellAuthor(author: UserRow, message: MessageRow, now: Date): Promise<void> {
    const dialog = await shown.viewOf(author, message.dialogId, now);
    if (dialog) events.newMessage(author.id, toMessage(message, author.id), dialog);
  }

  return {
    /** Held messages with their people, the longest waiting first. */
    async held(limit: number): Promise<HeldEntry[]> {
      const rows = await heldMessages(db, limit);
      const ids = [...new Set(rows.flatMap((r) => [r.authorId, r.recipientId]))];
      const people = ids.length > 0 ? await db.select().from(users).where(inArray(users.id, ids)) : [];
      const byId = new Map(people.map((p) => [p.id, p]));
      return rows.flatMap((message) => {
        const author = byId.get(message.authorId);
        const recipient = byId.get(message.recipientId);
        return author && recipient ? [{ message, author, recipient }] : [];
      });
    },

    /**
     * Delivers or rejects a held message; the message as it was (its people), or undefined
     * when it is no longer held.
     */
    async decide(
      messageId: string,
      decision: 'deliver' | 'reject',
      now: Date,
    ): Promise<MessageRow | undefined> {
      const held = await findHeld(db, messageId);
      if (!held) return undefined;
      const [author, recipient] = await Promise.all([
        findUser(db, held.authorId),
        findUser(db, held.recipientId),
      ]);
      if (!author || !recipient) return undefined;

      if (decision === 'reject') {
        const rejected = await rejectHeld(db, messageId, now);
        if (rejected) await tellAuthor(author, rejected, now);
        return rejected;
      }
      const people = [held.authorId, held.recipientId];
      const stored = await lockedTransaction(
        db,
        streamLocks(people),
        async (tx): Promise<Stored | undefined> => {
          const streams = await streamsOf(tx, people);
          const mine = streams.get(held.authorId);
          const theirs = streams.get(held.recipientId);
          if (!mine || !theirs) throw new Error('a stream of the pair is missing');
          const wasUnread = await hasUnread(tx, held.dialogId, held.recipientId);
          const message = await deliverHeld(tx, messageId, theirs.seq + 1, now);
          if (!message) return undefined;
          await saveStreams(tx, [{ ...theirs, seq: theirs.seq + 1 }]);
          const dayStart = moscowDayStart(now);
          return {
            kind: 'stored',
            message,
            becameUnread: !wasUnread,
            sentToday: { author: sentTodayOf(mine, dayStart), recipient: sentTodayOf(theirs, dayStart) },
          };
        },
      );
      if (!stored) return undefined;
      await deliver(author, recipient, stored, now);
      return stored.message;
    },
  };
}
