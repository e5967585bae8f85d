import { PromoDirector } from '../../features/promo/index.ts';
import { PushOffer } from '../../features/push/index.ts';
import { RealtimeNotifications } from '../realtime/notifications.tsx';

/**
 * What the layout adds for a signed-in user only, in its own chunk so a guest never downloads it:
 * the start-up promos (the e-mail confirmation reminder among them) in one sequence, live events
 * as notifications with the "f" session protocol, and after a match the offer to turn on push on
 * this device.
 */
export function SignedInExtras() {
  return (
    <>
      <PromoDirector />
      <RealtimeNotifications />
      <PushOffer />
    </>
  );
}
