/** Where the page is, from one scroll event to the next. */
export interface ScrollPosition {
  readonly scrollY: number;
  readonly previousY: number;
  readonly viewportHeight: number;
  readonly documentHeight: number;
}

/** The spec's constants: shown past 4 screens, 10 px counts as the bottom, scroll events every 300 ms. */
export const SCROLL_TO_TOP = { screens: 4, bottomTolerance: 10, throttleMs: 300 } as const;

/**
 * Whether the scroll-to-top button shows: scrolled at least `screens` screens down, moving up, and
 * not at the bottom of the page (within the tolerance).
 */
export function showScrollToTop(
  { scrollY, previousY, viewportHeight, documentHeight }: ScrollPosition,
  screens: number = SCROLL_TO_TOP.screens,
): boolean {
  const farEnough = scrollY >= screens * viewportHeight;
  const goingUp = scrollY < previousY;
  const atBottom = scrollY + viewportHeight >= documentHeight - SCROLL_TO_TOP.bottomTolerance;
  return farEnough && goingUp && !atBottom;
}
