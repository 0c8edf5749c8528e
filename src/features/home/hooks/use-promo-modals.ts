import { useEffect } from 'react';

import { useModals } from '@/components/modal-host/modals-context';
import { wasPopupShown } from '@/lib/preferences/popup-shown';
import { usePreferencesStore } from '@/lib/preferences/preferences-context';
import { usePreferencesLoaded } from '@/lib/preferences/use-preference';

import { promoFlag } from '../promo-modals';

/**
 * Queues the variant's promo modals (promoConfig.modal_names, in that order) that this browser has
 * not shown yet, once the stored flags are in. Leaving the page withdraws the ones still waiting:
 * they come back next visit.
 */
export function usePromoModals(names: readonly string[]): void {
  const modals = useModals();
  // Settings objects may be rebuilt on navigation: the list's content is what matters.
  const list = names.join('\n');
  const preferences = usePreferencesStore();
  const loaded = usePreferencesLoaded(preferences);
  useEffect(() => {
    if (!loaded) return;
    const ids = list
      .split('\n')
      .filter((name) => name !== '' && !wasPopupShown(preferences, promoFlag(name)))
      .map((name) => modals.show('promo', { name }));
    return () => ids.forEach((id) => modals.close(id));
  }, [list, modals, loaded, preferences]);
}
