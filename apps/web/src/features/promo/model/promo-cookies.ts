import { COOKIES } from '@iskra/contract';
import { setCookie } from '../../../shared/cookies.ts';
import type { SubscriptionPromoKind } from './subscription-rotation.ts';

/** Continue or Skip on the photo promo screen: it stays away for COOKIES.photoPromo.days. */
export function recordPhotoPromoDone(): void {
  setCookie(COOKIES.photoPromo.name, '1', COOKIES.photoPromo.days);
}

/** A subscription promo was shown: whose turn it was (three days) and that one was shown today. */
export function recordSubscriptionPromo(kind: SubscriptionPromoKind): void {
  setCookie(COOKIES.subscriptionPromo.name, String(kind), COOKIES.subscriptionPromo.days);
  setCookie(COOKIES.subscriptionPromoShown.name, '1', COOKIES.subscriptionPromoShown.days);
}
