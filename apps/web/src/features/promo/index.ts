/** Start-up promos: the photo promo screen, the subscription promo rotation, their sequencing. */
export { PhotoPromoScreen } from './components/photo-promo-screen.tsx';
export { PromoDirector } from './components/promo-director.tsx';
export { SubscriptionPromo } from './components/subscription-promo.tsx';
export { usePromoDone } from './model/promo-state.ts';
