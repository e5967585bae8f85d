/**
 * Paid tiers (paid-tiers-and-legal §1–§9; rules in packages/contract/src/billing.ts and
 * billing.policy.ts): starting a payment, granting what the provider confirmed, renewals with
 * dunning, the subscription settings and support grants. Built once in compose.ts.
 *
 * Money rules:
 * - The amount is the server's (the client names a tariff). The idempotence key is stored with
 *   the payment row before the provider is called; retries reuse it.
 * - Nothing is granted on the checkout's word: a notification (YooKassa's webhook, the
 *   sandbox's settlement, a renewal's answer, the reconciler) only queues a check, which
 *   re-reads the payment from the provider and grants when it is succeeded and paid and its
 *   amount, currency, metadata and test flag are ours. The ledger's unique provider payment
 *   id makes repeated checks grant once.
 */
import { randomUUID } from 'node:crypto';
import {
  BILLING_TEXT,
  type PaymentState,
  RECONCILE_AFTER_MS,
  type StartPayment,
  type StartPaymentResponse,
  type SubscriptionInfo,
  TRIAL_REMINDER_BEFORE_MS,
  tariffOfCode,
} from '@iskra/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../platform/db/client.ts';
import { AppError, FieldErrors } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Letters } from '../../platform/letters.ts';
import type { MailMessage } from '../../platform/mail.ts';
import {
  type CreatePaymentRequest,
  type PaymentProvider,
  ProviderError,
  type ProviderPayment,
} from '../../platform/payments/provider.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { findUser } from '../users/users.repo.ts';
import { isPremium, isVip } from '../users/users.view.ts';
import type { Viewer } from '../users/viewer.ts';
import { type BillingEvents, createBillingEvents } from './billing.events.ts';
import { chargeFailedMail, chargeReceiptMail, trialEndsMail } from './billing.mails.ts';
import {
  addPeriod,
  afterDecline,
  amountValue,
  cardTypeOf,
  firstChargeKopecks,
  isPaid,
  maskCard,
  mismatchOf,
  purchaseCheck,
  renewalOf,
  renewalTariffOf,
  subscriptionInfoOf,
  tierOfType,
} from './billing.policy.ts';
import {
  appendEntitlement,
  findPayment,
  findPaymentByIdempotenceKey,
  findPaymentByProviderId,
  findSubscription,
  hasSavedCard,
  insertPayment,
  lockPayment,
  lockSubscription,
  lockUserTiers,
  openFirstPayment,
  type PaymentRow,
  type SubscriptionRow,
  saveSubscription,
  setTierUntil,
  subscriptionOf,
  updatePayment,
  updateSubscription,
} from './billing.repo.ts';

export const BILLING_JOBS = {
  /** Re-read a payment from the provider and act on it: { providerPaymentId }. */
  check: 'billing.check',
  /** A payment still pending after RECONCILE_AFTER_MS: { paymentId, round }. */
  reconcile: 'billing.reconcile',
  /** Charge a subscription whose period ends: { subscriptionId, due }. */
  renew: 'billing.renew',
} as const;

/** The job kinds of billing's letters (platform/letters.ts). */
export const BILLING_LETTERS = {
  /** The receipt of a granted payment: { paymentId, until }. */
  receipt: 'billing.receipt-mail',
  /** A declined renewal: { paymentId, retryAt } (retryAt null: no more attempts). */
  chargeFailed: 'billing.charge-failed-mail',
  /** The day-before reminder of a trial: { subscriptionId, periodEnd }. */
  trialReminder: 'billing.trial-reminder',
} as const;

/** How many times a pending payment is re-read before it is left to notifications. */
const RECONCILE_ROUNDS = 6;

export interface BillingDeps {
  db: AppDb;
  provider: PaymentProvider;
  realtime: Pick<Realtime, 'toUser'>;
  bus: EventBus;
  jobs: Pick<Jobs, 'enqueue'>;
  letters: Pick<Letters, 'enqueue'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  siteUrl: string;
  /** 54-FZ receipt vat_code. */
  vatCode: number;
}

export type BillingService = ReturnType<typeof createBillingService>;

export function createBillingService(deps: BillingDeps) {
  const { db, provider, jobs, log } = deps;
  const events: BillingEvents = createBillingEvents(deps.realtime, deps.bus);

  function paymentRequest(
    payment: PaymentRow,
    email: string,
    description: string,
    extra: Pick<CreatePaymentRequest, 'confirmation' | 'save_payment_method' | 'payment_method_id'>,
  ): CreatePaymentRequest {
    const amount = { value: amountValue(payment.amountKopecks), currency: 'RUB' as const };
    return {
      amount,
      capture: true,
      description,
      metadata: { paymentId: payment.id, userId: payment.userId ?? '', tariff: String(payment.tariff) },
      receipt: {
        customer: { email },
        items: [
          {
            description,
            quantity: '1.00',
            amount,
            vat_code: deps.vatCode,
            payment_mode: 'full_payment',
            payment_subject: 'service',
          },
        ],
      },
      ...extra,
    };
  }

  async function scheduleReconcile(paymentId: string, round: number, now = new Date()): Promise<void> {
    await jobs.enqueue(
      BILLING_JOBS.reconcile,
      { paymentId, round },
      { runAt: new Date(now.getTime() + RECONCILE_AFTER_MS), key: `reconcile:${paymentId}:${round}` },
    );
  }

  function startResponse(payment: PaymentRow): StartPaymentResponse {
    return {
      success: true,
      acq: provider.name,
      paymentId: payment.id,
      confirmation: { confirmation_token: payment.confirmationToken ?? '' },
      amount: payment.amountKopecks / 100,
      tariff: payment.tariff,
      test: payment.test,
    };
  }

  /** Grants the period a confirmed payment paid for; null when it was granted before. */
  async function grant(ours: PaymentRow, theirs: ProviderPayment, now: Date) {
    return db.transaction(async (tx) => {
      const payment = await lockPayment(tx, ours.id);
      if (!payment?.userId || payment.grantedAt) return null;
      const tiers = await lockUserTiers(tx, payment.userId);
      if (!tiers) return null;
      const current = payment.type === 2 ? tiers.vipUntil : tiers.premiumUntil;
      const renewal = payment.kind === 'renewal' && payment.subscriptionId !== null;
      const previous =
        renewal && payment.subscriptionId ? await lockSubscription(tx, payment.subscriptionId) : undefined;
      const tariff = tariffOfCode(payment.tariff);
      if (!tariff) throw new Error(`payment ${payment.id} has no tariff ${payment.tariff}`);
      // A renewal on time continues the period; one after declines starts now (access was off).
      const start =
        previous && previous.failedAttempts === 0 && previous.periodEnd > new Date(now.getTime() - 86_400_000)
          ? previous.periodEnd
          : new Date(Math.max(now.getTime(), current?.getTime() ?? 0));
      const end = addPeriod(start, renewal ? tariff.renewalPeriod : tariff.period);
      const recorded = await appendEntitlement(tx, {
        userId: payment.userId,
        type: payment.type,
        source: 'payment',
        paymentId: payment.id,
        providerPaymentId: theirs.id,
        startsAt: start,
        endsAt: end,
      });
      if (!recorded) return null;
      const until = new Date(Math.max(end.getTime(), current?.getTime() ?? 0));
      await setTierUntil(tx, payment.userId, payment.type, until);

      const method = theirs.payment_method?.saved ? theirs.payment_method.id : null;
      const card = theirs.payment_method?.card;
      const cardFacts = card ? { maskedCard: maskCard(card), cardType: cardTypeOf(card) } : {};
      let subscription: SubscriptionRow | undefined;
      if (previous) {
        subscription = await updateSubscription(tx, previous.id, {
          tariff: payment.tariff,
          stopped: 0,
          periodStart: start,
          periodEnd: end,
          trial: false,
          failedAttempts: 0,
          nextChargeAt: previous.autoRenew ? end : null,
          ...cardFacts,
        });
      } else {
        subscription = await saveSubscription(tx, {
          userId: payment.userId,
          type: payment.type,
          tariff: payment.tariff,
          stopped: 0,
          periodStart: start,
          periodEnd: end,
          trial: tariff.trial,
          maskedCard: cardFacts.maskedCard ?? null,
          cardType: cardFacts.cardType ?? null,
          paymentMethodId: method,
          autoRenew: method !== null,
          nextChargeAt: method ? end : null,
          failedAttempts: 0,
        });
      }
      if (!subscription) throw new Error('subscription vanished while granting');
      await updatePayment(tx, payment.id, {
        status: 'succeeded',
        grantedAt: now,
        subscriptionId: subscription.id,
        paymentMethodId: method ?? payment.paymentMethodId,
      });
      await deps.letters.enqueue(
        BILLING_LETTERS.receipt,
        { paymentId: payment.id, until: end.toISOString() },
        { db: tx, key: `receipt:${payment.id}` },
      );
      if (subscription.autoRenew) {
        await jobs.enqueue(
          BILLING_JOBS.renew,
          { subscriptionId: subscription.id, due: end.toISOString() },
          { runAt: end, key: `renew:${subscription.id}:${end.toISOString()}`, db: tx },
        );
        if (subscription.trial) {
          await deps.letters.enqueue(
            BILLING_LETTERS.trialReminder,
            { subscriptionId: subscription.id, periodEnd: end.toISOString() },
            {
              runAt: new Date(end.getTime() - TRIAL_REMINDER_BEFORE_MS),
              key: `trial-reminder:${subscription.id}:${end.toISOString()}`,
              db: tx,
            },
          );
        }
      }
      return { payment, subscription, until, userId: payment.userId };
    });
  }

  /** The provider refused a payment: record it once; a renewal goes into dunning. */
  async function decline(ours: PaymentRow, theirs: ProviderPayment) {
    const reason = theirs.cancellation_details?.reason ?? null;
    return db.transaction(async (tx) => {
      const payment = await lockPayment(tx, ours.id);
      if (!payment || payment.status === 'canceled' || payment.grantedAt) return null;
      await updatePayment(tx, payment.id, {
        status: 'canceled',
        cancellationParty: theirs.cancellation_details?.party ?? null,
        cancellationReason: reason,
      });
      // A declined renewal is told by letter; a declined purchase the payer saw at the checkout.
      const tell = async (retryAt: Date | null) => {
        if (payment.kind !== 'renewal' || !payment.userId) return;
        await deps.letters.enqueue(
          BILLING_LETTERS.chargeFailed,
          { paymentId: payment.id, retryAt: retryAt?.toISOString() ?? null },
          { db: tx, key: `charge-failed:${payment.id}` },
        );
      };
      if (payment.kind !== 'renewal' || !payment.subscriptionId) {
        await tell(null);
        return { payment, retryAt: null, reason };
      }
      const subscription = await lockSubscription(tx, payment.subscriptionId);
      if (!subscription) {
        await tell(null);
        return { payment, retryAt: null, reason };
      }
      const failures = subscription.failedAttempts + 1;
      const next = afterDecline(failures, reason ?? undefined, subscription.periodEnd);
      if ('retryAt' in next) {
        await updateSubscription(tx, subscription.id, {
          failedAttempts: failures,
          nextChargeAt: next.retryAt,
        });
        await jobs.enqueue(
          BILLING_JOBS.renew,
          { subscriptionId: subscription.id, due: next.retryAt.toISOString() },
          { runAt: next.retryAt, key: `renew:${subscription.id}:${next.retryAt.toISOString()}`, db: tx },
        );
        await tell(next.retryAt);
        return { payment, retryAt: next.retryAt, reason };
      }
      await updateSubscription(tx, subscription.id, {
        failedAttempts: failures,
        stopped: next.stopped,
        autoRenew: false,
        nextChargeAt: null,
      });
      await tell(null);
      return { payment, retryAt: null, reason };
    });
  }

  /** Tells the payer's open tabs the outcome and their tiers now; returns the payer. */
  async function pushOutcome(userId: string, paymentId: string, status: 'succeeded' | 'canceled', now: Date) {
    const user = await findUser(db, userId);
    events.push(userId, {
      paymentId,
      status,
      premium: user ? isPremium(user, now) : false,
      vip: user ? isVip(user, now) : false,
    });
    return user;
  }

  /** Re-reads one payment from the provider and grants or records what it says. */
  async function check(providerPaymentId: string, now = new Date()): Promise<void> {
    const ours = await findPaymentByProviderId(db, providerPaymentId);
    if (!ours) {
      log.warn({ providerPaymentId }, 'payment check: not one of ours');
      return;
    }
    const theirs = await provider.getPayment(providerPaymentId);
    const mismatch = mismatchOf(ours, theirs);
    if (mismatch) {
      log.warn(
        { paymentId: ours.id, providerPaymentId, mismatch },
        'payment check: the provider disagrees, nothing granted',
      );
      return;
    }
    const fact = {
      paymentId: ours.id,
      userId: ours.userId ?? '',
      type: ours.type,
      kind: ours.kind,
      amountKopecks: ours.amountKopecks,
    };
    if (isPaid(theirs)) {
      const granted = await grant(ours, theirs, now);
      if (!granted) return;
      await pushOutcome(granted.userId, ours.id, 'succeeded', now);
      await events.succeeded({ ...fact, until: granted.until });
      return;
    }
    if (theirs.status === 'canceled') {
      const declined = await decline(ours, theirs);
      if (!declined || !ours.userId) return;
      await pushOutcome(ours.userId, ours.id, 'canceled', now);
      await events.failed({ ...fact, reason: declined.reason });
      return;
    }
    if (theirs.status === 'waiting_for_capture' && ours.status === 'pending') {
      await updatePayment(db, ours.id, { status: theirs.status });
    }
  }

  async function ownSubscription(viewer: Viewer, id: string): Promise<SubscriptionRow> {
    const row = await findSubscription(db, id);
    if (!row || row.userId !== viewer.user.id) throw new AppError(404, BILLING_TEXT.subscriptionNotFound);
    return row;
  }

  function infoOf(viewer: Viewer, row: SubscriptionRow | undefined): SubscriptionInfo {
    const held = row?.type === 2 ? viewer.user.vipUntil : viewer.user.premiumUntil;
    return subscriptionInfoOf(row, held, viewer.now);
  }

  return {
    /** `POST /api/subscription/payment`. */
    async start(viewer: Viewer, body: StartPayment): Promise<StartPaymentResponse> {
      const { user, now } = viewer;
      const savedCard = await hasSavedCard(db, user.id);
      const checked = purchaseCheck(body, {
        gender: user.gender,
        premium: isPremium(user, now),
        vip: isVip(user, now),
        hasSavedCard: savedCard,
      });
      if ('refusal' in checked) {
        const { refusal } = checked;
        if (refusal.kind === 'field') throw new FieldErrors([{ param: refusal.param, msg: refusal.msg }]);
        throw new AppError(refusal.status, refusal.message);
      }
      const { tariff } = checked;
      const amountKopecks = firstChargeKopecks(tariff, savedCard);
      const open = await openFirstPayment(db, {
        userId: user.id,
        tariff: tariff.code,
        amountKopecks,
        provider: provider.name,
        since: new Date(now.getTime() - RECONCILE_AFTER_MS),
      });
      if (open) return startResponse(open);

      const payment = await insertPayment(db, {
        userId: user.id,
        kind: 'first',
        tariff: tariff.code,
        type: tariff.type,
        amountKopecks,
        provider: provider.name,
        idempotenceKey: randomUUID(),
        test: provider.test,
      });
      const request = paymentRequest(payment, user.email, `${tariff.label} — Искра`, {
        confirmation: { type: 'embedded' },
        save_payment_method: true,
      });
      let theirs: ProviderPayment;
      try {
        theirs = await provider.createPayment(request, payment.idempotenceKey);
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        log.error({ err, paymentId: payment.id }, 'payment not started');
        await updatePayment(db, payment.id, { status: 'canceled', cancellationReason: 'not_started' });
        throw new AppError(503, BILLING_TEXT.providerUnavailable, { headers: { 'retry-after': '30' } });
      }
      const token = theirs.confirmation?.confirmation_token;
      if (!token) {
        log.error(
          { paymentId: payment.id, providerPaymentId: theirs.id },
          'payment without a confirmation token',
        );
        await updatePayment(db, payment.id, {
          providerPaymentId: theirs.id,
          status: 'canceled',
          cancellationReason: 'not_started',
        });
        throw new AppError(503, BILLING_TEXT.providerUnavailable);
      }
      await updatePayment(db, payment.id, {
        providerPaymentId: theirs.id,
        confirmationToken: token,
        status: theirs.status,
      });
      await scheduleReconcile(payment.id, 1, now);
      return startResponse({
        ...payment,
        providerPaymentId: theirs.id,
        confirmationToken: token,
        status: theirs.status,
      });
    },

    /** `GET /api/subscription/payment/{id}`: one of the viewer's own payments. */
    async payment(viewer: Viewer, paymentId: string): Promise<PaymentState> {
      const row = await findPayment(db, paymentId);
      if (!row || row.userId !== viewer.user.id) throw new AppError(404, BILLING_TEXT.paymentNotFound);
      return {
        id: row.id,
        status: row.status,
        granted: row.grantedAt !== null,
        tariff: row.tariff,
        amount: row.amountKopecks / 100,
        tier: tierOfType(row.type),
        cancellationReason: row.cancellationReason,
      };
    },

    check,

    /** A notification arrived (webhook or sandbox): the check runs as a job, right away. */
    async notified(providerPaymentId: string): Promise<void> {
      await jobs.enqueue(BILLING_JOBS.check, { providerPaymentId });
    },

    /** Payments still pending are re-read (lost notifications), a few rounds apart. */
    async reconcile(paymentId: string, round: number): Promise<void> {
      const payment = await findPayment(db, paymentId);
      if (!payment || payment.status === 'succeeded' || payment.status === 'canceled') return;
      if (payment.providerPaymentId) await check(payment.providerPaymentId);
      const after = await findPayment(db, paymentId);
      if (
        after &&
        (after.status === 'pending' || after.status === 'waiting_for_capture') &&
        round < RECONCILE_ROUNDS
      ) {
        await scheduleReconcile(paymentId, round + 1);
      }
    },

    /** Charges a subscription whose period (or a retry) is due, with the saved card. */
    async renew(subscriptionId: string, due: string, now = new Date()): Promise<void> {
      const subscription = await findSubscription(db, subscriptionId);
      if (!subscription?.autoRenew || subscription.stopped !== 0 || !subscription.paymentMethodId) return;
      // A stop, a resume or an earlier renewal moved the charge: this job is stale.
      if (subscription.nextChargeAt?.toISOString() !== due) return;
      const user = await findUser(db, subscription.userId);
      if (user?.status !== 'active') return;
      const { tariff, kopecks } = renewalOf(subscription.tariff);
      // One key per due charge: a retried job repeats the same request.
      const idempotenceKey = `renew-${subscription.id}-${new Date(due).getTime()}`;
      const payment =
        (await findPaymentByIdempotenceKey(db, idempotenceKey)) ??
        (await insertPayment(db, {
          userId: user.id,
          subscriptionId: subscription.id,
          kind: 'renewal',
          tariff: renewalTariffOf(subscription.tariff),
          type: subscription.type,
          amountKopecks: kopecks,
          provider: provider.name,
          idempotenceKey,
          test: provider.test,
        }));
      const request = paymentRequest(payment, user.email, `${tariff.label} — продление, Искра`, {
        payment_method_id: subscription.paymentMethodId,
      });
      const theirs = await provider.createPayment(request, idempotenceKey);
      // Only the id here: the outcome is recorded (once) by the check, which re-reads it.
      await updatePayment(db, payment.id, { providerPaymentId: theirs.id });
      if (theirs.status === 'succeeded' || theirs.status === 'canceled') await check(theirs.id, now);
      else await scheduleReconcile(payment.id, 1, now);
    },

    /** The builders of the letters in BILLING_LETTERS, run by their jobs (billing.routes.ts). */
    letters: {
      async receipt({ paymentId, until }: { paymentId: string; until: string }): Promise<MailMessage | null> {
        const payment = await findPayment(db, paymentId);
        const subscription = payment?.subscriptionId
          ? await findSubscription(db, payment.subscriptionId)
          : undefined;
        const user = payment?.userId ? await findUser(db, payment.userId) : undefined;
        const tariff = payment ? tariffOfCode(payment.tariff) : undefined;
        if (!payment || !subscription || !user || !tariff) return null;
        const mail = chargeReceiptMail(
          {
            name: user.name,
            label: tariff.label,
            kopecks: payment.amountKopecks,
            until: new Date(until),
            maskedCard: subscription.maskedCard,
            renews: subscription.autoRenew,
          },
          deps.siteUrl,
        );
        return { to: user.email, ...mail };
      },

      async chargeFailed({ paymentId, retryAt }: { paymentId: string; retryAt: string | null }) {
        const payment = await findPayment(db, paymentId);
        const user = payment?.userId ? await findUser(db, payment.userId) : undefined;
        const tariff = payment ? tariffOfCode(payment.tariff) : undefined;
        if (!payment || !user || !tariff) return null;
        const mail = chargeFailedMail(
          {
            name: user.name,
            label: tariff.label,
            kopecks: payment.amountKopecks,
            reason: payment.cancellationReason,
            retryAt: retryAt ? new Date(retryAt) : null,
          },
          deps.siteUrl,
        );
        return { to: user.email, ...mail };
      },

      /** The day-before reminder of a trial that will turn into a paid month. */
      async trialReminder({ subscriptionId, periodEnd }: { subscriptionId: string; periodEnd: string }) {
        const subscription = await findSubscription(db, subscriptionId);
        if (
          !subscription?.trial ||
          !subscription.autoRenew ||
          subscription.periodEnd.toISOString() !== periodEnd
        )
          return null;
        const user = await findUser(db, subscription.userId);
        if (user?.status !== 'active') return null;
        const { kopecks } = renewalOf(subscription.tariff);
        const mail = trialEndsMail(
          { name: user.name, kopecks, chargeAt: subscription.periodEnd, maskedCard: subscription.maskedCard },
          deps.siteUrl,
        );
        return { to: user.email, ...mail };
      },
    },

    /** `GET /api/subscription?type=`. */
    async subscription(viewer: Viewer, type: 1 | 2): Promise<SubscriptionInfo> {
      return infoOf(viewer, await subscriptionOf(db, viewer.user.id, type));
    },

    /** `POST /api/subscription/stop/{id}`: no more renewals; the tier lasts to the period end. */
    async stop(viewer: Viewer, id: string): Promise<SubscriptionInfo> {
      const row = await ownSubscription(viewer, id);
      if (row.stopped !== 0) return infoOf(viewer, row);
      return infoOf(
        viewer,
        await updateSubscription(db, row.id, { stopped: 1, autoRenew: false, nextChargeAt: null }),
      );
    },

    /** `POST /api/subscription/activate/{id}`: renewals resume while the period lasts. */
    async activate(viewer: Viewer, id: string): Promise<SubscriptionInfo> {
      const row = await ownSubscription(viewer, id);
      if (row.stopped === 0 && row.autoRenew) return infoOf(viewer, row);
      if (row.periodEnd <= viewer.now || !row.paymentMethodId)
        throw new AppError(409, BILLING_TEXT.cannotActivate);
      const updated = await db.transaction(async (tx) => {
        const saved = await updateSubscription(tx, row.id, {
          stopped: 0,
          autoRenew: true,
          failedAttempts: 0,
          nextChargeAt: row.periodEnd,
        });
        await jobs.enqueue(
          BILLING_JOBS.renew,
          { subscriptionId: row.id, due: row.periodEnd.toISOString() },
          {
            runAt: row.periodEnd,
            key: `renew:${row.id}:${row.periodEnd.toISOString()}:${viewer.now.getTime()}`,
            db: tx,
          },
        );
        return saved;
      });
      return infoOf(viewer, updated);
    },

    /**
     * Support grants `days` of a tier (admin API, `npm run tier:grant`): a ledger row from the
     * tier's current end (or now), and the user row follows. Returns the new end.
     */
    async grantDays(
      userId: string,
      type: 1 | 2,
      days: number,
      note: string,
      now = new Date(),
    ): Promise<Date | null> {
      return db.transaction(async (tx) => {
        const tiers = await lockUserTiers(tx, userId);
        if (!tiers) return null;
        const current = type === 2 ? tiers.vipUntil : tiers.premiumUntil;
        const start = new Date(Math.max(now.getTime(), current?.getTime() ?? 0));
        const end = addPeriod(start, { days });
        await appendEntitlement(tx, { userId, type, source: 'grant', startsAt: start, endsAt: end, note });
        await setTierUntil(tx, userId, type, end);
        return end;
      });
    },
  };
}
