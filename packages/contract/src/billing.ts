/**
 * Paid tiers: starting a payment, its state, subscriptions and their settings
 * (paid-tiers-and-legal §3, §4, §7, §9). Prices and periods are in tariffs.ts; the server
 * alone chooses what a tariff costs.
 *
 * Rules decided here (the spec is silent):
 * - A payment is started with a tariff code; the server picks the amount: the sale price for
 *   a user without a saved card, the regular price with one (rate7 and rate10 exist only
 *   without a saved card). Premium tariffs are sold to men (gender 1) only: women get
 *   Premium's features free (DESIGN.md §4). A user who holds the tier gets 409.
 * - A tier is granted only after the payment provider confirms the payment (a notification
 *   re-checked with the provider); the checkout widget's own success callback grants nothing.
 * - A subscription renews at the end of its period with the saved card, at the tariff's
 *   renewal price. A declined renewal restricts the tier at once and is retried after 1, 3
 *   and 5 days; after the last failure the subscription is stopped (`stopped` 3).
 * - Stopping a subscription turns auto-renewal off (`stopped` 1): the tier lasts to the end
 *   of the paid period. Activating it again while the period lasts turns renewal back on.
 * - Without YooKassa credentials a built-in sandbox takes the provider's place, plainly
 *   marked as a test: no money moves, and only the documented test cards are accepted.
 */
import { z } from 'zod';
import { idSchema } from './entities.ts';
import { ERROR_TEXT } from './messages.ts';
import { type RateId, TARIFFS, type Tariff } from './tariffs.ts';

export const BILLING_PATHS = {
  payment: '/api/subscription/payment',
  paymentState: '/api/subscription/payment/:paymentId',
  subscription: '/api/subscription',
  stop: '/api/subscription/stop/:id',
  activate: '/api/subscription/activate/:id',
  webhook: '/api/payments/yookassa/webhook',
  sandboxCheckout: '/api/payments/sandbox/:token',
  sandboxPay: '/api/payments/sandbox/:token/pay',
} as const;

/** Our answer to a YooKassa notification we looked at: an empty object (it reads only the status). */
export const notificationAckSchema = z.object({});

/** Tariff codes a purchase may send (paid-tiers-and-legal §3). */
export const TARIFF_CODES = [6, 7, 8, 9, 10] as const;
export type TariffCode = (typeof TARIFF_CODES)[number];

export function tariffOfCode(code: number): Tariff | undefined {
  return Object.values(TARIFFS).find((t) => t.code === code);
}

export function rateOfCode(code: TariffCode): RateId {
  return `rate${code}` as RateId;
}

export const tierNameSchema = z.enum(['premium', 'vip']);
export type TierName = z.infer<typeof tierNameSchema>;

/** `POST /api/subscription/payment`: the promo popup sends `{ tariff: 10, subscription }`. */
export const startPaymentSchema = z.object({
  tariff: z
    .number({ message: ERROR_TEXT.paymentForm })
    .int({ message: ERROR_TEXT.paymentForm })
    .refine((code) => (TARIFF_CODES as readonly number[]).includes(code), {
      message: ERROR_TEXT.paymentForm,
    }),
  acquiring: z.literal('yookassa').optional(),
  subscriptionType: tierNameSchema.optional(),
  subscription: tierNameSchema.optional(),
});
export type StartPayment = z.infer<typeof startPaymentSchema>;

/** Which checkout the page shows: the YooKassa widget or the built-in sandbox form. */
export const acquirerSchema = z.enum(['yookassa', 'sandbox']);
export type Acquirer = z.infer<typeof acquirerSchema>;

export const startPaymentResponseSchema = z.object({
  success: z.literal(true),
  acq: acquirerSchema,
  paymentId: idSchema,
  /** What the checkout needs: YooKassa's embedded confirmation token (or the sandbox's). */
  confirmation: z.object({ confirmation_token: z.string() }),
  /** What will be charged, in roubles, as the server chose it. */
  amount: z.number(),
  tariff: z.number().int(),
  /** True for the sandbox and YooKassa test shops: no real money moves. */
  test: z.boolean(),
});
export type StartPaymentResponse = z.infer<typeof startPaymentResponseSchema>;

export const PAYMENT_STATUSES = ['pending', 'waiting_for_capture', 'succeeded', 'canceled'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentParamsSchema = z.object({ paymentId: idSchema });

/** `GET /api/subscription/payment/{paymentId}`: one of the viewer's payments. */
export const paymentStateSchema = z.object({
  id: idSchema,
  status: paymentStatusSchema,
  /** The tier this payment paid for has been granted (the provider confirmed it). */
  granted: z.boolean(),
  tariff: z.number().int(),
  amount: z.number(),
  tier: tierNameSchema,
  /** Why the provider cancelled it (e.g. 'insufficient_funds'), when it did. */
  cancellationReason: z.string().nullable(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** Subscription types of §3: 1 Premium, 2 VIP. */
export const subscriptionQuerySchema = z.object({
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)])),
});

export const subscriptionParamsSchema = z.object({ id: idSchema });

export const CARD_TYPES = ['MasterCard', 'VISA', 'МИР'] as const;
export const cardTypeSchema = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof cardTypeSchema>;

/** `stopped` of §4: 0 paid, 1 and 2 cancelled (1: by the user), 3 stopped (payment failed). */
export const stoppedSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type Stopped = z.infer<typeof stoppedSchema>;

/** Premium info / VIP info of §3; all nulls with `isActive: false` when there is none. */
export const subscriptionInfoSchema = z.object({
  /** The tier is held now through this subscription. */
  isActive: z.boolean(),
  /** As the provider reported it, e.g. '5555 55** **** 4477'; never more of the number. */
  maskedCard: z.string().nullable(),
  cardType: cardTypeSchema.nullable(),
  /** End of the paid period (ISO); shown dd.MM.yyyy. */
  time: z.string().nullable(),
  stopped: stoppedSchema.nullable(),
  id: idSchema.nullable(),
  trial: z.boolean(),
  tariff: z.object({ label: z.string() }).nullable(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

export const NO_SUBSCRIPTION: SubscriptionInfo = {
  isActive: false,
  maskedCard: null,
  cardType: null,
  time: null,
  stopped: null,
  id: null,
  trial: false,
  tariff: null,
};

/** Pushed to the payer's tabs when the provider confirmed or refused a payment. */
export interface PaymentPush {
  paymentId: string;
  status: 'succeeded' | 'canceled';
  premium: boolean;
  vip: boolean;
}

export const DUNNING_RETRY_DAYS = [1, 3, 5] as const;
/** Payments still pending this long are re-read from the provider (lost notifications). */
export const RECONCILE_AFTER_MS = 10 * 60 * 1000;
/** A trial's reminder goes this long before it turns into a paid month. */
export const TRIAL_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * The sandbox's documented test cards (any future expiry, any 3-digit code). Any other
 * number is refused: the sandbox never stores a card number.
 */
export const SANDBOX_CARDS = {
  succeeds: '5555555555554477',
  insufficientFunds: '5555555555554444',
  issuerDeclined: '4000000000000002',
} as const;

export const sandboxPaySchema = z.object({
  card: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, { message: 'Введи 16 цифр номера карты' })),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { message: 'Срок действия в формате ММ/ГГ' }),
  cvc: z.string().regex(/^\d{3}$/, { message: 'Три цифры с обратной стороны карты' }),
});
export type SandboxPay = z.infer<typeof sandboxPaySchema>;

export const sandboxTokenParamsSchema = z.object({ token: z.string().min(10).max(100) });

export const sandboxCheckoutSchema = z.object({
  amount: z.number(),
  description: z.string(),
  status: paymentStatusSchema,
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

export const sandboxPayResponseSchema = z.object({
  status: paymentStatusSchema,
  cancellationReason: z.string().nullable(),
});
export type SandboxPayResponse = z.infer<typeof sandboxPayResponseSchema>;

export const BILLING_TEXT = {
  /** A woman asked to buy Premium: she has its features free (PREMIUM_FEATURES). */
  premiumForMenOnly: 'Все возможности Premium у тебя уже есть бесплатно — покупать его не нужно.',
  vipNotForSale: 'Этот тариф недоступен.',
  tariffUnavailable: 'Этот тариф сейчас недоступен.',
  alreadyPremium: 'Premium у тебя уже есть.',
  alreadyVip: 'VIP у тебя уже есть.',
  subscriptionNotFound: 'Подписка не найдена',
  paymentNotFound: 'Платёж не найден',
  cannotActivate: 'Оплаченный период закончился: оформи подписку заново.',
  providerUnavailable: 'Платёжный сервис не отвечает. Попробуй ещё раз через минуту.',
  sandboxNotice: 'Тестовый платёж — деньги не списываются',
  sandboxUnknownCard: 'Это не тестовая карта: в тестовом режиме принимаются только карты из списка.',
  sandboxExpired: 'Срок действия карты истёк',
} as const;
