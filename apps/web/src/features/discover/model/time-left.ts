import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Hours and whole minutes until `until` (rounded up to a minute; nothing left is 0 and 0). */
export function timeLeft(until: number, now: number): { hours: number; minutes: number } {
  const minutesLeft = Math.max(0, Math.ceil((until - now) / MINUTE_MS));
  return { hours: Math.floor((minutesLeft * MINUTE_MS) / HOUR_MS), minutes: minutesLeft % 60 };
}

/** The current time, re-read every `everyMs` while `active` (a countdown on screen). */
export function useNow(active: boolean, everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
  return now;
}
