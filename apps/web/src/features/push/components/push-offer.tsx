import { useEffect, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useSocketEvent } from '../../../shared/realtime/realtime-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { onMatch } from '../model/match-announcements.ts';
import { dismissOffer, enablePush, offerDismissed, pushStatus, resyncPush } from '../model/push-control.ts';
import './push-offer.css';

const t = ru.push;

/** How often a waiting offer looks whether the popups (the match's own among them) are closed. */
const WAIT_FOR_POPUPS_MS = 1000;

/**
 * The offer to turn on push, shown after a match (never at the first visit): a match made by
 * someone else's like arrives as SERVER:NEW_LOVE, one made by the user's own like is announced
 * by the like's answer. Shown only where push can be turned on, and not again once dismissed;
 * it waits for open popups (the match's own) to close rather than hide behind them. Mounted
 * for signed-in users, it also keeps this browser's subscription tied to the current session.
 */
export function PushOffer() {
  const { notify } = useNotifications();
  const modal = useModal();
  const [wanted, setWanted] = useState(false);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);

  function handleMatch() {
    if (offerDismissed()) return;
    pushStatus().then(
      (status) => {
        if (status === 'available') setWanted(true);
      },
      () => undefined,
    );
  }

  useEffect(() => {
    if (!wanted || shown) return;
    const show = () => {
      if (!modal.anyOpen()) setShown(true);
    };
    show();
    const timer = setInterval(show, WAIT_FOR_POPUPS_MS);
    return () => clearInterval(timer);
  }, [wanted, shown, modal]);

  // A subscribed browser is saved again for this session at each start: the server sends only
  // to browsers whose session is still signed in (a new sign-in is a new session).
  useEffect(() => {
    resyncPush().catch(() => undefined);
  }, []);

  useSocketEvent('SERVER:NEW_LOVE', handleMatch);
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribed once; handleMatch reads nothing stale.
  useEffect(() => onMatch(handleMatch), []);

  function handleDismiss() {
    dismissOffer();
    setWanted(false);
    setShown(false);
    notify(t.dismissed);
  }

  async function handleAccept() {
    setBusy(true);
    try {
      const status = await enablePush();
      if (status === 'on') notify({ type: 'primary', text: t.enabled });
      else if (status === 'denied') notify({ type: 'error', text: t.denied, important: true });
      else if (status === 'unsupported') notify({ type: 'error', text: t.unsupported });
      // Closed without an answer: the offer goes, the settings keep the switch.
      if (status !== 'on') dismissOffer();
      setWanted(false);
      setShown(false);
    } catch {
      notify({ type: 'error', text: t.failed });
    } finally {
      setBusy(false);
    }
  }

  if (!shown) return null;
  return (
    <Card as="aside" padding="sm" className="push-offer" aria-label={t.offer.label}>
      <p className="push-offer__title">{t.offer.title}</p>
      <p className="push-offer__text">{t.offer.text}</p>
      <div className="push-offer__actions">
        <Button size="sm" onClick={() => void handleAccept()} disabled={busy}>
          {t.offer.accept}
        </Button>
        <Button size="sm" variant="ghost" onClick={handleDismiss} disabled={busy}>
          {t.offer.dismiss}
        </Button>
      </div>
    </Card>
  );
}
