/**
 * Which popups this browser has already shown (a client preference of the spec), kept by the
 * preferences store; the flags it had in localStorage before are moved there once (migrations.ts).
 */
import { preferencesStore } from './preferences';

/** Whether the popup (e.g. `promo.welcome_bonus`) was shown in this browser before. */
export const wasPopupShown = (name: string): boolean =>
  preferencesStore.get('popupsShown').includes(name);

/** Remembers that the popup was shown, so it is not shown again. */
export function markPopupShown(name: string): void {
  const shown = preferencesStore.get('popupsShown');
  if (shown.includes(name)) return;
  // The store logs a failed write: the popup may then show again next visit, which is harmless.
  void preferencesStore.set('popupsShown', [...shown, name]);
}
