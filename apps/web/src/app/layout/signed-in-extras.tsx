import { PromoDirector } from '../../features/promo/index.ts';
import { PushOffer } from '../../features/push/index.ts';

/**
 * What the layout adds for a signed-in user only, in its own chunk so a guest never downloads it:
 * the start-up promos (the e-mail confirmation reminder among them) in one sequence, and after a
 * match the offer to turn on push on this device. (Live notifications are not here: they must be
 * listening before the socket connects, or an event that arrives first would show nothing.)
 */
export function SignedInExtras() {
  return (
    <>
      <PromoDirector />
      <PushOffer />
    </>
  );
}
