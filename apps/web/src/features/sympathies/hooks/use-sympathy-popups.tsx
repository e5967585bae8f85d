import { GENDER, type LikeResponse } from '@iskra/contract';
import { lazy, useMemo } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { avatarOf, offersPremium } from '../../../shared/nav-items.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { LazyPopupContent } from '../../../ui/modal/lazy-popup-content.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import type { PopupPerson } from '../components/sympathy-popups.tsx';
import { type LikeOutcome, likeOutcome } from '../model/like-outcome.ts';

/** Popup names (opening one that is open replaces it). */
export const SYMPATHY_POPUPS = {
  match: 'mutual-sympathy',
  freeLimit: 'free-likes-limit',
  alreadyRated: 'already-rated',
} as const;

const t = ru.sympathyPopups;

/**
 * The popups' content is a chunk of its own (it declines names, and the declension library is
 * 6 KB): requested with the first rating (`preloadSympathyPopups`), so it is there by the time an
 * answer opens a popup; a popup opened before then shows a spinner until it arrives.
 */
const popupsChunk = () => import('../components/sympathy-popups.tsx');
const MatchPopup = lazy(() => popupsChunk().then((m) => ({ default: m.MatchPopup })));
const FreeLimitPopup = lazy(() => popupsChunk().then((m) => ({ default: m.FreeLimitPopup })));
const AlreadyRatedPopup = lazy(() => popupsChunk().then((m) => ({ default: m.AlreadyRatedPopup })));

/**
 * Starts loading the popups' content. A popup whose content cannot be loaded closes (the tab is
 * offline, or a deploy replaced the chunk, and the stale-build handler reloads the tab); the
 * like itself was saved, and its match shows in the matches list and the dialogs.
 */
export function preloadSympathyPopups(): void {
  popupsChunk().catch(() => undefined);
}

export interface SympathyPopups {
  freeLimit: () => void;
  alreadyRated: () => void;
  /** A new mutual sympathy with `partner`, with the dialog to write in when there is one. */
  match: (partner: PopupPerson, dialogId: string | null) => void;
  /**
   * Opens the popup a like answer calls for — mutual sympathy, the free limit or the
   * already-rated notice — and returns what the answer means, for the caller's own state.
   */
  showLikeResult: (response: LikeResponse, partner: PopupPerson) => LikeOutcome;
}

/**
 * The like-result popups, shared by every screen with like buttons (the profile page, the
 * sympathy screens and discover) and by the live events that bring no like answer of their own
 * (SERVER:NEW_LOVE, SERVER:FREE_LIKES_LIMIT).
 */
export function useSympathyPopups(): SympathyPopups {
  const modal = useModal();
  const { user } = useSession();
  const offerPremium = user ? offersPremium(user) : false;
  const meName = user?.name ?? '';
  const meGender = user?.gender ?? GENDER.MAN;
  const meThumb = user ? avatarOf(user) : null;

  return useMemo<SympathyPopups>(() => {
    const freeLimit = () =>
      modal.open({
        name: SYMPATHY_POPUPS.freeLimit,
        title: t.freeLimit.title,
        size: 'sm',
        render: ({ close }) => (
          <LazyPopupContent onError={close}>
            <FreeLimitPopup offerPremium={offerPremium} onClose={close} />
          </LazyPopupContent>
        ),
      });
    const alreadyRated = () =>
      modal.open({
        name: SYMPATHY_POPUPS.alreadyRated,
        title: t.alreadyRated.title,
        size: 'sm',
        render: ({ close }) => (
          <LazyPopupContent onError={close}>
            <AlreadyRatedPopup viewer={meGender} offerPremium={offerPremium} onClose={close} />
          </LazyPopupContent>
        ),
      });
    const match = (partner: PopupPerson, dialogId: string | null) =>
      modal.open({
        name: SYMPATHY_POPUPS.match,
        title: t.match.title,
        size: 'sm',
        render: ({ close }) => (
          <LazyPopupContent onError={close}>
            <MatchPopup
              me={{ name: meName, gender: meGender, thumbnailUri: meThumb }}
              partner={partner}
              dialogId={dialogId}
              onClose={close}
            />
          </LazyPopupContent>
        ),
      });
    return {
      freeLimit,
      alreadyRated,
      match,
      showLikeResult(response, partner) {
        const outcome = likeOutcome(response);
        if (outcome.kind === 'freeLimit') freeLimit();
        else if (outcome.kind === 'alreadyRated') alreadyRated();
        else if (outcome.match) match(partner, outcome.dialogId);
        return outcome;
      },
    };
  }, [modal, offerPremium, meName, meGender, meThumb]);
}
