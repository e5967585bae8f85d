import { COOKIES, SUBSCRIPTION_PROMO } from '@iskra/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { ru } from '../../../i18n/ru.ts';
import { getCookie } from '../../../shared/cookies.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { EmailConfirmReminder } from '../../auth/index.ts';
import { recordPhotoPromoDone, recordSubscriptionPromo } from '../model/promo-cookies.ts';
import { firstPromoStep, promoAfterPhoto } from '../model/promo-sequence.ts';
import { markPromoDone, markPromoStarted, promoStarted } from '../model/promo-state.ts';
import { PhotoPromoScreen } from './photo-promo-screen.tsx';
import { SUBSCRIPTION_PROMO_LOOKS, SubscriptionPromo } from './subscription-promo.tsx';

export const PHOTO_PROMO_POPUP = 'photo-promo';
export const SUBSCRIPTION_PROMO_POPUP = 'subscription-promo';

type Phase = 'photo' | 'waiting' | 'done';

/**
 * No upsell over these: the purchase pages sell the tiers themselves (with their own promo), and
 * a conversation — opened by a direct link or a notification — is what the person came for.
 */
const NO_UPSELL_PATHS = /^\/((premium|vip)\/?|chat\/[^/]+\/?)$/;

/**
 * Mounted by the layout for a signed-in user: runs the start-up promos once per app start
 * (promo-sequence.ts): the full-screen photo promo when due, then after a second a subscription
 * promo or the e-mail confirmation reminder. A promo never opens over another popup: when one is
 * open at that moment (a reminder on the own profile, an upload) the promo waits for the next
 * start.
 */
export function PromoDirector() {
  const { user } = useSession();
  const modal = useModal();
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<Phase>(() => {
    if (promoStarted() || !user) return 'done';
    return firstPromoStep(user, getCookie(COOKIES.photoPromo.name)) === 'photo' ? 'photo' : 'waiting';
  });
  const [other, setOther] = useState(false);

  useEffect(() => {
    markPromoStarted();
  }, []);

  useEffect(() => {
    if (phase !== 'photo') return;
    modal.open({
      name: PHOTO_PROMO_POPUP,
      title: ru.promo.photo.title,
      size: 'full',
      dismissible: false,
      render: ({ close }) => (
        <PhotoPromoScreen
          onDone={() => {
            recordPhotoPromoDone();
            close();
            setPhase('waiting');
          }}
        />
      ),
    });
  }, [phase, modal]);

  // Reads the user as it is when the delay is over.
  const showPromoAfterPhoto = useEffectEvent(() => {
    setPhase('done');
    if (!user || modal.anyOpen()) return;
    const next = promoAfterPhoto({
      user,
      now: Date.now(),
      shownCookie: getCookie(COOKIES.subscriptionPromoShown.name),
      rotationCookie: getCookie(COOKIES.subscriptionPromo.name),
    });
    if (next.kind === 'other') {
      setOther(true);
      return;
    }
    if (NO_UPSELL_PATHS.test(pathname)) return;
    recordSubscriptionPromo(next.promo);
    modal.open({
      name: SUBSCRIPTION_PROMO_POPUP,
      title: SUBSCRIPTION_PROMO_LOOKS[next.promo].copy.title,
      size: 'sm',
      render: ({ close }) => <SubscriptionPromo kind={next.promo} onClose={close} />,
    });
  });

  useEffect(() => {
    if (phase !== 'waiting') return;
    markPromoDone();
    const timer = setTimeout(showPromoAfterPhoto, SUBSCRIPTION_PROMO.showDelayMs);
    return () => clearTimeout(timer);
  }, [phase]);

  return other ? <EmailConfirmReminder /> : null;
}
