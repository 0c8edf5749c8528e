import { useEffect, useState } from 'react';

/**
 * The feed's clock in epoch milliseconds, from the `now` (epoch seconds) of its latest answer and
 * running on with the browser's own clock each second until the next: a countdown to a kick-off
 * follows the feed, which may be ahead of real time. The first render shows the answer's moment,
 * the same on the platform's page and in the browser that hydrates it.
 */
export function useFeedClock(feedNowSeconds: number): number {
  const [elapsed, setElapsed] = useState({ since: feedNowSeconds, ms: 0 });
  useEffect(() => {
    const received = Date.now();
    const timer = setInterval(
      () => setElapsed({ since: feedNowSeconds, ms: Date.now() - received }),
      1000,
    );
    return () => clearInterval(timer);
  }, [feedNowSeconds]);
  return feedNowSeconds * 1000 + (elapsed.since === feedNowSeconds ? elapsed.ms : 0);
}
