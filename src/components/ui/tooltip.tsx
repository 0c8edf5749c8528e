import {
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

import { useDelay } from './use-delay';

/** The spec's hover tooltip timeout (betting side §9: 200 ms). */
export const TOOLTIP_DELAY_MS = 200;

interface TooltipProps {
  /** i18n key of the tooltip text. */
  readonly textKey: string;
  readonly values?: Record<string, string | number>;
  readonly delayMs?: number;
  /** The trigger; it must put `describedBy` in its aria-describedby. */
  readonly children: (describedBy: string) => ReactNode;
}

/**
 * A short hint for a terse control: shown 200 ms after the pointer rests on it, at once on keyboard
 * focus; hidden when the pointer leaves, focus leaves or Escape is pressed. The text stays in the
 * DOM (hidden) so the trigger's description is there for screen readers before it is shown.
 */
export function Tooltip({ textKey, values, delayMs = TOOLTIP_DELAY_MS, children }: TooltipProps) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const { later, cancel } = useDelay();
  const hide = useCallback(() => {
    cancel();
    setShown(false);
  }, [cancel]);

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, hide]);

  const onPointerEnter = (event: ReactPointerEvent) => {
    // A tap is not a hover: on touch the hint would stick until the next tap elsewhere.
    if (event.pointerType === 'touch') return;
    later(() => setShown(true), delayMs);
  };
  // Keyboard focus only: a press focuses the control too, and the pointer rules already cover it.
  const pressing = useRef(false);
  const onFocus = () => {
    if (pressing.current) return;
    cancel();
    setShown(true);
  };

  return (
    <span
      className="tooltip-anchor"
      onPointerEnter={onPointerEnter}
      onPointerLeave={hide}
      onPointerDown={() => (pressing.current = true)}
      onPointerUp={() => (pressing.current = false)}
      onFocus={onFocus}
      onBlur={() => {
        pressing.current = false;
        hide();
      }}
    >
      {children(id)}
      <span id={id} role="tooltip" className="tooltip" hidden={!shown}>
        {t(textKey, values)}
      </span>
    </span>
  );
}
