/**
 * Paid tiers: payments, subscriptions and the entitlement ledger (contract billing.ts), and the
 * sandbox provider's own payments.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, userRef, users } from '../../platform/db/schema.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per charge we asked a provider for. The idempotence key is stored before the
 * provider is called, so a retry after a timeout repeats the same request. The amount is the
 * server's choice, in kopecks. A payment outlives its payer's account without the person
 * (accounting keeps the charge; `user_id` becomes null).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The subscription a renewal charges; null for a first payment until it is granted. */
    subscriptionId: uuid('subscription_id'),
    kind: text('kind', { enum: ['first', 'renewal'] }).notNull(),
    /** Tariff code 6–10 and subscription type 1 Premium / 2 VIP. */
    tariff: smallint('tariff').notNull(),
    type: smallint('type').notNull(),
    amountKopecks: integer('amount_kopecks').notNull(),
    currency: text('currency').notNull().default('RUB'),
    provider: text('provider', { enum: ['yookassa', 'sandbox'] }).notNull(),
    idempotenceKey: text('idempotence_key').notNull(),
    providerPaymentId: text('provider_payment_id'),
    confirmationToken: text('confirmation_token'),
    status: text('status', { enum: ['pending', 'waiting_for_capture', 'succeeded', 'canceled'] })
      .notNull()
      .default('pending'),
    cancellationParty: text('cancellation_party'),
    cancellationReason: text('cancellation_reason'),
    test: boolean('test').notNull(),
    /** The card the provider saved for renewals (only when it reported `saved: true`). */
    paymentMethodId: text('payment_method_id'),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotence_key_unique').on(t.idempotenceKey),
    uniqueIndex('payments_provider_payment_id_unique').on(t.providerPaymentId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    // The reconciler's walk: payments still waiting for the provider.
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'waiting_for_capture')`),
    check('payments_amount_positive', sql`${t.amountKopecks} > 0`),
  ],
);

/**
 * A person's subscription of one type (at most one per type; buying again reuses it).
 * `stopped` as in paid-tiers-and-legal §4: 0 paid, 1 cancelled by the user, 2 cancelled
 * otherwise (the card's permission revoked), 3 stopped after failed renewals.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    type: smallint('type').notNull(),
    tariff: smallint('tariff').notNull(),
    stopped: smallint('stopped').notNull().default(0),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    trial: boolean('trial').notNull().default(false),
    /** As the provider reported them; never more of the number. */
    maskedCard: text('masked_card'),
    cardType: text('card_type'),
    paymentMethodId: text('payment_method_id'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    /** Declined renewals since the last successful charge. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_type_unique').on(t.userId, t.type),
    check('subscriptions_stopped_code', sql`${t.stopped} between 0 and 3`),
  ],
);

/**
 * The append-only entitlement ledger: one row per succeeded payment (its provider payment id
 * unique, so a notification delivered many times grants once) and one per support grant. A
 * tier's end is the latest `ends_at` of its rows; users.premium_until / vip_until are that
 * value, kept in the same transaction for the readers of the user row.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    type: smallint('type').notNull(),
    source: text('source', { enum: ['payment', 'grant'] }).notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    providerPaymentId: text('provider_payment_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Who granted it and why (support grants). */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('entitlements_provider_payment_unique').on(t.providerPaymentId),
    index('entitlements_user_type_idx').on(t.userId, t.type, t.endsAt),
  ],
);

/**
 * The sandbox provider's side of a payment (what YooKassa keeps on its side). Only the outcome
 * of a test card is kept, never its number.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    idempotenceKey: text('idempotence_key').notNull(),
    confirmationToken: text('confirmation_token').notNull(),
    request: jsonb('request').notNull(),
    status: text('status', { enum: ['pending', 'waiting_for_capture', 'succeeded', 'canceled'] })
      .notNull()
      .default('pending'),
    paid: boolean('paid').notNull().default(false),
    methodId: text('method_id'),
    methodSaved: boolean('method_saved').notNull().default(false),
    cardLast4: text('card_last4'),
    cardFirst6: text('card_first6'),
    cardType: text('card_type'),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_payments_key_unique').on(t.idempotenceKey),
    uniqueIndex('sandbox_payments_token_unique').on(t.confirmationToken),
  ],
);
