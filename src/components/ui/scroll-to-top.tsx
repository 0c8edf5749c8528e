import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SCROLL_TO_TOP, showScrollToTop } from '@/lib/scroll/scroll-to-top-rule';

/**
 * The scroll-to-top button (booleanConfig.has_scroll_to_top): appears by the spec's rule, checked
 * at most every 300 ms while the page scrolls; takes the player — and the keyboard focus — to the top.
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const previousY = useRef(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      const position = {
        scrollY: window.scrollY,
        previousY: previousY.current,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
      };
      previousY.current = window.scrollY;
      setShown(showScrollToTop(position));
    };
    const onScroll = () => {
      timer ??= setTimeout(check, SCROLL_TO_TOP.throttleMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      onClick={() => {
        window.scrollTo({
          top: 0,
          behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches
            ? 'auto'
            : 'smooth',
        });
        setShown(false);
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span> {t('scroll_to_top')}
    </button>
  );
}
