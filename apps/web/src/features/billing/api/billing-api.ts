/**
 * Every billing call of the web app (paid-tiers-and-legal §7): starting a payment and reading
 * its state, the subscription settings, the back-end premium check and the sandbox checkout.
 * The client never sends an amount: the server prices the tariff code.
 */
import {
  BILLING_PATHS,
  type CheckPremiumResponse,
  type PaymentState,
  type SandboxCheckout,
  type SandboxPay,
  type SandboxPayResponse,
  type StartPayment,
  type StartPaymentResponse,
  type SUBSCRIPTION_TYPE,
  type SubscriptionInfo,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

/** Subscription types of §3: 1 Premium, 2 VIP. */
export type SubscriptionType = (typeof SUBSCRIPTION_TYPE)[keyof typeof SUBSCRIPTION_TYPE];

/** A contract path (which starts with /api) filled in and made relative to the client's base. */
function pathOf(template: string, params: Record<string, string> = {}): string {
  const filled = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return filled.replace(/^\/api(?=\/)/, '');
}

/** `POST /api/subscription/payment`: the checkout to show (widget or sandbox) and what it costs. */
export function startPayment(body: StartPayment) {
  return api.post<StartPaymentResponse>(pathOf(BILLING_PATHS.payment), body);
}

/** `GET /api/subscription/payment/{id}`: whether the provider confirmed it and the tier is granted. */
export function getPayment(paymentId: string, signal?: AbortSignal) {
  return api.get<PaymentState>(pathOf(BILLING_PATHS.paymentState, { paymentId }), { signal });
}

/** `GET /api/subscription?type=1|2`: Premium (1) or VIP (2) info of the current user. */
export function getSubscription(type: SubscriptionType, signal?: AbortSignal) {
  return api.get<SubscriptionInfo>(pathOf(BILLING_PATHS.subscription), {
    query: { type },
    signal,
  });
}

/** Turns auto-renewal off; the tier lasts to the end of the paid period. */
export function stopSubscription(id: string) {
  return api.post<SubscriptionInfo>(pathOf(BILLING_PATHS.stop, { id }), undefined);
}

/** Turns auto-renewal back on while the paid period lasts. */
export function activateSubscription(id: string) {
  return api.post<SubscriptionInfo>(pathOf(BILLING_PATHS.activate, { id }), undefined);
}

/** `GET /api/user/check-premium`: what the server says about the user's Premium. */
export function checkPremium(signal?: AbortSignal) {
  return api.get<CheckPremiumResponse>('/user/check-premium', { signal }).then((answer) => answer.premium);
}

/** The sandbox checkout of a started payment: its amount, description and status. */
export function getSandboxCheckout(token: string, signal?: AbortSignal) {
  return api.get<SandboxCheckout>(pathOf(BILLING_PATHS.sandboxCheckout, { token }), { signal });
}

/** Pays a sandbox checkout with a test card; 422 field errors name card, expiry or cvc. */
export function paySandbox(token: string, body: SandboxPay) {
  return api.post<SandboxPayResponse>(pathOf(BILLING_PATHS.sandboxPay, { token }), body);
}
