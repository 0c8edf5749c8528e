import { useCallback, useSyncExternalStore } from 'react';

import { usePreferencesStore } from '@/lib/preferences/preferences-context';
import { usePreference } from '@/lib/preferences/use-preference';

import { isSelected, type Selection, selectionsOf, toggleSelection } from './selections';

/** The selection list and its toggle (a click on odds). */
export function useSelections() {
  const [coupon, setCoupon] = usePreference('coupon');
  const store = usePreferencesStore();
  const toggle = useCallback(
    // Read at the click, not at the render: two quick clicks each see the other's result.
    (selection: Selection) => setCoupon(toggleSelection(store.get('coupon'), selection)),
    [setCoupon, store],
  );
  const clear = useCallback(
    () => setCoupon({ ...store.get('coupon'), couponEvents: [] }),
    [setCoupon, store],
  );
  return { selections: selectionsOf(coupon), toggle, clear };
}

/** Whether an outcome is selected: re-renders only when that answer changes, not on every click. */
export function useIsSelected(key: string): boolean {
  const store = usePreferencesStore();
  return useSyncExternalStore(
    store.subscribe,
    () => isSelected(store.get('coupon'), key),
    () => false,
  );
}

/** The toggle alone: a view that only clicks (an odds button) does not render on every change. */
export function useToggleSelection() {
  const store = usePreferencesStore();
  return useCallback(
    (selection: Selection) =>
      void store.set('coupon', toggleSelection(store.get('coupon'), selection)),
    [store],
  );
}
