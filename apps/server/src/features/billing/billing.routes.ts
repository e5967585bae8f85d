/**
 * Paid tiers over HTTP (paths in packages/contract/src/billing.ts): starting a payment and
 * reading its state, the subscription settings, YooKassa's notifications, the sandbox checkout;
 * and the billing jobs.
 */
import {
  BILLING_PATHS,
  notificationAckSchema,
  paymentParamsSchema,
  paymentStateSchema,
  SERVER_MESSAGE,
  sandboxCheckoutSchema,
  sandboxPayResponseSchema,
  sandboxPaySchema,
  sandboxTokenParamsSchema,
  startPaymentResponseSchema,
  startPaymentSchema,
  subscriptionInfoSchema,
  subscriptionParamsSchema,
  subscriptionQuerySchema,
} from '@iskra/contract';
import { z } from 'zod';
import { registerAccountCleanup } from '../../platform/account-cleanup.ts';
import { AppError } from '../../platform/errors.ts';
import { isAddressIn } from '../../platform/payments/trusted-networks.ts';
import type { App } from '../../platform/types.ts';
import { requireViewer } from '../users/viewer.ts';
import { forgetBillingOf } from './billing.repo.ts';
import type { SandboxProvider } from './billing.sandbox.ts';
import { BILLING_JOBS, BILLING_LETTERS, type BillingService } from './billing.service.ts';

/** What a YooKassa notification must carry for us to look at it: the payment's id. */
const notificationSchema = z.looseObject({ object: z.looseObject({ id: z.string().min(1).max(100) }) });

/** Test checkout attempts per IP and hour (a test card guessed by brute force moves no money, but load). */
const SANDBOX_PAY_LIMIT = { limit: 60, windowMs: 60 * 60 * 1000 };

export interface BillingRoutesOptions {
  billing: BillingService;
  /** Set when the sandbox stands in for YooKassa: its checkout routes exist only then. */
  sandbox: SandboxProvider | undefined;
  /** Addresses allowed to deliver YooKassa notifications. */
  webhookTrusted: readonly string[];
}

export async function billingRoutes(app: App, { billing, sandbox, webhookTrusted }: BillingRoutesOptions) {
  registerAccountCleanup('billing', (tx, account) => forgetBillingOf(tx, account.userId));

  app.jobs.register(
    BILLING_JOBS.check,
    z.object({ providerPaymentId: z.string() }),
    ({ providerPaymentId }) => billing.check(providerPaymentId),
  );
  app.jobs.register(
    BILLING_JOBS.reconcile,
    z.object({ paymentId: z.uuid(), round: z.number().int() }),
    ({ paymentId, round }) => billing.reconcile(paymentId, round),
  );
  app.jobs.register(
    BILLING_JOBS.renew,
    z.object({ subscriptionId: z.uuid(), due: z.string() }),
    ({ subscriptionId, due }) => billing.renew(subscriptionId, due),
  );
  app.letters.register(
    BILLING_LETTERS.receipt,
    z.object({ paymentId: z.uuid(), until: z.string() }),
    billing.letters.receipt,
  );
  app.letters.register(
    BILLING_LETTERS.chargeFailed,
    z.object({ paymentId: z.uuid(), retryAt: z.string().nullable() }),
    billing.letters.chargeFailed,
  );
  app.letters.register(
    BILLING_LETTERS.trialReminder,
    z.object({ subscriptionId: z.uuid(), periodEnd: z.string() }),
    billing.letters.trialReminder,
  );

  const tags = ['billing'];

  app.post(
    BILLING_PATHS.payment,
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Starts a payment for a tariff; the server chooses the amount',
        body: startPaymentSchema,
        response: { 200: startPaymentResponseSchema },
        errors: [403, 409, 503],
      },
    },
    async (request) => billing.start(requireViewer(request), request.body),
  );

  app.get(
    BILLING_PATHS.paymentState,
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'One of my payments: its status and whether its tier was granted',
        params: paymentParamsSchema,
        response: { 200: paymentStateSchema },
        errors: [404],
      },
    },
    async (request) => billing.payment(requireViewer(request), request.params.paymentId),
  );

  app.get(
    BILLING_PATHS.subscription,
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'My subscription of a type (1 Premium, 2 VIP)',
        querystring: subscriptionQuerySchema,
        response: { 200: subscriptionInfoSchema },
      },
    },
    async (request) => billing.subscription(requireViewer(request), request.query.type),
  );

  app.post(
    BILLING_PATHS.stop,
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Turns auto-renewal off; the tier lasts to the end of the paid period',
        params: subscriptionParamsSchema,
        response: { 200: subscriptionInfoSchema },
        errors: [404],
      },
    },
    async (request) => billing.stop(requireViewer(request), request.params.id),
  );

  app.post(
    BILLING_PATHS.activate,
    {
      onRequest: app.authenticate,
      preHandler: app.loadViewer,
      schema: {
        tags,
        summary: 'Turns auto-renewal back on while the paid period lasts',
        params: subscriptionParamsSchema,
        response: { 200: subscriptionInfoSchema },
        errors: [404, 409],
      },
    },
    async (request) => billing.activate(requireViewer(request), request.params.id),
  );

  app.post(
    BILLING_PATHS.webhook,
    {
      schema: {
        tags,
        summary: "YooKassa's payment notifications (only from its networks); each queues a re-check",
        body: notificationSchema,
        response: { 200: notificationAckSchema },
        errors: [403],
      },
    },
    async (request, reply) => {
      // Behind a proxy, request.ip is the address the proxy appended (TRUST_PROXY).
      if (!isAddressIn(request.ip, webhookTrusted)) {
        request.log.warn({ ip: request.ip }, 'payment notification from an untrusted address ignored');
        throw new AppError(403, SERVER_MESSAGE.forbidden);
      }
      await billing.notified(request.body.object.id);
      return reply.code(200).send({});
    },
  );

  if (!sandbox) return;

  app.get(
    BILLING_PATHS.sandboxCheckout,
    {
      schema: {
        tags,
        summary: 'Sandbox checkout: what a test payment is for (only without YooKassa)',
        params: sandboxTokenParamsSchema,
        response: { 200: sandboxCheckoutSchema },
        errors: [404],
      },
    },
    async (request) => {
      const checkout = await sandbox.checkout(request.params.token);
      if (!checkout) throw new AppError(404, SERVER_MESSAGE.notFound);
      return checkout;
    },
  );

  app.post(
    BILLING_PATHS.sandboxPay,
    {
      preValidation: async (request) => {
        await app.rateLimit.enforce(
          `sandbox-pay:${request.ip}`,
          SANDBOX_PAY_LIMIT.limit,
          SANDBOX_PAY_LIMIT.windowMs,
        );
      },
      schema: {
        tags,
        summary: 'Sandbox checkout: pays a test payment with a documented test card',
        params: sandboxTokenParamsSchema,
        body: sandboxPaySchema,
        response: { 200: sandboxPayResponseSchema },
        errors: [404, 429],
      },
    },
    async (request) => {
      const outcome = await sandbox.pay(request.params.token, request.body);
      if (!outcome) throw new AppError(404, SERVER_MESSAGE.notFound);
      return outcome;
    },
  );
}
