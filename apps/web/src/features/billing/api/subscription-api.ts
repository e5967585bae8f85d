import { BILLING_PATHS, type SubscriptionInfo } from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';
import type { SubscriptionType } from '../model/subscription-model.ts';

/** Paths of the contract are absolute (/api/…); the client adds /api itself. */
function path(template: string, id?: string): string {
  const relative = template.replace(/^\/api/, '');
  return id === undefined ? relative : relative.replace(':id', encodeURIComponent(id));
}

/** `GET /api/subscription?type=1|2`: the viewer's Premium (1) or VIP (2) subscription. */
export function getSubscription(type: SubscriptionType, signal?: AbortSignal): Promise<SubscriptionInfo> {
  return api.get<SubscriptionInfo>(path(BILLING_PATHS.subscription), {
    query: { type },
    signal,
  });
}

/** `POST /api/subscription/stop/{id}`: auto-renewal off; the tier lasts to the end of the period. */
export function stopSubscription(id: string): Promise<SubscriptionInfo> {
  return api.post<SubscriptionInfo>(path(BILLING_PATHS.stop, id), undefined);
}

/** `POST /api/subscription/activate/{id}`: renewal on again while the paid period lasts. */
export function activateSubscription(id: string): Promise<SubscriptionInfo> {
  return api.post<SubscriptionInfo>(path(BILLING_PATHS.activate, id), undefined);
}
