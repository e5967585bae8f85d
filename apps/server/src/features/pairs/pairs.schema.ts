/**
 * What lies between two people, shared by the chat, sympathies, visits and whoever shows other
 * people: their dialog, their mutual sympathy (match) and blocks. Pairs are stored ordered
 * (`user_a < user_b`, see pair.ts) so a pair has at most one dialog and one match.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, userRef, users } from '../../platform/db/schema.ts';

/**
 * A conversation between two people. The pair is stored ordered (`user_a < user_b`) so one
 * pair has exactly one dialog whatever side opened it. A mutual sympathy opens it, or a
 * Premium user's first message (`opened_by`). Deleting a dialog deletes it for both people,
 * with its messages.
 */
export const dialogs = pgTable(
  'dialogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: userRef('user_a'),
    userB: userRef('user_b'),
    createdAt: createdAt(),
    /** Last activity in the dialog (a match opening it, a message). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The Premium user whose first message opened the dialog; null when a mutual sympathy
     * opened it. The other person may answer in it without a match.
     */
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    /** The newest message (no foreign key: messages point here, and go with the dialog). */
    lastMessageId: uuid('last_message_id'),
    /** When the newest message was written; null for a chat match nobody wrote in yet. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dialogs_pair_unique').on(t.userA, t.userB),
    index('dialogs_user_b_idx').on(t.userB),
    // The dialogs list: either side's conversations, latest message first.
    index('dialogs_a_activity_idx').on(t.userA, t.lastMessageAt, t.id),
    index('dialogs_b_activity_idx').on(t.userB, t.lastMessageAt, t.id),
    check('dialogs_pair_ordered', sql`${t.userA} < ${t.userB}`),
  ],
);

/**
 * Mutual sympathies. The pair is stored ordered (`user_a < user_b`) and unique, so two
 * simultaneous mutual likes can only ever make one row.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: userRef('user_a'),
    userB: userRef('user_b'),
    dialogId: uuid('dialog_id').references(() => dialogs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When each side first saw the match in its list; null while it is new for that side. */
    seenAAt: timestamp('seen_a_at', { withTimezone: true }),
    seenBAt: timestamp('seen_b_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('matches_pair_unique').on(t.userA, t.userB),
    index('matches_user_a_idx').on(t.userA, t.createdAt, t.id),
    index('matches_user_b_idx').on(t.userB, t.createdAt, t.id),
    check('matches_pair_ordered', sql`${t.userA} < ${t.userB}`),
  ],
);

/** Someone the blocker never wants to see again, and who never sees the blocker. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // The other direction of "blocked either way".
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);
