import { GENDER, type LikeResponse } from '@iskra/contract';
import { useMemo } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { avatarOf, offersPremium } from '../../../shared/nav-items.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import {
  AlreadyRatedPopup,
  FreeLimitPopup,
  MatchPopup,
  type PopupPerson,
} from '../components/sympathy-popups.tsx';
import { type LikeOutcome, likeOutcome } from '../model/like-outcome.ts';

/** Popup names (opening one that is open replaces it). */
export const SYMPATHY_POPUPS = {
  match: 'mutual-sympathy',
  freeLimit: 'free-likes-limit',
  alreadyRated: 'already-rated',
} as const;

const t = ru.sympathyPopups;

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
        render: ({ close }) => <FreeLimitPopup offerPremium={offerPremium} onClose={close} />,
      });
    const alreadyRated = () =>
      modal.open({
        name: SYMPATHY_POPUPS.alreadyRated,
        title: t.alreadyRated.title,
        size: 'sm',
        render: ({ close }) => (
          <AlreadyRatedPopup viewer={meGender} offerPremium={offerPremium} onClose={close} />
        ),
      });
    const match = (partner: PopupPerson, dialogId: string | null) =>
      modal.open({
        name: SYMPATHY_POPUPS.match,
        title: t.match.title,
        size: 'sm',
        render: ({ close }) => (
          <MatchPopup
            me={{ name: meName, gender: meGender, thumbnailUri: meThumb }}
            partner={partner}
            dialogId={dialogId}
            onClose={close}
          />
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
