/**
 * Profiles: /@u{userId} (own and other people's), and the like-result popups (mutual sympathy,
 * the free limit, already rated) that every screen with like buttons shares.
 */
export { sendLike } from './api/profile-api.ts';
export {
  AlreadyRatedPopup,
  FreeLimitPopup,
  MatchPopup,
  type MatchPopupProps,
  type PopupPerson,
} from './components/sympathy-popups/sympathy-popups.tsx';
export { SYMPATHY_POPUPS, useSympathyPopups } from './components/sympathy-popups/use-sympathy-popups.tsx';
export { type LikeOutcome, likeOutcome } from './model/like-outcome.ts';
export { ProfilePage } from './pages/profile-page.tsx';
