export {
  AlreadyRatedPopup,
  FreeLimitPopup,
  MatchPopup,
  type MatchPopupProps,
  type PopupPerson,
} from './components/sympathy-popups.tsx';
export { SYMPATHY_POPUPS, useSympathyPopups } from './hooks/use-sympathy-popups.tsx';
export { type LikeOutcome, likeOutcome } from './model/like-outcome.ts';
export type { DiscoverState, ListKey, SwipeDirection, SympathiesState } from './model/store.ts';
export {
  type SympathyActions,
  useSympathies,
  useSympathyActions,
} from './model/sympathies-context.ts';
export { SympathiesProvider } from './model/sympathies-provider.tsx';
