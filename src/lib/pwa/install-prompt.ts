import { logger } from '../logger';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

// Browser-only: the browser's own event, captured by main.tsx at start-up.
let saved: BeforeInstallPromptEvent | undefined;

/**
 * Keeps the browser's `beforeinstallprompt` event for later: it fires once, early, and the site
 * decides when to offer installing (a button the player presses). Returns the stop function.
 */
export function captureInstallPrompt(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    saved = event as BeforeInstallPromptEvent;
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  return () => target.removeEventListener('beforeinstallprompt', onPrompt);
}

/** Shows the saved install prompt (usable once); false when the browser has offered none. */
export function promptInstall(): boolean {
  const event = saved;
  if (!event) {
    logger.warn('install: the browser has not offered an install prompt');
    return false;
  }
  saved = undefined;
  event.prompt().catch((error: unknown) => logger.warn('install: the prompt failed', error));
  return true;
}
