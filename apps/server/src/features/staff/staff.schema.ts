import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/schema.ts';

/**
 * Operators of the console, apart from users (issue 15). Made from a shell with
 * `npm run staff:create`; never deleted (audit rows point at them), only disabled.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** moderator | admin */
    role: text('role').notNull(),
    /** argon2id (features/auth/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret, base32. */
    totpSecret: text('totp_secret').notNull(),
    /** The time step of the last accepted code: a code is accepted once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_accounts_email_unique').on(t.email)],
);

/** Console sessions: an opaque token whose secret is kept only as a SHA-256 digest. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every staff action and every staff read of personal data. Append-only: the app only inserts,
 * and a trigger (migration 0014) refuses UPDATE and DELETE. `object_id` is text and no foreign
 * key, so a row outlives the account it names.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    /** A STAFF_AUDIT_ACTIONS value. */
    action: text('action').notNull(),
    /** user | staff | queue */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [index('staff_audit_object_idx').on(t.objectType, t.objectId, t.id)],
);
