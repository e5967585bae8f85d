/**
 * What paid tiers tell others: SERVER:PAYMENT to the payer's tabs when the provider confirmed
 * or refused a payment, and the facts on the domain event bus (smart messages, moderation and
 * metrics may subscribe).
 */
import type { PaymentPush } from '@iskra/contract';
import type { EventBus } from '../../platform/events.ts';
import type { Realtime } from '../../platform/realtime.ts';

export interface PaymentFact {
  paymentId: string;
  userId: string;
  /** 1 Premium, 2 VIP. */
  type: number;
  kind: 'first' | 'renewal';
  amountKopecks: number;
}

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** The provider confirmed the payment and its period was granted. */
    'payment.succeeded': PaymentFact & { until: Date };
    /** The provider refused the payment (`reason` as the provider named it). */
    'payment.failed': PaymentFact & { reason: string | null };
  }
}

export type BillingEvents = ReturnType<typeof createBillingEvents>;

export function createBillingEvents(realtime: Pick<Realtime, 'toUser'>, bus: EventBus) {
  return {
    push(userId: string, push: PaymentPush): void {
      realtime.toUser(userId).emit('SERVER:PAYMENT', push);
    },
    succeeded: (fact: PaymentFact & { until: Date }) => bus.publish('payment.succeeded', fact),
    failed: (fact: PaymentFact & { reason: string | null }) => bus.publish('payment.failed', fact),
  };
}
