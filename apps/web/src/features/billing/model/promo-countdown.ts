import { PREMIUM_PROMO } from '@iskra/contract';
import { useEffect, useState } from 'react';

/**
 * Seconds left of the promo countdown (paid-tiers-and-legal §4 step 3, §9): from 86400 at
 * opening, one tick a second. Counted from the clock, so a throttled background tab stays right.
 */
export function usePromoCountdown(): number {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const left = Math.max(0, PREMIUM_PROMO.countdownSeconds - Math.floor((now - startedAt) / 1000));

  const over = left <= 0;

  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), PREMIUM_PROMO.tickMs);
    return () => clearInterval(timer);
  }, [over]);

  return left;
}
