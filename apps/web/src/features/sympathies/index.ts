/**
 * Sympathies: the liked-you, matches and visitors lists, the discover deck's store, likes and
 * their outcome, and the like-result popups every screen with like buttons shares.
 */
export { type LikePlace, sendLike } from './api/sympathies-api.ts';
// The like-result popups themselves load lazily (use-sympathy-popups.tsx): not exported here, so
// no static import brings them, and the name declension, into the first load.
export { type PopupPerson, PremiumOfferPopup } from './components/sympathy-popups.tsx';
export { preloadSympathyPopups, SYMPATHY_POPUPS, useSympathyPopups } from './hooks/use-sympathy-popups.tsx';
export { type LikeOutcome, likeOutcome } from './model/like-outcome.ts';
export { popupPerson } from './model/people.ts';
export type { DiscoverState, ListKey, SwipeDirection, SympathiesState } from './model/store.ts';
export {
  type SympathyActions,
  useSympathies,
  useSympathyActions,
} from './model/sympathies-context.ts';
export { SympathiesProvider } from './model/sympathies-provider.tsx';
