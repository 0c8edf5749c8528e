import { createContext, type ReactNode, useContext } from 'react';

/**
 * Places in one feature's pages that another feature fills: the sportsbook's pages show the
 * coupon feature's bet slip without importing it (features never import each other; src/app,
 * which composes them, provides the slots).
 */
export interface PageSlots {
  /** The bet slip beside the sportsbook's lists (what it renders). */
  readonly betSlip?: () => ReactNode;
}

const PageSlotsContext = createContext<PageSlots>({});

/** Fills slots for the pages below it. */
export function PageSlotsProvider({ slots, children }: { slots: PageSlots; children: ReactNode }) {
  return <PageSlotsContext.Provider value={slots}>{children}</PageSlotsContext.Provider>;
}

/** What fills a slot, if anything does. */
export const usePageSlot = <K extends keyof PageSlots>(name: K): PageSlots[K] =>
  useContext(PageSlotsContext)[name];
