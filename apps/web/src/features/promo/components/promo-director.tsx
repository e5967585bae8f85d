import { COOKIES, SUBSCRIPTION_PROMO } from '@iskra/contract';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { getCookie } from '../../../shared/cookies.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { recordPhotoPromoDone, recordSubscriptionPromo } from '../model/promo-cookies.ts';
import { firstPromoStep, promoAfterPhoto } from '../model/promo-sequence.ts';
import { markPromoDone, markPromoStarted, promoStarted } from '../model/promo-state.ts';
import { SUBSCRIPTION_PROMO_LOOKS, SubscriptionPromo } from './subscription-promo.tsx';

// The photo slots and the reminder are their own chunks: most starts show neither.
const PhotoPromoScreen = lazy(() =>
  import('./photo-promo-screen.tsx').then((m) => ({ default: m.PhotoPromoScreen })),
);
const EmailConfirmReminder = lazy(() =>
  import('../../auth/components/email-confirm-reminder.tsx').then((m) => ({
    default: m.EmailConfirmReminder,
  })),
);

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
        <Suspense fallback={<Spinner label={ru.ui.loading} />}>
          <PhotoPromoScreen
            onDone={() => {
              recordPhotoPromoDone();
              close();
              setPhase('waiting');
            }}
          />
        </Suspense>
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

  return other ? (
    <Suspense fallback={null}>
      <EmailConfirmReminder />
    </Suspense>
  ) : null;
}
