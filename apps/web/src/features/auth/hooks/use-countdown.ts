import { useCallback, useEffect, useState } from 'react';

const SECOND = 1000;

/**
 * A whole-second countdown: `start(ms)` shows ceil(ms / 1000) and ticks down once a second to
 * zero. Used for the resend lock and the redirect after a bad link.
 */
export function useCountdown(): { secondsLeft: number; start: (ms: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSecondsLeft((value) => Math.max(0, value - 1)), SECOND);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((ms: number) => setSecondsLeft(Math.ceil(ms / SECOND)), []);
  return { secondsLeft, start };
}
