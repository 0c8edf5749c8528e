import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface DisclosureMenuProps {
  /** Visible text of the toggle button. */
  readonly label: ReactNode;
  /** Accessible name of the toggle when the visible text is not enough. */
  readonly ariaLabel?: string;
  readonly className?: string;
  /** The panel's content; `close` lets an item close the panel after use. */
  readonly children: (close: () => void) => ReactNode;
}

/**
 * A button that shows and hides a list (the disclosure pattern): Enter/Space toggle, Escape
 * closes and returns focus to the button, a click outside closes.
 */
export function DisclosureMenu({ label, ariaLabel, className, children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={`disclosure ${className ?? ''}`}>
      <button
        ref={button}
        type="button"
        className="disclosure__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div id={panelId} className="disclosure__panel" hidden={!open}>
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
