import { sql } from 'drizzle-orm';
import { date, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from '../../platform/db/schema.ts';

/**
 * Who opened whose profile. One row per (visited, visitor) pair: the visitors list shows one
 * item per person (the latest visit), and the item keeps its id across visits, so a client can
 * move it to the front even when the visitor is hidden from a free user.
 *
 * A visit counts at most once per pair per calendar day in Moscow (`day`, see platform/moscow-day.ts):
 * a later view on the same day changes nothing; a view on a new day moves `visited_at`, makes
 * the item new again (`seen_at` null) and notifies the visited person once more.
 */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitedId: userRef('visited_id'),
    visitorId: userRef('visitor_id'),
    /** Moscow calendar day of the last counted visit. */
    day: date('day', { mode: 'string' }).notNull(),
    /** When the last counted visit happened: the list's order. */
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    /** First visit ever. */
    createdAt: createdAt(),
    /** When the visited person saw the last counted visit in their list; null while it is new. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    // One row per pair; also the lookup of "has this person visited me".
    uniqueIndex('visits_pair_unique').on(t.visitedId, t.visitorId),
    // The visitors list: newest first per visited person.
    index('visits_visited_idx').on(t.visitedId, t.visitedAt.desc(), t.id.desc()),
    // Menu counter: visits not yet seen.
    index('visits_unseen_idx').on(t.visitedId).where(sql`${t.seenAt} is null`),
    // Account destruction of the visitor side.
    index('visits_visitor_idx').on(t.visitorId),
  ],
);
