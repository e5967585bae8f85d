import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeYooKassa, startFakeYooKassa } from '../../../test/fake-yookassa.ts';
import { type CreatePaymentRequest, ProviderError } from './provider.ts';
import { createYooKassaProvider, type YooKassaOptions } from './yookassa.ts';

const SHOP = { shopId: '54401', secretKey: 'test_Fh8hUAVVBGUGbjmlzba6TB0iyUbos_lueTHE-axOwM0' };

function request(overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  return {
    amount: { value: '899.00', currency: 'RUB' },
    capture: true,
    description: 'Premium, 1 месяц',
    metadata: { paymentId: '17', userId: '42', tariff: 'rate8' },
    receipt: {
      customer: { email: 'ivan@example.com' },
      items: [
        {
          description: 'Premium, 1 месяц',
          quantity: '1.00',
          amount: { value: '899.00', currency: 'RUB' },
          vat_code: 1,
          payment_mode: 'full_payment',
          payment_subject: 'service',
        },
      ],
    },
    confirmation: { type: 'embedded' },
    save_payment_method: true,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }
  throw new Error('expected a ProviderError');
}

let fake: FakeYooKassa;
beforeAll(async () => {
  fake = await startFakeYooKassa(SHOP);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.setRenewalOutcome('succeeded');
});

function provider(options: Partial<YooKassaOptions> = {}) {
  return createYooKassaProvider({ ...SHOP, apiUrl: fake.url, retryDelaysMs: [10, 20], ...options });
}

describe('YooKassa provider', () => {
  it('is named yookassa and takes test mode from a test_ key unless told', () => {
    expect(provider()).toMatchObject({ name: 'yookassa', test: true });
    expect(provider({ secretKey: 'live_abc' }).test).toBe(false);
    expect(provider({ secretKey: 'live_abc', test: true }).test).toBe(true);
  });

  it('creates a payment with Basic auth, the Idempotence-Key and the request as sent', async () => {
    const key = randomUUID();
    const payment = await provider().createPayment(request(), key);
    expect(payment).toMatchObject({
      status: 'pending',
      paid: false,
      amount: { value: '899.00', currency: 'RUB' },
      metadata: { paymentId: '17', userId: '42', tariff: 'rate8' },
      test: true,
      confirmation: { type: 'embedded' },
    });
    expect(payment.confirmation?.confirmation_token).toMatch(/^ct-/);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/payments',
      idempotenceKey: key,
      status: 200,
    });
    expect(fake.requests[0]?.body).toEqual(request());
  });

  it('retries a 500 with the same key and body, yielding one payment', async () => {
    const key = randomUUID();
    const before = fake.payments.size;
    fake.failNext(1);
    const payment = await provider().createPayment(request(), key);
    expect(fake.payments.size).toBe(before + 1);
    expect(fake.requests.map((r) => r.status)).toEqual([500, 200]);
    expect(new Set(fake.requests.map((r) => r.idempotenceKey))).toEqual(new Set([key]));
    expect(fake.requests[1]?.body).toEqual(fake.requests[0]?.body);
    // The first attempt stored the payment before failing; the retry got that same one.
    expect(fake.payments.get(payment.id)).toBeDefined();
  });

  it('gives up after three attempts with a retryable error, and the same key later gets the payment', async () => {
    const key = randomUUID();
    fake.failNext(3);
    const error = await failure(provider().createPayment(request(), key));
    expect(error.retryable).toBe(true);
    expect(error.status).toBe(500);
    expect(error.message).toContain('internal_server_error');
    expect(error.message).toContain('after 3 attempts');
    expect(fake.requests).toHaveLength(3);
    const again = await provider().createPayment(request(), key);
    expect(fake.requests).toHaveLength(4);
    expect(fake.payments.get(again.id)?.metadata).toEqual(request().metadata);
  });

  it('does not retry a 4xx and reports YooKassa’s description', async () => {
    const error = await failure(
      provider().createPayment(request({ amount: { value: '899', currency: 'RUB' } }), randomUUID()),
    );
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(400);
    expect(error.message).toContain('Amount value must be a string with two decimals');
    expect(error.message).toContain('amount.value');
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses wrong credentials without retrying', async () => {
    const error = await failure(provider({ secretKey: 'test_wrong' }).createPayment(request(), randomUUID()));
    expect(error).toMatchObject({ retryable: false, status: 401 });
    expect(error.message).toContain('invalid_credentials');
    expect(error.message).not.toContain('test_wrong');
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses an idempotence key YooKassa would refuse, before any request', async () => {
    const error = await failure(provider().createPayment(request(), 'k'.repeat(65)));
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it('reads a payment back, with the saved card once settled', async () => {
    const created = await provider().createPayment(request(), randomUUID());
    fake.settle(created.id, 'succeeded');
    const payment = await provider().getPayment(created.id);
    expect(payment).toMatchObject({
      id: created.id,
      status: 'succeeded',
      paid: true,
      test: true,
      payment_method: { saved: true, type: 'bank_card', card: { last4: '4477', card_type: 'MasterCard' } },
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/payments/${created.id}` });
  });

  it('reports a cancelled payment with its reason', async () => {
    const created = await provider().createPayment(request(), randomUUID());
    fake.settle(created.id, { cancel: 'insufficient_funds' });
    const payment = await provider().getPayment(created.id);
    expect(payment).toMatchObject({
      status: 'canceled',
      paid: false,
      cancellation_details: { party: 'payment_network', reason: 'insufficient_funds' },
    });
    expect(payment.payment_method?.saved).toBe(false);
  });

  it('charges a saved method at once, as scripted', async () => {
    const renewal = request({
      confirmation: undefined,
      save_payment_method: undefined,
      payment_method_id: 'pm-1',
    });
    const paid = await provider().createPayment(renewal, randomUUID());
    expect(paid).toMatchObject({
      status: 'succeeded',
      paid: true,
      payment_method: { id: 'pm-1', saved: true },
    });
    fake.setRenewalOutcome('permission_revoked');
    const revoked = await provider().createPayment(renewal, randomUUID());
    expect(revoked).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'permission_revoked' },
    });
  });

  it('retries a GET after a 500 and does not retry a 404', async () => {
    const created = await provider().createPayment(request(), randomUUID());
    fake.failNextGet(1);
    expect((await provider().getPayment(created.id)).id).toBe(created.id);
    fake.requests.length = 0;
    const error = await failure(provider().getPayment('no-such-payment'));
    expect(error).toMatchObject({ retryable: false, status: 404 });
    expect(error.message).toContain('Payment not found');
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a silent server and retries with the same key, then fails retryable', async () => {
    const key = randomUUID();
    fake.stallNext(3);
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 150 }).createPayment(request(), key));
    const elapsed = Date.now() - started;
    expect(error.retryable).toBe(true);
    expect(error.status).toBeUndefined();
    expect(error.message).toContain('no answer within 150 ms');
    expect(fake.requests.map((r) => r.idempotenceKey)).toEqual([key, key, key]);
    // Three timed-out attempts plus the pauses, and not the default 10 s.
    expect(elapsed).toBeGreaterThanOrEqual(3 * 150);
    expect(elapsed).toBeLessThan(3000);
  });

  it('recovers when only the first attempt stalls', async () => {
    const created = await provider().createPayment(request(), randomUUID());
    fake.stallNext(1);
    expect((await provider({ timeoutMs: 150 }).getPayment(created.id)).id).toBe(created.id);
  });

  it('treats an unreachable server as retryable', async () => {
    const error = await failure(provider({ apiUrl: 'http://127.0.0.1:1/v3' }).getPayment('x'));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('network error');
  });

  it('treats an unreadable 200 as retryable', async () => {
    const fetchImpl: typeof fetch = async () => new Response('{"id":"x"}', { status: 200 });
    const error = await failure(provider({ fetchImpl }).getPayment('x'));
    expect(error).toMatchObject({ retryable: true, status: 200 });
    expect(error.message).toContain('unexpected payment object');
  });
});
