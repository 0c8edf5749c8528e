/**
 * Which popups this browser has already shown (a client preference of the spec), kept by the
 * app's preferences store; the flags it had in localStorage before are moved there once
 * (migrations.ts).
 */
import type { PreferencesStore } from './preferences-store';

type Popups = Pick<PreferencesStore, 'get' | 'set'>;

/** Whether the popup (e.g. `promo.welcome_bonus`) was shown in this browser before. */
export const wasPopupShown = (store: Popups, name: string): boolean =>
  store.get('popupsShown').includes(name);

/** Remembers that the popup was shown, so it is not shown again. */
export function markPopupShown(store: Popups, name: string): void {
  const shown = store.get('popupsShown');
  if (shown.includes(name)) return;
  // The store logs a failed write: the popup may then show again next visit, which is harmless.
  void store.set('popupsShown', [...shown, name]);
}
