/**
 * Smart messages (contract services.ts): the library of openers, each user's choice from it,
 * and the log of openers sent, which keeps "never twice to one person" and the daily cap.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, userRef } from '../../platform/db/schema.ts';

/**
 * Openers offered to choose from, per addressee gender (`looking` 1: written to men, 2: to
 * women). Seeded by the migration; operators edit them in the database. A retired opener is
 * made inactive rather than deleted, so the choices and the log that name it stay whole.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    looking: smallint('looking').notNull(),
    text: text('text').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_templates_looking_idx').on(t.looking, t.id),
    check('message_templates_looking_code', sql`${t.looking} in (1, 2)`),
  ],
);

/** A user's chosen openers, in the order the rotation walks them; kept while switched off. */
export const smartMessageChoices = pgTable(
  'smart_message_choices',
  {
    userId: userRef('user_id'),
    templateId: integer('template_id')
      .notNull()
      .references(() => messageTemplates.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateId] })],
);

/**
 * Openers sent for a sender: one per recipient ever (the unique pair), and the Moscow day's
 * count for the cap. Written in the same transaction as the message itself.
 */
export const smartMessagesSent = pgTable(
  'smart_messages_sent',
  {
    senderId: userRef('sender_id'),
    recipientId: userRef('recipient_id'),
    templateId: integer('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    /** The chat message (no foreign key: deleting a dialog must not forget that it was sent). */
    messageId: uuid('message_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('smart_messages_sent_pair_unique').on(t.senderId, t.recipientId),
    index('smart_messages_sent_sender_idx').on(t.senderId, t.sentAt),
  ],
);
