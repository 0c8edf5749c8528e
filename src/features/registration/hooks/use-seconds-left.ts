import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a period that began at `at` (ms, this browser's clock) and lasts `period`
 * seconds, re-counted every second while the component is shown; 0 with no period.
 */
export function useSecondsLeft(at: number | undefined, period: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (at === undefined || period === undefined) return 0;
  // Rendered before the first tick after the period began, `now` may be a little behind `at`.
  return Math.min(period, Math.max(0, Math.ceil((at + period * 1000 - now) / 1000)));
}
