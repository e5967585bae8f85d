/**
 * One purchase from the press of the buy button to the grant (paid-tiers-and-legal §4
 * "Payment lifecycle"): start the payment, show the checkout, then wait for the server to
 * confirm it with the provider — a SERVER:PAYMENT push or polling of the payment's state.
 * The checkout's own success says nothing about the grant; only the server's answer does.
 */
import {
  ERROR_CODE,
  ERROR_TEXT,
  type PaymentPush,
  type StartPayment,
  type StartPaymentResponse,
} from '@iskra/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/index.ts';
import { useSocketEvent } from '../../../shared/realtime/realtime-context.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { getPayment, startPayment } from '../api/billing-api.ts';

/** How often the payment's state is read while waiting for the grant, and for how long. */
export const CONFIRM_POLL_MS = 1500;
export const CONFIRM_TIMEOUT_MS = 60_000;

export type CheckoutPhase =
  | { step: 'idle' }
  | { step: 'starting' }
  | { step: 'paying'; payment: StartPaymentResponse }
  | { step: 'confirming'; payment: StartPaymentResponse }
  /** The server has not confirmed within CONFIRM_TIMEOUT_MS: the grant may still come. */
  | { step: 'pending'; payment: StartPaymentResponse }
  | { step: 'failed'; payment: StartPaymentResponse; reason: string | null }
  | { step: 'succeeded'; payment: StartPaymentResponse };

export interface CheckoutFlow {
  phase: CheckoutPhase;
  start: (request: StartPayment) => void;
  /** The checkout reports the payment made: wait for the server's confirmation. */
  paid: () => void;
  /** The checkout reports the payment refused. */
  declined: (reason: string | null) => void;
  /** A new payment with the same request. */
  retry: () => void;
  /** Back to choosing a rate. */
  reset: () => void;
}

/** Text of a failed start: the server's own for refusals it explains, otherwise the spec's. */
export function startErrorText(error: unknown): string {
  if (!isApiError(error)) return ERROR_TEXT.unexpected;
  if (error.kind === 'fields') return error.fieldErrors[0]?.msg ?? ERROR_TEXT.paymentForm;
  const explained =
    error.code === ERROR_CODE.forbidden || error.code === ERROR_CODE.conflict || error.status === 503;
  return error.kind === 'message' && explained ? error.message : ERROR_TEXT.unexpected;
}

function paymentOf(phase: CheckoutPhase): StartPaymentResponse | null {
  return 'payment' in phase ? phase.payment : null;
}

export function useCheckoutFlow(onGranted: (payment: StartPaymentResponse) => void): CheckoutFlow {
  const [phase, setPhase] = useState<CheckoutPhase>({ step: 'idle' });
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const lastRequest = useRef<StartPayment | null>(null);
  const alive = useRef(true);
  const { reloadUser, updateUser } = useSession();
  const { notifyError } = useNotifications();
  const onGrantedRef = useRef(onGranted);
  onGrantedRef.current = onGranted;

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const start = useCallback(
    (request: StartPayment) => {
      if (phaseRef.current.step === 'starting') return;
      lastRequest.current = request;
      setPhase({ step: 'starting' });
      startPayment(request).then(
        (payment) => {
          if (alive.current) setPhase({ step: 'paying', payment });
        },
        (error: unknown) => {
          if (!alive.current) return;
          setPhase({ step: 'idle' });
          notifyError(startErrorText(error));
          // The tier is held already (another tab, support): the session catches up.
          if (isApiError(error) && error.code === ERROR_CODE.conflict) void reloadUser();
        },
      );
    },
    [notifyError, reloadUser],
  );

  const settle = useCallback(
    (paymentId: string, outcome: { granted: true } | { granted: false; reason: string | null }) => {
      const payment = paymentOf(phaseRef.current);
      if (!payment || payment.paymentId !== paymentId) return;
      if (phaseRef.current.step === 'succeeded' || phaseRef.current.step === 'failed') return;
      if (outcome.granted) {
        setPhase({ step: 'succeeded', payment });
        void reloadUser();
        onGrantedRef.current(payment);
      } else {
        setPhase({ step: 'failed', payment, reason: outcome.reason });
      }
    },
    [reloadUser],
  );

  useSocketEvent('SERVER:PAYMENT', (push: PaymentPush) => {
    if (push.status === 'succeeded') {
      if (paymentOf(phaseRef.current)?.paymentId === push.paymentId)
        updateUser((current) => ({
          ...current,
          premium: push.premium,
          vip: push.vip,
          // A paid Premium brings its features; the reload below confirms what the server says.
          premiumFeatures: current.premiumFeatures || push.premium,
        }));
      settle(push.paymentId, { granted: true });
    } else settle(push.paymentId, { granted: false, reason: null });
  });

  const confirmingId = phase.step === 'confirming' ? phase.payment.paymentId : null;
  useEffect(() => {
    if (!confirmingId) return;
    const controller = new AbortController();
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const state = await getPayment(confirmingId, controller.signal);
        if (stopped) return;
        if (state.granted) return settle(confirmingId, { granted: true });
        if (state.status === 'canceled')
          return settle(confirmingId, { granted: false, reason: state.cancellationReason });
      } catch {
        // A lost answer is not a verdict: keep asking until the deadline.
        if (stopped) return;
      }
      if (Date.now() >= deadline) {
        setPhase((current) =>
          current.step === 'confirming' && current.payment.paymentId === confirmingId
            ? { step: 'pending', payment: current.payment }
            : current,
        );
        return;
      }
      timer = setTimeout(poll, CONFIRM_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [confirmingId, settle]);

  const paid = useCallback(() => {
    setPhase((current) =>
      current.step === 'paying' || current.step === 'pending'
        ? { step: 'confirming', payment: current.payment }
        : current,
    );
  }, []);

  const declined = useCallback((reason: string | null) => {
    setPhase((current) =>
      current.step === 'paying' ? { step: 'failed', payment: current.payment, reason } : current,
    );
  }, []);

  const retry = useCallback(() => {
    if (lastRequest.current) start(lastRequest.current);
  }, [start]);

  const reset = useCallback(() => setPhase({ step: 'idle' }), []);

  return { phase, start, paid, declined, retry, reset };
}
