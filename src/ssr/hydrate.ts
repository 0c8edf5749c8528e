import { createElement, type ReactElement, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';

import { logger } from '@/lib/logger';

import { HYDRATION_REPORT } from './hydration-report';
import { replayTypedBeforeHydration } from './typed-before-hydration';

/** Resolves once the router has run the first page's loaders and loaded its route modules. */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

interface AfterHydrationProps {
  readonly container: HTMLElement;
  readonly onHydrated?: () => void;
  readonly children: ReactNode;
}

function AfterHydration({ container, onHydrated, children }: AfterHydrationProps) {
  // Effects run once the whole tree has committed: every field is React's by now.
  useEffect(() => {
    replayTypedBeforeHydration(container);
    onHydrated?.();
  }, [container]); // eslint-disable-line react-hooks/exhaustive-deps -- once, for the hydration
  return children;
}

/**
 * The page as hydration takes it over: what the player typed into the rendered page before the
 * script ran is handed to the forms once hydrated (see typed-before-hydration.ts).
 */
export function hydratingElement(
  element: ReactElement,
  container: HTMLElement,
  onHydrated?: () => void,
): ReactElement {
  return createElement(AfterHydration, { container, onHydrated, children: element });
}

/**
 * Takes over the platform's rendered page once the router holds what the platform rendered it
 * from, so the first render matches the markup. React's production build reports a text that does
 * not match through onRecoverableError (and renders that part anew): reported, never silent.
 */
export async function hydratePage(
  root: HTMLElement,
  element: ReactElement,
  router: DataRouter,
  onHydrated?: () => void,
) {
  await routerReady(router);
  hydrateRoot(root, hydratingElement(element, root, onHydrated), {
    onRecoverableError: (error) =>
      logger.error(
        `${HYDRATION_REPORT}: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
}
