import {
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

import { useDelay } from './use-delay';

/** The spec's hover delay for dropdowns opened by pointing (betting side §9: 200 ms). */
export const DROPDOWN_HOVER_DELAY_MS = 200;

interface DropdownProps {
  /** Visible content of the toggle button. */
  readonly label: ReactNode;
  /** Accessible name of the toggle when the visible content is not enough. */
  readonly ariaLabel?: string;
  readonly className?: string;
  /** 'click' (default) opens on click only; 'hover' also opens after pointing at it for `hoverDelayMs`. */
  readonly trigger?: 'click' | 'hover';
  /** Hover mode: how long the pointer must stay (to open) or stay away (to close). */
  readonly hoverDelayMs?: number;
  /** A disabled dropdown cannot open, and closes when it becomes disabled. */
  readonly disabled?: boolean;
  /**
   * The panel's content; `close` lets an item close the panel after use, and `open` says whether
   * it is shown (content that asks for data can wait until it is).
   */
  readonly children: (close: () => void, open: boolean) => ReactNode;
}

/**
 * A toggle button and its panel (closed or open, the disclosure pattern). Opens on click, Enter or
 * Space, or in hover mode after the pointer has stayed on it; closes on a second toggle, the pointer
 * leaving (hover mode, after the same delay, cancelled if it comes back), a click outside, Escape
 * (focus goes back to the toggle) and when it becomes disabled.
 */
export function Dropdown({
  label,
  ariaLabel,
  className,
  trigger = 'click',
  hoverDelayMs = DROPDOWN_HOVER_DELAY_MS,
  disabled = false,
  children,
}: DropdownProps) {
  const [requested, setRequested] = useState(false);
  // Derived so a disabled dropdown is never drawn open, not even for the render before the effect.
  const open = requested && !disabled;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { later, cancel: cancelTimer } = useDelay();
  const close = useCallback(() => {
    cancelTimer();
    setRequested(false);
  }, [cancelTimer]);

  // Becoming disabled forgets the open request (adjusting state to a prop, as React advises), so
  // enabling it again does not reopen it; a pending hover open is dropped with it.
  const [wasDisabled, setWasDisabled] = useState(disabled);
  if (disabled !== wasDisabled) {
    setWasDisabled(disabled);
    if (disabled) setRequested(false);
  }
  useEffect(() => {
    if (disabled) cancelTimer();
  }, [disabled, cancelTimer]);
  // For items: a pending hover timer can only be a close by now, so it needs no cancelling.
  const closeFromItem = useCallback(() => setRequested(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  // Touch has no hover: a tap is a click, and a delayed open after it would be a surprise.
  const pointing = (event: ReactPointerEvent) =>
    trigger === 'hover' && !disabled && event.pointerType !== 'touch';
  const onPointerEnter = (event: ReactPointerEvent) => {
    if (!pointing(event)) return;
    if (open) cancelTimer();
    else later(() => setRequested(true), hoverDelayMs);
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (!pointing(event)) return;
    if (open) later(() => setRequested(false), hoverDelayMs);
    else cancelTimer();
  };

  return (
    <div
      ref={root}
      className={`dropdown ${className ?? ''}`}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={button}
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => {
          cancelTimer();
          setRequested(!open);
        }}
      >
        {label}
      </button>
      <div id={panelId} className="dropdown__panel" hidden={!open}>
        {children(closeFromItem, open)}
      </div>
    </div>
  );
}
