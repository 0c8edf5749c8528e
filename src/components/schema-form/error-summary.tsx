import { useEffect, useRef } from 'react';

export interface SummaryItem {
  readonly message: string;
  /** id of the control to jump to; none for an error of a field the form does not show. */
  readonly target?: string;
}

/**
 * The problems of the form in one place (GOV.UK style): a heading, then each message linking to
 * its field. It takes focus when it appears, so a screen reader announces it after a submit.
 */
export function ErrorSummary({
  title,
  items,
  focusKey,
}: {
  title: string;
  items: readonly SummaryItem[];
  focusKey: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (items.length > 0) ref.current?.focus();
    // Only a new submit moves the focus, not every change of the list.
  }, [focusKey]); // eslint-disable-line react-hooks/exhaustive-deps
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      className="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title">{title}</h2>
      <ul>
        {items.map((item, i) => (
          <li key={`${item.target ?? ''}-${i}`}>
            {item.target ? (
              <a
                href={`#${item.target}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.target as string)?.focus();
                }}
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
