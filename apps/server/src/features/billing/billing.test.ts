import { randomUUID } from 'node:crypto';
import {
  BILLING_TEXT,
  ERROR_TEXT,
  NO_SUBSCRIPTION,
  SANDBOX_CARDS,
  type StartPaymentResponse,
} from '@iskra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeYooKassa, startFakeYooKassa } from '../../../test/fake-yookassa.ts';
import { PREMIUM } from '../../../test/fixtures.ts';
import {
  createTestUser,
  fieldErrorParams,
  readOutbox,
  type TestApp,
  type TestUser,
  useTestApp,
} from '../../../test/test-app.ts';
import { accountCleanups } from '../../platform/account-cleanup.ts';
import { users } from '../../platform/db/schema.ts';
import { writeUsers } from '../../platform/db/user-writes.ts';
import { entitlements, payments, subscriptions } from './billing.schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WOMAN = { gender: 2, looking: 1 } as const;

async function start(app: TestApp, who: TestUser, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/subscription/payment',
    headers: who.headers,
    payload: body,
  });
}

async function startOk(
  app: TestApp,
  who: TestUser,
  body: Record<string, unknown>,
): Promise<StartPaymentResponse> {
  const res = await start(app, who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StartPaymentResponse>();
}

async function userRow(app: TestApp, who: TestUser) {
  const [row] = await app.db.select().from(users).where(eq(users.id, who.user.id));
  if (!row) throw new Error('user gone');
  return row;
}

async function ledgerOf(app: TestApp, who: TestUser) {
  return app.db.select().from(entitlements).where(eq(entitlements.userId, who.user.id));
}

async function subscriptionInfo(app: TestApp, who: TestUser, type: 1 | 2) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/subscription?type=${type}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Runs every job that is due now (notifications, checks), as the worker would. */
async function drainJobs(app: TestApp): Promise<void> {
  while ((await app.jobs.runDue()) > 0) {
    // keep going until nothing is due
  }
}

/** A saved card from an earlier purchase, as far as prices care. */
async function giveSavedCard(app: TestApp, who: TestUser, type = 1) {
  await app.db.insert(subscriptions).values({
    userId: who.user.id,
    type,
    tariff: 8,
    stopped: 1,
    periodStart: new Date(Date.now() - 40 * DAY_MS),
    periodEnd: new Date(Date.now() - 10 * DAY_MS),
    paymentMethodId: `pm-${randomUUID()}`,
    maskedCard: '5555 55** **** 4477',
    cardType: 'MasterCard',
  });
}

describe('paid tiers with the sandbox provider', () => {
  const app = useTestApp();

  async function pay(token: string, card: string) {
    return app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${token}/pay`,
      payload: { card, expiry: '12/39', cvc: '123' },
    });
  }

  it('chooses every price on the server, with and without a saved card', async () => {
    const expected: Array<[number, number, number | null]> = [
      [6, 499, 999],
      [7, 29, null],
      [8, 899, 2499],
      [9, 3499, 9999],
      [10, 499, null],
    ];
    for (const [tariff, fresh, withCard] of expected) {
      const buyer = await createTestUser(app);
      expect((await startOk(app, buyer, { tariff, acquiring: 'yookassa' })).amount).toBe(fresh);
      const regular = await createTestUser(app);
      await giveSavedCard(app, regular, tariff === 6 ? 2 : 1);
      const res = await start(app, regular, { tariff });
      if (withCard === null) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ errors: [{ param: 'tariff', msg: BILLING_TEXT.tariffUnavailable }] });
      } else {
        expect(res.json<StartPaymentResponse>().amount).toBe(withCard);
      }
    }
  });

  it('refuses unknown tariffs, Premium for women and a tier already held', async () => {
    const man = await createTestUser(app);
    for (const tariff of [5, 11, 8.5, '8']) {
      const res = await start(app, man, { tariff });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: [{ param: 'tariff', msg: ERROR_TEXT.paymentForm }] });
    }
    const woman = await createTestUser(app, WOMAN);
    const refused = await start(app, woman, {
      tariff: 8,
      acquiring: 'yookassa',
      subscriptionType: 'premium',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: BILLING_TEXT.premiumForMenOnly, code: 'forbidden' });
    expect((await startOk(app, woman, { tariff: 6, subscriptionType: 'vip' })).amount).toBe(499);
    const premium = await createTestUser(app, PREMIUM);
    const held = await start(app, premium, { tariff: 9 });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({ message: BILLING_TEXT.alreadyPremium, code: 'conflict' });
    expect((await start(app, man, {})).statusCode).toBe(422);
    const guest = await app.inject({
      method: 'POST',
      url: '/api/subscription/payment',
      payload: { tariff: 8 },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('answers a repeated start with the same payment', async () => {
    const man = await createTestUser(app);
    const first = await startOk(app, man, { tariff: 8 });
    const again = await startOk(app, man, { tariff: 8 });
    expect(again.paymentId).toBe(first.paymentId);
    expect(again.confirmation.confirmation_token).toBe(first.confirmation.confirmation_token);
    const rows = await app.db.select().from(payments).where(eq(payments.userId, man.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotenceKey).toBeTruthy();
  });

  it('grants Premium only after the sandbox settles, through the notification job', async () => {
    const man = await createTestUser(app);
    const started = await startOk(app, man, {
      tariff: 8,
      acquiring: 'yookassa',
      subscriptionType: 'premium',
    });
    expect(started).toMatchObject({ success: true, acq: 'sandbox', amount: 899, tariff: 8, test: true });
    const checkout = await app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/${started.confirmation.confirmation_token}`,
    });
    expect(checkout.json()).toMatchObject({ amount: 899, status: 'pending' });

    const paid = await pay(started.confirmation.confirmation_token, '5555 5555 5555 4477');
    expect(paid.json()).toEqual({ status: 'succeeded', cancellationReason: null });
    // Settled at the provider, but not granted until the check job re-reads it.
    expect((await userRow(app, man)).premiumUntil).toBeNull();
    await drainJobs(app);

    const until = (await userRow(app, man)).premiumUntil;
    expect(until?.getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    const state = await app.inject({
      method: 'GET',
      url: `/api/subscription/payment/${started.paymentId}`,
      headers: man.headers,
    });
    expect(state.json()).toMatchObject({ status: 'succeeded', granted: true, tier: 'premium', amount: 899 });
    expect(await subscriptionInfo(app, man, 1)).toMatchObject({
      isActive: true,
      maskedCard: '5555 55** **** 4477',
      cardType: 'MasterCard',
      stopped: 0,
      trial: false,
      tariff: { label: 'Premium на 1 месяц' },
    });
    expect(await subscriptionInfo(app, man, 2)).toEqual(NO_SUBSCRIPTION);
    const check = await app.inject({ method: 'GET', url: '/api/user/check-premium', headers: man.headers });
    expect(check.json()).toEqual({ premium: true, premiumFeatures: true });
    expect((await readOutbox(app, man.user.email)).map((m) => m.subject)).toContain(
      'Оплата прошла: Premium на 1 месяц',
    );

    // Paying again and more notifications change nothing.
    await pay(started.confirmation.confirmation_token, SANDBOX_CARDS.succeeds);
    await app.services.billing.notified(
      (await app.db.select().from(payments).where(eq(payments.id, started.paymentId)))[0]
        ?.providerPaymentId ?? '',
    );
    await drainJobs(app);
    expect(await ledgerOf(app, man)).toHaveLength(1);
    expect((await userRow(app, man)).premiumUntil).toEqual(until);
  });

  it('grants nothing for a declined card and says why', async () => {
    const man = await createTestUser(app);
    const started = await startOk(app, man, { tariff: 9 });
    const declined = await pay(started.confirmation.confirmation_token, SANDBOX_CARDS.insufficientFunds);
    expect(declined.json()).toEqual({ status: 'canceled', cancellationReason: 'insufficient_funds' });
    await drainJobs(app);
    expect((await userRow(app, man)).premiumUntil).toBeNull();
    const state = await app.inject({
      method: 'GET',
      url: `/api/subscription/payment/${started.paymentId}`,
      headers: man.headers,
    });
    expect(state.json()).toMatchObject({
      status: 'canceled',
      granted: false,
      cancellationReason: 'insufficient_funds',
    });
    const other = await createTestUser(app);
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/subscription/payment/${started.paymentId}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses cards that are not test cards, expired ones and bad fields', async () => {
    const man = await createTestUser(app);
    const { confirmation } = await startOk(app, man, { tariff: 8 });
    const unknown = await pay(confirmation.confirmation_token, '4111 1111 1111 1111');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: [{ param: 'card', msg: BILLING_TEXT.sandboxUnknownCard }] });
    const expired = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${confirmation.confirmation_token}/pay`,
      payload: { card: SANDBOX_CARDS.succeeds, expiry: '01/20', cvc: '123' },
    });
    expect(expired.json()).toEqual({ errors: [{ param: 'expiry', msg: BILLING_TEXT.sandboxExpired }] });
    const bad = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${confirmation.confirmation_token}/pay`,
      payload: { card: '1234', expiry: '13/30', cvc: '1' },
    });
    expect(bad.statusCode).toBe(422);
    expect(fieldErrorParams(bad)).toEqual(['card', 'cvc', 'expiry']);
    expect((await pay('ct_nonexistent_token', SANDBOX_CARDS.succeeds)).statusCode).toBe(404);
  });

  it('stops and resumes renewal; the tier lasts to the period end; only the owner may', async () => {
    const woman = await createTestUser(app, WOMAN);
    const { confirmation } = await startOk(app, woman, { tariff: 6 });
    await pay(confirmation.confirmation_token, SANDBOX_CARDS.succeeds);
    await drainJobs(app);
    const info = await subscriptionInfo(app, woman, 2);
    expect(info).toMatchObject({ isActive: true, stopped: 0 });

    const stranger = await createTestUser(app);
    for (const action of ['stop', 'activate']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/subscription/${action}/${info.id}`,
        headers: stranger.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    const stopped = await app.inject({
      method: 'POST',
      url: `/api/subscription/stop/${info.id}`,
      headers: woman.headers,
    });
    expect(stopped.json()).toMatchObject({ isActive: true, stopped: 1, time: info.time });
    const resumed = await app.inject({
      method: 'POST',
      url: `/api/subscription/activate/${info.id}`,
      headers: woman.headers,
    });
    expect(resumed.json()).toMatchObject({ isActive: true, stopped: 0 });

    // Stopped and past its period: the tier is gone and cannot be resumed.
    await app.inject({ method: 'POST', url: `/api/subscription/stop/${info.id}`, headers: woman.headers });
    const past = new Date(Date.now() - 1000);
    await app.db.update(subscriptions).set({ periodEnd: past }).where(eq(subscriptions.id, info.id));
    await writeUsers(app.db, woman.user.id, () =>
      app.db.update(users).set({ vipUntil: past }).where(eq(users.id, woman.user.id)),
    );
    expect(await subscriptionInfo(app, woman, 2)).toMatchObject({ isActive: false, stopped: 1 });
    const late = await app.inject({
      method: 'POST',
      url: `/api/subscription/activate/${info.id}`,
      headers: woman.headers,
    });
    expect(late.statusCode).toBe(409);
  });

  it('ignores payment notifications from outside YooKassa’s networks', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/yookassa/webhook',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: 'forged' } },
    });
    expect(res.statusCode).toBe(403);
    expect(await app.jobs.runDue()).toBe(0);
  });

  it('forgets subscriptions and the ledger of a destroyed account, keeping its payments without the person', async () => {
    const man = await createTestUser(app);
    const { confirmation, paymentId } = await startOk(app, man, { tariff: 8 });
    await pay(confirmation.confirmation_token, SANDBOX_CARDS.succeeds);
    await drainJobs(app);
    const cleanup = accountCleanups().get('billing');
    if (!cleanup) throw new Error('no billing cleanup');
    const account = { userId: man.user.id, email: man.user.email };
    expect(await app.db.transaction((tx) => cleanup(tx, account))).toEqual({
      subscriptions: 1,
      entitlements: 1,
      payments: 1,
    });
    expect(await cleanup(app.db, account)).toEqual({});
    const [kept] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(kept).toMatchObject({ userId: null, status: 'succeeded', amountKopecks: 89_900 });
  });

  it('writes support grants into the ledger', async () => {
    const man = await createTestUser(app);
    const until = await app.services.billing.grantDays(man.user.id, 1, 10, 'test grant');
    expect((await userRow(app, man)).premiumUntil).toEqual(until);
    expect(await ledgerOf(app, man)).toMatchObject([{ source: 'grant', note: 'test grant', endsAt: until }]);
  });
});

describe('paid tiers with YooKassa (a compatible server)', () => {
  let yookassa: FakeYooKassa;
  beforeAll(async () => {
    yookassa = await startFakeYooKassa({ shopId: '123456', secretKey: 'test_secret' });
  });
  afterAll(async () => yookassa?.close());
  const app = useTestApp(() => ({
    env: {
      YOOKASSA_SHOP_ID: '123456',
      YOOKASSA_SECRET_KEY: 'test_secret',
      YOOKASSA_API_URL: yookassa.url,
      YOOKASSA_WEBHOOK_TRUSTED: '127.0.0.1,::1',
    },
  }));

  async function notify(id: string, remoteAddress = '127.0.0.1') {
    const known = yookassa.payments.has(id);
    return app.inject({
      method: 'POST',
      url: '/api/payments/yookassa/webhook',
      remoteAddress,
      payload: known
        ? yookassa.notification(id)
        : { type: 'notification', event: 'payment.succeeded', object: { id, status: 'succeeded' } },
    });
  }

  async function startedAtProvider(who: TestUser, tariff = 8) {
    const started = await startOk(app, who, { tariff });
    const [row] = await app.db.select().from(payments).where(eq(payments.id, started.paymentId));
    if (!row?.providerPaymentId) throw new Error('not started at the provider');
    return { started, row, providerId: row.providerPaymentId };
  }

  it('starts a payment with a stored key, the server’s amount and a receipt, surviving a 500', async () => {
    const man = await createTestUser(app);
    yookassa.failNext(1);
    const { started, row, providerId } = await startedAtProvider(man);
    expect(started).toMatchObject({ acq: 'yookassa', amount: 899, test: true });
    const posts = yookassa.requests.filter(
      (r) => r.method === 'POST' && r.idempotenceKey === row.idempotenceKey,
    );
    expect(posts.map((r) => r.status)).toEqual([500, 200]);
    expect(posts[1]?.body).toMatchObject({
      amount: { value: '899.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'embedded' },
      save_payment_method: true,
      metadata: { paymentId: started.paymentId, userId: man.user.id, tariff: '8' },
      receipt: {
        customer: { email: man.user.email },
        items: [{ quantity: '1.00', vat_code: 1, payment_mode: 'full_payment', payment_subject: 'service' }],
      },
    });
    expect(
      [...yookassa.payments.values()].filter((p) => p.metadata?.paymentId === started.paymentId),
    ).toHaveLength(1);
    expect(started.confirmation.confirmation_token).toBe(
      yookassa.payments.get(providerId)?.confirmation?.confirmation_token,
    );
  });

  it('grants nothing for untrusted, unknown, pending or mismatched payments', async () => {
    const man = await createTestUser(app);
    const { providerId } = await startedAtProvider(man);
    expect((await notify(providerId, '203.0.113.9')).statusCode).toBe(403);
    expect((await notify('unknown-payment')).statusCode).toBe(200);
    expect((await notify(providerId)).statusCode).toBe(200);
    await drainJobs(app);
    expect((await userRow(app, man)).premiumUntil).toBeNull();

    yookassa.settle(providerId, 'succeeded');
    const stored = yookassa.payments.get(providerId);
    if (!stored) throw new Error('no payment');
    yookassa.payments.set(providerId, { ...stored, amount: { value: '1.00', currency: 'RUB' } });
    await notify(providerId);
    await drainJobs(app);
    expect((await userRow(app, man)).premiumUntil).toBeNull();
    expect(await ledgerOf(app, man)).toHaveLength(0);
  });

  it('grants once for an event delivered three times in any order', async () => {
    const man = await createTestUser(app);
    const { providerId } = await startedAtProvider(man, 9);
    yookassa.settle(providerId, 'succeeded', { saved: true });
    await Promise.all([notify(providerId), notify(providerId), notify(providerId)]);
    await drainJobs(app);
    await notify(providerId);
    await drainJobs(app);
    const ledger = await ledgerOf(app, man);
    expect(ledger).toHaveLength(1);
    const until = (await userRow(app, man)).premiumUntil;
    expect(until?.getTime()).toBeGreaterThan(Date.now() + 180 * DAY_MS);
    expect(until?.getTime()).toBeLessThan(Date.now() + 185 * DAY_MS);
  });

  describe('renewals', () => {
    /** A paid, auto-renewing subscription whose period ends now. */
    async function dueSubscription(tariff = 8) {
      const man = await createTestUser(app);
      const { providerId } = await startedAtProvider(man, tariff);
      yookassa.settle(providerId, 'succeeded', { saved: true });
      await notify(providerId);
      await drainJobs(app);
      const [sub] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, man.user.id));
      if (!sub?.autoRenew) throw new Error('no renewing subscription');
      const due = new Date(Date.now() - 1000);
      await app.db
        .update(subscriptions)
        .set({ periodEnd: due, nextChargeAt: due })
        .where(eq(subscriptions.id, sub.id));
      await writeUsers(app.db, man.user.id, () =>
        app.db.update(users).set({ premiumUntil: due }).where(eq(users.id, man.user.id)),
      );
      return { man, sub, due };
    }

    const renew = (subscriptionId: string, due: Date) =>
      app.services.billing.renew(subscriptionId, due.toISOString());

    it('charges the saved card at the renewal price and extends the period', async () => {
      yookassa.setRenewalOutcome('succeeded');
      const { man, sub, due } = await dueSubscription(10);
      await renew(sub.id, due);
      const [after] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      expect(after).toMatchObject({ tariff: 8, stopped: 0, failedAttempts: 0, trial: false });
      expect(after?.periodEnd.getTime()).toBeGreaterThan(due.getTime() + 27 * DAY_MS);
      const charges = await app.db.select().from(payments).where(eq(payments.subscriptionId, sub.id));
      expect(charges.find((p) => p.kind === 'renewal')).toMatchObject({
        amountKopecks: 249_900,
        status: 'succeeded',
      });
      expect((await userRow(app, man)).premiumUntil).toEqual(after?.periodEnd);
      // The same due charge again (a retried job) charges nothing more.
      await renew(sub.id, due);
      expect(await app.db.select().from(payments).where(eq(payments.subscriptionId, sub.id))).toHaveLength(2);
    });

    it('restricts the tier on a decline, retries after 1, 3 and 5 days, then stops', async () => {
      yookassa.setRenewalOutcome('insufficient_funds');
      const { man, sub, due } = await dueSubscription();
      const retries: Date[] = [];
      let next = due;
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await renew(sub.id, next);
        const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
        expect(row?.failedAttempts).toBe(attempt);
        if (attempt < 4) {
          expect(row?.stopped).toBe(0);
          if (!row?.nextChargeAt) throw new Error('no retry scheduled');
          next = row.nextChargeAt;
          retries.push(next);
        } else {
          expect(row).toMatchObject({ stopped: 3, autoRenew: false, nextChargeAt: null });
        }
      }
      expect(retries.map((d) => Math.round((d.getTime() - due.getTime()) / DAY_MS))).toEqual([1, 3, 5]);
      expect((await userRow(app, man)).premiumUntil?.getTime()).toBeLessThanOrEqual(Date.now());
      const check = await app.inject({ method: 'GET', url: '/api/user/check-premium', headers: man.headers });
      expect(check.json()).toEqual({ premium: false, premiumFeatures: false });
      expect(await subscriptionInfo(app, man, 1)).toMatchObject({ isActive: false, stopped: 3 });
      const letters = (await readOutbox(app, man.user.email)).map((m) => m.subject);
      expect(letters.filter((s) => s === 'Не получилось продлить подписку')).toHaveLength(4);
    });

    it('a successful retry restores access', async () => {
      yookassa.setRenewalOutcome('insufficient_funds');
      const { man, sub, due } = await dueSubscription();
      await renew(sub.id, due);
      const [declined] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      if (!declined?.nextChargeAt) throw new Error('no retry');
      yookassa.setRenewalOutcome('succeeded');
      await renew(sub.id, declined.nextChargeAt);
      const [after] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      expect(after).toMatchObject({ stopped: 0, failedAttempts: 0 });
      expect((await userRow(app, man)).premiumUntil?.getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    });

    it('turns auto-renewal off when the card’s permission is revoked', async () => {
      yookassa.setRenewalOutcome('permission_revoked');
      const { sub, due } = await dueSubscription();
      await renew(sub.id, due);
      const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      expect(row).toMatchObject({ stopped: 2, autoRenew: false, nextChargeAt: null, failedAttempts: 1 });
    });

    it('does not charge a stopped subscription', async () => {
      yookassa.setRenewalOutcome('succeeded');
      const { man, sub, due } = await dueSubscription();
      await app.inject({ method: 'POST', url: `/api/subscription/stop/${sub.id}`, headers: man.headers });
      await renew(sub.id, due);
      const charges = await app.db.select().from(payments).where(eq(payments.subscriptionId, sub.id));
      expect(charges.filter((p) => p.kind === 'renewal')).toHaveLength(0);
    });
  });
});
