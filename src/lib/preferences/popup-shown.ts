/**
 * Which popups this browser has already shown (a client preference of the spec). Kept in
 * localStorage for now; the preferences store will take this over, so nothing else touches the key.
 */
const KEY = 'betframe.popupsShown';

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

function read(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the popup (e.g. `promo.welcome_bonus`) was shown in this browser before. */
export const wasPopupShown = (name: string): boolean => read().includes(name);

/** Remembers that the popup was shown, so it is not shown again. */
export function markPopupShown(name: string): void {
  const shown = read();
  if (shown.includes(name)) return;
  try {
    storage()?.setItem(KEY, JSON.stringify([...shown, name]));
  } catch {
    // Storage full or refused: the popup may show again, which is harmless.
  }
}
