/**
 * The payment provider boundary. Everything after it (payments, grants, renewals) is the same
 * code whether YooKassa (API v3, yookassa.ts) or the built-in sandbox
 * (features/billing/billing.sandbox.ts) is behind it; the shapes are YooKassa's own, so the
 * sandbox has to mirror the real lifecycle.
 *
 * Card numbers never reach our server with YooKassa: the card is typed into YooKassa's widget
 * and we only ever see the masked number and brand the provider reports.
 */
import type { PaymentStatus } from '@iskra/contract';

export interface Money {
  /** Two decimals as a string, e.g. '899.00'. */
  value: string;
  currency: 'RUB';
}

/** A 54-FZ receipt of one item (YooKassa `receipt`). */
export interface Receipt {
  customer: { email: string };
  items: Array<{
    description: string;
    quantity: string;
    amount: Money;
    vat_code: number;
    payment_mode: 'full_payment';
    payment_subject: 'service';
  }>;
}

export interface CreatePaymentRequest {
  amount: Money;
  capture: true;
  description: string;
  /** Ours: paymentId, userId, tariff (all strings). Compared with our row on every check. */
  metadata: Record<string, string>;
  receipt: Receipt;
  /** First payments: the embedded widget confirms it and the card is saved for renewals. */
  confirmation?: { type: 'embedded' };
  save_payment_method?: boolean;
  /** Renewals: charge the saved card without the user (no confirmation). */
  payment_method_id?: string;
}

export interface ProviderCard {
  first6?: string;
  last4: string;
  /** As YooKassa names brands: 'MasterCard', 'Visa', 'Mir', … */
  card_type: string;
  expiry_month?: string;
  expiry_year?: string;
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  paid: boolean;
  amount: Money;
  description?: string;
  metadata?: Record<string, string>;
  test: boolean;
  created_at?: string;
  confirmation?: { type: string; confirmation_token?: string };
  payment_method?: { id: string; saved: boolean; type: string; card?: ProviderCard };
  cancellation_details?: { party: string; reason: string };
}

/** A provider call that failed. `retryable`: the same call may succeed later (5xx, timeout). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface PaymentProvider {
  readonly name: 'yookassa' | 'sandbox';
  /** True when no real money moves (the sandbox, a YooKassa test shop). */
  readonly test: boolean;
  /**
   * Creates a payment. `idempotenceKey` is stored by the caller before the call; the same key
   * with the same request yields the same payment, so a retry after a timeout is safe.
   */
  createPayment(request: CreatePaymentRequest, idempotenceKey: string): Promise<ProviderPayment>;
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
}
