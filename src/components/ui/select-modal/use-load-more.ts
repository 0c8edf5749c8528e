import { type RefObject, useEffect, useRef, useState } from 'react';

/** Spec §9: infinite scroll triggers at 10 % visibility with a 50 % bottom margin. */
export const LOAD_MORE_OBSERVER = { threshold: 0.1, rootMargin: '0px 0px 50% 0px' } as const;

interface LoadMoreOptions {
  readonly root: RefObject<HTMLElement | null>;
  readonly sentinel: RefObject<HTMLElement | null>;
  readonly enabled: boolean;
  readonly onLoadMore?: () => unknown;
  /** How many items there are now: a new observer after each page re-checks the sentinel. */
  readonly itemCount: number;
}

/**
 * Calls onLoadMore when the sentinel comes into view of the root, once at a time: while the
 * promise it returns is pending, the sentinel is not watched. Returns whether a load is pending.
 */
export function useLoadMore({
  root,
  sentinel,
  enabled,
  onLoadMore,
  itemCount,
}: LoadMoreOptions): boolean {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || pending || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (busy.current || !entries.some((e) => e.isIntersecting)) return;
        busy.current = true;
        setPending(true);
        void Promise.resolve()
          .then(() => load.current?.())
          .catch(() => undefined)
          .finally(() => {
            busy.current = false;
            setPending(false);
          });
      },
      { root: root.current, ...LOAD_MORE_OBSERVER },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, sentinel, enabled, pending, itemCount]);
  return pending;
}
