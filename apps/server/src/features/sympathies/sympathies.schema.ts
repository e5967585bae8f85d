import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from '../../platform/db/schema.ts';

/**
 * One rating per (rater, rated) pair: a like (`love`) or a dislike. Premium users may change
 * it; the row then takes the new rating and `rated_at` moves to the moment of the change.
 */
export const likes = pgTable(
  'likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    raterId: userRef('rater_id'),
    ratedId: userRef('rated_id'),
    love: boolean('love').notNull(),
    /** Where in the interface the rating was given (discover, liked-you, profile…). */
    place: text('place').notNull().default(''),
    createdAt: createdAt(),
    /** When the current rating was given: liked-you order and the daily allowance use it. */
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the rated person saw this like in liked-you; null while it is new. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    // The discover anti-join probes (viewer, candidate) here: an index-only lookup.
    uniqueIndex('likes_pair_unique').on(t.raterId, t.ratedId),
    // Liked-you: who liked me, newest first (walked backwards).
    index('likes_liked_you_idx').on(t.ratedId, t.ratedAt, t.id).where(sql`${t.love}`),
    // Menu counter: likes I have not seen yet.
    index('likes_unseen_idx').on(t.ratedId).where(sql`${t.love} and ${t.seenAt} is null`),
    // Daily allowance: ratings a user gave since a moment.
    index('likes_rater_rated_at_idx').on(t.raterId, t.ratedAt),
  ],
);
