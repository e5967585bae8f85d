/**
 * The built-in sandbox payment provider, used when no YooKassa shop is configured (a newcomer's
 * `npm start`, tests, demos). It keeps YooKassa's lifecycle and shapes behind the same
 * PaymentProvider boundary: a payment is created pending with an embedded confirmation token,
 * the checkout (our test form, shown where YooKassa's widget would be) settles it, and a
 * notification job makes the billing code re-read it and grant — the very path YooKassa's
 * notifications take. No money moves: only the documented test cards are accepted, and only
 * their outcome is kept, never a number.
 */
import { randomBytes } from 'node:crypto';
import { BILLING_TEXT, SANDBOX_CARDS, type SandboxPay } from '@iskra/contract';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { FieldErrors } from '../../platform/errors.ts';
import {
  type CreatePaymentRequest,
  type PaymentProvider,
  ProviderError,
  type ProviderPayment,
} from '../../platform/payments/provider.ts';
import { sandboxPayments } from './billing.schema.ts';

type SandboxRow = typeof sandboxPayments.$inferSelect;

const randomId = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/** The outcome of each test card, as YooKassa would report it. */
const CARD_OUTCOMES: Record<string, { status: 'succeeded' } | { status: 'canceled'; reason: string }> = {
  [SANDBOX_CARDS.succeeds]: { status: 'succeeded' },
  [SANDBOX_CARDS.insufficientFunds]: { status: 'canceled', reason: 'insufficient_funds' },
  [SANDBOX_CARDS.issuerDeclined]: { status: 'canceled', reason: 'call_issuer' },
};

/** YooKassa's card brand of a test card (by its first digit). */
const brandOf = (card: string) => (card.startsWith('4') ? 'Visa' : 'MasterCard');

function toProviderPayment(row: SandboxRow): ProviderPayment {
  const request = row.request as CreatePaymentRequest;
  const settled = row.status !== 'pending';
  return {
    id: row.id,
    status: row.status,
    paid: row.paid,
    amount: request.amount,
    description: request.description,
    metadata: request.metadata,
    test: true,
    created_at: row.createdAt.toISOString(),
    ...(request.confirmation
      ? { confirmation: { type: 'embedded', confirmation_token: row.confirmationToken } }
      : {}),
    ...(settled && row.methodId && row.cardLast4
      ? {
          payment_method: {
            id: row.methodId,
            saved: row.methodSaved,
            type: 'bank_card',
            card: {
              first6: row.cardFirst6 ?? undefined,
              last4: row.cardLast4,
              card_type: row.cardType ?? 'MasterCard',
            },
          },
        }
      : {}),
    ...(row.status === 'canceled' && row.cancellationReason
      ? { cancellation_details: { party: 'payment_network', reason: row.cancellationReason } }
      : {}),
  };
}

/** A card expiring at the end of MM/YY has not expired yet at `now`. */
function expired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  return Date.UTC(2000 + year, month, 1) <= now.getTime();
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

/**
 * `notify(providerPaymentId)` is how the sandbox "sends a notification" once a payment is
 * settled: the billing feature queues the same check job as for YooKassa's webhook.
 */
export function createSandboxProvider(db: AppDb, notify: (providerPaymentId: string) => Promise<void>) {
  async function byKey(key: string): Promise<SandboxRow | undefined> {
    const [row] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.idempotenceKey, key))
      .limit(1);
    return row;
  }

  async function byToken(token: string): Promise<SandboxRow | undefined> {
    const [row] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.confirmationToken, token))
      .limit(1);
    return row;
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    test: true,

    async createPayment(request, idempotenceKey) {
      const existing = await byKey(idempotenceKey);
      if (existing) return toProviderPayment(existing);
      // A renewal charges a saved card at once, without the user; test cards saved here
      // always succeeded, so renewals do too.
      const renewalOf = request.payment_method_id
        ? (
            await db
              .select()
              .from(sandboxPayments)
              .where(eq(sandboxPayments.methodId, request.payment_method_id))
              .limit(1)
          )[0]
        : undefined;
      if (request.payment_method_id && !renewalOf) {
        throw new ProviderError('sandbox: unknown payment method', false, 400);
      }
      await db
        .insert(sandboxPayments)
        .values({
          id: randomId('sbx_'),
          idempotenceKey,
          confirmationToken: randomId('ct_'),
          request,
          ...(renewalOf
            ? {
                status: 'succeeded' as const,
                paid: true,
                methodId: renewalOf.methodId,
                methodSaved: true,
                cardFirst6: renewalOf.cardFirst6,
                cardLast4: renewalOf.cardLast4,
                cardType: renewalOf.cardType,
              }
            : {}),
        })
        .onConflictDoNothing({ target: sandboxPayments.idempotenceKey });
      const row = await byKey(idempotenceKey);
      if (!row) throw new ProviderError('sandbox: payment vanished', true);
      return toProviderPayment(row);
    },

    async getPayment(id) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1);
      if (!row) throw new ProviderError('sandbox: no such payment', false, 404);
      return toProviderPayment(row);
    },
  };

  return {
    provider,

    /** What the test checkout shows for a confirmation token; undefined when unknown. */
    async checkout(token: string) {
      const row = await byToken(token);
      if (!row) return undefined;
      const request = row.request as CreatePaymentRequest;
      return { amount: Number(request.amount.value), description: request.description, status: row.status };
    },

    /**
     * Pays with a test card. Anything but a documented test card is refused, and an expired
     * card too (field errors); a settled payment answers its outcome again.
     */
    async pay(token: string, card: SandboxPay, now = new Date()) {
      const outcome = CARD_OUTCOMES[card.card];
      if (!outcome) throw new FieldErrors([{ param: 'card', msg: BILLING_TEXT.sandboxUnknownCard }]);
      if (expired(card.expiry, now))
        throw new FieldErrors([{ param: 'expiry', msg: BILLING_TEXT.sandboxExpired }]);
      const row = await byToken(token);
      if (!row) return undefined;
      if (row.status === 'pending') {
        const request = row.request as CreatePaymentRequest;
        const succeeded = outcome.status === 'succeeded';
        await db
          .update(sandboxPayments)
          .set({
            status: outcome.status,
            paid: succeeded,
            cancellationReason: outcome.status === 'canceled' ? outcome.reason : null,
            methodId: randomId('pm_'),
            methodSaved: succeeded && request.save_payment_method === true,
            cardFirst6: card.card.slice(0, 6),
            cardLast4: card.card.slice(-4),
            cardType: brandOf(card.card),
          })
          .where(eq(sandboxPayments.id, row.id));
        await notify(row.id);
      }
      const settled = await byToken(token);
      return {
        status: settled?.status ?? row.status,
        cancellationReason: settled?.cancellationReason ?? null,
      };
    },
  };
}
