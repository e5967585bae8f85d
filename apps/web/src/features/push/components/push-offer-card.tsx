import { useEffect, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { enablePush, pushStatus } from '../model/push-control.ts';
import { dismissOffer, offerDismissed } from '../model/push-offer-state.ts';
import './push-offer.css';

const t = ru.push;

/** How often a waiting offer looks whether the popups (the match's own among them) are closed. */
const WAIT_FOR_POPUPS_MS = 1000;

/**
 * The offer itself (loaded with the first match, see push-offer.tsx): shown where push can be
 * turned on, and not again once dismissed; it waits for open popups (the match's own) to close
 * rather than hide behind them. `matches` counts the matches since the page started.
 */
export function PushOfferCard({ matches }: { matches: number }) {
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new match is looked at once; handleMatch reads nothing stale.
  useEffect(() => handleMatch(), [matches]);

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
