import type { SubscriptionInfo } from '@iskra/contract';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isApiError, useErrorHandler } from '../../../shared/api/index.ts';
import { getSubscription } from '../api/subscription-api.ts';
import type { SubscriptionType } from './subscription-model.ts';

export type SubscriptionsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; infos: ReadonlyMap<SubscriptionType, SubscriptionInfo> };

/**
 * Loads the subscription info of each type once (GET /api/subscription?type=…); `replace`
 * puts in the state a stop or activate call answered with.
 */
export function useSubscriptions(types: readonly SubscriptionType[]) {
  const handleError = useErrorHandler();
  const [state, setState] = useState<SubscriptionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = types.join(',');

  // The key and the attempt go in to name what the effect follows (other types, a retry).
  const load = useEffectEvent((request: { key: string; attempt: number }, signal: AbortSignal) => {
    const wanted = request.key.split(',').map(Number) as SubscriptionType[];
    setState({ status: 'loading' });
    Promise.all(wanted.map((type) => getSubscription(type, signal)))
      .then((answers) =>
        setState({
          status: 'ready',
          infos: new Map(wanted.map((type, i) => [type, answers[i] as SubscriptionInfo])),
        }),
      )
      .catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        handleError(error);
        setState({ status: 'failed' });
      });
  });

  useEffect(() => {
    const controller = new AbortController();
    load({ key, attempt }, controller.signal);
    return () => controller.abort();
  }, [key, attempt]);

  const replace = useCallback((type: SubscriptionType, info: SubscriptionInfo) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', infos: new Map(current.infos).set(type, info) }
        : current,
    );
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, replace, retry };
}
