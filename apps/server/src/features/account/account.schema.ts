import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.ts';

/**
 * Accounts waiting for the destruction job: one row per user (a second request changes
 * nothing). The row goes with the user row when the job destroys the account.
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Random id of the request: the only thing the job payload and the destruction record hold. */
  requestId: uuid('request_id').notNull().unique(),
  /** user_request | consent_withdrawal | support_request */
  reason: text('reason').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the destruction job is scheduled to run. */
  destroyAfter: timestamp('destroy_after', { withTimezone: true }).notNull(),
});

export interface DestroyedCategory {
  category: string;
  count: number;
}

/**
 * Proof that an account's data was destroyed (what and when), holding nothing personal: no
 * user id, name or address — only the random request id, the reason and counts per category.
 */
export const dataDestructions = pgTable('data_destructions', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestId: uuid('request_id').notNull().unique(),
  reason: text('reason').notNull(),
  categories: jsonb('categories').$type<DestroyedCategory[]>().notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  destroyedAt: timestamp('destroyed_at', { withTimezone: true }).notNull().defaultNow(),
});
