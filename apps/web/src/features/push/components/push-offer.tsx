import { lazy, Suspense, useEffect, useState } from 'react';
import { useSocketEvent } from '../../../shared/realtime/realtime-context.ts';
import { LoadBoundary } from '../../../ui/modal/lazy-popup-content.tsx';
import { offerDismissed, onMatch } from '../model/push-offer-state.ts';

const PushOfferCard = lazy(() => import('./push-offer-card.tsx').then((m) => ({ default: m.PushOfferCard })));

/**
 * The offer to turn on push, shown after a match (never at the first visit): a match made by
 * someone else's like arrives as SERVER:NEW_LOVE, one made by the user's own like is announced
 * by the like's answer. Mounted for signed-in users, it also keeps this browser's subscription
 * tied to the current session. Web push itself (push-control.ts) and the offer's card load only
 * when one of these happens, not with every start.
 */
export function PushOffer() {
  const [matches, setMatches] = useState(0);

  function handleMatch() {
    if (!offerDismissed()) setMatches((count) => count + 1);
  }

  useSocketEvent('SERVER:NEW_LOVE', handleMatch);
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribed once; handleMatch reads nothing stale.
  useEffect(() => onMatch(handleMatch), []);

  // A subscribed browser is saved again for this session at each start: the server sends only
  // to browsers whose session is still signed in (a new sign-in is a new session). Only a
  // browser that allowed notifications can have a subscription; resyncPush checks the rest.
  useEffect(() => {
    if (!('Notification' in window) || Notification.permission !== 'granted') return;
    import('../model/push-control.ts').then(({ resyncPush }) => resyncPush()).catch(() => undefined);
  }, []);

  if (matches === 0) return null;
  // A card that cannot be loaded (its chunk gone after a deploy) is left out, never the page.
  return (
    <LoadBoundary onError={() => undefined}>
      <Suspense fallback={null}>
        <PushOfferCard matches={matches} />
      </Suspense>
    </LoadBoundary>
  );
}
