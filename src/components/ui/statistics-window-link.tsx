import type { ReactNode } from 'react';

/** Statistics windows are 1024 wide; 500, 780 or 984 high by the screen's height (spec §9). */
export function statisticsWindowSize(screenHeight: number) {
  const height = screenHeight >= 1080 ? 984 : screenHeight >= 860 ? 780 : 500;
  return { width: 1024, height };
}

/**
 * A link to a statistics window page (/{lng}/statisticpopup/…), opened in the one named window of
 * the spec's size; where the browser refuses a window (or without scripts) it opens as a tab.
 */
export function StatisticsWindowLink({
  href,
  className,
  label,
  children,
}: {
  readonly href: string;
  readonly className?: string;
  /** An accessible name where the visible text alone would not say which statistics. */
  readonly label?: string;
  readonly children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={href}
      target="statistics"
      aria-label={label}
      onClick={(event) => {
        const { width, height } = statisticsWindowSize(window.screen.height);
        const opened = window.open(href, 'statistics', `width=${width},height=${height}`);
        if (!opened) return; // refused: the link opens it as a tab instead
        opened.opener = null;
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
