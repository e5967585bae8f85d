import type { SubscriptionInfo } from '@iskra/contract';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { getSubscription, type SubscriptionType } from '../api/billing-api.ts';

export type SubscriptionLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; info: SubscriptionInfo };

/**
 * The subscription info a purchase page needs (a saved card decides the prices), loaded once
 * per visit of the page (paid-tiers-and-legal §4 step 1); `enabled` false skips it (a holder
 * being sent to the settings).
 */
export function usePurchaseSubscription(type: SubscriptionType, enabled = true) {
  const [load, setLoad] = useState<SubscriptionLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // Loads on the page's visit and again on retry; the attempt goes in to name what the effect follows.
  const fetchInfo = useEffectEvent((_attempt: number, signal: AbortSignal) => {
    setLoad({ status: 'loading' });
    getSubscription(type, signal).then(
      (info) => setLoad({ status: 'ready', info }),
      () => {
        if (!signal.aborted) setLoad({ status: 'error' });
      },
    );
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchInfo(attempt, controller.signal);
    return () => controller.abort();
  }, [enabled, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { load, retry };
}
