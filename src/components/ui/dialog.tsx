import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

interface DialogProps {
  readonly title: string;
  readonly open: boolean;
  readonly children: ReactNode;
  /** Escape and the close button call this; without it the dialog cannot be dismissed. */
  readonly onClose?: () => void;
  readonly closeLabel?: string;
  /** Whether Escape closes it (default true; a confirm dialog says no). */
  readonly escapeCloses?: boolean;
  /** Whether a click outside the dialog closes it (default false). */
  readonly outsideClickCloses?: boolean;
  /** What takes focus when it opens (default: the browser's choice, the first focusable element). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus and makes the rest inert;
 * focus returns to where it was when the dialog closes.
 */
export function Dialog({
  title,
  open,
  children,
  onClose,
  closeLabel,
  escapeCloses = true,
  outsideClickCloses = false,
  initialFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // showModal has focused the first focusable element (the close button): move on from it.
      initialFocus?.current?.focus();
    }
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus?.();
    };
    // initialFocus is read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  if (!open) return null;
  return (
    // The backdrop click is a mouse shortcut for the close button, which keyboards reach.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (escapeCloses) onClose?.();
      }}
      onClick={(event) => {
        // A click on the backdrop reaches the <dialog> itself, outside its box.
        if (!outsideClickCloses || event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) onClose?.();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
        {onClose && (
          <button
            type="button"
            className="dialog__close"
            aria-label={closeLabel ?? 'close'}
            onClick={onClose}
          >
            ×
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
}
