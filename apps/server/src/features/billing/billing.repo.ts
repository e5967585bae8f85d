/** SQL of payments, subscriptions and the entitlement ledger. */
import { and, desc, eq, gte, isNotNull, max, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { writeUsers } from '../../platform/db/user-writes.ts';
import { entitlements, payments, subscriptions } from './billing.schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function insertPayment(db: AppDb, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function findPayment(db: AppDb, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function findPaymentByIdempotenceKey(db: AppDb, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotenceKey, key)).limit(1);
  return row;
}

export async function findPaymentByProviderId(
  db: AppDb,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId))
    .limit(1);
  return row;
}

/** The payment row, locked for the rest of the transaction (one grant at a time). */
export async function lockPayment(tx: AppDb, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
  return row;
}

export async function updatePayment(db: AppDb, id: string, set: Partial<NewPayment>): Promise<void> {
  await db
    .update(payments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/**
 * A first payment of the same user, tariff and amount still waiting for the user, started
 * since `since`: a double click or a reload reuses it instead of starting another.
 */
export async function openFirstPayment(
  db: AppDb,
  p: { userId: string; tariff: number; amountKopecks: number; provider: PaymentRow['provider']; since: Date },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, p.userId),
        eq(payments.kind, 'first'),
        eq(payments.tariff, p.tariff),
        eq(payments.amountKopecks, p.amountKopecks),
        eq(payments.provider, p.provider),
        eq(payments.status, 'pending'),
        isNotNull(payments.confirmationToken),
        gte(payments.createdAt, p.since),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function subscriptionOf(
  db: AppDb,
  userId: string,
  type: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.type, type)))
    .limit(1);
  return row;
}

export async function findSubscription(db: AppDb, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

export async function lockSubscription(tx: AppDb, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update').limit(1);
  return row;
}

/** The user has a card saved for renewals on any subscription. */
export async function hasSavedCard(db: AppDb, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.paymentMethodId)))
    .limit(1);
  return row !== undefined;
}

/** The subscription a granted first payment starts (or restarts: one row per user and type). */
export async function saveSubscription(
  tx: AppDb,
  s: Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .insert(subscriptions)
    .values(s)
    .onConflictDoUpdate({
      target: [subscriptions.userId, subscriptions.type],
      set: { ...s, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('subscription upsert returned nothing');
  return row;
}

export async function updateSubscription(
  db: AppDb,
  id: string,
  set: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}

/**
 * Appends a ledger row. A payment's row is unique by its provider payment id: the second
 * attempt to record it returns undefined and grants nothing.
 */
export async function appendEntitlement(
  tx: AppDb,
  e: Omit<typeof entitlements.$inferInsert, 'id' | 'createdAt'>,
): Promise<boolean> {
  const rows = await tx
    .insert(entitlements)
    .values(e)
    .onConflictDoNothing({ target: entitlements.providerPaymentId })
    .returning({ id: entitlements.id });
  return rows.length > 0;
}

/** The tier's end by the ledger: the latest end of its rows (null: never held). */
export async function ledgerEnd(db: AppDb, userId: string, type: number): Promise<Date | null> {
  const [row] = await db
    .select({ end: max(entitlements.endsAt) })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.type, type)));
  return row?.end ?? null;
}

/** Locks the user's row: grants of one person happen one at a time. */
export async function lockUserTiers(
  tx: AppDb,
  userId: string,
): Promise<{ premiumUntil: Date | null; vipUntil: Date | null; status: string } | undefined> {
  const [row] = await tx
    .select({ premiumUntil: users.premiumUntil, vipUntil: users.vipUntil, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return row;
}

/** Keeps the user row's tier end equal to the ledger's (the rest of the app reads the row). */
export async function setTierUntil(
  tx: AppDb,
  userId: string,
  type: number,
  until: Date | null,
): Promise<void> {
  await writeUsers(tx, userId, () =>
    tx
      .update(users)
      .set(type === 2 ? { vipUntil: until } : { premiumUntil: until })
      .where(eq(users.id, userId)),
  );
}

/**
 * Account destruction: the person's subscriptions and ledger go; their payments stay for the
 * accounts without the person (user_id null), as the law on accounting requires.
 */
export async function forgetBillingOf(db: AppDb, userId: string): Promise<Record<string, number>> {
  const gone = await db
    .delete(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .returning({ id: subscriptions.id });
  const ledger = await db
    .delete(entitlements)
    .where(eq(entitlements.userId, userId))
    .returning({ id: entitlements.id });
  const kept = await db
    .update(payments)
    .set({ userId: null, updatedAt: sql`now()` })
    .where(eq(payments.userId, userId))
    .returning({ id: payments.id });
  const counts = { subscriptions: gone.length, entitlements: ledger.length, payments: kept.length };
  // Only a category that had rows goes into the destruction record.
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}
