import { useCallback, useEffect, useMemo, useRef } from 'react';

/** One pending timer at a time, dropped on unmount: `later(fn, ms)` replaces a pending one, `cancel()` drops it. */
export function useDelay() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const later = useCallback(
    (fn: () => void, ms: number) => {
      cancel();
      timer.current = setTimeout(fn, ms);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ later, cancel }), [later, cancel]);
}
