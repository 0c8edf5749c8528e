import { createElement, type ReactElement, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';

import { preloadPieces } from '@/lib/lazy-piece/lazy-piece';
import { logger } from '@/lib/logger';
import type { PreferencesStore } from '@/lib/preferences/preferences-store';
import { routerReady } from '@/lib/router-ready';

import { HYDRATION_REPORT } from './hydration-report';
import { replayTypedBeforeHydration } from './typed-before-hydration';

/** What hydration takes over: the app's element, and the services that start once it is React's. */
export interface HydratingApp {
  readonly element: ReactElement;
  readonly services: { readonly preferences: Pick<PreferencesStore, 'load'> };
}

interface AfterHydrationProps {
  readonly container: HTMLElement;
  readonly app: HydratingApp;
}

/**
 * Marks the page as its script's (`<html data-interactive>`): from now on what it shows answers
 * the player. A rendered page shows its forms before that; end-to-end tests wait for the mark
 * before they act, as a player's click before it is lost.
 */
export const markInteractive = (container: HTMLElement) =>
  container.ownerDocument.documentElement.setAttribute('data-interactive', '');

function AfterHydration({ container, app }: AfterHydrationProps) {
  // Effects run once the whole tree has committed: every field is React's by now.
  useEffect(() => {
    replayTypedBeforeHydration(container);
    // Browser-only pieces start now: the stored preferences first.
    void app.services.preferences.load();
    markInteractive(container);
  }, [container, app]);
  return app.element;
}

function AfterFirstRender({
  container,
  element,
}: {
  container: HTMLElement;
  element: ReactElement;
}) {
  useEffect(() => markInteractive(container), [container]);
  return element;
}

/** A page the browser renders alone (no platform render): marked interactive once committed. */
export const renderedElement = (element: ReactElement, container: HTMLElement): ReactElement =>
  createElement(AfterFirstRender, { container, element });

/**
 * The page as hydration takes it over, in the browser and in route tests alike: what the player
 * typed into the rendered page before the script ran is handed to the forms once hydrated (see
 * typed-before-hydration.ts), and the stored preferences are read then.
 */
export function hydratingElement(app: HydratingApp, container: HTMLElement): ReactElement {
  return createElement(AfterHydration, { container, app });
}

/**
 * Takes over the platform's rendered page once the router holds what the platform rendered it
 * from, so the first render matches the markup. React's production build reports a text that does
 * not match through onRecoverableError (and renders that part anew): reported, never silent.
 */
export async function hydratePage(
  root: HTMLElement,
  app: HydratingApp,
  router: DataRouter,
  pieces?: readonly string[],
) {
  await routerReady(router);
  // The route's modules define the pieces the platform rendered: those load now, before hydration.
  await preloadPieces(pieces);
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser
  // between them, instead of in one task as long as the page is big (a sportsbook page of 350
  // prices was one task of half a second on a slow phone). A click meanwhile is not lost: React
  // hydrates at once what it lands on and replays it.
  startTransition(() => {
    hydrateRoot(root, hydratingElement(app, root), {
      onRecoverableError: (error) =>
        logger.error(
          `${HYDRATION_REPORT}: ${error instanceof Error ? error.message : String(error)}`,
        ),
    });
  });
}
